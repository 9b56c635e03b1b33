// A subscription's events (and a paid subscription checkout) applied to the user's plan, in Stripe's order rules
// (subscription-order.repository.ts) and with one paid plan per user (duplicate-subscription.service.ts).
import { and, eq, isNull, or } from 'drizzle-orm';
import type Stripe from 'stripe';
import { DEFAULT_PLAN_ID, isCheckoutProduct, planOfProduct, type CheckoutProductId, type PlanId } from 'contracts';
import type { StripeConfig } from '../../config/config';
import { subscriptions } from '../../db/schema';
import { cancelIfDuplicate, LIVE_STATUSES, type WebhookDeps } from './duplicate-subscription.service';
import { admitEvent, isEndedStatus, recordEvent } from './subscription-order.repository';
import { findUser } from './webhook-user.repository';
import { fromUnix, idOf, type Tx, type WebhookOutcome } from './webhook-tx.types';

type PlanValues = Partial<typeof subscriptions.$inferInsert> & { plan: PlanId };

/** Puts the user on a live subscription's plan, unless the event is stale, the subscription ended, or it is a duplicate. */
export async function applyLivePlan(
  tx: Tx,
  deps: WebhookDeps,
  change: { userId: string; subscriptionId: string; at: Date; values: PlanValues },
): Promise<WebhookOutcome> {
  const { userId, subscriptionId, at, values } = change;
  if ((await admitEvent(tx, subscriptionId, userId, at, false)) !== 'apply') return 'ignored';
  if (await cancelIfDuplicate(tx, deps, { userId, id: subscriptionId, plan: values.plan })) return 'applied';
  const set = { ...values, stripeSubscriptionId: subscriptionId };
  await tx
    .insert(subscriptions)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: subscriptions.userId, set });
  await recordEvent(tx, subscriptionId, at, false);
  return 'applied';
}

async function endSubscription(tx: Tx, userId: string, subscriptionId: string, status: string, at: Date) {
  const ending = isEndedStatus(status);
  if ((await admitEvent(tx, subscriptionId, userId, at, ending)) !== 'apply') return 'ignored' as const;
  await tx
    .update(subscriptions)
    .set({ plan: DEFAULT_PLAN_ID, status, stripeSubscriptionId: null, renewsAt: null, cancelsAt: null })
    .where(
      and(
        eq(subscriptions.userId, userId),
        // A newer subscription of the same user is left alone.
        or(eq(subscriptions.stripeSubscriptionId, subscriptionId), isNull(subscriptions.stripeSubscriptionId)),
      ),
    );
  await recordEvent(tx, subscriptionId, at, ending);
  return 'applied' as const;
}

function productOfPrice(config: StripeConfig, priceId: string | null | undefined): CheckoutProductId | null {
  const entry = Object.entries(config.prices).find(([, price]) => price !== null && price === priceId);
  return entry && isCheckoutProduct(entry[0]) ? entry[0] : null;
}

/** customer.subscription.created / updated / deleted. */
export async function applySubscription(
  tx: Tx,
  deps: WebhookDeps,
  event: Stripe.Event,
  subscription: Stripe.Subscription,
  deleted: boolean,
): Promise<WebhookOutcome> {
  const { config, logger } = deps;
  const at = new Date(event.created * 1000);
  const customerId = idOf(subscription.customer);
  const userId = await findUser(tx, subscription.metadata?.user_id, customerId);
  if (!userId) {
    logger.warn({ subscriptionId: subscription.id }, 'Stripe subscription of no known user');
    return 'ignored';
  }
  if (deleted || !LIVE_STATUSES.has(subscription.status)) {
    // incomplete: the first payment has not gone through yet; nothing to apply.
    if (subscription.status === 'incomplete') return 'ignored';
    return endSubscription(tx, userId, subscription.id, deleted ? 'canceled' : subscription.status, at);
  }
  const item = subscription.items?.data[0];
  // The price says the plan (a plan change in the portal swaps the price, not the metadata).
  const product = productOfPrice(config, item?.price?.id) ?? subscription.metadata?.product;
  const plan = isCheckoutProduct(product) ? planOfProduct(product) : null;
  if (!plan) {
    logger.warn({ subscriptionId: subscription.id, priceId: item?.price?.id }, 'Stripe subscription of no known plan');
    return 'ignored';
  }
  const periodEnd = fromUnix(item?.current_period_end);
  const cancelsAt = fromUnix(subscription.cancel_at) ?? (subscription.cancel_at_period_end ? periodEnd : null);
  const values = {
    plan: plan.id,
    status: subscription.status,
    renewsAt: periodEnd,
    cancelsAt,
    ...(customerId ? { stripeCustomerId: customerId } : {}),
  };
  return applyLivePlan(tx, deps, { userId, subscriptionId: subscription.id, at, values });
}

/** invoice.paid / invoice.payment_failed of a subscription: a paid period moves the renewal on, a failure is past_due. */
export async function applyInvoiceToSubscription(
  tx: Tx,
  change: { userId: string; subscriptionId: string; at: Date; paid: boolean; periodEnd: number },
) {
  const { userId, subscriptionId, at, paid, periodEnd } = change;
  if ((await admitEvent(tx, subscriptionId, userId, at, false)) !== 'apply') return;
  await tx
    .update(subscriptions)
    .set(paid ? { status: 'active', ...(periodEnd ? { renewsAt: fromUnix(periodEnd) } : {}) } : { status: 'past_due' })
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.stripeSubscriptionId, subscriptionId)));
  await recordEvent(tx, subscriptionId, at, false);
}
