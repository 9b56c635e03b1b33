// The contact module's per-request DataLoaders (a contact's campaign emails, its replies' outcomes): a list of
// contacts asking for them runs one statement per field, not one per contact.
import DataLoader from 'dataloader';
import type { ReplyOutcomeEvent } from 'contracts/resolvers-types';
import type { Loaders } from '../../core/graphql-loaders.types';
import type { Database } from '../../db/db.client';
import { listReplyOutcomes } from '../delivery';
import { loadEmailsByContact } from './campaign-email.service';

type ReplyOutcomeRow = Awaited<ReturnType<typeof listReplyOutcomes>>[number];

// Raw results carry timestamps as strings.
const isoOf = (value: unknown) => new Date(value as string | Date).toISOString();

const toReplyOutcomeEvent = (row: ReplyOutcomeRow): ReplyOutcomeEvent => ({
  id: row.id,
  outcome: row.outcome,
  source: row.source,
  occurredAt: isoOf(row.occurred_at),
  threadId: row.thread_id,
  returnDate: row.return_date,
  interviewAt: row.interview_at ? isoOf(row.interview_at) : null,
});

export function createContactLoaders(db: Database): Pick<Loaders, 'emailsByContact' | 'replyOutcomesByContact'> {
  return {
    emailsByContact: new DataLoader(async (ids) => {
      const byId = await loadEmailsByContact(db, ids);
      return ids.map((id) => byId.get(id) ?? []);
    }),
    // Rows come oldest first, so each contact's list keeps that order.
    replyOutcomesByContact: new DataLoader(async (ids) => {
      const byId = new Map<number, ReplyOutcomeEvent[]>(ids.map((id) => [id, []]));
      for (const row of await listReplyOutcomes(db, ids)) byId.get(row.contact_id)?.push(toReplyOutcomeEvent(row));
      return ids.map((id) => byId.get(id)!);
    }),
  };
}
