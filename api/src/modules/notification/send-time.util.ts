// When a follow-up goes out, said the way a person would: 'today', 'tomorrow' or 'on Friday, November 27', at
// '9:30 AM', in the recipient's zone (the campaign's). The user's own zone is unknown, so the zone is named.

export interface SpokenSendTime {
  day: string;
  time: string;
}

/** The calendar date of `at` in `timeZone` as UTC midnight of that date (for whole-day differences). */
function localDate(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(
    at,
  );
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'));
}

export function spokenSendTime(at: Date, timeZone: string, now: Date): SpokenSendTime {
  const days = Math.round((localDate(at, timeZone) - localDate(now, timeZone)) / 86_400_000);
  const day =
    days === 0
      ? 'today'
      : days === 1
        ? 'tomorrow'
        : `on ${new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric' }).format(at)}`;
  // Intl may put a narrow no-break space before AM/PM; a plain space reads the same everywhere.
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(at).replace(/\s/g, ' ');
  return { day, time };
}
