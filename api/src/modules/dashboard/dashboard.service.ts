import { sql } from 'drizzle-orm';
import type { Database } from '../../db/db.client';
import { campaigns, contacts } from '../../db/schema';
import { responseRatePercent } from '../campaign';

export interface HomeDashboardSummary {
  id: string;
  /** Active (not paused, not deleted) campaigns: the 'Active Campaigns' card. */
  campaigns: number;
  contacts: number;
  emailSent: number;
  responseRate: number;
}

/** The four figures of /dashboard/home in one round trip. Deleted campaigns and their contacts do not count. */
export async function homeDashboard(db: Database, userId: string): Promise<HomeDashboardSummary> {
  const result = await db.execute<{ campaigns: number; email_sent: number; contacts: number; responded: number }>(sql`
    select
      (select count(*)::int from ${campaigns}
        where user_id = ${userId} and deleted_at is null and is_active) as campaigns,
      (select coalesce(sum(emails_sent), 0)::int from ${campaigns}
        where user_id = ${userId} and deleted_at is null) as email_sent,
      counted.contacts, counted.responded
    from (
      select count(*)::int as contacts, count(*) filter (where ct.status = 'RESPONDED')::int as responded
        from ${contacts} ct join ${campaigns} cp on cp.id = ct.campaign_id
       where ct.user_id = ${userId} and ct.deleted_at is null and cp.deleted_at is null
    ) counted`);
  const row = result.rows[0];
  const total = Number(row?.contacts ?? 0);
  return {
    id: userId,
    campaigns: Number(row?.campaigns ?? 0),
    contacts: total,
    emailSent: Number(row?.email_sent ?? 0),
    responseRate: responseRatePercent(Number(row?.responded ?? 0), total),
  };
}
