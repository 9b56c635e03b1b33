// Applies Stripe's webhook events to plans, add-ons and invoices, each event id once (stripe_events). Who and what
// come from the objects themselves (client_reference_id, metadata.product / user_id, the subscription's price), so
// no event needs a further call to Stripe.
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import {
  addOnSequencesOf,
  billingPeriod,
  DEFAULT_PLAN_ID,
  isCheckoutProduct,
  planOfProduct,
  productDescription,
  type CheckoutProductId,
} from 'contracts';
import type { StripeConfig } from '../../config/config';
import type { Database } from '../../db/db.client';
import { invoices, stripeEvents, subscriptions, usage, users } from '../../db/schema';
import type { Logger } from '../../logging/logger';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

/** Subscription statuses under which the paid plan applies (past_due: Stripe is still retrying the payment). */
const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));
const fromUnix = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/** A user that exists (and is not deleted) among the candidate ids, or, failing that, the owner of a Stripe customer. */
async function findUser(tx: Tx, candidateId: string | null | undefined, customerId: string | null): Promise<string | null> {
  if (candidateId && UUID.test(candidateId)) {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, candidateId));
    if (user) return user.id;
  }
  if (customerId) {
    const [row] = await tx
      .select({ userId: subscriptions.userId })
      .from(subscriptions)
      .where(eq(subscriptions.stripeCustomerId, customerId));
    if (row) return row.userId;
  }
  return null;
}

function productOfPrice(config: StripeConfig, priceId: string | null | undefined): CheckoutProductId | null {
  const entry = Object.entries(config.prices).find(([, price]) => price !== null && price === priceId);
  return entry && isCheckoutProduct(entry[0]) ? entry[0] : null;
}

async function applyCheckoutCompleted(tx: Tx, event: Stripe.Event, session: Stripe.Checkout.Session, logger: Logger) {
  // Delayed payment methods complete the session unpaid; checkout.session.async_payment_succeeded follows.
  if (session.payment_status === 'unpaid') return 'ignored' as const;
  const product = session.metadata?.product;
  const customerId = idOf(session.customer);
  const userId = await findUser(tx, session.client_reference_id ?? session.metadata?.user_id, customerId);
  if (!isCheckoutProduct(product) || !userId) {
    logger.warn({ eventId: event.id, product, sessionId: session.id }, 'Stripe checkout without a known user or product');
    return 'ignored' as const;
  }
  const plan = planOfProduct(product);
  if (plan) {
    const values = {
      plan: plan.id,
      stripeSubscriptionId: idOf(session.subscription),
      status: 'active',
      cancelsAt: null,
      ...(customerId ? { stripeCustomerId: customerId } : {}),
    };
    await tx
      .insert(subscriptions)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: subscriptions.userId, set: values });
    return 'applied' as const;
  }
  // An add-on counts for the month it was bought in.
  const sequences = addOnSequencesOf(product);
  const period = billingPeriod(new Date(event.created * 1000));
  await tx
    .insert(usage)
    .values({ userId, period, addonSequences: sequences })
    .onConflictDoUpdate({
      target: [usage.userId, usage.period],
      set: { addonSequences: sql`${usage.addonSequences} + ${sequences}` },
    });
  return 'applied' as const;
}

async function applyInvoice(tx: Tx, invoice: Stripe.Invoice, paid: boolean, logger: Logger) {
  const details = invoice.parent?.subscription_details ?? null;
  const product = details?.metadata?.product ?? invoice.metadata?.product;
  const userId = await findUser(tx, details?.metadata?.user_id ?? invoice.metadata?.user_id, idOf(invoice.customer));
  if (!userId || !invoice.id) {
    logger.warn({ invoiceId: invoice.id }, 'Stripe invoice of no known user');
    return 'ignored' as const;
  }
  const row = {
    userId,
    amountCents: paid ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency.toUpperCase(),
    description: isCheckoutProduct(product)
      ? productDescription(product)
      : (invoice.description ?? invoice.lines?.data[0]?.description ?? 'Payment'),
    status: paid ? 'paid' : 'failed',
    issuedAt: new Date(invoice.created * 1000),
    url: invoice.hosted_invoice_url ?? null,
    stripeInvoiceId: invoice.id,
  };
  await tx
    .insert(invoices)
    .values(row)
    .onConflictDoUpdate({
      target: invoices.stripeInvoiceId,
      set: { amountCents: row.amountCents, status: row.status, url: row.url, description: row.description },
    });

  const subscriptionId = idOf(details?.subscription);
  if (subscriptionId) {
    // The paid period's end is the next renewal; a failed renewal keeps the plan while Stripe retries.
    const periodEnd = Math.max(0, ...(invoice.lines?.data ?? []).map((line) => line.period?.end ?? 0));
    await tx
      .update(subscriptions)
      .set(paid ? { status: 'active', ...(periodEnd ? { renewsAt: fromUnix(periodEnd) } : {}) } : { status: 'past_due' })
      .where(and(eq(subscriptions.userId, userId), eq(subscriptions.stripeSubscriptionId, subscriptionId)));
  }
  return 'applied' as const;
}

async function endSubscription(tx: Tx, userId: string, subscriptionId: string, status: string) {
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
}

async function applySubscription(
  tx: Tx,
  config: StripeConfig,
  subscription: Stripe.Subscription,
  deleted: boolean,
  logger: Logger,
) {
  const customerId = idOf(subscription.customer);
  const userId = await findUser(tx, subscription.metadata?.user_id, customerId);
  if (!userId) {
    logger.warn({ subscriptionId: subscription.id }, 'Stripe subscription of no known user');
    return 'ignored' as const;
  }
  if (deleted || !LIVE_STATUSES.has(subscription.status)) {
    // incomplete: the first payment has not gone through yet; nothing to apply.
    if (subscription.status === 'incomplete') return 'ignored' as const;
    await endSubscription(tx, userId, subscription.id, deleted ? 'canceled' : subscription.status);
    return 'applied' as const;
  }
  const item = subscription.items?.data[0];
  // The price says the plan (a plan change in the portal swaps the price, not the metadata).
  const product = productOfPrice(config, item?.price?.id) ?? subscription.metadata?.product;
  const plan = isCheckoutProduct(product) ? planOfProduct(product) : null;
  if (!plan) {
    logger.warn({ subscriptionId: subscription.id, priceId: item?.price?.id }, 'Stripe subscription of no known plan');
    return 'ignored' as const;
  }
  const periodEnd = fromUnix(item?.current_period_end);
  const cancelsAt = fromUnix(subscription.cancel_at) ?? (subscription.cancel_at_period_end ? periodEnd : null);
  const values = {
    plan: plan.id,
    stripeSubscriptionId: subscription.id,
    status: subscription.status,
    renewsAt: periodEnd,
    cancelsAt,
    ...(customerId ? { stripeCustomerId: customerId } : {}),
  };
  await tx
    .insert(subscriptions)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: subscriptions.userId, set: values });
  return 'applied' as const;
}

/** Applies one verified event inside a transaction that also records its id: a repeat delivery changes nothing. */
export async function applyStripeEvent(
  db: Database,
  config: StripeConfig,
  event: Stripe.Event,
  logger: Logger,
): Promise<WebhookOutcome> {
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (recorded.length === 0) return 'duplicate';
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return applyCheckoutCompleted(tx, event, event.data.object, logger);
      case 'invoice.paid':
        return applyInvoice(tx, event.data.object, true, logger);
      case 'invoice.payment_failed':
        return applyInvoice(tx, event.data.object, false, logger);
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
        return applySubscription(tx, config, event.data.object, false, logger);
      case 'customer.subscription.deleted':
        return applySubscription(tx, config, event.data.object, true, logger);
      default:
        return 'ignored';
    }
  });
}
