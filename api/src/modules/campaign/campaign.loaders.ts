// The campaign module's per-request DataLoaders (stats, sequence size, rows by id, next send time).
import DataLoader from 'dataloader';
import type { Loaders } from '../../core/graphql-loaders.types';
import type { Database } from '../../db/db.client';
import { EMPTY_CAMPAIGN_STATS, loadCampaignStats, loadScheduledCampaigns, loadSequenceSizes } from './campaign-stats.service';
import { loadNextSendTimes } from './campaign-next-send.service';
import { findCampaignsByIds } from './campaign.service';

export function createCampaignLoaders(
  db: Database,
): Pick<Loaders, 'campaignStats' | 'campaignSequenceSize' | 'campaignScheduled' | 'campaignById' | 'campaignNextSendAt'> {
  return {
    campaignStats: new DataLoader(async (ids) => {
      const byId = await loadCampaignStats(db, ids);
      return ids.map((id) => byId.get(id) ?? EMPTY_CAMPAIGN_STATS);
    }),
    campaignSequenceSize: new DataLoader(async (ids) => {
      const byId = await loadSequenceSizes(db, ids);
      return ids.map((id) => byId.get(id) ?? 0);
    }),
    campaignScheduled: new DataLoader(async (ids) => {
      const scheduled = await loadScheduledCampaigns(db, ids);
      return ids.map((id) => scheduled.has(id));
    }),
    campaignById: new DataLoader(async (ids) => {
      const byId = new Map((await findCampaignsByIds(db, ids)).map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    campaignNextSendAt: new DataLoader(async (ids) => {
      const byId = await loadNextSendTimes(db, ids);
      return ids.map((id) => byId.get(id) ?? null);
    }),
  };
}
