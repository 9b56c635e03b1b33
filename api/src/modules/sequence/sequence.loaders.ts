// The sequence module's per-request DataLoaders (a campaign's steps, a step's attachments).
import DataLoader from 'dataloader';
import type { Loaders } from '../../core/graphql-loaders.types';
import type { Database } from '../../db/db.client';
import { loadAttachmentsByStep, loadStepsByCampaign } from './sequence.service';

export function createSequenceLoaders(db: Database): Pick<Loaders, 'stepsByCampaign' | 'attachmentsByStep'> {
  return {
    stepsByCampaign: new DataLoader(async (ids) => {
      const byId = await loadStepsByCampaign(db, ids);
      return ids.map((id) => byId.get(id) ?? []);
    }),
    attachmentsByStep: new DataLoader(async (ids) => {
      const byId = await loadAttachmentsByStep(db, ids);
      return ids.map((id) => byId.get(id) ?? []);
    }),
  };
}
