// The delivery module's per-request DataLoader: the provider's daily-limit pause is the user's, so a list of campaigns asking
// for it reads it once.
import DataLoader from 'dataloader';
import type { Loaders } from '../../core/graphql-loaders.types';
import type { Database } from '../../db/db.client';
import { sendingPausedUntil } from './store';

export function createDeliveryLoaders(db: Database): Pick<Loaders, 'sendingPausedUntil'> {
  return {
    // One key per request in practice (the caller); more would be one statement each, which nothing asks for.
    sendingPausedUntil: new DataLoader(async (userIds) => {
      const now = new Date();
      return Promise.all(userIds.map(async (userId) => (await sendingPausedUntil(db, userId, now)) ?? null));
    }),
  };
}
