// When an email goes, as every screen, toast and reply says it. Apart from send-zone.rules, whose zone guess needs the
// country table (countries-and-timezones): a page that only shows send times must not download that table.
import { FIRST_EMAIL_TIMING_LABEL } from './labels';
import { HOLIDAY_MOVE_PREFIX } from './public-holidays.rules';
import { momentText } from './moment-time.rules';

/** Within this of `now` a planned send counts as immediate (the worker picks it up at once). */
export const IMMEDIATE_SEND_MS = 60_000;

/**
 * When an email goes, in moment-time.rules' one format: "Fri 9:00 AM in Berlin (6:00 PM your time)"; a send more
 * than six days away names the date; one due now reads "now, …". One clock when both zones agree.
 */
export function sendTimeText(at: Date | string, zone: string, userZone: string, now: Date = new Date()): string {
  const when = new Date(at);
  // A due send is named by its weekday, as of itself: 'now' already says when it goes.
  const due = when.getTime() - now.getTime() <= IMMEDIATE_SEND_MS;
  const text = momentText(when, zone, userZone, due ? when : now);
  return due ? `now, ${text}` : text;
}

/** 'Thu, Nov 26': the day of an instant in `zone` (the day a holiday moved a send from). */
export function sendDayText(at: Date | string, zone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short', month: 'short', day: 'numeric' }).format(
    new Date(at),
  );
}

/** The first email's timing before it is planned: it goes at once only inside the recipient's working hours. */
export const FIRST_EMAIL_PENDING_TIMING = "first, in the recipient's working hours";

/** 'Immediately' only when the planned first send is now; otherwise the time, the recipient's and the user's. */
export function firstEmailTiming(at: Date | string, zone: string, userZone: string, now: Date = new Date()): string {
  const when = new Date(at);
  if (when.getTime() - now.getTime() <= IMMEDIATE_SEND_MS) return FIRST_EMAIL_TIMING_LABEL;
  return sendTimeText(when, zone, userZone, now);
}

/** 'The first email goes Fri 9:00 AM in Berlin (6:00 PM your time).' (or 'goes now'), for toasts and replies. */
export function firstEmailGoesText(at: Date | string, zone: string, userZone: string, now: Date = new Date()): string {
  const when = new Date(at);
  if (when.getTime() - now.getTime() <= IMMEDIATE_SEND_MS) return 'The first email goes now.';
  return `The first email goes ${sendTimeText(when, zone, userZone, now)}.`;
}

/** Said instead of the first email's time once the first email has already gone (nothing else waits). */
export const FIRST_EMAIL_GONE = 'The first email has gone.';

/**
 * The scheduling toast names the email that really goes next: the first while it waits, otherwise the follow-up
 * ('The first email has gone. Follow-up 1 goes Mon 10:45 AM in Chicago.'). `position` is the waiting email's (1-based).
 */
export function nextEmailGoesText(
  position: number,
  at: Date | string,
  zone: string,
  userZone: string,
  now: Date = new Date(),
): string {
  if (position <= 1) return firstEmailGoesText(at, zone, userZone, now);
  const when = new Date(at);
  const time = when.getTime() - now.getTime() <= IMMEDIATE_SEND_MS ? 'now' : sendTimeText(when, zone, userZone, now);
  return `${FIRST_EMAIL_GONE} Follow-up ${position - 1} goes ${time}.`;
}

/** Settings saved with the time the next email now goes, when one is planned. */
export function sequenceSettingsSavedText(nextSendAt: Date | string | null, zone: string, userZone: string, now?: Date): string {
  if (!nextSendAt) return 'Sequence settings saved';
  const when = new Date(nextSendAt);
  const text =
    when.getTime() - (now ?? new Date()).getTime() <= IMMEDIATE_SEND_MS ? 'now' : sendTimeText(when, zone, userZone, now);
  return `Sequence settings saved. The next email goes ${text}.`;
}

/** The note a follow-up carries once an out-of-office reply moved it (shown on the contact's email history). */
export const OUT_OF_OFFICE_MOVE_PREFIX = 'Moved: out of office until';

/** 'Moved: out of office until Mon, Dec 1. It goes once they are back.' for a return date 'YYYY-MM-DD'. */
export function outOfOfficeMoveNote(returnDate: string): string {
  const day = new Date(`${returnDate}T12:00:00Z`);
  const text = Number.isNaN(day.getTime())
    ? returnDate
    : new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' }).format(day);
  return `${OUT_OF_OFFICE_MOVE_PREFIX} ${text}. It goes once they are back.`;
}

/** Whether an email's note says why it was moved (out of office, a public holiday): a note, not an error. */
export const isMoveNote = (message: string | null | undefined): boolean =>
  Boolean(message?.startsWith(OUT_OF_OFFICE_MOVE_PREFIX) || message?.startsWith(`${HOLIDAY_MOVE_PREFIX} `));
