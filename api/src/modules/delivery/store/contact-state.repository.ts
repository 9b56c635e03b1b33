// A contact's sequence state that other modules change (a sequence edited, a heads-up email's buttons): delivery
// owns these columns (status, counts, pause, outcome), so the statements live here and the others call them.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/db.client';

/** Every contact of the campaign has `length` emails in its sequence (the steps were just saved). */
export async function setSequenceLengthOfCampaign(tx: DbOrTx, input: { campaignId: number; length: number }): Promise<void> {
  await tx.execute(sql`UPDATE contacts SET max_emails = ${input.length} WHERE campaign_id = ${input.campaignId}`);
}

/**
 * The follow-ups of a running contact pause from a heads-up email's button: 'I wrote to them myself' keeps why
 * (WROTE_BY_HAND_TOLD, now), 'Pause' keeps none. Only an active contact of the user changes.
 */
export async function pauseFromHeadsUp(
  tx: DbOrTx,
  input: { contactId: number; userId: string; wroteByHand: boolean; now: Date },
): Promise<void> {
  const wrote = input.wroteByHand ? sql`, pause_reason = 'WROTE_BY_HAND_TOLD', wrote_by_hand_at = ${input.now}` : sql``;
  await tx.execute(sql`
    UPDATE contacts SET is_active = false${wrote}, updated_at = ${input.now}
     WHERE id = ${input.contactId} AND user_id = ${input.userId} AND is_active`);
}

/** The interview time read from a reply goes with its outcome (one the user entered since stays). */
export async function clearInterviewTimeOfReply(tx: DbOrTx, input: { contactId: number; replyEventId: number }): Promise<void> {
  await tx.execute(sql`
    UPDATE contacts c SET interview_at = NULL FROM reply_outcome_events e
     WHERE c.id = ${input.contactId} AND e.id = ${input.replyEventId} AND c.interview_at = e.interview_at`);
}
