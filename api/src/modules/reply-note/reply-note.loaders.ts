// The reply-note module's per-request DataLoader: the latest note of many contacts in one statement.
import DataLoader from 'dataloader';
import type { Loaders } from '../../core/graphql-loaders.types';
import type { Database } from '../../db/db.client';
import { replyNotesOf } from '../delivery';
import { toReplyNote } from './reply-note.presenter';

export function createReplyNoteLoaders(db: Database): Pick<Loaders, 'replyNoteByContact'> {
  return {
    replyNoteByContact: new DataLoader(async (ids) => {
      const notes = await replyNotesOf(db, ids);
      return ids.map((id) => {
        const note = notes.get(id);
        return note ? toReplyNote(note) : null;
      });
    }),
  };
}
