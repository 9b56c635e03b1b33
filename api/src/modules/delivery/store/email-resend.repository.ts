// Sending again an email a failure notice showed was not delivered (product.md §10): after Gmail's daily limit
// (limit-notice.service.ts: once, after the hold) or at the user's request after a bounce whose reason is unknown
// (bounce-resend.service.ts). It is a new send of the same row, not a second copy: the one Gmail accepted never reached
// anyone. The row goes back to SCHEDULED, unclaimed, with its job, in one statement; the follow-ups already planned
// from its first send go (markSent plans them again from the new send), the counters its first send bumped come back
// down, and the contact runs again. `undelivered_at` records when, so the failure notices up to then count as settled
// (the pre-send reply check reads past them) and an email resent once after the limit is never resent a third time.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/db.client';
import { sendJobInsertFrom } from './send-job.enqueue';
import { uncountSentOnCampaign } from '../../campaign/store';

export interface ResendInput {
  emailId: number;
  /** When it goes (the hold's end, or now). */
  at: Date;
  /** campaign_emails.error_message while it waits (e.g. 'Not delivered: ... It goes again at ...'), or null. */
  note: string | null;
  /** 'SENT': a limit re-check (only once per email); 'ERROR': the user's retry of a bounce of unknown reason. */
  from: 'SENT' | 'ERROR';
  /** The user's 'Send now' semantics: the window is skipped for this due time. */
  sendNow?: boolean;
  now: Date;
}

/** True when the email was rescheduled (false: not in the state `from` names, or already resent once after a limit). */
export async function scheduleResend(db: Database, input: ResendInput): Promise<boolean> {
  const guard =
    input.from === 'SENT'
      ? sql`e.status = 'SENT' AND e.undelivered_at IS NULL`
      : sql`e.status = 'ERROR' AND e.sent_at IS NOT NULL`;
  const { rows } = await db.execute<{ id: number }>(sql`
    WITH email AS (
      UPDATE campaign_emails e
         SET status = 'SCHEDULED', scheduled_for = ${input.at}, error_message = ${input.note},
             undelivered_at = ${input.now}, claim_token = NULL, claimed_at = NULL, claim_expires_at = NULL,
             attempts = 0, sent_at = NULL, opened_at = NULL, gmail_message_id = NULL, rfc_message_id = NULL,
             server_error_at = NULL, send_now_requested_at = ${input.sendNow ? input.at : null},
             -- A first email starts a new conversation (its old thread holds the failure notice); a follow-up keeps its own.
             thread_id = CASE WHEN e.position = (SELECT min(p.position) FROM campaign_emails p WHERE p.contact_id = e.contact_id)
                              THEN NULL ELSE e.thread_id END,
             updated_at = ${input.now}
       WHERE e.id = ${input.emailId} AND e.kind = 'SEQUENCE' AND ${guard}
      RETURNING e.id, e.contact_id, e.campaign_id, e.position, e.scheduled_for
    ), later AS (
      DELETE FROM campaign_emails l USING email
       WHERE l.contact_id = email.contact_id AND l.position > email.position AND l.kind = 'SEQUENCE'
         AND l.status = 'SCHEDULED' AND l.claim_token IS NULL
      RETURNING l.id
    ), contact AS (
      UPDATE contacts c SET status = 'IN_PROGRESS', stop_reason = NULL, error_message = NULL,
             emails_sent = GREATEST(c.emails_sent - 1, 0), updated_at = ${input.now}
        FROM email WHERE c.id = email.contact_id
         AND (c.status IN ('IN_PROGRESS', 'NO_RESPONSE') OR c.stop_reason = 'BOUNCED_REASON_UNKNOWN')
      RETURNING c.id
    ), campaign AS (${uncountSentOnCampaign(sql.identifier('email'))}
    ), job AS (
      ${sendJobInsertFrom(sql`SELECT id, scheduled_for FROM email`)}
    )
    SELECT id FROM email`);
  return rows.length > 0;
}
