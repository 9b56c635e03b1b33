// The note after a reply as the contact page reads it (product.md §11): which note the outcome offers, and an approved
// note's campaign-email row as the GraphQL ReplyNote. Pure: the api and the mocks pass the stored row.
import type { ReplyNoteKind, ReplyNoteStatus, ReplyOutcome } from '../generated/client/graphql';
import { replyNoteGoesNow, replyNoteOfferFor } from '../rules/reply-note.rules';

/** The outcome that counts: the one the user confirmed, else the one the headers proposed. */
export const replyNoteOfferOf = (contact: {
  outcome?: ReplyOutcome | null;
  outcomeProposed?: ReplyOutcome | null;
}): ReplyNoteKind | null => replyNoteOfferFor(contact.outcome ?? contact.outcomeProposed ?? null);

/** An approved note's campaign email as stored (instants as ISO strings or Dates). */
export interface ReplyNoteSource {
  id: number;
  kind: ReplyNoteKind;
  /** The campaign email's status (SCHEDULED, SENT, OPENED, RECEIVED, NO_RESPONSE, ERROR). */
  status: string;
  subject: string;
  body: string;
  scheduledFor: string | Date | null;
  sentAt: string | Date | null;
  timezone: string;
  threadId: string | null;
  errorMessage: string | null;
}

export interface ReplyNoteView {
  id: number;
  kind: ReplyNoteKind;
  status: ReplyNoteStatus;
  goesNow: boolean;
  subject: string;
  body: string;
  scheduledFor: string | null;
  sentAt: string | null;
  timezone: string;
  threadId: string | null;
  errorMessage: string | null;
}

/** A sent email stays SENT whatever happened after (opened, answered); an error is FAILED; the rest waits. */
const STATUS: Readonly<Record<string, ReplyNoteStatus>> = {
  SCHEDULED: 'SCHEDULED',
  SENT: 'SENT',
  OPENED: 'SENT',
  RECEIVED: 'SENT',
  NO_RESPONSE: 'SENT',
  ERROR: 'FAILED',
};

const isoOrNull = (value: string | Date | null) => (value == null ? null : new Date(value).toISOString());

export function buildReplyNoteView(note: ReplyNoteSource, now: Date = new Date()): ReplyNoteView {
  const status = note.sentAt ? 'SENT' : (STATUS[note.status] ?? 'SCHEDULED');
  const scheduledFor = isoOrNull(note.scheduledFor);
  return {
    id: note.id,
    kind: note.kind,
    status,
    goesNow: replyNoteGoesNow({ status, scheduledFor }, now),
    subject: note.subject,
    body: note.body,
    scheduledFor,
    sentAt: isoOrNull(note.sentAt),
    timezone: note.timezone,
    threadId: note.threadId,
    errorMessage: note.errorMessage,
  };
}
