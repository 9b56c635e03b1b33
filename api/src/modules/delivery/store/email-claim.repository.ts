// The state changes of a campaign email on its way out, each one atomic:
//   claim (SCHEDULED + no claim -> claimed, re-checking contact/campaign/user/grant and the per-account cap in the
//   same transaction; the project-wide rate slot is taken just before, see send-rate.ts) -> Gmail call -> markSent (email, campaign and contact counters, the
//   next follow-up and its job, in one statement), or release / fail.
// Every write after the claim names the claim token, so a worker whose claim was taken over changes nothing.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/db.client';
import { DELIVERY_NOT_IN_SENT, DELIVERY_UNCONFIRMED, OUT_OF_OFFICE_MOVE_PREFIX } from 'contracts';
import type { ClaimResult } from './delivery-context.repository';
import { runPrepared } from './prepared-query.util';
import { wakeWorkers, type SqlRunner } from '../../../jobs/job.queue';
import { JobName } from '../../../jobs/job-names.constants';
import { sendJobInsertFrom } from './send-job.enqueue';
import { asDate } from './sql-values.util';
import { conversationAnchorFor } from './conversation-headers.util';
import { sendingPausedUntil } from './mail-grant-reads.repository';
import { countSentOnCampaign } from '../../campaign/store';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ClaimInput {
  emailId: number;
  userId: string;
  token: string;
  /** The Message-ID the email will carry (kept if one was recorded before). */
  messageId: string;
  now: Date;
  claimTtlMs: number;
  dailySendCap: number;
}

export type { ClaimResult };

/**
 * Claims the email for sending if it is still SCHEDULED and unclaimed, its contact still expects it, the campaign
 * is active, the account exists with a live grant and the account is under its 24-hour cap. All or nothing, in
 * one round trip: the plpgsql function claim_campaign_email (migration 0005) takes a per-account advisory lock so two claims of one account never both pass the cap.
 */
export async function claimForSend(db: Database, input: ClaimInput): Promise<ClaimResult> {
  const capSince = new Date(input.now.getTime() - DAY_MS);
  const expiresAt = new Date(input.now.getTime() + input.claimTtlMs);
  const [row] = await runPrepared<{ result: ClaimResult }>(
    db,
    'delivery_claim',
    sql`SELECT claim_campaign_email(${input.emailId}::integer, ${input.userId}::uuid, ${input.token}::text,
          ${input.messageId}::text, ${input.now}::timestamptz, ${expiresAt}::timestamptz, ${capSince}::timestamptz,
          ${input.dailySendCap}::integer) AS result`,
  );
  return row!.result;
}

/** When the account drops back under its cap, or undefined if it is under it now. */
export async function capReleaseAt(db: Database, userId: string, now: Date, dailySendCap: number): Promise<Date | undefined> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const { rows } = await db.execute<{ sent_at: unknown }>(sql`
    SELECT sent_at FROM campaign_emails
     WHERE user_id = ${userId} AND sent_at > ${dayAgo}
     ORDER BY sent_at DESC OFFSET ${dailySendCap - 1} LIMIT 1`);
  const oldestCounted = rows[0]?.sent_at;
  return oldestCounted ? new Date(asDate(oldestCounted).getTime() + DAY_MS + 1) : undefined;
}

/**
 * When the account may send again, if it cannot now: after our own 24-hour cap frees a place and after Gmail's daily
 * sending limit lifts, whichever is later (the two count together). `gmailLimit` says Gmail's limit is the reason.
 */
export async function sendingResumesAt(
  db: Database,
  userId: string,
  now: Date,
  dailySendCap: number,
): Promise<{ at: Date; gmailLimit: boolean } | undefined> {
  const [cap, paused] = await Promise.all([capReleaseAt(db, userId, now, dailySendCap), sendingPausedUntil(db, userId, now)]);
  if (paused && (!cap || paused.getTime() >= cap.getTime())) return { at: paused, gmailLimit: true };
  return cap ? { at: cap, gmailLimit: false } : undefined;
}

/** Gmail refused the attempt (nothing was sent): the email is claimable again. */
export async function releaseClaim(
  db: Database,
  input: {
    emailId: number;
    token: string;
    now: Date;
    errorMessage?: string | null;
    dropThread?: boolean;
    /** The attempt does not count towards GMAIL_MAX_SEND_ATTEMPTS (e.g. Gmail's daily limit: a wait, not a failure). */
    uncountAttempt?: boolean;
  },
): Promise<void> {
  await db.execute(sql`
    UPDATE campaign_emails
       SET claim_token = NULL, claimed_at = NULL, claim_expires_at = NULL,
           error_message = ${input.errorMessage ?? null},
           attempts = CASE WHEN ${input.uncountAttempt === true} THEN GREATEST(attempts - 1, 0) ELSE attempts END,
           thread_id = CASE WHEN ${input.dropThread === true} THEN NULL ELSE thread_id END,
           updated_at = ${input.now}
     WHERE id = ${input.emailId} AND claim_token = ${input.token}`);
}

/**
 * Gmail answered this attempt 5xx: it may have sent it anyway, so the first such attempt's start is kept for the look
 * in the mailbox before any resend (product.md §10). Called while the claim is held, before it is released.
 */
export async function recordServerError(db: Database, input: { emailId: number; token: string; began: Date }): Promise<void> {
  await db.execute(sql`
    UPDATE campaign_emails SET server_error_at = COALESCE(server_error_at, ${input.began})
     WHERE id = ${input.emailId} AND claim_token = ${input.token}`);
}

export interface MarkSentInput {
  emailId: number;
  token: string;
  sentAt: Date;
  gmailMessageId: string;
  threadId: string;
  /** The Message-ID the email went out with (Gmail's own when it could be read back, else the one we set). */
  rfcMessageId: string;
  /**
   * The Message-ID the claim recorded (ours): how a late confirmation of an email given up on as unconfirmed is
   * matched. Defaults to rfcMessageId.
   */
  claimedMessageId?: string;
  /** rfcMessageId was read back from Gmail: the ID the recipient got, which later emails of the run may reference. */
  messageIdFromGmail?: boolean;
  /** What actually went out (placeholders filled). */
  subject: string;
  body: string;
  /** The provider's link that opens the sent email, when it gave one (Outlook's webLink). */
  webLink?: string;
  /** The follow-up to materialise, due from the actual sentAt; absent after the last step. */
  next?: FollowUpInput;
  /**
   * There is a next step but its follow-up could not be computed: the email is SENT all the same, the contact stays
   * IN_PROGRESS, and the housekeeping (`scheduleMissingFollowUps`) creates the follow-up later.
   */
  followUpPending?: boolean;
}

export interface FollowUpInput {
  stepId: number;
  subject: string;
  body: string;
  dueAt: Date;
  /** Same-thread follow-ups join this email's Gmail thread. */
  threadId: string | null;
  /** Why it is due later than counted (a public holiday), kept as the email's note; null when nothing moved it. */
  note?: string | null;
}

/**
 * Marks the email SENT and keeps the counters true in the same statement: campaign emailsSent/lastEmailSentAt,
 * contact emailsSent and status (NO_RESPONSE after the last step), and the next follow-up with its send job.
 * Also accepts a late confirmation of an email given up on as unconfirmed (by another worker, or found later in
 * the Sent folder; see delivery-confirmation.ts), matched by its Message-ID.
 * Returns false if the email was no longer ours to mark.
 */
export async function markSent(db: Database, input: MarkSentInput): Promise<boolean> {
  const hasNext = input.next !== undefined;
  // A run's first email (no thread yet) went out with the anchor its claimed Message-ID gives (send-claimed.service.ts).
  const anchor = conversationAnchorFor(input.claimedMessageId ?? input.rfcMessageId);
  const moreToCome = hasNext || input.followUpPending === true;
  const rows = await runPrepared<{ sent: number }>(
    db,
    'delivery_mark_sent',
    sql`
    WITH sent AS (
      UPDATE campaign_emails
         SET status = 'SENT', sent_at = ${input.sentAt}, gmail_message_id = ${input.gmailMessageId},
             thread_id = ${input.threadId}, rfc_message_id = ${input.rfcMessageId},
             outlook_web_link = ${input.webLink ?? null},
             message_id_from_gmail = ${input.messageIdFromGmail === true},
             conversation_anchor = COALESCE(conversation_anchor, CASE WHEN thread_id IS NULL THEN ${anchor}::text END),
             subject = ${input.subject}, body = ${input.body},
             claim_token = NULL, claimed_at = NULL, claim_expires_at = NULL, error_message = NULL,
             updated_at = ${input.sentAt}
       WHERE id = ${input.emailId}
         AND ((status = 'SCHEDULED' AND claim_token = ${input.token})
              OR (status = 'ERROR' AND error_message IN (${DELIVERY_UNCONFIRMED}, ${DELIVERY_NOT_IN_SENT})
                  AND rfc_message_id = ${input.claimedMessageId ?? input.rfcMessageId}))
      RETURNING id, user_id, campaign_id, contact_id, position, kind, conversation_anchor
    ), campaign AS (${countSentOnCampaign(sql.identifier('sent'), input.sentAt)}
    ), contact AS (
      UPDATE contacts SET emails_sent = emails_sent + 1, updated_at = ${input.sentAt},
             status = CASE
               WHEN status = 'RESPONDED' THEN status
               WHEN status = 'ERROR' AND error_message IS NULL THEN status
               WHEN status = 'ERROR' AND error_message NOT IN (${DELIVERY_UNCONFIRMED}, ${DELIVERY_NOT_IN_SENT}) THEN status
               WHEN ${moreToCome} THEN 'IN_PROGRESS'::contact_status
               ELSE 'NO_RESPONSE'::contact_status END,
             error_message = CASE WHEN error_message IN (${DELIVERY_UNCONFIRMED}, ${DELIVERY_NOT_IN_SENT}) THEN NULL
                                  ELSE error_message END
       WHERE id IN (SELECT contact_id FROM sent WHERE kind = 'SEQUENCE')
      RETURNING id
    ), next_email AS (
      INSERT INTO campaign_emails (user_id, campaign_id, contact_id, step_id, position, subject, body, status, scheduled_for, thread_id,
                                   error_message, conversation_anchor)
      SELECT user_id, campaign_id, contact_id, ${input.next?.stepId ?? null}::integer, position + 1,
             ${input.next?.subject ?? ''}, ${input.next?.body ?? ''}, 'SCHEDULED', ${input.next?.dueAt ?? null}::timestamptz,
             ${input.next?.threadId ?? null}::text, ${input.next?.note ?? null}::text,
             CASE WHEN ${input.next?.threadId ?? null}::text IS NOT NULL THEN conversation_anchor END
        FROM sent WHERE ${hasNext} AND kind = 'SEQUENCE'
      ON CONFLICT (contact_id, position) DO NOTHING
      RETURNING id, scheduled_for
    ), next_job AS (
      ${sendJobInsertFrom(sql`SELECT id, scheduled_for FROM next_email`)}
      RETURNING id
    )
    SELECT (SELECT count(*) FROM sent)::int AS sent, (SELECT count(*) FROM campaign)::int AS campaigns,
           (SELECT count(*) FROM contact)::int AS contacts, (SELECT count(*) FROM next_job)::int AS jobs`,
  );
  return (rows[0]?.sent ?? 0) > 0;
}

/**
 * Materialises the follow-up of an email already SENT (its computation failed when it was recorded, see
 * MarkSentInput.followUpPending) with its send job, in one statement. Harmless if it exists already. Returns whether
 * it was created.
 */
export async function insertFollowUp(db: Database, input: { sentEmailId: number; next: FollowUpInput }): Promise<boolean> {
  const { next } = input;
  const { rows } = await db.execute<{ created: number }>(sql`
    WITH sent AS (
      SELECT user_id, campaign_id, contact_id, position, conversation_anchor FROM campaign_emails
       WHERE id = ${input.sentEmailId} AND sent_at IS NOT NULL
    ), next_email AS (
      INSERT INTO campaign_emails (user_id, campaign_id, contact_id, step_id, position, subject, body, status, scheduled_for, thread_id,
                                   error_message, conversation_anchor)
      SELECT user_id, campaign_id, contact_id, ${next.stepId}::integer, position + 1, ${next.subject}, ${next.body}, 'SCHEDULED',
             ${next.dueAt}::timestamptz, ${next.threadId}::text, ${next.note ?? null}::text,
             CASE WHEN ${next.threadId}::text IS NOT NULL THEN conversation_anchor END
        FROM sent
      ON CONFLICT (contact_id, position) DO NOTHING
      RETURNING id, scheduled_for
    ), next_job AS (
      ${sendJobInsertFrom(sql`SELECT id, scheduled_for FROM next_email`)}
      RETURNING id
    )
    SELECT (SELECT count(*) FROM next_email)::int AS created, (SELECT count(*) FROM next_job)::int AS jobs`);
  return (rows[0]?.created ?? 0) > 0;
}

/** Marks the email ERROR (and its contact, whose sequence stops). With a token only if still ours. */
export async function markEmailFailed(
  db: Database,
  input: { emailId: number; token?: string; expiredBefore?: Date; message: string; now: Date },
): Promise<boolean> {
  const ownership = input.token
    ? sql`claim_token = ${input.token}`
    : input.expiredBefore
      ? sql`claim_token IS NOT NULL AND claim_expires_at <= ${input.expiredBefore}`
      : sql`claim_token IS NULL`;
  const { rows } = await db.execute<{ id: number }>(sql`
    WITH failed AS (
      UPDATE campaign_emails
         SET status = 'ERROR', error_message = ${input.message},
             -- claimed_at stays: when an interrupted send began (its copy in the Sent folder is looked for from then).
             claim_token = NULL, claim_expires_at = NULL, updated_at = ${input.now}
       WHERE id = ${input.emailId} AND status = 'SCHEDULED' AND ${ownership}
      RETURNING contact_id
    )
    UPDATE contacts SET status = 'ERROR', error_message = ${input.message}, updated_at = ${input.now}
     WHERE id IN (SELECT contact_id FROM failed) AND (status IS NULL OR status <> 'RESPONDED')
    RETURNING id`);
  return rows.length > 0;
}

/** An interrupted send proved absent from the Sent folder: the email and its contact say so (still ERROR). */
export async function markNotInSent(db: Database, input: { emailId: number; now: Date }): Promise<void> {
  await db.execute(sql`
    WITH email AS (
      UPDATE campaign_emails SET error_message = ${DELIVERY_NOT_IN_SENT}, updated_at = ${input.now}
       WHERE id = ${input.emailId} AND status = 'ERROR' AND error_message = ${DELIVERY_UNCONFIRMED}
      RETURNING contact_id
    )
    UPDATE contacts SET error_message = ${DELIVERY_NOT_IN_SENT}, updated_at = ${input.now}
     WHERE id IN (SELECT contact_id FROM email) AND status = 'ERROR' AND error_message = ${DELIVERY_UNCONFIRMED}`);
}

/**
 * Due again at `runAt` (a new send job). `scheduledFor` moves only when the due time itself changes (window,
 * cap); retries keep the original due time so lateness stays visible.
 */
export async function rescheduleEmail(
  db: Database,
  input: { emailId: number; runAt: Date; moveDueTime: boolean; errorMessage?: string | null; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: number }>(sql`
      UPDATE campaign_emails
         SET scheduled_for = CASE WHEN ${input.moveDueTime} THEN ${input.runAt}::timestamptz ELSE scheduled_for END,
             error_message = COALESCE(${input.errorMessage ?? null},
               CASE WHEN error_message LIKE ${`${OUT_OF_OFFICE_MOVE_PREFIX}%`} THEN error_message END),
             updated_at = ${input.now}
       WHERE id = ${input.emailId} AND status = 'SCHEDULED' AND claim_token IS NULL
      RETURNING id`);
    if (rows.length === 0) return;
    await scheduleJobOnly(tx, input.emailId, input.runAt, input.now);
  });
}

/** Gmail refused the reply check before this follow-up: counted, so the next check waits longer (product.md §10). */
export async function countReplyCheckFailure(db: Database, emailId: number): Promise<number> {
  const { rows } = await db.execute<{ failures: number }>(sql`
    UPDATE campaign_emails SET reply_check_failures = reply_check_failures + 1
     WHERE id = ${emailId} RETURNING reply_check_failures AS failures`);
  return rows[0]?.failures ?? 1;
}

/** A new send job for the email without touching it (e.g. to look at someone else's claim after it expires). */
export async function scheduleJobOnly(runner: SqlRunner, emailId: number, runAt: Date, now: Date): Promise<void> {
  await runner.execute(sendJobInsertFrom(sql`SELECT ${emailId}::integer, ${runAt}::timestamptz`));
  if (runAt.getTime() <= now.getTime()) await wakeWorkers(runner, JobName.SEND_CAMPAIGN_EMAIL, now);
}

/** The email waits (no job) until something changes; the message says what. */
export async function setWaiting(db: Database, input: { emailId: number; message: string; now: Date }): Promise<void> {
  await db.execute(sql`
    UPDATE campaign_emails SET error_message = ${input.message}, updated_at = ${input.now}
     WHERE id = ${input.emailId} AND status = 'SCHEDULED' AND claim_token IS NULL
       AND error_message IS DISTINCT FROM ${input.message}`);
}

/** Removes an email that will never go out (its contact replied, bounced or finished); sent history is untouched. */
export async function cancelScheduledEmail(db: Database, emailId: number): Promise<void> {
  await db.execute(sql`DELETE FROM campaign_emails WHERE id = ${emailId} AND status = 'SCHEDULED' AND claim_token IS NULL`);
}

/** Old per-second counters are only history. */
export async function pruneSendRateWindows(db: Database, now: Date = new Date()): Promise<void> {
  await db.execute(sql`DELETE FROM send_rate_windows WHERE second < ${Math.floor(now.getTime() / 1000) - 120}`);
}
