// One request's DataLoaders, put together from each module's own (see core/graphql-loaders.ts).
import type { Loaders } from '../core/graphql-loaders.types';
import type { Database } from '../db/db.client';
import { createCampaignLoaders } from '../modules/campaign';
import { createContactLoaders } from '../modules/contact';
import { createDeliveryLoaders } from '../modules/delivery';
import { createReplyNoteLoaders } from '../modules/reply-note';
import { createSequenceLoaders } from '../modules/sequence';

export type { Loaders };

export function createLoaders(db: Database): Loaders {
  return {
    ...createCampaignLoaders(db),
    ...createSequenceLoaders(db),
    ...createContactLoaders(db),
    ...createDeliveryLoaders(db),
    ...createReplyNoteLoaders(db),
  };
}
