// What a one-click link of a heads-up may still do, and doing it. A link is good only while ITS follow-up is still
// SCHEDULED, unclaimed, unsent and not yet due (less a one-minute cutoff, so the sender and a click never both win),
// for the contact it names. 'stop' ends the sequence as a reply does (delivery's markContactResponded, stop reason
// REPLIED_FROM_EMAIL); 'pause' sets the contact inactive, which every claim re-checks; 'wrote' (the user wrote to
// the contact themselves) pauses the same way and says why (pause_reason WROTE_BY_HAND_TOLD), resumed with one click
// on the contact in the app. A second click shows the same result again.
import { sql } from 'drizzle-orm';
import { SEQUENCE_ACTION_CUTOFF_MS } from 'contracts';
import type { Database } from '../../db/db.client';
import { markContactResponded, pauseFromHeadsUp } from '../delivery';
import type { SequenceActionClaims } from './sequence-action-token.service';

/** What the confirmation and result pages show about the follow-up. */
export interface SequenceActionView {
  contactFirstName: string;
  contactLastName: string | null;
  subject: string | null;
  scheduledFor: Date | null;
  timezone: string;
  campaignId: number;
}

export type SequenceActionState =
  /** The link can act: show the confirmation page. */
  | { kind: 'ready'; view: SequenceActionView }
  /** What the link asks for is already so (a second click): show the result again. */
  | { kind: 'done'; view: SequenceActionView }
  /** Its follow-up went out, was claimed, is (almost) due, or the sequence stopped otherwise. */
  | { kind: 'expired' };

type StateRow = {
  first_name: string;
  last_name: string | null;
  contact_status: string | null;
  is_active: boolean;
  stop_reason: string | null;
  timezone: string;
  campaign_id: number;
  email_id: number | null;
  subject: string | null;
  scheduled_for: Date | string | null;
  /** The follow-up is still one the link may act on (see the header). */
  actionable: boolean;
};

const asDate = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

/** The conditions under which the link's follow-up can still be stopped or paused, on `e` (campaign_emails). */
const actionable = (now: Date) => sql`e.status = 'SCHEDULED' AND e.claim_token IS NULL AND e.sent_at IS NULL
  AND e.scheduled_for > ${new Date(now.getTime() + SEQUENCE_ACTION_CUTOFF_MS)}`;

export async function inspectSequenceAction(db: Database, claims: SequenceActionClaims, now: Date): Promise<SequenceActionState> {
  // The contact must be the token's and the account's; the email must be the token's AND that contact's.
  const { rows } = await db.execute<StateRow>(sql`
    SELECT c.first_name, c.last_name, c.status AS contact_status, c.is_active, c.stop_reason,
           k.timezone, k.id AS campaign_id, e.id AS email_id, e.subject, e.scheduled_for,
           COALESCE(${actionable(now)}, false) AS actionable
      FROM contacts c
      JOIN campaigns k ON k.id = c.campaign_id AND k.deleted_at IS NULL
      JOIN users u ON u.id = c.user_id AND u.deleted_at IS NULL
      LEFT JOIN campaign_emails e ON e.id = ${claims.campaignEmailId} AND e.contact_id = c.id AND e.user_id = c.user_id
     WHERE c.id = ${claims.contactId} AND c.user_id = ${claims.userId} AND c.deleted_at IS NULL`);
  const row = rows[0];
  if (!row) return { kind: 'expired' };
  const view: SequenceActionView = {
    contactFirstName: row.first_name,
    contactLastName: row.last_name,
    subject: row.subject,
    scheduledFor: asDate(row.scheduled_for),
    timezone: row.timezone,
    campaignId: row.campaign_id,
  };
  const running = row.contact_status === null || row.contact_status === 'IN_PROGRESS';
  if (claims.action === 'stop') {
    if (row.contact_status === 'RESPONDED' && row.stop_reason === 'REPLIED_FROM_EMAIL') return { kind: 'done', view };
    return running && row.actionable ? { kind: 'ready', view } : { kind: 'expired' };
  }
  if (!running || row.email_id === null) return { kind: 'expired' };
  // Paused already (this link clicked twice, or paused in the app) while the follow-up still waits unsent.
  if (!row.is_active && row.actionable) return { kind: 'done', view };
  return row.actionable ? { kind: 'ready', view } : { kind: 'expired' };
}

/**
 * Acts if the link still may, atomically: the follow-up's row is locked with the conditions re-checked, so a claim
 * of it waits for this transaction (and then finds the email gone, for 'stop') or this finds it claimed.
 */
export async function performSequenceAction(db: Database, claims: SequenceActionClaims, now: Date): Promise<SequenceActionState> {
  const before = await inspectSequenceAction(db, claims, now);
  if (before.kind !== 'ready') return before;
  const acted = await db.transaction(async (tx) => {
    const locked = await tx.execute<{ id: number }>(sql`
      SELECT e.id FROM campaign_emails e
        JOIN contacts c ON c.id = e.contact_id AND c.deleted_at IS NULL
                       AND (c.status IS NULL OR c.status = 'IN_PROGRESS')
       WHERE e.id = ${claims.campaignEmailId} AND e.contact_id = ${claims.contactId} AND e.user_id = ${claims.userId}
         AND ${actionable(now)}
       FOR UPDATE OF e`);
    if (locked.rows.length === 0) return false;
    if (claims.action === 'stop') {
      await markContactResponded(tx, {
        contactId: claims.contactId,
        respondedAt: now,
        now,
        stopReason: 'REPLIED_FROM_EMAIL',
      });
    } else {
      const wroteByHand = claims.action === 'wrote';
      await pauseFromHeadsUp(tx, { contactId: claims.contactId, userId: claims.userId, wroteByHand, now });
    }
    return true;
  });
  if (acted) return { kind: 'done', view: before.view };
  // Someone else got there first (a double click, the sender, the user in the app): say what is so now.
  const after = await inspectSequenceAction(db, claims, now);
  return after.kind === 'ready' ? { kind: 'expired' } : after;
}
