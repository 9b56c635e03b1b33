// A sequence's sending policy (product.md §10, "The sending policy"): the recipient's zone, the days they work, the
// hours emails may go out and whether their public holidays are skipped. One value the scheduler, the previews and
// every screen's "Sends: ..." line read, instead of a zone and a weekend switch passed side by side.
import type { WorkWeek } from '../generated/client/graphql';
import { SENDING_WINDOW } from './constants';

/** A day of the week as JavaScript counts it: 0 = Sunday ... 6 = Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The sending hours, in minutes after local midnight: from `start` (inclusive) to `end` (exclusive). */
export interface SendWindow {
  start: number;
  end: number;
}

export interface SendPolicy {
  /** IANA zone the hours and days are read in (the recipient's). */
  zone: string;
  /** The days emails may go out, ascending; all seven when the sequence sends on any day. */
  workDays: readonly Weekday[];
  window: SendWindow;
  /** Public holidays of the zone's country are never sending days (always true today; kept in the value). */
  skipHolidays: boolean;
}

export const ALL_DAYS: readonly Weekday[] = [0, 1, 2, 3, 4, 5, 6];
export const MONDAY_TO_FRIDAY: readonly Weekday[] = [1, 2, 3, 4, 5];
export const SUNDAY_TO_THURSDAY: readonly Weekday[] = [0, 1, 2, 3, 4];
/** Iran's one-day weekend is Friday. */
export const SATURDAY_TO_THURSDAY: readonly Weekday[] = [0, 1, 2, 3, 4, 6];
/** Nepal's one-day weekend is Saturday. */
export const SUNDAY_TO_FRIDAY: readonly Weekday[] = [0, 1, 2, 3, 4, 5];
export const MONDAY_TO_SATURDAY: readonly Weekday[] = [1, 2, 3, 4, 5, 6];

/** The work weeks a user can pick for a recipient, in the order the picker lists them. */
export const WORK_WEEK_OPTIONS: readonly { value: WorkWeek; label: string; days: readonly Weekday[] }[] = [
  { value: 'MON_FRI', label: 'Monday to Friday', days: MONDAY_TO_FRIDAY },
  { value: 'SUN_THU', label: 'Sunday to Thursday', days: SUNDAY_TO_THURSDAY },
  { value: 'MON_SAT', label: 'Monday to Saturday', days: MONDAY_TO_SATURDAY },
  { value: 'SUN_FRI', label: 'Sunday to Friday', days: SUNDAY_TO_FRIDAY },
  { value: 'SAT_THU', label: 'Saturday to Thursday', days: SATURDAY_TO_THURSDAY },
];

/**
 * Countries whose office week is not Monday to Friday, by the zones the pickers and the domain guess use. Sources:
 * Saudi Arabia, Oman, Bahrain, Kuwait, Qatar and Egypt work Sunday to Thursday, and the UAE moved to Monday to
 * Friday in January 2022 (The National, "When is the weekend in the Arab world?", 2021-12-07); Israel's weekend is
 * Friday and Saturday, Iran's is Friday alone and Nepal's Saturday alone (Wikipedia, "Workweek and weekend").
 * Countries whose legal week runs to Saturday (India, Mexico) keep Monday to Friday: their offices, where recruiters
 * work, mostly close on Saturday; the user can pick Monday to Saturday.
 */
const ZONE_WORK_WEEKS: Readonly<Record<string, WorkWeek>> = {
  'Asia/Riyadh': 'SUN_THU',
  'Asia/Muscat': 'SUN_THU',
  'Asia/Bahrain': 'SUN_THU',
  'Asia/Kuwait': 'SUN_THU',
  'Asia/Qatar': 'SUN_THU',
  'Africa/Cairo': 'SUN_THU',
  Egypt: 'SUN_THU',
  'Asia/Jerusalem': 'SUN_THU',
  'Asia/Tel_Aviv': 'SUN_THU',
  Israel: 'SUN_THU',
  'Asia/Tehran': 'SAT_THU',
  Iran: 'SAT_THU',
  'Asia/Kathmandu': 'SUN_FRI',
  'Asia/Katmandu': 'SUN_FRI',
};

export function workWeekDays(week: WorkWeek): readonly Weekday[] {
  return WORK_WEEK_OPTIONS.find((option) => option.value === week)!.days;
}

/** 'Sunday to Thursday'. */
export function workWeekLabel(week: WorkWeek): string {
  return WORK_WEEK_OPTIONS.find((option) => option.value === week)!.label;
}

/** The recipient's usual work week from their zone's country (Monday to Friday unless the table says otherwise). */
export function defaultWorkWeek(zone: string): WorkWeek {
  return ZONE_WORK_WEEKS[zone] ?? 'MON_FRI';
}

/** The work week whose days these are, or null when they match none of the options. */
export function workWeekOf(days: readonly Weekday[]): WorkWeek | null {
  const key = [...days].sort().join(',');
  return WORK_WEEK_OPTIONS.find((option) => [...option.days].sort().join(',') === key)?.value ?? null;
}

export const DEFAULT_SEND_WINDOW: SendWindow = { start: SENDING_WINDOW.startHour * 60, end: SENDING_WINDOW.endHour * 60 };
/** A window narrower than this leaves too few sending minutes for a spread of follow-ups and a retry. */
export const MIN_SEND_WINDOW_MINUTES = 120;
/** Hours start and end on a quarter hour (the picker's steps). */
export const SEND_WINDOW_STEP_MINUTES = 15;
/** Hours lie between 6:00 and 22:00 in the recipient's zone: no note at night (and no clock change inside them). */
export const SEND_WINDOW_EARLIEST = 6 * 60;
export const SEND_WINDOW_LATEST = 22 * 60;

export const SEND_WINDOW_TOO_NARROW = 'Sending hours must be at least 2 hours wide.';
export const SEND_WINDOW_INVALID =
  'Sending hours must start and end on a quarter hour, start before they end, and lie between 6:00 and 22:00.';
export const WORK_WEEK_INVALID = 'Choose a work week from the list.';

/** Null when the window is usable: quarter hours from 6:00 to 22:00, at least 2 hours wide; else the message. */
export function validateSendWindow(window: SendWindow): string | null {
  const { start, end } = window;
  const onStep = (minute: number) => Number.isInteger(minute) && minute % SEND_WINDOW_STEP_MINUTES === 0;
  if (!onStep(start) || !onStep(end) || start < SEND_WINDOW_EARLIEST || end > SEND_WINDOW_LATEST || start >= end) {
    return SEND_WINDOW_INVALID;
  }
  if (end - start < MIN_SEND_WINDOW_MINUTES) return SEND_WINDOW_TOO_NARROW;
  return null;
}

/** What a campaign stores: its zone, the weekend switch, its hours and the work week it chose (null: the zone's). */
export interface StoredSendSettings {
  zone: string;
  excludeWeekends: boolean;
  windowStart?: number | null;
  windowEnd?: number | null;
  workWeek?: WorkWeek | null;
}

/**
 * The policy of a campaign. "Exclude weekends" keeps its meaning: the recipient's weekend, whichever days those are
 * (the chosen work week, else the zone's); without it every day sends.
 */
export function sendPolicyOf(settings: StoredSendSettings): SendPolicy {
  const week = settings.workWeek ?? defaultWorkWeek(settings.zone);
  return {
    zone: settings.zone,
    workDays: settings.excludeWeekends ? workWeekDays(week) : ALL_DAYS,
    window: {
      start: settings.windowStart ?? DEFAULT_SEND_WINDOW.start,
      end: settings.windowEnd ?? DEFAULT_SEND_WINDOW.end,
    },
    skipHolidays: true,
  };
}

/** '9:00', '16:30' (24 h, as the window has always been written: '9:00-17:00'). */
export function minuteOfDayText(minute: number): string {
  const hours = Math.floor(minute / 60);
  return `${hours}:${String(minute % 60).padStart(2, '0')}`;
}

/** '9:00-17:00': the hours of a window. */
export function sendWindowText(window: SendWindow): string {
  return `${minuteOfDayText(window.start)}-${minuteOfDayText(window.end)}`;
}

/** 'Monday to Friday', 'Sunday to Thursday', 'every day', or the days listed ('Mon, Wed, Fri'). */
export function workDaysText(days: readonly Weekday[]): string {
  if (days.length === 7) return 'every day';
  const week = workWeekOf(days);
  if (week) return WORK_WEEK_OPTIONS.find((option) => option.value === week)!.label;
  const names = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  return [...days]
    .sort()
    .map((day) => names[day])
    .join(', ');
}

/** The "Sends: ..." line of every screen: '9:00-17:00, Sunday to Thursday, in Asia/Riyadh (public holidays skipped)'. */
export function sendingWindowText(policy: SendPolicy): string {
  const holidays = policy.skipHolidays ? ' (public holidays skipped)' : '';
  return `${sendWindowText(policy.window)}, ${workDaysText(policy.workDays)}, in ${policy.zone}${holidays}`;
}
