// Notes after a reply (product.md §11): what the reply's outcome offers (an interview: a thank-you; not moving
// forward: a gracious reply), its draft by the sequences' writer, and its approval, the only way one is ever sent.
import { sql } from 'drizzle-orm';
import {
  REPLY_NOTE_ALREADY_APPROVED,
  REPLY_NOTE_BODY_EMPTY,
  REPLY_NOTE_NO_THREAD,
  hasReplyNotePlaceholder,
  REPLY_NOTE_PLACEHOLDER_LEFT,
  REPLY_NOTE_SUBJECT_EMPTY,
  replyNoteNotOffered,
  replyNoteOfferFor,
  subjectLineProblem,
  type ReplyNoteKind,
  type ReplyOutcome,
} from 'contracts';
import type { Database } from '../../db/db.client';
import {
  CONTACT_NOT_FOUND,
  replyNotesOf,
  replyNoteThreadOf,
  replySubject,
  scheduleReplyNote,
  type Delivery,
  type ReplyNoteRow,
  type ReplyNoteThread,
} from '../delivery';
import { noteFactsFrom, type ReplyNoteWriter } from '../reply-engine';
import { policyColumns, storedSettingsOfRow, type PolicyRow } from '../scheduling';
import { noteSendAt } from 'contracts/schedule';

export class ReplyNoteError extends Error {
  constructor(
    readonly kind: 'not-found' | 'bad-input',
    message: string,
  ) {
    super(message);
  }
}

type NoteContact = PolicyRow & {
  id: number;
  first_name: string;
  email: string | null;
  outcome: ReplyOutcome | null;
  outcome_proposed: ReplyOutcome | null;
  interview_at: unknown;
  user_name: string;
  first_subject: string | null;
  first_body: string | null;
};

/** The caller's contact with what a note needs; the note its reply's outcome offers must be `kind`. */
async function offeringContact(
  db: Database,
  input: { userId: string; contactId: number; kind: ReplyNoteKind },
): Promise<{ contact: NoteContact; thread: ReplyNoteThread }> {
  const { rows } = await db.execute<NoteContact>(sql`
    SELECT c.id, c.first_name, c.email, c.outcome, c.outcome_proposed, c.interview_at, ${policyColumns('k')},
           u.name AS user_name, f.subject AS first_subject, f.body AS first_body
      FROM contacts c
      JOIN campaigns k ON k.id = c.campaign_id AND k.deleted_at IS NULL
      JOIN users u ON u.id = c.user_id
      LEFT JOIN LATERAL (SELECT subject, body FROM campaign_emails
                          WHERE contact_id = c.id AND kind = 'SEQUENCE' AND sent_at IS NOT NULL
                          ORDER BY position LIMIT 1) f ON true
     WHERE c.id = ${input.contactId} AND c.user_id = ${input.userId} AND c.deleted_at IS NULL`);
  const contact = rows[0];
  if (!contact) throw new ReplyNoteError('not-found', CONTACT_NOT_FOUND);
  // The user's outcome, else the one proposed from the reply's headers (approving the note is the user's click).
  if (replyNoteOfferFor(contact.outcome ?? contact.outcome_proposed) !== input.kind) {
    throw new ReplyNoteError('bad-input', replyNoteNotOffered(input.kind));
  }
  const thread = await replyNoteThreadOf(db, contact.id);
  if (!thread) throw new ReplyNoteError('bad-input', REPLY_NOTE_NO_THREAD);
  return { contact, thread };
}

const sendAtFor = (contact: NoteContact, kind: ReplyNoteKind, now: Date) =>
  noteSendAt({
    kind,
    interviewAt: contact.interview_at ? new Date(contact.interview_at as string | Date) : null,
    now,
    settings: storedSettingsOfRow(contact),
  });

export interface ReplyNoteDraftResult {
  kind: ReplyNoteKind;
  subject: string;
  body: string;
  sendAt: Date;
  timezone: string;
}

/** A draft to show and edit; nothing is saved. */
export async function draftReplyNote(
  db: Database,
  writer: ReplyNoteWriter,
  input: { userId: string; contactId: number; kind: ReplyNoteKind; now?: Date },
): Promise<ReplyNoteDraftResult> {
  const now = input.now ?? new Date();
  const { contact, thread } = await offeringContact(db, input);
  const facts = noteFactsFrom({
    firstSubject: contact.first_subject ?? thread.subject,
    firstBody: contact.first_body ?? '',
    contactEmail: contact.email,
  });
  const { body } = await writer.writeNote({
    kind: input.kind,
    firstName: contact.first_name,
    userName: contact.user_name,
    role: facts.role,
    company: facts.company,
    seed: input.userId,
  });
  return {
    kind: input.kind,
    subject: replySubject(thread.subject),
    body,
    sendAt: sendAtFor(contact, input.kind, now),
    timezone: contact.timezone,
  };
}

/** The note's text as the user approved or edited it, trimmed; refused when empty, multi-line or with a placeholder. */
export function checkedNoteText(input: { subject: string; body: string }): { subject: string; body: string } {
  const subject = input.subject.trim();
  const body = input.body.trim();
  if (!subject) throw new ReplyNoteError('bad-input', REPLY_NOTE_SUBJECT_EMPTY);
  // The sequences' subject rule: one line, so an edited subject cannot carry a header of its own.
  const subjectProblem = subjectLineProblem(subject);
  if (subjectProblem) throw new ReplyNoteError('bad-input', subjectProblem);
  if (!body) throw new ReplyNoteError('bad-input', REPLY_NOTE_BODY_EMPTY);
  if (hasReplyNotePlaceholder(subject) || hasReplyNotePlaceholder(body)) {
    throw new ReplyNoteError('bad-input', REPLY_NOTE_PLACEHOLDER_LEFT);
  }
  return { subject, body };
}

/** Schedules the note as the user approved it (edited or not); once per contact and kind. */
export async function approveReplyNote(
  delivery: Delivery,
  input: { userId: string; contactId: number; kind: ReplyNoteKind; subject: string; body: string; now?: Date },
): Promise<ReplyNoteRow> {
  const { db } = delivery.engine.deps;
  const now = input.now ?? new Date();
  const { subject, body } = checkedNoteText(input);
  const { contact, thread } = await offeringContact(db, input);
  const result = await scheduleReplyNote(delivery, {
    userId: input.userId,
    contactId: contact.id,
    kind: input.kind,
    subject,
    body,
    sendAt: sendAtFor(contact, input.kind, now),
    thread,
    now,
  });
  if (result.outcome === 'not-found') throw new ReplyNoteError('not-found', CONTACT_NOT_FOUND);
  if (result.outcome === 'exists') throw new ReplyNoteError('bad-input', REPLY_NOTE_ALREADY_APPROVED);
  const note = (await replyNotesOf(db, [contact.id])).get(contact.id);
  return note!;
}
