// What a reply means for the application (product.md §1, "A reply has an outcome"): the outcomes, their labels, which
// of them are not a reply at all (the sequence goes on), and what the user is told when they set one. What each outcome
// does (stops, final, an answer) is the one table of outcome-behaviour.rules.ts.
import type { ReplyOutcome, SequenceStopReason } from '../generated/client/graphql';

/**
 * Every outcome, in the order the one-click links and pickers show them. Append new ones: a one-click link carries an
 * outcome as its index here, so links already emailed must keep pointing at the same outcome.
 */
export const REPLY_OUTCOMES = [
  'INTERVIEW_INVITE',
  'NOT_MOVING_FORWARD',
  'APPLICATION_RECEIVED',
  'OUT_OF_OFFICE',
  'LEFT_COMPANY',
  'BOUNCED',
  'OTHER_REPLY',
  'OFFER',
] as const satisfies readonly ReplyOutcome[];

export const REPLY_OUTCOME_LABELS: Readonly<Record<ReplyOutcome, string>> = {
  INTERVIEW_INVITE: 'Interview invite',
  NOT_MOVING_FORWARD: 'Not moving forward',
  APPLICATION_RECEIVED: 'Application received',
  OUT_OF_OFFICE: 'Out of office',
  LEFT_COMPANY: 'Left the company',
  BOUNCED: 'Bounced',
  OTHER_REPLY: 'Other reply',
  OFFER: 'Offer',
};

export const isReplyOutcome = (value: unknown): value is ReplyOutcome =>
  typeof value === 'string' && (REPLY_OUTCOMES as readonly string[]).includes(value);

/** The outcomes the reply alert email offers as one-click links (with what each does, when it is not obvious). */
export const REPLY_ALERT_OUTCOME_LINKS: ReadonlyArray<{ outcome: ReplyOutcome; label: string }> = [
  { outcome: 'INTERVIEW_INVITE', label: 'Interview invite' },
  { outcome: 'NOT_MOVING_FORWARD', label: 'Not moving forward' },
  { outcome: 'APPLICATION_RECEIVED', label: 'Application received (keep following up)' },
  { outcome: 'OTHER_REPLY', label: 'Other reply' },
];

/** A one-click outcome link works this long after its alert. */
export const REPLY_OUTCOME_LINK_TTL_MS = 14 * 24 * 60 * 60 * 1000;

/** setContactOutcome: what the user is told. */
export const replyOutcomeSaved = (outcome: ReplyOutcome): string => {
  switch (outcome) {
    case 'INTERVIEW_INVITE':
      return 'Congratulations on the interview! Every sequence of yours at this company has stopped.';
    case 'APPLICATION_RECEIVED':
      return 'Saved: an automatic acknowledgement is not a reply, so the follow-ups go on.';
    case 'OUT_OF_OFFICE':
      return 'Saved: an out-of-office notice is not a reply, so the follow-ups go on.';
    case 'OFFER':
      return 'Congratulations on the offer! No more emails will be sent in this sequence.';
    default:
      return `Saved: ${REPLY_OUTCOME_LABELS[outcome]}. No more emails will be sent in this sequence.`;
  }
};

/** setContactOutcome with an interview date on another outcome. */
export const INTERVIEW_DATE_ONLY_FOR_INTERVIEW = 'An interview date can be given only with the outcome Interview invite.';

/**
 * How far from now an interview date may be (product.md §11): up to a year back (a thank-you for one already held)
 * and two years ahead. Anything further is a slip ('9999-12-31'), and no note could be timed for it.
 */
export const INTERVIEW_DATE_WINDOW_YEARS = { back: 1, ahead: 2 } as const;
export const INTERVIEW_DATE_INVALID = 'The interview date is not a valid date and time.';
export const INTERVIEW_DATE_OUT_OF_RANGE = 'The interview date must be within the past year or the next two years.';

/** The earliest and latest interview date accepted at `now`. */
export function interviewDateBounds(now: Date): { earliest: Date; latest: Date } {
  const yearsFrom = (years: number) => {
    const date = new Date(now.getTime());
    date.setUTCFullYear(date.getUTCFullYear() + years);
    return date;
  };
  return { earliest: yearsFrom(-INTERVIEW_DATE_WINDOW_YEARS.back), latest: yearsFrom(INTERVIEW_DATE_WINDOW_YEARS.ahead) };
}

/** The problem of an interview date, or null: a real instant inside interviewDateBounds(now). */
export function validateInterviewAt(at: Date, now: Date = new Date()): string | null {
  if (Number.isNaN(at.getTime())) return INTERVIEW_DATE_INVALID;
  const { earliest, latest } = interviewDateBounds(now);
  return at < earliest || at > latest ? INTERVIEW_DATE_OUT_OF_RANGE : null;
}

/** What setting each outcome does, as a confirmation page says it before the user confirms. */
export const REPLY_OUTCOME_EFFECTS: Readonly<Record<ReplyOutcome, string>> = {
  INTERVIEW_INVITE: 'Every sequence of yours at this company stops, so nobody there gets another follow-up.',
  NOT_MOVING_FORWARD: 'The sequence stays stopped and the outcome is kept with the application.',
  APPLICATION_RECEIVED: 'An automatic acknowledgement is not a reply: the follow-ups go on as planned.',
  OUT_OF_OFFICE: 'An out-of-office notice is not a reply: the follow-ups go on as planned.',
  LEFT_COMPANY: 'The sequence stays stopped.',
  BOUNCED: 'The sequence stays stopped.',
  OTHER_REPLY: 'The sequence stays stopped.',
  OFFER: 'The sequence stays stopped and the offer is kept with the application.',
};

/**
 * A sequence stopped for the contact's own reply, before (or without) any outcome: an answer for the funnel too (so is
 * a reply kept without a reason, from before reasons were kept).
 */
export const ANSWER_STOP_REASONS: readonly SequenceStopReason[] = ['REPLIED', 'MARKED_REPLIED', 'REPLIED_FROM_EMAIL'];

/** The home page's weekly chart covers this many weeks, the current one included. */
export const SEARCH_SUMMARY_WEEKS = 12;

/** Pages of the reply alert's one-click outcome links. */
export const replyOutcomeLinkDone = (outcome: ReplyOutcome): string => `Saved: ${REPLY_OUTCOME_LABELS[outcome]}.`;
export const REPLY_OUTCOME_LINK_USED = 'This link was already used: the outcome of this reply is set. Change it in the app.';
export const REPLY_OUTCOME_LINK_EXPIRED = 'This link has expired. Set the outcome of this reply in the app instead.';
export const REPLY_OUTCOME_LINK_INVALID = 'This link is not valid. Set the outcome of this reply in the app instead.';
