import { sql } from 'drizzle-orm';
import { shareOfApplicationsPercent } from 'contracts';
import type { Database } from '../../db/db.client';
import { campaigns } from '../../db/schema';
import { applicationStagesSql } from './application-stages.repository';

export interface HomeDashboardSummary {
  id: string;
  /** Active (not paused, not deleted) campaigns: the 'Active Campaigns' card. */
  campaigns: number;
  contacts: number;
  emailSent: number;
  /** The funnel's 'Replies' share of the applications (the same read model, application-stages.repository). */
  responseRate: number;
}

/** The four figures of /dashboard/home in one round trip. Deleted campaigns and their contacts do not count. */
export async function homeDashboard(db: Database, userId: string): Promise<HomeDashboardSummary> {
  const result = await db.execute<{ campaigns: number; email_sent: number; contacts: number; responded: number }>(sql`
    ${applicationStagesSql(userId)}
    select
      (select count(*)::int from ${campaigns}
        where user_id = ${userId} and deleted_at is null and is_active) as campaigns,
      (select coalesce(sum(emails_sent), 0)::int from ${campaigns}
        where user_id = ${userId} and deleted_at is null) as email_sent,
      counted.contacts, counted.responded
    from (select count(*)::int as contacts, count(*) filter (where is_reply)::int as responded from answered) counted`);
  const row = result.rows[0];
  const total = Number(row?.contacts ?? 0);
  return {
    id: userId,
    campaigns: Number(row?.campaigns ?? 0),
    contacts: total,
    emailSent: Number(row?.email_sent ?? 0),
    responseRate: shareOfApplicationsPercent(Number(row?.responded ?? 0), total),
  };
}
