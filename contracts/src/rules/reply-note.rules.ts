// The notes after a reply (product.md §11): a thank-you after an interview, a gracious answer to a 'not moving
// forward'. Which outcome offers which note, the draft's bounds, when it goes, and what the user is told.
import type { ReplyNoteKind, ReplyOutcome } from '../generated/client/graphql';
import { REPLY_NOTE_FOR_OUTCOME } from './outcome-behaviour.rules';

export const REPLY_NOTE_KINDS = ['THANK_YOU', 'GRACIOUS_REPLY'] as const satisfies readonly ReplyNoteKind[];

export const replyNoteOfferFor = (outcome: ReplyOutcome | null | undefined): ReplyNoteKind | null =>
  (outcome && REPLY_NOTE_FOR_OUTCOME[outcome]) || null;

/** A drafted note's length in words (the body without greeting counted in: short enough to read on a phone). */
export const REPLY_NOTE_WORDS = { min: 40, max: 110 } as const;

/** A thank-you goes at this hour, recipient's time, on the first business day after the interview. */
export const THANK_YOU_SEND_HOUR = 9;

/**
 * Whether a note still carries something to fill in by hand: a brace ('{{your_name}}', '{company}') or a bracketed
 * name ('[Your Name]', '[Hiring manager name]'). Linear: each bracket is looked at once.
 */
export function hasReplyNotePlaceholder(text: string): boolean {
  if (text.includes('{') || text.includes('}')) return true;
  return text
    .split('[')
    .slice(1)
    .some((part) => {
      const end = part.indexOf(']');
      return end >= 0 && /\bname\b/i.test(part.slice(0, end));
    });
}

export const REPLY_NOTE_OFFERS: Readonly<Record<ReplyNoteKind, string>> = {
  THANK_YOU: 'Send a thank-you note the morning after your interview?',
  GRACIOUS_REPLY: 'Send a short, gracious reply? Thanking them keeps you in mind for future roles.',
};

export const REPLY_NOTE_APPROVE_LABELS: Readonly<Record<ReplyNoteKind, string>> = {
  THANK_YOU: 'Schedule thank-you',
  GRACIOUS_REPLY: 'Send reply',
};

export const REPLY_NOTE_LABELS: Readonly<Record<ReplyNoteKind, string>> = {
  THANK_YOU: 'Thank-you note',
  GRACIOUS_REPLY: 'Gracious reply',
};

export const INTERVIEW_TIME_PROMPT = 'When is the interview? (optional: the thank-you goes the next business morning)';

/** The approved note's state, as the offer shows it. `when` is already formatted. */
export const replyNoteScheduled = (kind: ReplyNoteKind, when: string): string =>
  kind === 'THANK_YOU' ? `Thank-you scheduled for ${when}.` : `Reply scheduled for ${when}.`;
export const replyNoteSent = (kind: ReplyNoteKind, when: string): string =>
  kind === 'THANK_YOU' ? `Thank-you sent ${when}.` : `Reply sent ${when}.`;
export const replyNoteFailed = (kind: ReplyNoteKind, reason: string): string =>
  `${kind === 'THANK_YOU' ? 'The thank-you' : 'The reply'} could not be sent: ${reason}`;

export const replyNoteNotOffered = (kind: ReplyNoteKind): string =>
  kind === 'THANK_YOU'
    ? 'A thank-you note is offered once the reply is an interview invite.'
    : "A gracious reply is offered once the reply says they're not moving forward.";
export const REPLY_NOTE_ALREADY_APPROVED = 'This note was already approved; it goes out once.';
export const REPLY_NOTE_SUBJECT_EMPTY = 'The note needs a subject.';
export const REPLY_NOTE_BODY_EMPTY = 'The note cannot be empty.';
export const REPLY_NOTE_PLACEHOLDER_LEFT = 'Replace the placeholder (such as [Your Name] or {braces}) before sending.';
export const REPLY_NOTE_NO_THREAD = 'Nothing was sent to this contact yet, so there is no conversation to reply in.';

/** Shown under a note whose subject the user changed: Gmail keeps it apart from the earlier emails (product.md §10). */
export const replyNoteNewConversation = (firstName: string): string =>
  `A new subject starts a new conversation: ${firstName || 'they'} will see this note apart from your earlier emails.`;

/**
 * A note goes at once when approved inside the recipient's working hours: the toast then says it was sent, not
 * 'scheduled for' a time that is now. Within this margin of now a due time counts as now.
 */
export const REPLY_NOTE_NOW_MARGIN_MS = 60_000;

export const replyNoteGoesNow = (note: { status: string; scheduledFor?: string | null }, now: Date = new Date()): boolean =>
  note.status === 'SENT' ||
  (note.status === 'SCHEDULED' &&
    note.scheduledFor != null &&
    new Date(note.scheduledFor).getTime() <= now.getTime() + REPLY_NOTE_NOW_MARGIN_MS);

/** The toast after approving: 'Reply sent.' when it goes at once, else when it goes (`when` already formatted). */
export const replyNoteApprovedToast = (kind: ReplyNoteKind, goesNow: boolean, when: string): string =>
  goesNow ? (kind === 'THANK_YOU' ? 'Thank-you sent.' : 'Reply sent.') : replyNoteScheduled(kind, when);

/** A scheduled note can be edited or cancelled until the send worker has taken it (product.md §11). */
export const REPLY_NOTE_EDIT_LABEL = 'Edit';
export const REPLY_NOTE_CANCEL_LABEL = 'Cancel note';
export const REPLY_NOTE_SAVE_LABEL = 'Save changes';
export const REPLY_NOTE_DISCARD_EDIT_LABEL = 'Keep as it was';
export const REPLY_NOTE_CANCEL_TITLE = 'Cancel this note?';
export const REPLY_NOTE_CANCEL_TEXT = 'Nothing will be sent. The note is offered again, so you can write a new one later.';
export const REPLY_NOTE_KEEP_LABEL = 'Keep it';
export const replyNoteUpdated = (kind: ReplyNoteKind, when: string): string =>
  `${kind === 'THANK_YOU' ? 'Thank-you' : 'Reply'} updated: it goes ${when}.`;
export const replyNoteCancelled = (kind: ReplyNoteKind): string =>
  `${kind === 'THANK_YOU' ? 'Thank-you' : 'Reply'} cancelled: nothing will be sent.`;
/** Edit or cancel after the note went, or while the worker is sending it: refused. */
export const REPLY_NOTE_NOT_CHANGEABLE = 'This note has gone out or is going out now, so it can no longer be changed.';
export const REPLY_NOTE_NONE_SCHEDULED = 'There is no scheduled note for this contact.';
/** The contact page's line for a note whose time has come: it is going out (the worker sends it within moments). */
export const replyNoteGoingNow = (kind: ReplyNoteKind): string =>
  kind === 'THANK_YOU' ? 'Thank-you going out now.' : 'Reply going out now.';
