import { sql } from 'drizzle-orm';
import type { Database } from '../../db/db.client';

/**
 * Records the first open of a sent email: openedAt is set once, and a SENT email becomes OPENED (shown as
 * 'Delivered'); later opens and replied/failed emails are left as they are.
 */
export async function recordOpen(db: Database, emailId: number, at: Date = new Date()): Promise<boolean> {
  const { rows } = await db.execute(sql`
    UPDATE campaign_emails
       SET opened_at = ${at}, status = CASE WHEN status = 'SENT' THEN 'OPENED'::campaign_email_status ELSE status END,
           updated_at = ${at}
     WHERE id = ${emailId} AND opened_at IS NULL AND sent_at IS NOT NULL
       AND EXISTS (SELECT 1 FROM campaigns k WHERE k.id = campaign_emails.campaign_id AND k.track_opens)
    RETURNING id`);
  return rows.length > 0;
}
