// Conversions between UTC instants and wall-clock readings in an IANA zone. Luxon supplies the zone data (the
// offset in effect at an instant); the reading -> instant rule is written out here so it is explicit and does not
// depend on the current date (Luxon's own `fromObject` guesses a fold's offset from "now").
//
// A wall-clock reading is held as "local ms": the reading encoded as if it were UTC (Date.UTC of its fields). Day
// arithmetic on it is plain calendar arithmetic, with no daylight-saving effects.
import { IANAZone } from 'luxon';
import { isKnownTimezone, validateTimezone } from '../index';
import { INVALID_DATE, ScheduleInputError, unknownTimezoneMessage } from './schedule-input.error';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

/**
 * Zones already validated. Checking a name builds an Intl.DateTimeFormat (about half a millisecond), far more than
 * the rest of a schedule; the IANA names are a finite set, so the map stays small. Unknown names are not kept.
 */
const knownZones = new Map<string, IANAZone>();

/** The zone of a campaign, validated; throws ScheduleInputError for an empty or unknown name. */
export function resolveZone(name: string): IANAZone {
  const known = knownZones.get(name);
  if (known) return known;
  const required = validateTimezone(name);
  if (required) throw new ScheduleInputError(required);
  // isKnownTimezone is the project's rule; Luxon's check additionally refuses names it cannot compute offsets for.
  if (!isKnownTimezone(name) || !IANAZone.isValidZone(name)) throw new ScheduleInputError(unknownTimezoneMessage(name));
  const zone = IANAZone.create(name);
  knownZones.set(name, zone);
  return zone;
}

/**
 * The latest instant the scheduler works from: the end of year 9999 UTC. Every result is at most a few weeks later
 * (a window opening, a follow-up of at most MAX_FOLLOW_UP_DELAY business days), far inside what a Date can hold, so
 * no computation ever leaves the calendar and returns an Invalid Date.
 */
export const LATEST_INSTANT = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** The instant of a valid Date from 1970 to 9999; throws ScheduleInputError for anything else. */
export function instantOf(at: Date): number {
  const ms = at instanceof Date ? at.getTime() : Number.NaN;
  if (!Number.isFinite(ms) || ms < 0 || ms > LATEST_INSTANT) throw new ScheduleInputError(INVALID_DATE);
  return ms;
}

/** The wall-clock reading (as local ms) of an instant in the zone. */
export function toLocalMs(instant: number, zone: IANAZone): number {
  return instant + zone.offset(instant) * MINUTE_MS;
}

/**
 * The instant a wall-clock reading denotes in the zone. Rule (RFC 5545 §3.3.5, Temporal's 'compatible'): the reading
 * is interpreted with the offset in effect BEFORE the nearest offset change. Hence
 * - a reading that does not exist (spring-forward gap) moves forward by the length of the gap:
 *   02:30 on 2024-03-10 in America/New_York -> 03:30 EDT (07:30Z);
 * - a reading that exists twice (fall-back fold) is the earlier instant:
 *   01:30 on 2024-11-03 in America/New_York -> 01:30 EDT (05:30Z), not 01:30 EST.
 * Assumes no two offset changes within about two days of each other (true of the IANA database).
 */
export function fromLocalMs(localMs: number, zone: IANAZone): number {
  const offsetBefore = zone.offset(localMs - DAY_MS);
  const readBefore = localMs - offsetBefore * MINUTE_MS;
  if (zone.offset(readBefore) === offsetBefore) return readBefore;
  const offsetAfter = zone.offset(localMs + DAY_MS);
  const readAfter = localMs - offsetAfter * MINUTE_MS;
  if (zone.offset(readAfter) === offsetAfter) return readAfter;
  return readBefore; // in a gap: no offset fits, the earlier offset pushes the reading forward
}

/** Midnight (local ms) of the day of a reading. */
export function startOfLocalDay(localMs: number): number {
  return Math.floor(localMs / DAY_MS) * DAY_MS;
}

/** 0 = Sunday ... 6 = Saturday. */
export function localWeekday(localMs: number): number {
  return new Date(localMs).getUTCDay();
}

export function localHour(localMs: number): number {
  return new Date(localMs).getUTCHours();
}

export function isWeekend(localMs: number): boolean {
  const weekday = localWeekday(localMs);
  return weekday === 0 || weekday === 6;
}

/** Whether the local day of a reading is one of the work days (0 = Sunday ... 6 = Saturday). */
export function isWorkDay(localMs: number, workDays: ReadonlySet<number>): boolean {
  return workDays.has(localWeekday(localMs));
}

/** The reading `days` calendar days later, same wall-clock time. */
export function addLocalDays(localMs: number, days: number): number {
  return localMs + days * DAY_MS;
}

const MONDAY_TO_FRIDAY = new Set([1, 2, 3, 4, 5]);

/**
 * The reading `days` work days later (days off not counted), same wall-clock time. With Monday to Friday:
 * Friday 10:00 + 1 -> Monday 10:00, Thursday 10:00 + 2 -> Monday 10:00. A reading on a day off counts from the next
 * work day's 00:00 (time off does not count at all), so Saturday 10:00 + 1 -> Tuesday 00:00; this keeps the result
 * monotonic in the input (Friday 18:00 + 1 -> Monday 18:00 is never later than Saturday + 1). With every day a work
 * day this is addLocalDays.
 */
export function addBusinessDays(localMs: number, days: number, workDays: ReadonlySet<number> = MONDAY_TO_FRIDAY): number {
  if (workDays.size === 0) throw new Error('A work week needs at least one work day');
  let reading = localMs;
  if (!isWorkDay(reading, workDays)) {
    reading = startOfLocalDay(reading);
    while (!isWorkDay(reading, workDays)) reading += DAY_MS;
  }
  let remaining = days;
  while (remaining > 0) {
    reading += DAY_MS;
    if (isWorkDay(reading, workDays)) remaining -= 1;
  }
  return reading;
}
