// One paid plan per user (product.md §9, Billing). Two checkouts paid at nearly the same time give the same customer
// two live subscriptions; the app keeps the one it already tracks and cancels the other at once in Stripe (no
// further charge). The billing page then tells the user (billingOverview.cancelledDuplicatePlan).
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { PlanId } from 'contracts';
import type { StripeConfig } from '../../config/config';
import { subscriptions } from '../../db/schema';
import type { Logger } from '../../logging/logger';
import { refusedByStripe, stripeUnavailable } from './stripe-call.util';
import { stripeClientFor } from './stripe.client';
import { isEndedStatus, markEnded } from './subscription-order.repository';
import type { Tx } from './webhook-tx.types';

/** Subscription statuses under which the paid plan applies (past_due: Stripe is still retrying the payment). */
export const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due']);

export interface WebhookDeps {
  config: StripeConfig;
  logger: Logger;
}

/** Stripe's status of a subscription, or null when Stripe does not know it. */
async function statusAtStripe(stripe: Stripe, logger: Logger, id: string): Promise<string | null> {
  try {
    return (await stripe.subscriptions.retrieve(id)).status;
  } catch (error) {
    if (refusedByStripe(error)) return null;
    throw stripeUnavailable(logger, 'subscription lookup', error);
  }
}

/** The user's tracked subscription, when it is another one and still live at Stripe (its end may be on the way). */
async function otherLiveSubscription(tx: Tx, stripe: Stripe, logger: Logger, userId: string, subscriptionId: string) {
  const [row] = await tx
    .select({ tracked: subscriptions.stripeSubscriptionId, status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .for('update');
  const tracked = row?.tracked;
  if (!tracked || tracked === subscriptionId || !LIVE_STATUSES.has(row.status ?? '')) return null;
  const status = await statusAtStripe(stripe, logger, tracked);
  if (status && LIVE_STATUSES.has(status)) return tracked;
  if (!status || isEndedStatus(status)) await markEnded(tx, tracked, userId, new Date());
  return null;
}

/** Cancels `subscriptionId` at once; already ended is fine (a retried event after our cancellation). */
async function cancelAtStripe(stripe: Stripe, logger: Logger, subscriptionId: string) {
  try {
    await stripe.subscriptions.cancel(subscriptionId);
  } catch (error) {
    if (refusedByStripe(error)) {
      const status = await statusAtStripe(stripe, logger, subscriptionId);
      if (status === null || isEndedStatus(status)) return;
    }
    // Thrown: the event is not recorded, and Stripe delivers it again later.
    throw stripeUnavailable(logger, 'duplicate subscription cancellation', error);
  }
}

/**
 * When the user already has another live subscription, cancels `subscriptionId` in Stripe, marks it ended and leaves
 * the notice for the billing page. True when it was such a duplicate (the caller applies nothing of it).
 */
export async function cancelIfDuplicate(
  tx: Tx,
  { config, logger }: WebhookDeps,
  subscription: { userId: string; id: string; plan: PlanId },
): Promise<boolean> {
  const stripe = await stripeClientFor(config);
  if (!stripe) return false;
  const kept = await otherLiveSubscription(tx, stripe, logger, subscription.userId, subscription.id);
  if (!kept) return false;
  await cancelAtStripe(stripe, logger, subscription.id);
  const now = new Date();
  await markEnded(tx, subscription.id, subscription.userId, now);
  await tx
    .update(subscriptions)
    .set({ duplicateCancelledPlan: subscription.plan, duplicateCancelledAt: now })
    .where(eq(subscriptions.userId, subscription.userId));
  logger.warn({ userId: subscription.userId, kept, cancelled: subscription.id }, 'Cancelled a second live Stripe subscription');
  return true;
}
