// Pausing every campaign of a user at once (account deletion), inside the caller's transaction.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/db.client';
import { campaigns } from '../../../db/schema/campaigns';

/** Pauses the user's campaigns; answers how many there were. */
export async function pauseCampaignsOfUser(tx: DbOrTx, userId: string): Promise<number> {
  const paused = await tx
    .update(campaigns)
    .set({ isActive: false })
    .where(eq(campaigns.userId, userId))
    .returning({ id: campaigns.id });
  return paused.length;
}
