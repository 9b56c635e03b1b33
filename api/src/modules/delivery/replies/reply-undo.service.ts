// Taking back 'Mark as replied' (undoMarkReplied): allowed for a reply the user marked in the app, until the next
// email's would-be send (contacts.reply_undo_until). In one transaction the contact and the answered email get back
// their state, and the follow-up the mark cancelled is created again, due when it would have gone (computed as the
// engine does: from the previous email's actual send time + its delay, in the window) with its send job, never before
// the latest out-of-office return date known for the contact.
import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../../db/db.client';
import { firstSendAt, policyColumns, policyOfRow, type PolicyRow } from '../../scheduling';
import {
  asDate,
  asOptionalDate,
  enqueueSendJobs,
  insertFollowUp,
  insertScheduledEmail,
  readDeliveryContext,
  unmarkAnsweredEmails,
} from '../store';
import { followUpAfter, holdNextForReturn } from '../schedule';

export type UndoMarkedReplyResult =
  | { outcome: 'undone'; status: 'IN_PROGRESS' | 'NO_RESPONSE'; resumed?: { emailId: number; scheduledFor: Date } }
  /** Not the user's contact (or deleted). */
  | { outcome: 'not-found' }
  /** The reply was detected (or the contact is not RESPONDED by a mark): nothing to take back. */
  | { outcome: 'not-marked' }
  /** now >= reply_undo_until: the email would already have gone. */
  | { outcome: 'too-late' }
  /** The caller's guard refused (e.g. the address is now in another active sequence); nothing changed. */
  | { outcome: 'refused'; message: string };

type ContactRow = {
  id: number;
  campaign_id: number;
  status: string | null;
  stop_reason: string | null;
  reply_undo_until: unknown;
} & PolicyRow;

export async function undoMarkedReply(
  db: Database,
  input: {
    userId: string;
    contactId: number;
    now?: Date;
    /**
     * Runs in the transaction, with the contact locked, before anything is restored: a message refuses the undo.
     * The contact module checks its recipient rules here (delivery cannot import it).
     */
    guard?: (tx: DbOrTx) => Promise<string | null>;
  },
): Promise<UndoMarkedReplyResult> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<ContactRow>(sql`
      SELECT c.id, c.campaign_id, c.status, c.stop_reason, c.reply_undo_until, ${policyColumns('k')}
        FROM contacts c JOIN campaigns k ON k.id = c.campaign_id AND k.deleted_at IS NULL
       WHERE c.id = ${input.contactId} AND c.user_id = ${input.userId} AND c.deleted_at IS NULL
       FOR UPDATE OF c`);
    const contact = rows[0];
    if (!contact) return { outcome: 'not-found' };
    if (contact.status !== 'RESPONDED' || contact.stop_reason !== 'MARKED_REPLIED') return { outcome: 'not-marked' };
    const until = asOptionalDate(contact.reply_undo_until);
    if (!until || now.getTime() >= until.getTime()) return { outcome: 'too-late' };
    const refusal = input.guard ? await input.guard(tx) : null;
    if (refusal) return { outcome: 'refused', message: refusal };

    // An outcome set with the mark (e.g. 'Not moving forward' from the app) is taken back with it, and the one the user
    // had set before the mark (e.g. 'Application received') comes back; the history stays.
    await tx.execute(sql`
      UPDATE contacts SET outcome = outcome_before_mark, outcome_confirmed_at = outcome_confirmed_before_mark_at,
             outcome_before_mark = NULL, outcome_confirmed_before_mark_at = NULL
       WHERE id = ${contact.id}`);
    return restoreStoppedSequence(tx, { userId: input.userId, contact, firstDueAt: until, now });
  });
}

export type RestoredSequence = Extract<UndoMarkedReplyResult, { outcome: 'undone' }>;

/**
 * Puts a stopped sequence back as if nothing had stopped it (in the caller's transaction, contact locked): the
 * contact IN_PROGRESS (NO_RESPONSE when every email had gone), the answered email SENT (or OPENED), and the next
 * follow-up created with its job, due as the engine would have computed it; a first email never sent goes at
 * `firstDueAt` (in the window). Shared by the undo of 'Mark as replied' and by an outcome that is not a reply.
 */
export async function restoreStoppedSequence(
  tx: DbOrTx,
  input: {
    userId: string;
    contact: Pick<ContactRow, 'id' | 'campaign_id' | keyof PolicyRow>;
    firstDueAt: Date;
    now: Date;
  },
): Promise<RestoredSequence> {
  const { contact, now } = input;
  // The latest email that went out, and the step after it (the first step when none went out yet).
  const { rows: latestRows } = await tx.execute<{ id: number; position: number; sent_at: unknown }>(sql`
    SELECT id, position, sent_at FROM campaign_emails
     WHERE contact_id = ${contact.id} AND sent_at IS NOT NULL AND kind = 'SEQUENCE' ORDER BY position DESC LIMIT 1`);
  const latest = latestRows[0];
  const { rows: nextSteps } = await tx.execute<{ id: number; position: number; subject: string; body: string }>(sql`
    SELECT id, position, subject, body FROM sequence_steps
     WHERE campaign_id = ${contact.campaign_id} AND position > ${latest?.position ?? 0}
     ORDER BY position LIMIT 1`);
  const nextStep = nextSteps[0];
  const status = nextStep ? 'IN_PROGRESS' : 'NO_RESPONSE';

  await tx.execute(sql`
    UPDATE contacts SET status = ${status}, responded_at = NULL, stop_reason = NULL, reply_undo_until = NULL,
           updated_at = ${now}
     WHERE id = ${contact.id}`);
  await unmarkAnsweredEmails(tx, { contactId: contact.id, now });
  if (!nextStep) return { outcome: 'undone', status };

  if (!latest) {
    // Marked before the first email went: it goes when it was due.
    const dueAt = firstSendAt(input.firstDueAt, policyOfRow(contact));
    const createdId = await insertScheduledEmail(tx, {
      userId: input.userId,
      campaignId: contact.campaign_id,
      contactId: contact.id,
      step: nextStep,
      dueAt,
    });
    if (!createdId) return { outcome: 'undone', status };
    await enqueueSendJobs(tx, [{ campaignEmailId: createdId, runAt: dueAt }], now);
    const held = await holdNextForReturn(tx, { contactId: contact.id, now });
    return { outcome: 'undone', status, resumed: { emailId: createdId, scheduledFor: held ?? dueAt } };
  }

  // As scheduleMissingFollowUps does: from the actual send time, the subject that went out, its thread.
  const context = await readDeliveryContext(tx, latest.id);
  if (!context?.nextStep || !context.threadId) return { outcome: 'undone', status };
  const next = followUpAfter(context, asDate(latest.sent_at), context.subject, context.threadId);
  if (!next || !(await insertFollowUp(tx, { sentEmailId: latest.id, next }))) return { outcome: 'undone', status };
  const { rows: resumed } = await tx.execute<{ id: number }>(sql`
    SELECT id FROM campaign_emails WHERE contact_id = ${contact.id} AND position = ${latest.position + 1}`);
  // An away recipient is still away: the follow-up keeps waiting for the latest known return date, with its note.
  const held = await holdNextForReturn(tx, { contactId: contact.id, now });
  return { outcome: 'undone', status, resumed: { emailId: resumed[0]!.id, scheduledFor: held ?? next.dueAt } };
}
