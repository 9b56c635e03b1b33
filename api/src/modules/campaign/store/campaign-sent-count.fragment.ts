// The campaign's sent figures move in the same statement as the email they count (delivery's claim and resend), so a
// crash can never leave one without the other. The SQL is written here, by the table's owner; delivery composes it.
import { sql, type Name, type SQL } from 'drizzle-orm';

/** CTE body: +1 email sent for the campaigns of `fromSent`'s SEQUENCE rows (`campaign_id`, `kind`), at `sentAt`. */
export const countSentOnCampaign = (fromSent: Name, sentAt: Date): SQL => sql`
      UPDATE campaigns SET emails_sent = emails_sent + 1,
             last_email_sent_at = GREATEST(last_email_sent_at, ${sentAt}), updated_at = ${sentAt}
       WHERE id IN (SELECT campaign_id FROM ${fromSent} WHERE kind = 'SEQUENCE')
      RETURNING id`;

/** CTE body: -1 email sent (never below 0) for the campaign of each row of `fromEmail` (`campaign_id`). */
export const uncountSentOnCampaign = (fromEmail: Name): SQL => sql`
      UPDATE campaigns k SET emails_sent = GREATEST(k.emails_sent - 1, 0)
        FROM ${fromEmail} WHERE k.id = ${fromEmail}.campaign_id
      RETURNING k.id`;
