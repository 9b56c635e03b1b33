// The campaign's zone when its first recipient's domain names one (product.md §10). Written here, in campaign's store,
// because contact/ (which adds the recipient) sits below campaign/ and may not call its service.
import { sql, eq } from 'drizzle-orm';
import type { SendZoneSource } from 'contracts';
import type { DbOrTx } from '../../../db/db.client';
import { campaigns } from '../../../db/schema/campaigns';

export async function setGuessedCampaignZone(
  tx: DbOrTx,
  input: { campaignId: number; zone: string; source: SendZoneSource },
): Promise<void> {
  await tx
    .update(campaigns)
    .set({ timezone: input.zone, timezoneSource: input.source, updatedAt: sql`now()` })
    .where(eq(campaigns.id, input.campaignId));
}
