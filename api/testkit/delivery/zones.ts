// Times that keep a test's meaning whatever day and hour the suite runs: fixed-offset IANA zones (Etc/GMT±N) whose
// wall clock reads a given hour right now (inside or outside the sending window), and weekdays to come, clear of
// public holidays.
import { DateTime } from 'luxon';
import { publicHolidaysOf } from '../../src/modules/scheduling/public-holidays.service';

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

/** Whether the local day of `at` in `zone` is a public holiday there, by the calendar the scheduler uses. */
export function isPublicHolidayIn(zone: string, at: Date): boolean {
  const day = DateTime.fromJSDate(at, { zone });
  return publicHolidaysOf(zone)?.namesOn(Date.UTC(day.year, day.month - 1, day.day, 12)) !== undefined;
}

/**
 * The next `weekday` (1 Monday ... 7 Sunday) at least `minDaysAhead` days from `now`, at `hour`:00 in `zone`, whose
 * days `workingDaysAfter` later (0 = that day) are no public holiday there: a test of a time to come stays one
 * whatever day the suite runs (a fixed date passes and the test changes meaning), and no holiday moves what it checks.
 */
export function nextWeekdayAt(
  weekday: number,
  hour: number,
  zone: string,
  {
    now = new Date(),
    minDaysAhead = 2,
    workingDaysAfter = [0],
  }: { now?: Date; minDaysAhead?: number; workingDaysAfter?: number[] } = {},
): Date {
  let day = DateTime.fromJSDate(now, { zone }).plus({ days: minDaysAhead }).startOf('day');
  const clear = (at: DateTime) => workingDaysAfter.every((days) => !isPublicHolidayIn(zone, at.plus({ days }).toJSDate()));
  while (day.weekday !== weekday || !clear(day)) day = day.plus({ days: 1 });
  return day.set({ hour }).toJSDate();
}

/** `hour`:00 in `zone`, `days` days after the day of `at` there (the next morning of an interview, say). */
export function daysLaterAt(at: Date, days: number, hour: number, zone: string): Date {
  return DateTime.fromJSDate(at, { zone }).plus({ days }).startOf('day').set({ hour }).toJSDate();
}
