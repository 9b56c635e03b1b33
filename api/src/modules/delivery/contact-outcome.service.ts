// The ends of a contact's sequence that do not come from sending: a reply (detected, or marked by the user) and
// a bounce. Both stop the sequence at once: the contact's status is what every claim re-checks, and its
// not-yet-sent emails are removed.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/db.client';
import { bounced, NO_RESPONSE_AFTER_DAYS } from 'contracts';

export interface ContactReplyInput {
  contactId: number;
  /** When the reply arrived. */
  respondedAt: Date;
  /** The Gmail thread replied in; without it the latest sent email counts as the one answered. */
  threadId?: string;
  now?: Date;
}

/** Sets RESPONDED + respondedAt on the contact and RECEIVED on the email answered; idempotent. */
export async function markContactResponded(db: Database, input: ContactReplyInput): Promise<boolean> {
  const now = input.now ?? new Date();
  const threadFilter = input.threadId ? sql`AND thread_id = ${input.threadId}` : sql``;
  const { rows } = await db.execute<{ id: number }>(sql`
    WITH contact AS (
      UPDATE contacts SET status = 'RESPONDED', responded_at = COALESCE(responded_at, ${input.respondedAt}),
             error_message = NULL, updated_at = ${now}
       WHERE id = ${input.contactId} AND status IS DISTINCT FROM 'RESPONDED'
      RETURNING id
    ), answered AS (
      UPDATE campaign_emails SET status = 'RECEIVED', responded_at = ${input.respondedAt}, updated_at = ${now}
       WHERE id = (SELECT id FROM campaign_emails
                    WHERE contact_id = ${input.contactId} AND sent_at IS NOT NULL ${threadFilter}
                    ORDER BY position DESC LIMIT 1)
         AND EXISTS (SELECT 1 FROM contact)
      RETURNING id
    ), cancelled AS (
      DELETE FROM campaign_emails
       WHERE contact_id = ${input.contactId} AND status = 'SCHEDULED' AND claim_token IS NULL
         AND EXISTS (SELECT 1 FROM contact)
      RETURNING id
    )
    SELECT id FROM contact`);
  return rows.length > 0;
}

/** A mailer-daemon bounce: the email and the contact become ERROR and the sequence stops. */
export async function markContactBounced(
  db: Database,
  input: { contactId: number; threadId: string; bouncedAt: Date; now?: Date },
): Promise<boolean> {
  const now = input.now ?? new Date();
  const found = await db.execute<{ email: string | null }>(sql`SELECT email FROM contacts WHERE id = ${input.contactId}`);
  const message = bounced(found.rows[0]?.email ?? 'the contact');
  const { rows } = await db.execute<{ id: number }>(sql`
    WITH contact AS (
      UPDATE contacts SET status = 'ERROR', error_message = ${message}, updated_at = ${now}
       WHERE id = ${input.contactId} AND status IS DISTINCT FROM 'RESPONDED' AND status IS DISTINCT FROM 'ERROR'
      RETURNING id
    ), failed AS (
      UPDATE campaign_emails SET status = 'ERROR', error_message = ${message}, updated_at = ${now}
       WHERE id = (SELECT id FROM campaign_emails
                    WHERE contact_id = ${input.contactId} AND thread_id = ${input.threadId} AND sent_at IS NOT NULL
                    ORDER BY position DESC LIMIT 1)
         AND EXISTS (SELECT 1 FROM contact)
      RETURNING id
    ), cancelled AS (
      DELETE FROM campaign_emails
       WHERE contact_id = ${input.contactId} AND status = 'SCHEDULED' AND claim_token IS NULL
         AND EXISTS (SELECT 1 FROM contact)
      RETURNING id
    )
    SELECT id FROM contact`);
  return rows.length > 0;
}

/**
 * The quiet end of a sequence: once a contact's last email has gone unanswered for `NO_RESPONSE_AFTER_DAYS`, the
 * emails they were sent move from SENT/OPENED to NO_RESPONSE (openedAt stays, so an opened email still shows as
 * opened). The contact itself is NO_RESPONSE from the moment the last step is sent. A reply that arrives later still
 * wins: the reply poller watches NO_RESPONSE contacts and `markContactResponded` sets RECEIVED on the email answered.
 * Returns how many emails changed.
 */
export async function closeUnansweredSequences(db: Database, now: Date): Promise<number> {
  const quietSince = new Date(now.getTime() - NO_RESPONSE_AFTER_DAYS * 24 * 60 * 60 * 1000);
  const { rows } = await db.execute<{ id: number }>(sql`
    UPDATE campaign_emails e SET status = 'NO_RESPONSE', updated_at = ${now}
      FROM contacts c
     WHERE c.id = e.contact_id AND c.status = 'NO_RESPONSE' AND c.responded_at IS NULL
       AND e.status IN ('SENT', 'OPENED')
       AND NOT EXISTS (SELECT 1 FROM campaign_emails later
                        WHERE later.contact_id = c.id AND (later.sent_at IS NULL OR later.sent_at > ${quietSince}))
    RETURNING e.id`);
  return rows.length;
}
