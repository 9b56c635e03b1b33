// What a stopped sequence says to the user: the contact's error message when an automatic notice said the person
// left, and the answers of undoMarkReplied ('Mark as replied' taken back).
import { SEQUENCE_STOPPED_NOTICE } from './messages';

/** contacts.error_message after a 'no longer with the company' / 'mailbox not monitored' notice (stop reason LEFT_COMPANY). */
export const leftCompany = (address: string): string =>
  `${address} is no longer monitored (an automatic notice said the person left or the mailbox is not read). No more emails will be sent in this sequence.`;

/** undoMarkReplied succeeded. */
export const REPLY_MARK_UNDONE = 'Undone: the sequence goes on as planned.';

/** undoMarkReplied on a contact whose reply was detected (or that was never marked as replied). */
export const UNDO_ONLY_MARKED_REPLIES =
  "Only a reply you marked yourself can be undone: this contact's reply was detected in Gmail, so the sequence stays stopped.";

/** undoMarkReplied after the next email's would-be send (replyUndoUntil). */
export const UNDO_REPLY_TOO_LATE =
  "Too late to undo: 'Mark as replied' can be taken back only until the next email would have gone out.";

/**
 * The line a stopped sequence shows above its history (product.md §1: the in-product notice), or null while it runs or once
 * it ended by itself: why it stopped, then 'No more emails will be sent in this sequence.'.
 */
export function sequenceStopNotice(contact: {
  firstName: string;
  status: string;
  stopReason?: string | null;
  errorMessage?: string | null;
}): string | null {
  const why: Record<string, string> = {
    REPLIED: `${contact.firstName} replied.`,
    COLLEAGUE_REPLIED: `Someone at ${contact.firstName}'s company replied.`,
    MARKED_REPLIED: `You marked ${contact.firstName} as replied.`,
    REPLIED_FROM_EMAIL: `You said ${contact.firstName} replied (from the heads-up email).`,
    LEFT_COMPANY: `An automatic notice said ${contact.firstName} is no longer there.`,
    BOUNCED: contact.errorMessage ?? 'The address bounced.',
    BOUNCED_REASON_UNKNOWN: 'A failure notice came back, without a reason we can read: send the email again or fix the address.',
    INTERVIEW_AT_COMPANY: `You have an interview at ${contact.firstName}'s company.`,
    POSTING_CLOSED: contact.errorMessage ?? 'The job closed and you chose to stop.',
  };
  const reason = contact.stopReason ? why[contact.stopReason] : contact.status === 'RESPONDED' ? why.REPLIED : undefined;
  if (!reason) return null;
  return reason.includes(SEQUENCE_STOPPED_NOTICE) ? reason : `${reason} ${SEQUENCE_STOPPED_NOTICE}`;
}
