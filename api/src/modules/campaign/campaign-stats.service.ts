import { count, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/db.client';
import { campaignEmails, contacts, sequenceSteps } from '../../db/schema';
import type { CampaignStats } from '../../core/graphql-loaders.types';

export type { CampaignStats };

export const EMPTY_CAMPAIGN_STATS: CampaignStats = { contacts: 0, responded: 0, opened: 0, averageResponseHours: null };

export async function loadCampaignStats(db: Database, campaignIds: readonly number[]): Promise<Map<number, CampaignStats>> {
  const rows = await db.execute<{
    campaign_id: number;
    contacts: number;
    responded: number;
    opened: number;
    average_response_hours: string | null;
  }>(sql`
    select c.campaign_id,
           count(*)::int as contacts,
           count(*) filter (where c.status = 'RESPONDED')::int as responded,
           coalesce(sum(first_sent.opened), 0)::int as opened,
           avg(extract(epoch from (c.responded_at - first_sent.sent_at)) / 3600)
             filter (where c.responded_at is not null and first_sent.sent_at is not null) as average_response_hours
      from ${contacts} c
      left join lateral (
        select min(e.sent_at) as sent_at, count(*) filter (where e.opened_at is not null) as opened
          from campaign_emails e where e.contact_id = c.id
      ) first_sent on true
     where c.campaign_id in ${sql`(${sql.join(
       campaignIds.map((id) => sql`${id}`),
       sql`, `,
     )})`}
       and c.deleted_at is null
     group by c.campaign_id`);
  return new Map(
    rows.rows.map((row) => [
      Number(row.campaign_id),
      {
        contacts: Number(row.contacts),
        responded: Number(row.responded),
        opened: Number(row.opened),
        averageResponseHours: row.average_response_hours === null ? null : Number(row.average_response_hours),
      },
    ]),
  );
}

export async function loadSequenceSizes(db: Database, campaignIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ campaignId: sequenceSteps.campaignId, size: count() })
    .from(sequenceSteps)
    .where(inArray(sequenceSteps.campaignId, [...campaignIds]))
    .groupBy(sequenceSteps.campaignId);
  return new Map(rows.map((row) => [row.campaignId, row.size]));
}

/** The campaigns (of `campaignIds`) with at least one email on the schedule or sent: the others are drafts. */
export async function loadScheduledCampaigns(db: Database, campaignIds: readonly number[]): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ campaignId: campaignEmails.campaignId })
    .from(campaignEmails)
    .where(inArray(campaignEmails.campaignId, [...campaignIds]));
  return new Set(rows.map((row) => row.campaignId));
}

/** Percent of contacts that replied, rounded to a whole number; 0 when there are no contacts. */
export function responseRatePercent(responded: number, total: number): number {
  return total === 0 ? 0 : Math.round((responded / total) * 100);
}
