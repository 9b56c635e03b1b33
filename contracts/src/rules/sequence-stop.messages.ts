// What a stopped sequence says to the user: the contact's error message when an automatic notice said the person
// left, and the answers of undoMarkReplied ('Mark as replied' taken back).

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
