// The heads-up claim of send-only accounts (notification/heads-up.service.ts sends the heads-up): it marks
// campaign_emails.heads_up_sent_at, so it lives with delivery, the one writer of campaign_emails (issue 36).
import { sql } from 'drizzle-orm';
import { HEADS_UP_LEAD_MS, HEADS_UP_MIN_LEAD_MS, MAIL_HEADER_READ_SCOPES, MAIL_SEND_SCOPES } from 'contracts';
import type { DbOrTx } from '../../../db/db.client';

export type ClaimedHeadsUp = {
  id: number;
  user_id: string;
  campaign_id: number;
  contact_id: number;
  subject: string;
  /** The follow-up's own text: where the user's casing of the company is found ('SmartHR', not 'Smarthr'). */
  body: string;
  scheduled_for: Date | string;
  heads_up_sent_at: Date | string;
  user_email: string;
  user_name: string;
  first_name: string;
  last_name: string | null;
  contact_email: string | null;
  timezone: string;
};

/**
 * Claims the follow-ups due within HEADS_UP_LEAD_MS whose owner is on the send-only tier and has verified the
 * account's address (product.md §11): until then nobody has shown the address is theirs, so nothing the account
 * wrote is mailed to it. A follow-up of an unverified owner stays unclaimed: verified in time, the heads-up goes.
 */
export async function claimDueHeadsUps(db: DbOrTx, now: Date, batch: number): Promise<ClaimedHeadsUp[]> {
  const headerScopes = sql.join(
    MAIL_HEADER_READ_SCOPES.map((scope) => sql`${scope}`),
    sql`, `,
  );
  const sendScopes = sql.join(
    MAIL_SEND_SCOPES.map((scope) => sql`${scope}`),
    sql`, `,
  );
  const { rows } = await db.execute<ClaimedHeadsUp>(sql`
    WITH due AS (
      SELECT e.id FROM campaign_emails e
        JOIN contacts c ON c.id = e.contact_id
        JOIN campaigns k ON k.id = e.campaign_id
        JOIN users u ON u.id = e.user_id
        JOIN mail_grants g ON g.user_id = e.user_id
       WHERE e.position > 1 AND e.status = 'SCHEDULED' AND e.claim_token IS NULL AND e.sent_at IS NULL
         AND e.heads_up_sent_at IS NULL
         AND e.scheduled_for > ${new Date(now.getTime() + HEADS_UP_MIN_LEAD_MS)}
         AND e.scheduled_for <= ${new Date(now.getTime() + HEADS_UP_LEAD_MS)}
         AND c.deleted_at IS NULL AND c.is_active AND c.status = 'IN_PROGRESS'
         AND k.deleted_at IS NULL AND k.is_active AND u.deleted_at IS NULL AND u.email_verified
         AND g.revoked_at IS NULL AND g.refresh_token_ciphertext IS NOT NULL
         AND g.scopes && ARRAY[${sendScopes}]::text[] AND NOT (g.scopes && ARRAY[${headerScopes}]::text[])
       ORDER BY e.scheduled_for
       LIMIT ${batch}
       FOR UPDATE OF e SKIP LOCKED
    )
    UPDATE campaign_emails e SET heads_up_sent_at = ${now}
      FROM due, contacts c, campaigns k, users u
     WHERE e.id = due.id AND e.heads_up_sent_at IS NULL
       AND c.id = e.contact_id AND k.id = e.campaign_id AND u.id = e.user_id
    RETURNING e.id, e.user_id, e.campaign_id, e.contact_id, e.subject, e.body, e.scheduled_for, e.heads_up_sent_at,
              u.email AS user_email, u.name AS user_name, c.first_name, c.last_name, c.email AS contact_email, k.timezone`);
  return rows;
}

/** Gives a heads-up claim back (the next run retries), only if it is still the claim made at `claimedAt`. */
export async function releaseHeadsUpClaim(db: DbOrTx, emailId: number, claimedAt: Date): Promise<void> {
  await db.execute(sql`
    UPDATE campaign_emails SET heads_up_sent_at = NULL
     WHERE id = ${emailId} AND heads_up_sent_at = ${claimedAt}`);
}
