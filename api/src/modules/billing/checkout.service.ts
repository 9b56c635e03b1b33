// Checkout Sessions and Customer Portal sessions: the pages of Stripe the billing page sends the browser to.
// What is bought takes effect only through the webhook (stripe-webhook.service.ts), never on return to the app.
import { eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import {
  addOnSequencesOf,
  alreadyOnPlanMessage,
  CHANGE_PLAN_IN_PORTAL,
  CHECKOUT_UNAVAILABLE,
  NO_BILLING_ACCOUNT,
  PAYMENTS_UNAVAILABLE,
  planOfProduct,
  productDescription,
  type CheckoutProductId,
} from 'contracts';
import type { AppConfig } from '../../config/config';
import type { Database } from '../../db/db.client';
import { subscriptions } from '../../db/schema';
import type { Logger } from '../../logging/logger';
import { BillingError } from './billing.errors';
import { stripeClientFor } from './stripe.client';

export interface BillingUser {
  id: string;
  email: string;
  name: string;
}

interface BillingDeps {
  db: Database;
  config: AppConfig;
  logger: Logger;
}

/** Where Stripe sends the browser back to: the billing page, which says how the checkout ended. */
const billingPageUrl = (config: AppConfig, outcome?: 'success' | 'cancelled') =>
  `${config.appOrigin}/dashboard/billing${outcome ? `?checkout=${outcome}` : ''}`;

/** Stripe failures are ours to look into, not the user's: logged, and a plain "try again later" for the user. */
async function callStripe<T>(logger: Logger, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const stripeError = error as Partial<Stripe.errors.StripeError>;
    logger.error({ err: error, stripeCode: stripeError.code, stripeType: stripeError.type }, `Stripe ${what} failed`);
    throw new BillingError('unavailable', PAYMENTS_UNAVAILABLE);
  }
}

async function subscriptionRow(db: Database, userId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

/** The user's Stripe customer, created on the first purchase (one per user: the idempotency key covers a double click). */
async function ensureCustomer({ db, logger }: BillingDeps, stripe: Stripe, user: BillingUser): Promise<string> {
  const existing = await subscriptionRow(db, user.id);
  if (existing?.stripeCustomerId) return existing.stripeCustomerId;
  const customer = await callStripe(logger, 'customer creation', () =>
    stripe.customers.create(
      { email: user.email, name: user.name, metadata: { user_id: user.id } },
      { idempotencyKey: `customer-for-user-${user.id}` },
    ),
  );
  const [row] = await db
    .insert(subscriptions)
    .values({ userId: user.id, stripeCustomerId: customer.id })
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: { stripeCustomerId: sql`coalesce(${subscriptions.stripeCustomerId}, excluded.stripe_customer_id)` },
    })
    .returning({ stripeCustomerId: subscriptions.stripeCustomerId });
  return row!.stripeCustomerId!;
}

/** Starts a Checkout for `product`; returns the URL of Stripe's payment page. */
export async function createCheckoutSession(deps: BillingDeps, user: BillingUser, product: CheckoutProductId): Promise<string> {
  const { config, db, logger } = deps;
  const stripe = await stripeClientFor(config.stripe);
  const price = config.stripe.prices[product];
  if (!stripe || !price) throw new BillingError('input', CHECKOUT_UNAVAILABLE);

  const plan = planOfProduct(product);
  if (plan) {
    const current = await subscriptionRow(db, user.id);
    if (current?.plan === plan.id) throw new BillingError('input', alreadyOnPlanMessage(plan.name));
    // A second subscription would bill the user twice.
    if (current?.stripeSubscriptionId) throw new BillingError('input', CHANGE_PLAN_IN_PORTAL);
  } else if (addOnSequencesOf(product) === 0) {
    throw new BillingError('input', CHECKOUT_UNAVAILABLE);
  }

  const customer = await ensureCustomer(deps, stripe, user);
  // The webhook reads who and what from these, so it needs no further call to Stripe.
  const metadata = { product, user_id: user.id };
  const session = await callStripe(logger, 'checkout session creation', () =>
    stripe.checkout.sessions.create({
      mode: plan ? 'subscription' : 'payment',
      customer,
      client_reference_id: user.id,
      line_items: [{ price, quantity: 1 }],
      metadata,
      success_url: billingPageUrl(config, 'success'),
      cancel_url: billingPageUrl(config, 'cancelled'),
      ...(plan
        ? { subscription_data: { metadata } }
        : // One-time payments get an invoice only when asked: the invoice history lists it with its hosted page.
          { invoice_creation: { enabled: true, invoice_data: { metadata, description: productDescription(product) } } }),
    }),
  );
  if (!session.url) {
    logger.error({ sessionId: session.id }, 'Stripe returned a checkout session without a url');
    throw new BillingError('unavailable', PAYMENTS_UNAVAILABLE);
  }
  return session.url;
}

/** Opens Stripe's customer portal (change or cancel the plan, payment method, invoices). */
export async function createBillingPortalSession({ config, db, logger }: BillingDeps, userId: string): Promise<string> {
  const stripe = await stripeClientFor(config.stripe);
  const customer = (await subscriptionRow(db, userId))?.stripeCustomerId;
  if (!stripe || !customer) throw new BillingError('input', NO_BILLING_ACCOUNT);
  const session = await callStripe(logger, 'portal session creation', () =>
    stripe.billingPortal.sessions.create({ customer, return_url: billingPageUrl(config) }),
  );
  return session.url;
}

/**
 * Ends the user's paid plan at once in Stripe (no further charge), e.g. when the account is deleted. Stripe's
 * customer.subscription.deleted then returns the plan to Starter. False when there was nothing to cancel.
 */
export async function cancelStripeSubscription({ config, db, logger }: BillingDeps, userId: string): Promise<boolean> {
  const stripe = await stripeClientFor(config.stripe);
  const subscription = (await subscriptionRow(db, userId))?.stripeSubscriptionId;
  if (!stripe || !subscription) return false;
  await callStripe(logger, 'subscription cancellation', () => stripe.subscriptions.cancel(subscription));
  return true;
}
