// One way to write a moment tied to a sequence (product.md §10), on every screen, preview and toast: the recipient's
// clock first, named by its place, then the user's in brackets when it reads differently, e.g.
// 'Mon 9:00 AM in Sydney (Sun 5:00 PM your time)'. Always the 12-hour clock with AM/PM and never a raw offset
// ('GMT+11' tells a job seeker nothing); a weekday alone within six days of now, else the date (and the year when it
// is not this year's), so a weekday is never ambiguous.

/** Within this of `now` (either way) a weekday names the day; further off, the date does. */
export const WEEKDAY_ONLY_WITHIN_MS = 6 * 24 * 60 * 60 * 1000;

/** A short place name for a zone: 'Europe/Berlin' -> 'Berlin', 'America/Argentina/Buenos_Aires' -> 'Buenos Aires'. */
export function zonePlaceName(zone: string): string {
  return (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
}

/** How much of the date a moment needs next to its time. */
export type MomentDetail = 'weekday' | 'date' | 'year';

/** The date detail of `at` as seen from `now`: weekday within six days, the date this year, else the year too. */
export function momentDetail(at: Date, now: Date, zone: string): MomentDetail {
  if (Math.abs(at.getTime() - now.getTime()) <= WEEKDAY_ONLY_WITHIN_MS) return 'weekday';
  const year = (instant: Date) => new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric' }).format(instant);
  return year(at) === year(now) ? 'date' : 'year';
}

/** The zone when this runtime knows it, else `fallback` (an unknown zone name must not break a page). */
function knownZone(zone: string, fallback: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return fallback;
  }
}

/** The day ('Mon', 'Mon, Dec 7', 'Mon, Dec 7, 2025'; none for 'time') and the time ('9:00 AM') on the clock of `zone`. */
function clockParts(at: Date, zone: string, detail: MomentDetail | 'time'): { day: string | null; time: string } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    ...(detail !== 'time' && { weekday: 'short' }),
    ...((detail === 'date' || detail === 'year') && { month: 'short', day: 'numeric' }),
    ...(detail === 'year' && { year: 'numeric' }),
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  const time = `${part('hour')}:${part('minute')} ${part('dayPeriod')}`;
  if (detail === 'time') return { day: null, time };
  if (detail === 'weekday') return { day: part('weekday'), time };
  const day = `${part('weekday')}, ${part('month')} ${part('day')}`;
  return { day: detail === 'year' ? `${day}, ${part('year')}` : day, time };
}

/** 'Mon 9:00 AM', 'Mon, Dec 7, 9:00 AM', 'Mon, Dec 7, 2025, 9:00 AM' (or '9:00 AM' for 'time'). */
export function wallClockText(at: Date, zone: string, detail: MomentDetail | 'time'): string {
  const { day, time } = clockParts(at, zone, detail);
  if (!day) return time;
  return detail === 'weekday' ? `${day} ${time}` : `${day}, ${time}`;
}

/**
 * The user's clock for a moment: 'Sun 5:00 PM your time' on another day than the recipient's, '5:00 PM your time' on
 * the same day, or null when it reads the same as the recipient's.
 */
export function yourTimeText(at: Date | string, zone: string, userZone: string, detail: MomentDetail = 'weekday'): string | null {
  const when = new Date(at);
  const mine = clockParts(when, knownZone(userZone, zone), detail);
  const theirs = clockParts(when, knownZone(zone, userZone), detail);
  if (mine.time === theirs.time && mine.day === theirs.day) return null;
  const text = mine.day === theirs.day ? mine.time : wallClockText(when, knownZone(userZone, zone), detail);
  return `${text} your time`;
}

/**
 * A moment of a sequence (sent, opened, replied, scheduled, an interview, a note that goes), in the recipient's zone
 * and the user's: 'Mon 9:00 AM in Sydney (Sun 5:00 PM your time)', 'Thu 9:00 AM in Berlin (5:00 PM your time)';
 * one clock when both read the same.
 */
export function momentText(at: Date | string, zone: string, userZone: string, now: Date = new Date()): string {
  const when = new Date(at);
  const theirZone = knownZone(zone, knownZone(userZone, 'UTC'));
  const detail = momentDetail(when, now, theirZone);
  const theirs = `${wallClockText(when, theirZone, detail)} in ${zonePlaceName(theirZone)}`;
  const mine = yourTimeText(when, theirZone, userZone, detail);
  return mine ? `${theirs} (${mine})` : theirs;
}

/** '2:05 PM': a time of day on the browser's clock (the chat's message stamps), 12-hour like every other time. */
export function clockTimeText(at: Date | string | number, zone?: string): string {
  return wallClockText(new Date(at), zone ?? new Intl.DateTimeFormat().resolvedOptions().timeZone, 'time');
}
