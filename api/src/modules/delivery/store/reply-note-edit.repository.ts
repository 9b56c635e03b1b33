// Editing or cancelling an approved note before it goes (product.md §11). Allowed only while the note is SCHEDULED,
// unsent and not claimed: the claim (claim_campaign_email) is what makes a send happen once, so a note a worker holds
// (claim_token set) is on its way and stays as it is. Each change is ONE statement whose WHERE carries those checks,
// so an edit and a claim never both win: whichever commits first, the other finds the row no longer matching.
// A cancelled note's row goes (as a stop's unsent emails do); its job then finds nothing to send. The contact's
// outcome offers the note again, and a new approval can take the same position.
import { sql } from 'drizzle-orm';
import { sameConversationSubject } from 'contracts';
import type { Database } from '../../../db/db.client';
import type { ReplyNoteKindName, ReplyNoteThread } from './reply-note-rows.repository';

/** The caller's contact's scheduled note, still unclaimed: the rows an edit or a cancel may touch. */
const changeable = (userId: string, contactId: number) => sql`
  e.contact_id = ${contactId} AND e.user_id = ${userId} AND e.kind <> 'SEQUENCE'
  AND e.status = 'SCHEDULED' AND e.sent_at IS NULL AND e.claim_token IS NULL
  AND EXISTS (SELECT 1 FROM contacts c WHERE c.id = e.contact_id AND c.deleted_at IS NULL)`;

export type ReplyNoteChange = { outcome: 'changed'; emailId: number; kind: ReplyNoteKindName } | { outcome: 'locked' };

/**
 * New subject and body for the scheduled note. A subject of the thread's conversation keeps the note in the thread;
 * another one starts a new conversation (no thread, no answer), as at approval.
 */
export async function updateScheduledReplyNote(
  db: Database,
  input: { userId: string; contactId: number; subject: string; body: string; thread: ReplyNoteThread; now: Date },
): Promise<ReplyNoteChange> {
  const inThread = sameConversationSubject(input.subject, input.thread.subject);
  const { rows } = await db.execute<{ id: number; kind: ReplyNoteKindName }>(sql`
    UPDATE campaign_emails e
       SET subject = ${input.subject}, body = ${input.body}, updated_at = ${input.now},
           thread_id = ${inThread ? input.thread.threadId : null},
           reply_to_message_id = CASE WHEN ${inThread} THEN e.reply_to_message_id END
     WHERE ${changeable(input.userId, input.contactId)}
    RETURNING e.id, e.kind`);
  return rows[0] ? { outcome: 'changed', emailId: rows[0].id, kind: rows[0].kind } : { outcome: 'locked' };
}

/** Removes the scheduled note; nothing is sent. */
export async function cancelScheduledReplyNote(
  db: Database,
  input: { userId: string; contactId: number },
): Promise<ReplyNoteChange> {
  const { rows } = await db.execute<{ id: number; kind: ReplyNoteKindName }>(sql`
    DELETE FROM campaign_emails e WHERE ${changeable(input.userId, input.contactId)} RETURNING e.id, e.kind`);
  return rows[0] ? { outcome: 'changed', emailId: rows[0].id, kind: rows[0].kind } : { outcome: 'locked' };
}
