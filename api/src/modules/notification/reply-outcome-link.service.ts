// What a reply alert's one-click outcome link may still do, and doing it. The alert's links name one reply
// (reply_outcome_events row): the first link used sets the outcome (delivery's setReplyOutcome, source EMAIL_LINK) and
// marks the reply's links used in the same transaction, so each alert sets an outcome once; the app can change it later.
import { sql } from 'drizzle-orm';
import type { ReplyOutcome } from 'contracts';
import type { Database } from '../../db/db.client';
import { setReplyOutcome } from '../delivery';
import type { ReplyOutcomeClaims } from './reply-outcome-token.service';

export interface ReplyOutcomeLinkView {
  contactFirstName: string;
  contactLastName: string | null;
  campaignId: number;
  /** The outcome set (after a use). */
  outcome: ReplyOutcome | null;
}

export type ReplyOutcomeLinkState =
  | { kind: 'ready'; view: ReplyOutcomeLinkView }
  /** This use set the outcome. */
  | { kind: 'done'; view: ReplyOutcomeLinkView }
  /** This reply's links were used already (this one or another of the same alert). */
  | { kind: 'used'; view: ReplyOutcomeLinkView }
  /** The contact, its sequence or the account is gone. */
  | { kind: 'gone' };

type Row = {
  first_name: string;
  last_name: string | null;
  campaign_id: number;
  outcome: ReplyOutcome | null;
  link_used_at: unknown;
};

export async function inspectReplyOutcomeLink(db: Database, claims: ReplyOutcomeClaims): Promise<ReplyOutcomeLinkState> {
  const { rows } = await db.execute<Row>(sql`
    SELECT c.first_name, c.last_name, c.campaign_id, c.outcome, e.link_used_at
      FROM reply_outcome_events e
      JOIN contacts c ON c.id = e.contact_id AND c.user_id = e.user_id AND c.deleted_at IS NULL
      JOIN campaigns k ON k.id = c.campaign_id AND k.deleted_at IS NULL
      JOIN users u ON u.id = c.user_id AND u.deleted_at IS NULL
     WHERE e.id = ${claims.replyEventId} AND e.contact_id = ${claims.contactId} AND e.user_id = ${claims.userId}`);
  const row = rows[0];
  if (!row) return { kind: 'gone' };
  const view = {
    contactFirstName: row.first_name,
    contactLastName: row.last_name,
    campaignId: row.campaign_id,
    outcome: row.outcome,
  };
  return row.link_used_at ? { kind: 'used', view } : { kind: 'ready', view };
}

class NotSet extends Error {}

/** Uses the link if no link of its alert was used yet: the outcome is set and the links are spent, together. */
export async function performReplyOutcomeLink(
  db: Database,
  claims: ReplyOutcomeClaims,
  now: Date,
): Promise<ReplyOutcomeLinkState> {
  try {
    const set = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const { rows } = await tx.execute<{ id: number }>(sql`
        UPDATE reply_outcome_events SET link_used_at = ${now}
         WHERE id = ${claims.replyEventId} AND contact_id = ${claims.contactId} AND user_id = ${claims.userId}
           AND link_used_at IS NULL
        RETURNING id`);
      if (rows.length === 0) return false;
      const result = await setReplyOutcome(tx, {
        userId: claims.userId,
        contactId: claims.contactId,
        outcome: claims.outcome,
        source: 'EMAIL_LINK',
        now,
      });
      if (result.outcome !== 'set') throw new NotSet();
      return true;
    });
    const after = await inspectReplyOutcomeLink(db, claims);
    if (set && after.kind === 'used') return { kind: 'done', view: after.view };
    return after;
  } catch (error) {
    if (error instanceof NotSet) return { kind: 'gone' };
    throw error;
  }
}
