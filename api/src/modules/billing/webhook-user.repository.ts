// Whose account a Stripe object belongs to. A deleted account (users.deleted_at) is nobody's: its events change
// nothing (product.md §9, Billing).
import { and, eq, isNull } from 'drizzle-orm';
import { subscriptions, users } from '../../db/schema';
import type { Tx } from './webhook-tx.types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A user that exists and is not deleted, by the id the object carries or, failing that, as the Stripe customer's owner. */
export async function findUser(
  tx: Tx,
  candidateId: string | null | undefined,
  customerId: string | null,
): Promise<string | null> {
  if (candidateId && UUID.test(candidateId)) {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, candidateId), isNull(users.deletedAt)));
    if (user) return user.id;
  }
  if (customerId) {
    const [row] = await tx
      .select({ userId: subscriptions.userId })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(and(eq(subscriptions.stripeCustomerId, customerId), isNull(users.deletedAt)));
    if (row) return row.userId;
  }
  return null;
}
