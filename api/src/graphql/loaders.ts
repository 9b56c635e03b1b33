import DataLoader from 'dataloader';
import type { Database } from '../db/client';
import {
  EMPTY_CAMPAIGN_STATS,
  loadCampaignStats,
  loadSequenceSizes,
  type CampaignStats,
} from '../modules/campaign/campaign-stats.service';

/**
 * Per-request DataLoaders: fields of many list items are fetched with one grouped query per field,
 * never one query per row. Created per request so nothing is cached across users.
 */
export interface Loaders {
  campaignStats: DataLoader<number, CampaignStats>;
  campaignSequenceSize: DataLoader<number, number>;
}

export function createLoaders(db: Database): Loaders {
  return {
    campaignStats: new DataLoader(async (ids) => {
      const byId = await loadCampaignStats(db, ids);
      return ids.map((id) => byId.get(id) ?? EMPTY_CAMPAIGN_STATS);
    }),
    campaignSequenceSize: new DataLoader(async (ids) => {
      const byId = await loadSequenceSizes(db, ids);
      return ids.map((id) => byId.get(id) ?? 0);
    }),
  };
}
