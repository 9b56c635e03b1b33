/** 'Jun 2' for a week's Monday given as a calendar date (YYYY-MM-DD): read as a date, never shifted by a zone. */
export function weekLabel(weekStart: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${weekStart}T00:00:00Z`),
  );
}
