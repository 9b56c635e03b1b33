// The wizard's autosave: the steps are stored as they are being written, checked against the same contracts bounds
// as createEmailSequence, but nobody is scheduled, so neither Gmail nor the month's sequence quota is needed.
import { SEQUENCE_DRAFT_RUNNING, SEQUENCE_DRAFT_SAVED } from 'contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/db.client';
import { campaignEmails, campaigns } from '../../db/schema';
import {
  ownedCampaign,
  replaceSteps,
  validatedSteps,
  type CreateSequenceResult,
  type SequenceStepInput,
} from './sequence.service';

/**
 * Replaces the campaign's steps without scheduling anyone. Once the campaign has emails (its sequence is running) the
 * steps are what its follow-ups are built from, so a draft may not change them: only createEmailSequence does.
 */
export async function saveSequenceDraft(
  db: Database,
  userId: string,
  campaignId: number,
  emails: readonly SequenceStepInput[],
): Promise<CreateSequenceResult> {
  const ordered = validatedSteps(emails);
  const campaign = await ownedCampaign(db, userId, campaignId);
  const running = await db.transaction(async (tx) => {
    // Locked so a concurrent createEmailSequence cannot schedule between the check and the replace.
    await tx.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, campaign.id)).for('update');
    const started = await tx
      .select({ id: campaignEmails.id })
      .from(campaignEmails)
      .where(eq(campaignEmails.campaignId, campaign.id))
      .limit(1);
    if (started.length > 0) return true;
    await replaceSteps(tx, userId, campaign.id, ordered);
    return false;
  });
  if (running) return { success: false, message: SEQUENCE_DRAFT_RUNNING, count: 0 };
  return { success: true, message: SEQUENCE_DRAFT_SAVED, count: ordered.length };
}
