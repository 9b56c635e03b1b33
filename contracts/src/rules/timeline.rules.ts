// One timeline per application (product.md §11): the words of its entries, the Gmail thread link, the company's typical
// reply time and the applied date's bounds. The api writes the labels; the app shows them as they come.
import type { ReplyOutcome } from '../generated/client/graphql';
import { companyNameFromDomain } from './company-name.rules';
import { NO_RESPONSE_AFTER_DAYS } from './constants';
import { REPLY_OUTCOME_LABELS } from './reply-outcome.rules';

/** Opens a thread of the user's own mailbox: by thread id, exact (a search by subject may find several). */
export const gmailThreadUrl = (threadId: string): string =>
  `https://mail.google.com/mail/u/0/#all/${encodeURIComponent(threadId)}`;

export const OPEN_IN_GMAIL = 'Open in Gmail';

export const TIMELINE_LABELS = {
  applied: 'Applied',
  /** Applied for a posting the user imported: 'Applied: Data Analyst at Acme Analytics'. */
  appliedFor: (role: string | null, company: string | null) =>
    role && company ? `Applied: ${role} at ${company}` : role || company ? `Applied: ${role ?? company}` : 'Applied',
  /** The daily re-check found the posting closed (a YYYY-MM-DD day). */
  postingClosed: (day: string) => `Posting closed on ${formatDay(day)}`,
  emailScheduled: (position: number) => `Email ${position} scheduled`,
  emailSent: (position: number) => `Email ${position} sent`,
  emailOpened: (position: number) => `Email ${position} opened (approximate)`,
  thankYouScheduled: 'Thank-you note scheduled',
  thankYouSent: 'Thank-you note sent',
  graciousReplyScheduled: 'Gracious reply scheduled',
  graciousReplySent: 'Gracious reply sent',
  /** A reply as detected from its headers: a proposal until the user confirms it. */
  replyDetected: (outcome: ReplyOutcome) => `Reply: ${REPLY_OUTCOME_LABELS[outcome]}`,
  /** An outcome the user set (in the app or with the reply alert's link). */
  outcomeSet: (outcome: ReplyOutcome) => `Outcome: ${REPLY_OUTCOME_LABELS[outcome]}`,
  outOfOffice: (returnDate: string | null) => (returnDate ? `Out of office until ${formatDay(returnDate)}` : 'Out of office'),
  interview: 'Interview',
  noResponse: 'No response; time to move on',
} as const;

/** 'Dec 3, 2026' for a YYYY-MM-DD day, whatever the reader's zone. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, date!)).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The timeline's closing entry comes this long after the last follow-up went out unanswered. */
export const NO_RESPONSE_MOVE_ON_DAYS = NO_RESPONSE_AFTER_DAYS;

/** Under this many minutes a median reply time reads 'within minutes' (a few minutes is not 'about 1 hour'). */
export const REPLIES_WITHIN_MINUTES_UNDER = 15;

/**
 * How soon, said honestly (a median): 'within minutes' under 15 min, 'within the hour' under an hour, then
 * 'in about 5 hours' (whole hours under a day) and 'in about 2 days' (whole days).
 */
export function approximateDuration(hours: number): string {
  const minutes = hours * 60;
  if (minutes < REPLIES_WITHIN_MINUTES_UNDER) return 'within minutes';
  if (minutes < 60) return 'within the hour';
  if (hours < 23.5) {
    const whole = Math.round(hours);
    return `in about ${whole} hour${whole === 1 ? '' : 's'}`;
  }
  const days = Math.round(hours / 24);
  return `in about ${days} day${days === 1 ? '' : 's'}`;
}

/** 'Globex usually replies in about 2 days (from your 3 applications)', 'Globex usually replies within minutes (...)'. */
export const companyReplyTimeText = (company: string, medianHours: number, applications: number): string =>
  `${company} usually replies ${approximateDuration(medianHours)} (from your ${applications} application${
    applications === 1 ? '' : 's'
  })`;

/** The company's name as its domain says it: 'globex.com' -> 'Globex', 'smarthr.co.jp' -> 'SmartHR' (company-name.rules). */
export function companyFromDomain(domain: string): string {
  return companyNameFromDomain(domain, [], true) ?? domain;
}

/** The applied date: a day (YYYY-MM-DD), not in the future, and not absurdly old. */
export const APPLIED_AT_INVALID = 'Enter the day you applied as a date (YYYY-MM-DD), not in the future.';
export const APPLIED_AT_EARLIEST = '2000-01-01';
/** A day as YYYY-MM-DD: the input bound of `appliedAt`. */
export const APPLIED_AT_LENGTH = 10;
export const APPLIED_AT_TOO_LONG = 'The applied date is at most 10 characters: YYYY-MM-DD.';

/** The optional applied-day input's label and help, the same in the wizard's contact step and the chat's sequence. */
export const APPLIED_ON_LABEL = 'Applied on (optional)';
export const APPLIED_ON_HELP = "The day you applied for the role: the application's timeline starts there.";

/** Today on the browser's clock as YYYY-MM-DD: the `today` a front end checks an applied day against. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** null when `value` is a valid applied day as of `today` (YYYY-MM-DD, the user's day), else the message. */
export function validateAppliedAt(value: string, today: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return APPLIED_AT_INVALID;
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month! - 1 || date.getUTCDate() !== day) {
    return APPLIED_AT_INVALID;
  }
  // A day ahead of the server's 'today' is allowed: the user's zone may already be tomorrow.
  const [ty, tm, td] = today.split('-').map(Number);
  const tomorrow = Date.UTC(ty!, tm! - 1, td! + 1);
  if (value < APPLIED_AT_EARLIEST || date.getTime() > tomorrow) return APPLIED_AT_INVALID;
  return null;
}

/** The contact page's outcome prompt: 'Looks like: Interview invite — confirm?'. */
export const outcomeProposalText = (outcome: ReplyOutcome): string => `Looks like: ${REPLY_OUTCOME_LABELS[outcome]} — confirm?`;

/** A timeline with no entry yet (a contact added, nothing scheduled). */
export const TIMELINE_EMPTY = 'Nothing has happened in this application yet.';
export const ERROR_LOADING_TIMELINE = 'Error loading the timeline.';
