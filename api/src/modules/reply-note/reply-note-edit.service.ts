// A scheduled note can be edited or cancelled until it goes (product.md §11): only while it waits unclaimed (the
// delivery module's updateScheduledReplyNote / cancelScheduledReplyNote hold that rule in their one statement). The
// edit keeps the approval's text rules; a cancel leaves the outcome's offer standing, so the note is offered again.
import { sql } from 'drizzle-orm';
import { REPLY_NOTE_NONE_SCHEDULED, REPLY_NOTE_NOT_CHANGEABLE, replyNoteCancelled, type ReplyNoteKind } from 'contracts';
import type { Database } from '../../db/db.client';
import {
  CONTACT_NOT_FOUND,
  cancelScheduledReplyNote,
  replyNoteThreadOf,
  replyNotesOf,
  updateScheduledReplyNote,
  type ReplyNoteRow,
} from '../delivery';
import { checkedNoteText, ReplyNoteError } from './reply-note.service';

async function ownContact(db: Database, userId: string, contactId: number): Promise<void> {
  const { rows } = await db.execute<{ id: number }>(sql`
    SELECT id FROM contacts WHERE id = ${contactId} AND user_id = ${userId} AND deleted_at IS NULL`);
  if (!rows[0]) throw new ReplyNoteError('not-found', CONTACT_NOT_FOUND);
}

/** Why nothing changed: the note went (or is going) out, or there is none waiting. */
async function refusal(db: Database, contactId: number): Promise<never> {
  const note = (await replyNotesOf(db, [contactId])).get(contactId);
  throw new ReplyNoteError('bad-input', note ? REPLY_NOTE_NOT_CHANGEABLE : REPLY_NOTE_NONE_SCHEDULED);
}

export async function updateReplyNote(
  db: Database,
  input: { userId: string; contactId: number; subject: string; body: string; now?: Date },
): Promise<ReplyNoteRow> {
  const text = checkedNoteText(input);
  await ownContact(db, input.userId, input.contactId);
  const thread = await replyNoteThreadOf(db, input.contactId);
  if (!thread) return refusal(db, input.contactId);
  const change = await updateScheduledReplyNote(db, { ...input, ...text, thread, now: input.now ?? new Date() });
  if (change.outcome === 'locked') return refusal(db, input.contactId);
  return (await replyNotesOf(db, [input.contactId])).get(input.contactId)!;
}

export async function cancelReplyNote(
  db: Database,
  input: { userId: string; contactId: number },
): Promise<{ success: true; message: string; kind: ReplyNoteKind }> {
  await ownContact(db, input.userId, input.contactId);
  const change = await cancelScheduledReplyNote(db, input);
  if (change.outcome === 'locked') return refusal(db, input.contactId);
  return { success: true, message: replyNoteCancelled(change.kind), kind: change.kind };
}
