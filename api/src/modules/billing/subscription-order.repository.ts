// Stripe delivers events in no set order and retries them for up to three days (product.md §9, Billing). Per
// subscription we keep the `created` time of the last event applied: an older event is stale and ignored. An ended
// subscription (canceled, incomplete_expired) never becomes active again, so once ended every later event is ignored.
// Tie (two events of the same second): the ending one wins, whichever arrives first; two live ones apply in arrival order.
import { eq, sql } from 'drizzle-orm';
import { stripeSubscriptions } from '../../db/schema';
import type { Tx } from './webhook-tx.types';

const ENDED_STATUSES = new Set(['canceled', 'incomplete_expired']);
export const isEndedStatus = (status: string) => ENDED_STATUSES.has(status);

export type Admission = 'apply' | 'stale' | 'ended';

/** Whether an event about `subscriptionId` created at `at` may be applied; holds the subscription's row until commit. */
export async function admitEvent(tx: Tx, subscriptionId: string, userId: string, at: Date, ending: boolean): Promise<Admission> {
  await tx.insert(stripeSubscriptions).values({ id: subscriptionId, userId, lastEventAt: at }).onConflictDoNothing();
  const [row] = await tx.select().from(stripeSubscriptions).where(eq(stripeSubscriptions.id, subscriptionId)).for('update');
  if (row!.endedAt) return 'ended';
  // The end of a subscription is final whatever its time: an ending event is never stale.
  if (!ending && row!.lastEventAt.getTime() > at.getTime()) return 'stale';
  return 'apply';
}

/** Records an applied event: its time (never moving back) and, for an ending one, the end. */
export async function recordEvent(tx: Tx, subscriptionId: string, at: Date, ended: boolean) {
  await tx
    .update(stripeSubscriptions)
    .set({
      lastEventAt: sql`greatest(${stripeSubscriptions.lastEventAt}, ${at.toISOString()}::timestamptz)`,
      ...(ended ? { endedAt: at } : {}),
    })
    .where(eq(stripeSubscriptions.id, subscriptionId));
}

/** Marks a subscription ended without an event of its own (a duplicate we cancelled, one Stripe says has ended). */
export async function markEnded(tx: Tx, subscriptionId: string, userId: string, at: Date) {
  await tx
    .insert(stripeSubscriptions)
    .values({ id: subscriptionId, userId, lastEventAt: at, endedAt: at })
    .onConflictDoUpdate({
      target: stripeSubscriptions.id,
      set: { endedAt: sql`coalesce(${stripeSubscriptions.endedAt}, excluded.ended_at)` },
    });
}
