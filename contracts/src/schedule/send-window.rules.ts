// When an email goes out: the one place the sending-window rules live (used by the delivery engine and by the
// `sequenceSchedulePreview` query). Pure functions, no I/O; inputs and outputs are UTC instants (Date), and every
// calendar decision is made on the wall clock of the campaign's IANA zone.
//
// Every function takes the campaign's SendPolicy (contracts, send-policy.rules.ts): zone, work days, window, holidays.
// Rules (see README.md in this folder for the reasoning):
// - The window is [policy.window.start, policy.window.end) local time (minutes after midnight; 09:00 inclusive to
//   17:00 exclusive by default), on the policy's work days (all seven when the sequence includes weekends), and never
//   on a public holiday of the zone's country (the calendar the api registers: holiday-calendar.ts) while policy.skipHolidays.
// - The first email goes out when scheduled if that is inside the window, else at the next window opening.
// - A follow-up is due daysDelay work days after the previous email was actually sent, at the same wall-clock time;
//   a due time outside the window (a holiday included) moves to the next opening.
//   Holidays are skipped, not uncounted: a holiday still counts as a day of waiting.
// - Wall-clock readings that do not exist / exist twice are resolved as documented in zoned-clock.ts.
import {
  AT_LEAST_ONE_EMAIL,
  DAYS_TO_WAIT_WHOLE,
  DELAY_NEGATIVE,
  FIRST_EMAIL_DELAY,
  MAX_EMAILS_PER_SEQUENCE,
  holidayMoveNote,
  holidayMoveReason,
  TOO_MANY_EMAILS,
  WORK_WEEK_INVALID,
  validateSendWindow,
  validateStepDelay,
  type SendPolicy,
} from '../index';
import type { IANAZone } from 'luxon';
import { publicHolidaysOf, type PublicHolidays } from './holiday-calendar';
import { INVALID_OVERDUE_COUNT, INVALID_SPACING, ScheduleInputError } from './schedule-input.error';
import {
  DAY_MS,
  MINUTE_MS,
  addBusinessDays,
  fromLocalMs,
  instantOf,
  isWorkDay,
  resolveZone,
  startOfLocalDay,
  toLocalMs,
} from './zoned-clock.util';

/**
 * More than enough days to reach an allowed day. The longest run of closed days in any listed zone is 10 (Japan's
 * Golden Week of 2019). A zone may also skip a day (Samoa in 2011). A test checks every listed zone over ten years.
 */
export const MAX_DAYS_TO_NEXT_OPENING = 14;

/** How date-holidays names the day off that replaces a holiday falling on a weekend. */
const SUBSTITUTE_SUFFIX = / \(substitute day\)$/;

/** The policy made ready to compute with: the zone resolved, the work days as a set, the holidays (null: none). */
interface SendDays {
  zone: IANAZone;
  workDays: ReadonlySet<number>;
  /** Minutes after local midnight. */
  start: number;
  end: number;
  holidays: PublicHolidays | null;
}

export interface PlanSequenceInput {
  startAt: Date;
  policy: SendPolicy;
  /** One entry per email; delays[0] is the first email's and is treated as 0. */
  delays: readonly number[];
}

export interface PlannedSend {
  /** 1-based position in the sequence. */
  position: number;
  daysDelay: number;
  sendAt: Date;
  /** Set only when a public holiday moved the send: when it would have gone out without the holiday. */
  movedFrom?: Date;
  /** Set with movedFrom: 'Thanksgiving Day (public holiday in the United States)'. */
  movedReason?: string;
}

/** A campaign's policy, validated (zone, window, at least one work day) and ready to compute with. */
function sendDaysOf(policy: SendPolicy): SendDays {
  const zone = resolveZone(policy.zone);
  const windowError = validateSendWindow(policy.window);
  if (windowError) throw new ScheduleInputError(windowError);
  const workDays = new Set(policy.workDays.filter((day) => Number.isInteger(day) && day >= 0 && day <= 6));
  if (workDays.size === 0) throw new ScheduleInputError(WORK_WEEK_INVALID);
  const holidays = policy.skipHolidays ? publicHolidaysOf(policy.zone) : null;
  return { zone, workDays, start: policy.window.start, end: policy.window.end, holidays };
}

/** Whether emails may go out on the local day of a reading: a work day, not a public holiday. */
function isOpenDay(localMs: number, days: SendDays): boolean {
  if (!isWorkDay(localMs, days.workDays)) return false;
  return days.holidays?.namesOn(localMs) === undefined;
}

function isInsideWindowAt(instant: number, days: SendDays): boolean {
  const local = toLocalMs(instant, days.zone);
  if (!isOpenDay(local, days)) return false;
  const minute = Math.floor((local - startOfLocalDay(local)) / MINUTE_MS);
  return minute >= days.start && minute < days.end;
}

function nextWindowOpeningAt(instant: number, days: SendDays): number {
  if (isInsideWindowAt(instant, days)) return instant;
  let day = startOfLocalDay(toLocalMs(instant, days.zone));
  for (let step = 0; step <= MAX_DAYS_TO_NEXT_OPENING; step += 1, day += DAY_MS) {
    if (!isOpenDay(day, days)) continue;
    const opening = fromLocalMs(day + days.start * MINUTE_MS, days.zone);
    // Re-checked because a skipped day or an opening inside a gap can resolve to another day or hour.
    if (opening > instant && isInsideWindowAt(opening, days)) return opening;
  }
  throw new Error(`No sending window within ${MAX_DAYS_TO_NEXT_OPENING} days in ${days.zone.name}`);
}

function followUpDueAtInstant(previous: number, daysDelay: number, days: SendDays): number {
  const local = toLocalMs(previous, days.zone);
  const dueLocal = addBusinessDays(local, daysDelay, days.workDays);
  return nextWindowOpeningAt(fromLocalMs(dueLocal, days.zone), days);
}

/** A due time and, when a public holiday moved it, when it would have gone without holidays and why. */
export interface DueTime {
  at: Date;
  movedFrom?: Date;
  movedReason?: string;
}

/**
 * The account of a holiday move: `sendAt` as computed, and when it would have gone out without holidays (`wouldBe`,
 * always on a holiday when different). The reason names every holiday from that day up to the send.
 */
function holidayMove(sendAt: number, wouldBe: number, days: SendDays): DueTime {
  if (wouldBe === sendAt || !days.holidays) return { at: new Date(sendAt) };
  const names: string[] = [];
  const lastDay = startOfLocalDay(toLocalMs(sendAt, days.zone));
  for (let day = startOfLocalDay(toLocalMs(wouldBe, days.zone)); day < lastDay; day += DAY_MS) {
    // 'Boxing Day (substitute day)' after 'Boxing Day' adds nothing to the reason.
    const fresh = (days.holidays.namesOn(day) ?? []).filter((name) => !names.includes(name.replace(SUBSTITUTE_SUFFIX, '')));
    names.push(...fresh);
  }
  return {
    at: new Date(sendAt),
    movedFrom: new Date(wouldBe),
    movedReason: holidayMoveReason(names, days.holidays.region.place),
  };
}

/** `due(days)` with the account of a holiday move (computed a second time without holidays only when the zone has some). */
function dueWithMove(due: (days: SendDays) => number, days: SendDays): DueTime {
  const at = due(days);
  return holidayMove(at, days.holidays ? due({ ...days, holidays: null }) : at, days);
}

function withHolidayMove(send: PlannedSend, wouldBe: number, days: SendDays): PlannedSend {
  const { movedFrom, movedReason } = holidayMove(send.sendAt.getTime(), wouldBe, days);
  return movedFrom ? { ...send, movedFrom, movedReason } : send;
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

/** Whether `at` is inside the policy's window: within its hours, local time, on a work day that is no public holiday. */
export function isInsideWindow(at: Date, policy: SendPolicy): boolean {
  return isInsideWindowAt(instantOf(at), sendDaysOf(policy));
}

/**
 * The first instant at or after `at` inside the window: `at` (a new Date) when inside, else the next opening (the
 * window's start, local time) on an allowed day.
 */
export function nextWindowOpening(at: Date, policy: SendPolicy): Date {
  return new Date(nextWindowOpeningAt(instantOf(at), sendDaysOf(policy)));
}

/** When the first email of a sequence scheduled at `scheduledAt` goes out. */
export function firstSendAt(scheduledAt: Date, policy: SendPolicy): Date {
  return nextWindowOpening(scheduledAt, policy);
}

/**
 * When a follow-up is due: `daysDelay` work days after the previous email was actually sent, at the same local
 * wall-clock time, moved to the next window opening when outside the window.
 */
export function followUpDueAt(previousSentAt: Date, daysDelay: number, policy: SendPolicy): Date {
  const previous = instantOf(previousSentAt);
  assertFollowUpDelay(daysDelay);
  return new Date(followUpDueAtInstant(previous, daysDelay, sendDaysOf(policy)));
}

/** firstSendAt, saying whether a public holiday moved it (and why). */
export function firstSendDue(scheduledAt: Date, policy: SendPolicy): DueTime {
  const start = instantOf(scheduledAt);
  return dueWithMove((days) => nextWindowOpeningAt(start, days), sendDaysOf(policy));
}

/** followUpDueAt, saying whether a public holiday moved it (and why). */
export function followUpDue(previousSentAt: Date, daysDelay: number, policy: SendPolicy): DueTime {
  const previous = instantOf(previousSentAt);
  assertFollowUpDelay(daysDelay);
  return dueWithMove((days) => followUpDueAtInstant(previous, daysDelay, days), sendDaysOf(policy));
}

/**
 * The note a scheduled email keeps when a public holiday moved it ('Moved from Mon, May 25: Whit Monday (public
 * holiday in Germany).'), or null when nothing moved it. Shown on the contact's history like an out-of-office move.
 */
export function holidayNoteOf(due: DueTime, zone: string): string | null {
  return due.movedFrom && due.movedReason ? holidayMoveNote(due.movedFrom, zone, due.movedReason) : null;
}

/**
 * The preview of a sequence: when each email would go out if each is sent exactly when due. Accepts 1 to
 * MAX_EMAILS_PER_SEQUENCE delays (the sequence rule), the first one any whole number >= 0 (reported as 0), the others
 * whole numbers >= 1. A send moved by a public holiday carries movedFrom and movedReason. A later follow-up counts
 * from the moved send, as the delivery engine counts from the actual send.
 */
export function planSequence({ startAt, policy, delays }: PlanSequenceInput): PlannedSend[] {
  const start = instantOf(startAt);
  if (delays.length === 0) throw new ScheduleInputError(AT_LEAST_ONE_EMAIL);
  if (delays.length > MAX_EMAILS_PER_SEQUENCE) throw new ScheduleInputError(TOO_MANY_EMAILS);
  delays.forEach((daysDelay, index) => (index === 0 ? assertFirstDelay(daysDelay) : assertFollowUpDelay(daysDelay)));
  const days = sendDaysOf(policy);
  const withoutHolidays: SendDays = { ...days, holidays: null };

  const plan: PlannedSend[] = [];
  let sendAt = start;
  delays.forEach((daysDelay, index) => {
    const previous = sendAt;
    const dueAt = (sendDays: SendDays) =>
      index === 0 ? nextWindowOpeningAt(start, sendDays) : followUpDueAtInstant(previous, daysDelay, sendDays);
    sendAt = dueAt(days);
    const reportedDelay = index === 0 ? FIRST_EMAIL_DELAY : daysDelay;
    const send = { position: index + 1, daysDelay: reportedDelay, sendAt: new Date(sendAt) };
    plan.push(withHolidayMove(send, days.holidays ? dueAt(withoutHolidays) : sendAt, days));
  });
  return plan;
}

/**
 * Due times for `count` overdue emails of a re-activated campaign: the first at the next window opening from
 * `from`, each next one at least `spacingMs` later; one that would fall outside the window (e.g. past its end) moves
 * to the next opening. Spreading keeps a long pause from turning into a burst of sends.
 */
export function spreadOverdue(count: number, from: Date, policy: SendPolicy, spacingMs: number): Date[] {
  const start = instantOf(from);
  if (!Number.isInteger(count) || count < 0) throw new ScheduleInputError(INVALID_OVERDUE_COUNT);
  if (!Number.isFinite(spacingMs) || spacingMs < 0) throw new ScheduleInputError(INVALID_SPACING);
  const days = sendDaysOf(policy);

  const dueTimes: Date[] = [];
  let next = start;
  for (let index = 0; index < count; index += 1) {
    next = nextWindowOpeningAt(index === 0 ? next : next + spacingMs, days);
    dueTimes.push(new Date(next));
  }
  return dueTimes;
}
