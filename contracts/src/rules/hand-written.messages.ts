// The user wrote to a contact themselves (answered the recruiter, added a link): the automatic follow-ups pause so
// they do not go out on top of that message (product.md §11). What the contact page, the heads-up email and its
// one-click page say about it.

/**
 * Why the product paused a contact (`Contact.pauseReason`): WROTE_BY_HAND, a message the user wrote in the thread was
 * read in Gmail (headers tier); WROTE_BY_HAND_TOLD, the user said so from a heads-up email (send-only tier);
 * POSTING_CLOSED, the sequence's job posting closed (posting-hold.messages.ts says what it shows).
 */
export const CONTACT_PAUSE_REASONS = ['WROTE_BY_HAND', 'WROTE_BY_HAND_TOLD', 'POSTING_CLOSED'] as const;
export type ContactPauseReasonCode = (typeof CONTACT_PAUSE_REASONS)[number];

/** 'Dec 3' in the given zone (the viewer's when absent). */
function shortDay(at: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', ...(timeZone && { timeZone }) }).format(at);
}

/**
 * The line a contact paused this way shows, or null when the product did not pause it: 'You wrote to Dana yourself on
 * Dec 3, so the automatic follow-ups are paused.'
 */
export function handWrittenPauseNotice(contact: {
  firstName: string;
  pauseReason?: string | null;
  wroteByHandAt?: Date | string | null;
  timeZone?: string;
}): string | null {
  const at = contact.wroteByHandAt ? new Date(contact.wroteByHandAt) : null;
  const on = at ? ` on ${shortDay(at, contact.timeZone)}` : '';
  if (contact.pauseReason === 'WROTE_BY_HAND')
    return `You wrote to ${contact.firstName} yourself${on}, so the automatic follow-ups are paused.`;
  if (contact.pauseReason === 'WROTE_BY_HAND_TOLD')
    return `You told us${on} that you wrote to ${contact.firstName} yourself, so the automatic follow-ups are paused.`;
  return null;
}

/** The contact page's one button that resumes them. */
export const RESUME_FOLLOW_UPS = 'Resume follow-ups';
/** After it: a follow-up already due goes at the next opening of the sending window, not at once. */
export const FOLLOW_UPS_RESUMED = 'Follow-ups resumed: the next one goes out inside your sending window.';

/** The heads-up email's question (send-only tier: we cannot see what the user wrote). */
export const HEADS_UP_WROTE_PROMPT = 'Did you write to them yourself?';
/** Its one link. */
export const HEADS_UP_WROTE_LINK = 'Yes - pause the follow-ups';

/** The confirmation page behind that link. */
export const wroteByHandConfirmTitle = (firstName: string): string => `Did you write to ${firstName} yourself?`;
export const wroteByHandConfirmText = (firstName: string): string =>
  `Confirm and the automatic follow-ups to ${firstName} pause, so none goes out on top of your own message. You can resume them with one click on the contact in the app.`;
export const WROTE_BY_HAND_CONFIRM_BUTTON = 'I wrote to them - pause';
/** The page after it. */
export const wroteByHandPaused = (firstName: string): string =>
  `Paused. No automatic follow-up goes to ${firstName} until you resume them on the contact in the app.`;
