// When a campaign's next email goes: what the settings form and its toast show after a zone or weekend change.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/db.client';

/** The earliest due time of each campaign's unsent emails (absent when none is planned), in one statement. */
export async function loadNextSendTimes(db: Database, campaignIds: readonly number[]): Promise<Map<number, Date>> {
  if (campaignIds.length === 0) return new Map();
  const { rows } = await db.execute<{ campaign_id: number; at: unknown }>(sql`
    SELECT campaign_id, min(scheduled_for) AS at FROM campaign_emails
     WHERE campaign_id IN (${sql.join(
       campaignIds.map((id) => sql`${id}`),
       sql`, `,
     )}) AND status = 'SCHEDULED'
     GROUP BY campaign_id`);
  // Raw results carry timestamps as strings.
  const at = (value: unknown) => new Date(value instanceof Date ? value : String(value));
  return new Map(rows.filter((row) => row.at != null).map((row) => [Number(row.campaign_id), at(row.at)]));
}
