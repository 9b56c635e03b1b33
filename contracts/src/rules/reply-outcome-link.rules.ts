// The reply alert's one-click outcome pages (product.md §11, "A reply has an outcome"): a link never silently replaces
// an outcome the user confirmed, it asks first; and an outcome the product read by itself can be corrected with one
// 'That's not right' link that opens a page to pick the right one.
import type { ReplyOutcome } from '../generated/client/graphql';
import { REPLY_OUTCOME_LABELS } from './reply-outcome.rules';

const label = (outcome: ReplyOutcome) => REPLY_OUTCOME_LABELS[outcome];

/** A link whose outcome differs from the one the user confirmed: the page asks before anything changes. */
export const replyOutcomeChangeQuestion = (confirmed: ReplyOutcome, outcome: ReplyOutcome): string =>
  `You marked this as ${label(confirmed)}. Change it to ${label(outcome)}?`;
export const replyOutcomeChangeButton = (outcome: ReplyOutcome): string => `Change it to ${label(outcome)}`;

/** A link naming the outcome the user already confirmed: nothing to do. */
export const replyOutcomeAlreadySet = (outcome: ReplyOutcome): string =>
  `You already marked this as ${label(outcome)}. Nothing changed.`;

/** The alert's correction link, beside the outcome links, when the product read the reply itself. */
export const REPLY_CORRECTION_LINK_LABEL = "That's not right";

/** What the alert says the product read (a calendar invitation, a decision in the subject). */
export const replyAlertReading = (detected: ReplyOutcome): string =>
  `We read it as: ${label(detected)}. If that is wrong, "${REPLY_CORRECTION_LINK_LABEL}" lets you pick what it was.`;

/** The outcomes the correction page offers: the app's choices without 'Offer' (no alert link sets it). */
export const REPLY_CORRECTION_OUTCOMES: readonly ReplyOutcome[] = [
  'INTERVIEW_INVITE',
  'NOT_MOVING_FORWARD',
  'APPLICATION_RECEIVED',
  'OUT_OF_OFFICE',
  'LEFT_COMPANY',
  'OTHER_REPLY',
];

/** The correction page: what it was read as, the outcome the user confirmed (if any), and the choices. */
export const replyCorrectionTitle = (firstName: string): string => `What was ${firstName}'s reply?`;
export const replyCorrectionRead = (detected: ReplyOutcome): string =>
  `We read it as ${label(detected)}. Pick what it really was:`;
export const replyCorrectionConfirmed = (confirmed: ReplyOutcome): string =>
  `You marked this as ${label(confirmed)}. Picking another outcome changes it.`;

/** The choices of the correction page: not the outcome it was read as, nor the one already confirmed. */
export const replyCorrectionChoices = (detected: ReplyOutcome, confirmed: ReplyOutcome | null): ReplyOutcome[] =>
  REPLY_CORRECTION_OUTCOMES.filter((outcome) => outcome !== detected && outcome !== confirmed);
