// When an email goes out: the one place the sending-window rules live (used by the delivery engine and by the
// `sequenceSchedulePreview` query). Pure functions, no I/O; inputs and outputs are UTC instants (Date), and every
// calendar decision is made on the wall clock of the campaign's IANA zone.
//
// Rules (see README.md in this folder for the reasoning):
// - The window is [SENDING_WINDOW.startHour, SENDING_WINDOW.endHour) local time, i.e. 09:00 inclusive to 17:00
//   exclusive, Monday-Friday when excludeWeekends, every day otherwise.
// - The first email goes out when scheduled if that is inside the window, else at the next window opening.
// - A follow-up is due daysDelay days (business days when excludeWeekends) after the previous email was actually
//   sent, at the same wall-clock time; a due time outside the window moves to the next opening.
// - Wall-clock readings that do not exist / exist twice are resolved as documented in zoned-clock.ts.
import {
  AT_LEAST_ONE_EMAIL,
  DAYS_TO_WAIT_WHOLE,
  DELAY_NEGATIVE,
  FIRST_EMAIL_DELAY,
  MAX_EMAILS_PER_SEQUENCE,
  SENDING_WINDOW,
  TOO_MANY_EMAILS,
  validateStepDelay,
} from 'contracts';
import type { IANAZone } from 'luxon';
import { INVALID_OVERDUE_COUNT, INVALID_SPACING, ScheduleInputError } from './schedule-input.error';
import {
  DAY_MS,
  HOUR_MS,
  addBusinessDays,
  addLocalDays,
  fromLocalMs,
  instantOf,
  isWeekend,
  localHour,
  resolveZone,
  startOfLocalDay,
  toLocalMs,
} from './zoned-clock.util';

/** More than enough days to reach an allowed day (a weekend, plus a day a zone may skip, e.g. Samoa in 2011). */
const MAX_DAYS_TO_NEXT_OPENING = 7;

export interface PlanSequenceInput {
  startAt: Date;
  zone: string;
  excludeWeekends: boolean;
  /** One entry per email; delays[0] is the first email's and is treated as 0. */
  delays: readonly number[];
}

export interface PlannedSend {
  /** 1-based position in the sequence. */
  position: number;
  daysDelay: number;
  sendAt: Date;
}

function isInsideWindowAt(instant: number, zone: IANAZone, excludeWeekends: boolean): boolean {
  const local = toLocalMs(instant, zone);
  if (excludeWeekends && isWeekend(local)) return false;
  const hour = localHour(local);
  return hour >= SENDING_WINDOW.startHour && hour < SENDING_WINDOW.endHour;
}

function nextWindowOpeningAt(instant: number, zone: IANAZone, excludeWeekends: boolean): number {
  if (isInsideWindowAt(instant, zone, excludeWeekends)) return instant;
  let day = startOfLocalDay(toLocalMs(instant, zone));
  for (let step = 0; step <= MAX_DAYS_TO_NEXT_OPENING; step += 1, day += DAY_MS) {
    if (excludeWeekends && isWeekend(day)) continue;
    const opening = fromLocalMs(day + SENDING_WINDOW.startHour * HOUR_MS, zone);
    // Re-checked because a skipped day or an opening inside a gap can resolve to another day or hour.
    if (opening > instant && isInsideWindowAt(opening, zone, excludeWeekends)) return opening;
  }
  throw new Error(`No sending window within ${MAX_DAYS_TO_NEXT_OPENING} days in ${zone.name}`);
}

function followUpDueAtInstant(previous: number, daysDelay: number, zone: IANAZone, excludeWeekends: boolean): number {
  const local = toLocalMs(previous, zone);
  const dueLocal = excludeWeekends ? addBusinessDays(local, daysDelay) : addLocalDays(local, daysDelay);
  return nextWindowOpeningAt(fromLocalMs(dueLocal, zone), zone, excludeWeekends);
}

/**
 * Throws unless `daysDelay` is a valid follow-up delay: the contracts rule, a whole number of days from
 * MIN_FOLLOW_UP_DELAY to MAX_FOLLOW_UP_DELAY (1 to 60). The bound is what keeps every due time a few weeks away
 * (2147483647 days would leave the calendar, and counting that many business days would block the process).
 */
function assertFollowUpDelay(daysDelay: number): void {
  const error = validateStepDelay(daysDelay, 1);
  if (error) throw new ScheduleInputError(error);
}

/** Throws unless the first email's delay (ignored, but still checked) is a whole number of at least 0. */
function assertFirstDelay(daysDelay: number): void {
  if (daysDelay < 0) throw new ScheduleInputError(DELAY_NEGATIVE);
  if (!Number.isInteger(daysDelay)) throw new ScheduleInputError(DAYS_TO_WAIT_WHOLE);
}

/** Whether `at` is inside the sending window of the zone: 09:00 <= local time < 17:00, on an allowed day. */
export function isInsideWindow(at: Date, zone: string, excludeWeekends: boolean): boolean {
  return isInsideWindowAt(instantOf(at), resolveZone(zone), excludeWeekends);
}

/** The first instant at or after `at` inside the window: `at` (a new Date) when inside, else the next 09:00 local. */
export function nextWindowOpening(at: Date, zone: string, excludeWeekends: boolean): Date {
  return new Date(nextWindowOpeningAt(instantOf(at), resolveZone(zone), excludeWeekends));
}

/** When the first email of a sequence scheduled at `scheduledAt` goes out. */
export function firstSendAt(scheduledAt: Date, zone: string, excludeWeekends: boolean): Date {
  return nextWindowOpening(scheduledAt, zone, excludeWeekends);
}

/**
 * When a follow-up is due: `daysDelay` days (business days when excludeWeekends) after the previous email was
 * actually sent, at the same local wall-clock time, moved to the next window opening when outside the window.
 */
export function followUpDueAt(previousSentAt: Date, daysDelay: number, zone: string, excludeWeekends: boolean): Date {
  const previous = instantOf(previousSentAt);
  assertFollowUpDelay(daysDelay);
  return new Date(followUpDueAtInstant(previous, daysDelay, resolveZone(zone), excludeWeekends));
}

/**
 * The preview of a sequence: when each email would go out if each is sent exactly when due. Accepts 1 to
 * MAX_EMAILS_PER_SEQUENCE delays (the sequence rule), the first one any whole number >= 0 (reported as 0), the others
 * whole numbers >= 1.
 */
export function planSequence({ startAt, zone, excludeWeekends, delays }: PlanSequenceInput): PlannedSend[] {
  const start = instantOf(startAt);
  if (delays.length === 0) throw new ScheduleInputError(AT_LEAST_ONE_EMAIL);
  if (delays.length > MAX_EMAILS_PER_SEQUENCE) throw new ScheduleInputError(TOO_MANY_EMAILS);
  delays.forEach((daysDelay, index) => (index === 0 ? assertFirstDelay(daysDelay) : assertFollowUpDelay(daysDelay)));
  const campaignZone = resolveZone(zone);

  const plan: PlannedSend[] = [];
  let sendAt = nextWindowOpeningAt(start, campaignZone, excludeWeekends);
  delays.forEach((daysDelay, index) => {
    if (index > 0) sendAt = followUpDueAtInstant(sendAt, daysDelay, campaignZone, excludeWeekends);
    const reportedDelay = index === 0 ? FIRST_EMAIL_DELAY : daysDelay;
    plan.push({ position: index + 1, daysDelay: reportedDelay, sendAt: new Date(sendAt) });
  });
  return plan;
}

/**
 * Due times for `count` overdue emails of a re-activated campaign: the first at the next window opening from
 * `from`, each next one at least `spacingMs` later; one that would fall outside the window (e.g. past 17:00) moves
 * to the next opening. Spreading keeps a long pause from turning into a burst of sends.
 */
export function spreadOverdue(count: number, from: Date, zone: string, excludeWeekends: boolean, spacingMs: number): Date[] {
  const start = instantOf(from);
  if (!Number.isInteger(count) || count < 0) throw new ScheduleInputError(INVALID_OVERDUE_COUNT);
  if (!Number.isFinite(spacingMs) || spacingMs < 0) throw new ScheduleInputError(INVALID_SPACING);
  const campaignZone = resolveZone(zone);

  const dueTimes: Date[] = [];
  let next = start;
  for (let index = 0; index < count; index += 1) {
    next = nextWindowOpeningAt(index === 0 ? next : next + spacingMs, campaignZone, excludeWeekends);
    dueTimes.push(new Date(next));
  }
  return dueTimes;
}
