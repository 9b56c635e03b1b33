// resendBouncedEmail (product.md §10): after a failure notice whose reason is unknown, the contact page's 'Send again'
// (same address) and 'Fix the address and send' (a corrected address, checked by the recipient rules like any
// address a sequence starts with). The address rules live here; the resend itself is the delivery module's.
import { resendBouncedEmail, type BounceResendResult } from '../delivery';
import { eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/db.client';
import { contacts } from '../../db/schema/contacts';
import { checkRecipientForWrite } from './recipient-rules.service';

export async function resendBouncedContactEmail(
  db: Database,
  userId: string,
  input: { contactId: number; email?: string | null },
): Promise<BounceResendResult> {
  return db.transaction(async (tx) => {
    const newEmail = input.email?.trim() || undefined;
    if (newEmail) {
      const check = await checkRecipientForWrite(tx, userId, newEmail, input.contactId);
      if (!check.allowed) return { outcome: 'refused', message: check.message ?? '' };
    }
    return resendBouncedEmail(tx, {
      userId,
      contactId: input.contactId,
      newEmail,
      changeAddress: setContactAddress(input.contactId),
    });
  });
}

const setContactAddress = (contactId: number) => async (tx: DbOrTx, email: string) => {
  await tx
    .update(contacts)
    .set({ email, updatedAt: sql`now()` })
    .where(eq(contacts.id, contactId));
};
