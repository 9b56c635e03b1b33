// One open Checkout Session per user (product.md §9, Billing): asked again for the same product, the user gets the
// same Stripe page; asked for another product, the open session is expired first, so two checkouts opened one after
// the other can never both be paid.
import { and, eq, isNull, or } from 'drizzle-orm';
import type Stripe from 'stripe';
import { PAYMENTS_UNAVAILABLE, type CheckoutProductId } from 'contracts';
import type { Database } from '../../db/db.client';
import { subscriptions } from '../../db/schema';
import type { Logger } from '../../logging/logger';
import { BillingError } from './billing.errors';
import { callStripe, refusedByStripe, stripeUnavailable } from './stripe-call.util';

/** A session this close to its expires_at is not handed out again: the user needs time to pay. */
const REUSE_MARGIN_MS = 10 * 60_000;

interface StoredCheckout {
  checkoutSessionId: string | null;
  checkoutUrl: string | null;
  checkoutProduct: string | null;
  checkoutExpiresAt: Date | null;
}

/** The stored session's page when it is still open, for the same product and not about to expire; else null. */
async function reusableUrl(logger: Logger, stripe: Stripe, stored: StoredCheckout, product: CheckoutProductId) {
  const id = stored.checkoutSessionId;
  // Past its expires_at Stripe has expired it already: no call needed.
  if (!id || !stored.checkoutExpiresAt || stored.checkoutExpiresAt.getTime() <= Date.now()) return null;
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.retrieve(id);
  } catch (error) {
    if (refusedByStripe(error)) return null; // gone from Stripe (e.g. a wiped test mode)
    throw stripeUnavailable(logger, 'checkout session lookup', error);
  }
  if (session.status !== 'open') return null;
  const fresh = session.expires_at * 1000 - Date.now() > REUSE_MARGIN_MS;
  if (fresh && stored.checkoutProduct === product) return session.url ?? stored.checkoutUrl;
  try {
    await stripe.checkout.sessions.expire(id);
  } catch (error) {
    // Paid or expired meanwhile: nothing left to expire (a second plan paid now is cancelled by the webhook).
    if (!refusedByStripe(error)) throw stripeUnavailable(logger, 'checkout session expiry', error);
  }
  return null;
}

const STORED_CHECKOUT = {
  checkoutSessionId: subscriptions.checkoutSessionId,
  checkoutUrl: subscriptions.checkoutUrl,
  checkoutProduct: subscriptions.checkoutProduct,
  checkoutExpiresAt: subscriptions.checkoutExpiresAt,
};

/**
 * Returns the page of the user's open checkout for `product`, opening one with `params` when there is none. No row is
 * held while Stripe answers (a slow Stripe must not hold database connections others wait for): the new session is
 * stored only if the stored one is still the one read; a request that lost that race expires its own session and
 * hands back the winner's page, so two requests at once leave one payable session.
 */
export async function openCheckout(
  deps: { db: Database; logger: Logger },
  stripe: Stripe,
  userId: string,
  product: CheckoutProductId,
  params: Stripe.Checkout.SessionCreateParams,
): Promise<string> {
  const { db, logger } = deps;
  const [stored] = await db.select(STORED_CHECKOUT).from(subscriptions).where(eq(subscriptions.userId, userId));
  const reused = stored ? await reusableUrl(logger, stripe, stored, product) : null;
  if (reused) return reused;
  const session = await callStripe(logger, 'checkout session creation', () => stripe.checkout.sessions.create(params));
  if (!session.url) {
    logger.error({ sessionId: session.id }, 'Stripe returned a checkout session without a url');
    throw new BillingError('unavailable', PAYMENTS_UNAVAILABLE);
  }
  const readId = stored?.checkoutSessionId ?? null;
  const [won] = await db
    .update(subscriptions)
    .set({
      checkoutSessionId: session.id,
      checkoutUrl: session.url,
      checkoutProduct: product,
      checkoutExpiresAt: new Date(session.expires_at * 1000),
    })
    .where(
      and(
        eq(subscriptions.userId, userId),
        // The one read, or none: the webhook of the session just expired (reusableUrl) may have forgotten it meanwhile,
        // and then no other payable session is stored. Only a session another request stored makes ours the loser.
        readId === null
          ? isNull(subscriptions.checkoutSessionId)
          : or(eq(subscriptions.checkoutSessionId, readId), isNull(subscriptions.checkoutSessionId)),
      ),
    )
    .returning({ url: subscriptions.checkoutUrl });
  if (won) return session.url;
  // Another request stored its session meanwhile: ours is expired, so only one can be paid.
  await expireQuietly(logger, stripe, session.id);
  const [winner] = await db.select(STORED_CHECKOUT).from(subscriptions).where(eq(subscriptions.userId, userId));
  return winner?.checkoutUrl ?? session.url;
}

async function expireQuietly(logger: Logger, stripe: Stripe, sessionId: string) {
  try {
    await stripe.checkout.sessions.expire(sessionId);
  } catch (error) {
    logger.warn({ err: error, sessionId }, 'a checkout session that lost the race could not be expired');
  }
}

/** The stored open checkout is done with (paid or expired at Stripe): the next request opens a new one. */
export async function forgetCheckout(db: Pick<Database, 'update'>, sessionId: string) {
  await db
    .update(subscriptions)
    .set({ checkoutSessionId: null, checkoutUrl: null, checkoutProduct: null, checkoutExpiresAt: null })
    .where(eq(subscriptions.checkoutSessionId, sessionId));
}
