// A reply note's row (product.md §11): one of each kind per contact, at a fixed position far after the sequence's
// steps, so approving twice adds nothing (ON CONFLICT). Delivery's store writes it; send/reply-note.scheduler.ts
// decides its thread and answer.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/db.client';
import type { CampaignEmailKind } from '../../../db/schema';
import { asDate } from './sql-values.util';

export type ReplyNoteKindName = Exclude<CampaignEmailKind, 'SEQUENCE'>;

/** Far after any step of a sequence (MAX_EMAILS_PER_SEQUENCE): one row of each kind per contact. */
export const REPLY_NOTE_POSITION: Readonly<Record<ReplyNoteKindName, number>> = { THANK_YOU: 1001, GRACIOUS_REPLY: 1002 };

export interface ReplyNoteThread {
  threadId: string;
  /** The subject of the thread's first email (the note answers 'Re: ' + it). */
  subject: string;
}

/** A note the user approved: whose, which kind, its text and when it goes. */
export interface ReplyNoteText {
  userId: string;
  contactId: number;
  kind: ReplyNoteKindName;
  subject: string;
  body: string;
  sendAt: Date;
}

/** Inserts the note's SCHEDULED row for the caller's live contact; undefined when one of its kind exists or no contact. */
export async function insertReplyNoteRow(
  tx: DbOrTx,
  input: ReplyNoteText & { threadId: string | null; replyTo: string | undefined },
): Promise<{ id: number; scheduledFor: Date } | undefined> {
  const { rows } = await tx.execute<{ id: number; scheduled_for: unknown }>(sql`
    INSERT INTO campaign_emails (user_id, campaign_id, contact_id, position, subject, body, status, scheduled_for,
                                 thread_id, kind, reply_to_message_id)
    SELECT c.user_id, c.campaign_id, c.id, ${REPLY_NOTE_POSITION[input.kind]}, ${input.subject}, ${input.body},
           'SCHEDULED', ${input.sendAt}, ${input.threadId}, ${input.kind}, ${input.replyTo ?? null}
      FROM contacts c
     WHERE c.id = ${input.contactId} AND c.user_id = ${input.userId} AND c.deleted_at IS NULL
    ON CONFLICT (contact_id, position) DO NOTHING
    RETURNING id, scheduled_for`);
  const row = rows[0];
  return row ? { id: row.id, scheduledFor: asDate(row.scheduled_for) } : undefined;
}
