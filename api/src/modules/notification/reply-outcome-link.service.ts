// What a reply alert's one-click outcome link may still do, and doing it. The alert's links name one reply
// (reply_outcome_events row): the first link used sets the outcome (delivery's setReplyOutcome, source EMAIL_LINK) and
// marks the reply's links used in the same transaction, so each alert sets an outcome once; the app can change it later.
// An outcome the user CONFIRMED is never replaced silently: the page asks, and only a POST that names the confirmed
// outcome it replaces (`replacing`, the asking page's hidden field) changes it; the same outcome changes nothing.
import { sql } from 'drizzle-orm';
import type { ReplyOutcome } from 'contracts';
import type { Database } from '../../db/db.client';
import { clearInterviewTimeOfReply, setReplyOutcome } from '../delivery';
import type { ReplyOutcomeClaims } from './reply-outcome-token.service';

export interface ReplyOutcomeLinkView {
  contactFirstName: string;
  contactLastName: string | null;
  campaignId: number;
  /** The contact's outcome (after a use: the one set). */
  outcome: ReplyOutcome | null;
  /** The outcome the user confirmed (in the app or by a link), null while only proposed or unset. */
  confirmed: ReplyOutcome | null;
  /** What the product read the alert's reply as. */
  detected: ReplyOutcome;
}

export type ReplyOutcomeLinkState =
  | { kind: 'ready'; view: ReplyOutcomeLinkView }
  /** This use set the outcome. */
  | { kind: 'done'; view: ReplyOutcomeLinkView }
  /** This reply's links were used already (this one or another of the same alert). */
  | { kind: 'used'; view: ReplyOutcomeLinkView }
  /** The user confirmed another outcome: the page asks before replacing it (view.confirmed). */
  | { kind: 'ask'; view: ReplyOutcomeLinkView }
  /** The user confirmed this very outcome already: nothing to do. */
  | { kind: 'same'; view: ReplyOutcomeLinkView }
  /** The contact, its sequence or the account is gone. */
  | { kind: 'gone' };

/** The claims that name the reply (an outcome link's or a correction link's). */
export type ReplyLinkTarget = Pick<ReplyOutcomeClaims, 'replyEventId' | 'contactId' | 'userId'>;

type Row = {
  first_name: string;
  last_name: string | null;
  campaign_id: number;
  outcome: ReplyOutcome | null;
  confirmed: ReplyOutcome | null;
  detected: ReplyOutcome;
  link_used_at: unknown;
};

const readRow = (db: Database, target: ReplyLinkTarget, lock: boolean) =>
  db.execute<Row>(sql`
    SELECT c.first_name, c.last_name, c.campaign_id, c.outcome, e.outcome AS detected, e.link_used_at,
           CASE WHEN c.outcome_confirmed_at IS NOT NULL THEN c.outcome END AS confirmed
      FROM reply_outcome_events e
      JOIN contacts c ON c.id = e.contact_id AND c.user_id = e.user_id AND c.deleted_at IS NULL
      JOIN campaigns k ON k.id = c.campaign_id AND k.deleted_at IS NULL
      JOIN users u ON u.id = c.user_id AND u.deleted_at IS NULL
     WHERE e.id = ${target.replyEventId} AND e.contact_id = ${target.contactId} AND e.user_id = ${target.userId}
     ${lock ? sql`FOR UPDATE OF e, c` : sql``}`);

const viewOf = (row: Row): ReplyOutcomeLinkView => ({
  contactFirstName: row.first_name,
  contactLastName: row.last_name,
  campaignId: row.campaign_id,
  outcome: row.outcome,
  confirmed: row.confirmed,
  detected: row.detected,
});

/** The link's state without acting (a GET). With `outcome`, whether using it would ask first or change nothing. */
export async function inspectReplyOutcomeLink(
  db: Database,
  target: ReplyLinkTarget,
  outcome?: ReplyOutcome,
): Promise<ReplyOutcomeLinkState> {
  const row = (await readRow(db, target, false)).rows[0];
  if (!row) return { kind: 'gone' };
  const view = viewOf(row);
  if (row.link_used_at) return { kind: 'used', view };
  return outcome ? { kind: guardOf(view, outcome, null) ?? 'ready', view } : { kind: 'ready', view };
}

/** 'same' or 'ask' when a confirmed outcome stands in the way of `outcome`; undefined when the link may act. */
function guardOf(view: ReplyOutcomeLinkView, outcome: ReplyOutcome, replacing: ReplyOutcome | null): 'same' | 'ask' | undefined {
  if (!view.confirmed) return undefined;
  if (view.confirmed === outcome) return 'same';
  return view.confirmed === replacing ? undefined : 'ask';
}

class NotSet extends Error {}

/**
 * Uses the link if no link of its alert was used yet: the outcome is set and the links are spent, together. A
 * confirmed outcome is replaced only when `replacing` names it (the user saw it on the asking page).
 */
export async function performReplyOutcomeLink(
  db: Database,
  claims: ReplyOutcomeClaims,
  now: Date,
  replacing: ReplyOutcome | null = null,
): Promise<ReplyOutcomeLinkState> {
  try {
    const early = await db.transaction(async (tx): Promise<ReplyOutcomeLinkState | undefined> => {
      // The reply and the contact locked: an outcome confirmed in the app meanwhile is seen here, not overwritten.
      const row = (await readRow(tx, claims, true)).rows[0];
      if (!row) return { kind: 'gone' };
      const view = viewOf(row);
      if (row.link_used_at) return { kind: 'used', view };
      const guard = guardOf(view, claims.outcome, replacing);
      if (guard) return { kind: guard, view };
      await tx.execute(sql`UPDATE reply_outcome_events SET link_used_at = ${now} WHERE id = ${claims.replyEventId}`);
      const result = await setReplyOutcome(tx, {
        userId: claims.userId,
        contactId: claims.contactId,
        outcome: claims.outcome,
        source: 'EMAIL_LINK',
        now,
      });
      if (result.outcome !== 'set') throw new NotSet();
      // Not an interview after all: the time read from the invitation goes too (one the user entered stays).
      if (claims.outcome !== 'INTERVIEW_INVITE') {
        await clearInterviewTimeOfReply(tx, { contactId: claims.contactId, replyEventId: claims.replyEventId });
      }
      return undefined;
    });
    if (early) return early;
    const after = await inspectReplyOutcomeLink(db, claims);
    return after.kind === 'used' ? { kind: 'done', view: after.view } : after;
  } catch (error) {
    if (error instanceof NotSet) return { kind: 'gone' };
    throw error;
  }
}
