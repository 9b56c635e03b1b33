// Fixed-offset IANA zones (Etc/GMT±N) chosen so the wall clock there reads a given hour right now: tests then
// run inside (or outside) the sending window whatever time the suite runs at.
export function zoneAtLocalHour(hour: number, now: Date = new Date()): string {
  let offset = (((hour - now.getUTCHours()) % 24) + 24) % 24;
  if (offset > 14) offset -= 24;
  if (offset === 0) return 'Etc/GMT';
  // The Etc zones' signs are inverted (POSIX style): Etc/GMT-5 is UTC+05:00.
  return offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

/** Mid-window: plenty of time before 17:00 for the test to finish. */
export const zoneInsideWindow = (now?: Date) => zoneAtLocalHour(11, now);
/** Night: outside the window on every day. */
export const zoneOutsideWindow = (now?: Date) => zoneAtLocalHour(2, now);
