import DataLoader from 'dataloader';
import type { Database } from '../db/client';
import {
  EMPTY_CAMPAIGN_STATS,
  loadCampaignStats,
  loadSequenceSizes,
  type CampaignStats,
} from '../modules/campaign/campaign-stats.service';
import { findCampaignsByIds } from '../modules/campaign/campaign.service';
import { loadEmailsByContact } from '../modules/contact/campaign-email.service';
import { loadAttachmentsByStep, loadStepsByCampaign } from '../modules/sequence/sequence.service';
import type { Attachment, Campaign, CampaignEmail, SequenceStep } from '../db/schema';

/**
 * Per-request DataLoaders: fields of many list items are fetched with one grouped query per field,
 * never one query per row. Created per request so nothing is cached across users.
 */
export interface Loaders {
  campaignStats: DataLoader<number, CampaignStats>;
  campaignSequenceSize: DataLoader<number, number>;
  /** Campaign rows by id (the parent of an already owned contact). */
  campaignById: DataLoader<number, Campaign | null>;
  stepsByCampaign: DataLoader<number, SequenceStep[]>;
  attachmentsByStep: DataLoader<number, Attachment[]>;
  emailsByContact: DataLoader<number, CampaignEmail[]>;
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
    campaignById: new DataLoader(async (ids) => {
      const byId = new Map((await findCampaignsByIds(db, ids)).map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    stepsByCampaign: new DataLoader(async (ids) => {
      const byId = await loadStepsByCampaign(db, ids);
      return ids.map((id) => byId.get(id) ?? []);
    }),
    attachmentsByStep: new DataLoader(async (ids) => {
      const byId = await loadAttachmentsByStep(db, ids);
      return ids.map((id) => byId.get(id) ?? []);
    }),
    emailsByContact: new DataLoader(async (ids) => {
      const byId = await loadEmailsByContact(db, ids);
      return ids.map((id) => byId.get(id) ?? []);
    }),
  };
}
