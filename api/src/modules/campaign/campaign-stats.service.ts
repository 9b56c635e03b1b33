import { count, inArray, sql } from 'drizzle-orm';
import { buildCampaignFigures, type CampaignContactFigureSource, type ContactStatus } from 'contracts';
import type { Database } from '../../db/db.client';
import { campaignEmails, contacts, sequenceSteps } from '../../db/schema';
import type { CampaignStats } from '../../core/graphql-loaders.types';

export type { CampaignStats };

// pg hands timestamptz over as a Date or, in raw statements, as text.
const timeOf = (value: unknown): Date | null => (value == null ? null : new Date(value as string | Date));

export const EMPTY_CAMPAIGN_STATS: CampaignStats = buildCampaignFigures([]);

/** SQL -> source -> build: one row per live contact, the figures from contracts' builder (the mocks use it too). */
export async function loadCampaignStats(db: Database, campaignIds: readonly number[]): Promise<Map<number, CampaignStats>> {
  const { rows } = await db.execute<{
    campaign_id: number;
    status: ContactStatus | null;
    responded_at: unknown;
    first_sent_at: unknown;
    opened: number;
  }>(sql`
    select c.campaign_id, c.status, c.responded_at, first_sent.sent_at as first_sent_at, first_sent.opened::int as opened
      from ${contacts} c
      left join lateral (
        select min(e.sent_at) as sent_at, count(*) filter (where e.opened_at is not null) as opened
          from campaign_emails e where e.contact_id = c.id
      ) first_sent on true
     where c.campaign_id in ${sql`(${sql.join(
       campaignIds.map((id) => sql`${id}`),
       sql`, `,
     )})`}
       and c.deleted_at is null`);
  const sources = new Map<number, CampaignContactFigureSource[]>();
  for (const row of rows) {
    const list = sources.get(Number(row.campaign_id)) ?? [];
    list.push({
      status: row.status,
      respondedAt: timeOf(row.responded_at),
      firstSentAt: timeOf(row.first_sent_at),
      openedEmails: Number(row.opened),
    });
    sources.set(Number(row.campaign_id), list);
  }
  return new Map([...sources].map(([id, list]) => [id, buildCampaignFigures(list)]));
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
