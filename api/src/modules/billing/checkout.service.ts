// Checkout Sessions and Customer Portal sessions: the pages of Stripe the billing page sends the browser to.
// What is bought takes effect only through the webhook (stripe-webhook.service.ts), never on return to the app.
import { eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import {
  addOnSequencesOf,
  alreadyOnPlanMessage,
  CHANGE_PLAN_IN_PORTAL,
  CHECKOUT_UNAVAILABLE,
  CHECKOUTS_RATE_LIMITED,
  NO_BILLING_ACCOUNT,
  planOfProduct,
  productDescription,
  type CheckoutProductId,
} from 'contracts';
import type { AppConfig } from '../../config/config';
import type { RateLimit } from '../../core/rate-limit.store';
import type { Database } from '../../db/db.client';
import { subscriptions } from '../../db/schema';
import type { Logger } from '../../logging/logger';
import { BillingError } from './billing.errors';
import { openCheckout } from './open-checkout.service';
import { callStripe } from './stripe-call.util';
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

/**
 * Starts a Checkout for `product`, or hands back the user's open one (open-checkout.service.ts); returns the URL of
 * Stripe's payment page. At most REQUEST_RATE_LIMITS.checkouts an hour per user: Stripe's rate limit is per account.
 */
export async function createCheckoutSession(
  deps: BillingDeps & { limit: RateLimit },
  user: BillingUser,
  product: CheckoutProductId,
): Promise<string> {
  const { config, db } = deps;
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

  if (!(await deps.limit.take(user.id)).allowed) throw new BillingError('rateLimited', CHECKOUTS_RATE_LIMITED);

  const customer = await ensureCustomer(deps, stripe, user);
  // The webhook reads who and what from these, so it needs no further call to Stripe.
  const metadata = { product, user_id: user.id };
  return openCheckout(deps, stripe, user.id, product, {
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
  });
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
