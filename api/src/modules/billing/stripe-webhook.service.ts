// Applies Stripe's webhook events to plans, add-ons and invoices, each event id once (stripe_events). Who and what
// come from the objects themselves (client_reference_id, metadata.product / user_id, the subscription's price); the
// only further calls to Stripe are for a second live subscription (duplicate-subscription.service.ts). Events of a
// subscription follow Stripe's ordering rules (subscription-order.repository.ts).
import { sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { addOnSequencesOf, billingPeriod, isCheckoutProduct, planOfProduct, productDescription } from 'contracts';
import type { StripeConfig } from '../../config/config';
import type { Database } from '../../db/db.client';
import { invoices, stripeEvents, usage } from '../../db/schema';
import type { Logger } from '../../logging/logger';
import type { WebhookDeps } from './duplicate-subscription.service';
import { forgetCheckout } from './open-checkout.service';
import { applyInvoiceToSubscription, applyLivePlan, applySubscription } from './subscription-events.service';
import { findUser } from './webhook-user.repository';
import { idOf, type Tx, type WebhookOutcome } from './webhook-tx.types';

export type { WebhookOutcome } from './webhook-tx.types';

async function applyCheckoutCompleted(tx: Tx, deps: WebhookDeps, event: Stripe.Event, session: Stripe.Checkout.Session) {
  // Delayed payment methods complete the session unpaid; checkout.session.async_payment_succeeded follows.
  if (session.payment_status === 'unpaid') return 'ignored' as const;
  await forgetCheckout(tx, session.id);
  const product = session.metadata?.product;
  const customerId = idOf(session.customer);
  const userId = await findUser(tx, session.client_reference_id ?? session.metadata?.user_id, customerId);
  if (!isCheckoutProduct(product) || !userId) {
    deps.logger.warn({ eventId: event.id, product, sessionId: session.id }, 'Stripe checkout without a known user or product');
    return 'ignored' as const;
  }
  const plan = planOfProduct(product);
  const subscriptionId = idOf(session.subscription);
  if (plan && subscriptionId) {
    const values = { plan: plan.id, status: 'active', cancelsAt: null, ...(customerId ? { stripeCustomerId: customerId } : {}) };
    return applyLivePlan(tx, deps, { userId, subscriptionId, at: new Date(event.created * 1000), values });
  }
  if (plan) return 'ignored' as const; // a subscription checkout always names its subscription
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

async function applyInvoice(tx: Tx, event: Stripe.Event, invoice: Stripe.Invoice, paid: boolean, logger: Logger) {
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
    await applyInvoiceToSubscription(tx, { userId, subscriptionId, at: new Date(event.created * 1000), paid, periodEnd });
  }
  return 'applied' as const;
}

/** Applies one verified event inside a transaction that also records its id: a repeat delivery changes nothing. */
export async function applyStripeEvent(
  db: Database,
  config: StripeConfig,
  event: Stripe.Event,
  logger: Logger,
): Promise<WebhookOutcome> {
  const deps = { config, logger };
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
        return applyCheckoutCompleted(tx, deps, event, event.data.object);
      case 'checkout.session.expired':
        await forgetCheckout(tx, event.data.object.id);
        return 'applied';
      case 'invoice.paid':
        return applyInvoice(tx, event, event.data.object, true, logger);
      case 'invoice.payment_failed':
        return applyInvoice(tx, event, event.data.object, false, logger);
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
        return applySubscription(tx, deps, event, event.data.object, false);
      case 'customer.subscription.deleted':
        return applySubscription(tx, deps, event, event.data.object, true);
      default:
        return 'ignored';
    }
  });
}
