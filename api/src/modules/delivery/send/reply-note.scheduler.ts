// A note the user approved after a reply (product.md §11) becomes one campaign email of its kind (THANK_YOU,
// GRACIOUS_REPLY) with its send job, in the same transaction, in the Gmail thread of the sequence: threadId, 'Re:'
// subject (the caller's), and In-Reply-To/References naming the last message of the thread (the recruiter's reply,
// read from Gmail when the grant may read headers) after the run's anchor. A subject the user changed is a new
// conversation: no thread, no answer (product.md §10).
// One note of a kind per contact: its row takes a fixed position, so approving twice schedules nothing more. From
// then on the engine sends it like any email (claim, cap, Gmail's daily limit, window, never twice, interrupted sends
// settled from the Sent folder); the claim and reply-note.decision.ts let it go to a contact that replied, and
// markSent schedules no follow-up after it.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/db.client';
import { sameConversationSubject } from 'contracts';
import type { DeliveryEngine } from './delivery-engine.service';
import {
  asOptionalDate,
  enqueueSendJobs,
  insertReplyNoteRow,
  mailProviderOf,
  quotaCharge,
  REPLY_NOTE_POSITION,
  type ReplyNoteKindName,
  type ReplyNoteText,
  type ReplyNoteThread,
} from '../store';

export { REPLY_NOTE_POSITION, type ReplyNoteKindName, type ReplyNoteThread };

/** The Gmail thread a note goes in: the thread of the contact's latest sent sequence email. */
export async function replyNoteThreadOf(db: Database, contactId: number): Promise<ReplyNoteThread | undefined> {
  const { rows } = await db.execute<{ thread_id: string; subject: string }>(sql`
    SELECT latest.thread_id,
           (SELECT f.subject FROM campaign_emails f WHERE f.contact_id = latest.contact_id AND f.thread_id = latest.thread_id
                AND f.kind = 'SEQUENCE' ORDER BY f.position LIMIT 1) AS subject
      FROM campaign_emails latest
     WHERE latest.contact_id = ${contactId} AND latest.kind = 'SEQUENCE' AND latest.sent_at IS NOT NULL
       AND latest.thread_id IS NOT NULL
     ORDER BY latest.position DESC LIMIT 1`);
  return rows[0] ? { threadId: rows[0].thread_id, subject: rows[0].subject } : undefined;
}

/**
 * The Message-ID of the newest message of the thread (the recruiter's reply, usually), when the grant may read
 * headers; undefined without that scope or when Gmail or the quota budget says no (the note then answers our own
 * last email, still in the thread).
 */
/** What a note needs of the delivery module: its engine (its database, settings and mailbox adapters). */
export interface ReplyNoteHost {
  readonly engine: DeliveryEngine;
}

async function lastMessageIdOf(delivery: ReplyNoteHost, userId: string, threadId: string): Promise<string | undefined> {
  const { db, logger, settings } = delivery.engine.deps;
  try {
    const provider = await mailProviderOf(db, userId);
    const mailbox = provider && delivery.engine.mailboxes[provider];
    if (!mailbox) return undefined;
    const now = delivery.engine.deps.now?.() ?? new Date();
    const access = await mailbox.access(userId, { now, forceRefresh: false });
    if (!mailbox.canReadHeaders(access.scopes)) return undefined;
    if (mailbox.paysQuotaUnits)
      await quotaCharge(db, {
        projectUnitsPerMinute: settings.gmailProjectUnitsPerMinute,
        userUnitsPerMinute: settings.gmailUserUnitsPerMinute,
        units: settings.gmailQuotaUnits,
      })(userId, 'threads.get');
    const messages = await mailbox.threadHeaders(access, threadId);
    const newest = messages
      .filter((message) => !message.labelIds.includes('DRAFT'))
      .sort((a, b) => a.internalDate.getTime() - b.internalDate.getTime())
      .at(-1);
    const header = newest?.headers.find((h) => h.name.toLowerCase() === 'message-id')?.value.trim();
    return header || undefined;
  } catch (error) {
    logger.warn({ err: error, userId, threadId }, "the thread's last message could not be read; the note answers ours");
    return undefined;
  }
}

export interface ScheduleReplyNoteInput extends ReplyNoteText {
  thread: ReplyNoteThread;
  now?: Date;
}

export type ScheduleReplyNoteResult =
  | { outcome: 'scheduled'; emailId: number; scheduledFor: Date }
  /** A note of this kind exists for the contact already (approved before): nothing more is scheduled. */
  | { outcome: 'exists' }
  | { outcome: 'not-found' };

export async function scheduleReplyNote(
  delivery: ReplyNoteHost,
  input: ScheduleReplyNoteInput,
): Promise<ScheduleReplyNoteResult> {
  const { db } = delivery.engine.deps;
  const now = input.now ?? new Date();
  // A subject the user changed starts a new conversation (Gmail would not join it anyway): no thread, no answer.
  const inThread = sameConversationSubject(input.subject, input.thread.subject);
  const replyTo = inThread ? await lastMessageIdOf(delivery, input.userId, input.thread.threadId) : undefined;
  return db.transaction(async (tx) => {
    const row = await insertReplyNoteRow(tx, { ...input, threadId: inThread ? input.thread.threadId : null, replyTo });
    if (!row) {
      const { rows: existing } = await tx.execute<{ id: number }>(sql`
        SELECT id FROM contacts WHERE id = ${input.contactId} AND user_id = ${input.userId} AND deleted_at IS NULL`);
      return existing[0] ? { outcome: 'exists' } : { outcome: 'not-found' };
    }
    await enqueueSendJobs(tx, [{ campaignEmailId: row.id, runAt: row.scheduledFor }], now);
    return { outcome: 'scheduled', emailId: row.id, scheduledFor: row.scheduledFor };
  });
}

export interface ReplyNoteRow {
  id: number;
  contactId: number;
  kind: ReplyNoteKindName;
  status: string;
  subject: string;
  body: string;
  scheduledFor: Date | null;
  sentAt: Date | null;
  threadId: string | null;
  errorMessage: string | null;
  timezone: string;
}

/** The latest note of each contact (approved; null before approval). */
export async function replyNotesOf(db: Database, contactIds: readonly number[]): Promise<Map<number, ReplyNoteRow>> {
  const notes = new Map<number, ReplyNoteRow>();
  if (contactIds.length === 0) return notes;
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    SELECT DISTINCT ON (e.contact_id) e.id, e.contact_id, e.kind, e.status, e.subject, e.body, e.scheduled_for, e.sent_at,
           e.thread_id, e.error_message, k.timezone
      FROM campaign_emails e JOIN campaigns k ON k.id = e.campaign_id
     WHERE e.contact_id IN (${sql.join(
       contactIds.map((id) => sql`${id}`),
       sql`, `,
     )}) AND e.kind <> 'SEQUENCE'
     ORDER BY e.contact_id, e.created_at DESC, e.id DESC`);
  for (const row of rows) {
    notes.set(row.contact_id as number, {
      id: row.id as number,
      contactId: row.contact_id as number,
      kind: row.kind as ReplyNoteKindName,
      status: row.status as string,
      subject: row.subject as string,
      body: row.body as string,
      scheduledFor: asOptionalDate(row.scheduled_for) ?? null,
      sentAt: asOptionalDate(row.sent_at) ?? null,
      threadId: row.thread_id as string | null,
      errorMessage: row.error_message as string | null,
      timezone: row.timezone as string,
    });
  }
  return notes;
}
