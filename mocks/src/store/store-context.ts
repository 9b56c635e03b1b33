// What every domain store works over: the live state, its data, the injected clock and the record views.
import type { MockData } from '../demo.fixtures';
import { createReplyNoteMock } from '../reply-note.mock';
import { badInput, notFound } from './connection.util';
import type { MockState } from './mock-state';
import { createRecordViews, type RecordViews } from './record-views';

export interface StoreContext {
  state: MockState;
  data: MockData;
  /** The injected clock's now, as an ISO string. */
  iso: () => string;
  /** The next free id after the rows' highest (or after `base` when there are none above it). */
  nextId: (rows: readonly { id: number }[], base: number) => number;
  views: RecordViews;
  replyNotes: ReturnType<typeof createReplyNoteMock>;
}

export function createStoreContext(state: MockState): StoreContext {
  const { data } = state;
  const iso = () => state.now().toISOString();
  const nextId = (rows: readonly { id: number }[], base: number) => rows.reduce((max, row) => Math.max(max, row.id), base) + 1;
  const replyNotes = createReplyNoteMock({ data, now: () => state.now(), badInput, notFound });
  const views = createRecordViews({ state, data, iso, replyNoteOf: (contact) => replyNotes.replyNoteOf(contact) });
  return { state, data, iso, nextId, views, replyNotes };
}
