// When a campaign's next email goes: what the settings form and its toast show after a zone or weekend change.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/db.client';

/** The earliest due time of the campaign's unsent emails, or null when none is planned. */
export async function nextSendAt(db: Database, campaignId: number): Promise<Date | null> {
  const { rows } = await db.execute<{ at: unknown }>(sql`
    SELECT min(scheduled_for) AS at FROM campaign_emails WHERE campaign_id = ${campaignId} AND status = 'SCHEDULED'`);
  const at = rows[0]?.at;
  // Raw results carry timestamps as strings.
  return at == null ? null : new Date(at instanceof Date ? at : String(at));
}
