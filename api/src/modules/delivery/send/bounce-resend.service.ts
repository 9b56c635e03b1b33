// 'Send again' and 'Fix the address and send' after a failure notice whose reason the headers do not say (stop
// reason BOUNCED_REASON_UNKNOWN, product.md §10). The email that bounced goes again as a new send of the same row
// (email-resend.repository.ts): the one Gmail accepted was not delivered, so this is not a second copy, and "never
// twice" stays the claim's (one row, one claim). The caller (the contact module, which owns the address and its
// rules) has checked a new address inside the same transaction and writes it through `changeAddress`.
import { eq, sql } from 'drizzle-orm';
import { bouncedEmailResent, NO_BOUNCE_TO_RESEND } from 'contracts';
import type { DbOrTx } from '../../../db/db.client';
import { campaignEmails, type CampaignEmail } from '../../../db/schema/campaign-emails';
import { scheduleResend } from '../store';

export type BounceResendResult =
  | { outcome: 'not-found' }
  | { outcome: 'refused'; message: string }
  | { outcome: 'scheduled'; message: string; email: CampaignEmail };

/** The caller's contact stopped by a bounce of unknown reason, locked for the transaction; undefined if not the caller's. */
export async function lockBouncedContact(
  tx: DbOrTx,
  userId: string,
  contactId: number,
): Promise<{ email: string | null; stopReason: string | null } | undefined> {
  const { rows } = await tx.execute<{ email: string | null; stop_reason: string | null }>(sql`
    SELECT email, stop_reason FROM contacts
     WHERE id = ${contactId} AND user_id = ${userId} AND deleted_at IS NULL FOR UPDATE`);
  const row = rows[0];
  return row ? { email: row.email, stopReason: row.stop_reason } : undefined;
}

/**
 * Inside the caller's transaction, with the contact locked (lockBouncedContact): sets the corrected address when
 * given, then schedules the bounced email now (its job wakes a worker at commit).
 */
export async function resendBouncedEmail(
  tx: DbOrTx,
  input: {
    userId: string;
    contactId: number;
    newEmail?: string;
    /** Writes the corrected address (contact/ owns who the contact is), once the resend is known to go ahead. */
    changeAddress?: (tx: DbOrTx, email: string) => Promise<void>;
    now?: Date;
  },
): Promise<BounceResendResult> {
  const now = input.now ?? new Date();
  const contact = await lockBouncedContact(tx, input.userId, input.contactId);
  if (!contact) return { outcome: 'not-found' };
  if (contact.stopReason !== 'BOUNCED_REASON_UNKNOWN') return { outcome: 'refused', message: NO_BOUNCE_TO_RESEND };
  const { rows } = await tx.execute<{ id: number }>(sql`
    SELECT id FROM campaign_emails
     WHERE contact_id = ${input.contactId} AND status = 'ERROR' AND sent_at IS NOT NULL AND kind = 'SEQUENCE'
     ORDER BY position DESC LIMIT 1`);
  const bounced = rows[0];
  if (!bounced) return { outcome: 'refused', message: NO_BOUNCE_TO_RESEND };
  if (input.newEmail && input.changeAddress) await input.changeAddress(tx, input.newEmail);
  // The window is skipped for this due time, as for 'Send now': the user asked for it to go.
  await scheduleResend(tx, { emailId: bounced.id, at: now, note: null, from: 'ERROR', sendNow: true, now });
  const [email] = await tx.select().from(campaignEmails).where(eq(campaignEmails.id, bounced.id));
  return {
    outcome: 'scheduled',
    message: bouncedEmailResent(input.newEmail ?? contact.email ?? ''),
    email: email!,
  };
}
