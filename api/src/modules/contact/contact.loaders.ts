// The contact module's per-request DataLoaders (a contact's campaign emails).
import DataLoader from 'dataloader';
import type { Loaders } from '../../core/graphql-loaders.types';
import type { Database } from '../../db/db.client';
import { loadEmailsByContact } from './campaign-email.service';

export function createContactLoaders(db: Database): Pick<Loaders, 'emailsByContact'> {
  return {
    emailsByContact: new DataLoader(async (ids) => {
      const byId = await loadEmailsByContact(db, ids);
      return ids.map((id) => byId.get(id) ?? []);
    }),
  };
}
