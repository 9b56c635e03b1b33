// Test settings pointing the api at a devstack Stripe stand-in (its key, its prices, the webhook secret events are
// signed with), and a signed event the way Stripe posts one.
import Stripe from 'stripe';
import type { StripeStandIn } from 'devstack/stripe';

export function stripeEnv(stripe: Pick<StripeStandIn, 'url' | 'secretKey' | 'prices'>, webhookSecret: string) {
  return {
    STRIPE_API_URL: stripe.url,
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_PRICE_FOCUSED: stripe.prices.focused,
    STRIPE_PRICE_RELENTLESS: stripe.prices.relentless,
    STRIPE_PRICE_ADDON_10: stripe.prices.addon_10,
    STRIPE_PRICE_ADDON_25: stripe.prices.addon_25,
  };
}

/** An event body and its Stripe-Signature header, signed with the SDK's test helper. */
export function signedStripeEvent(
  type: string,
  object: Record<string, unknown>,
  options: { id: string; secret: string; created?: number },
) {
  const payload = JSON.stringify({
    id: options.id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: options.created ?? Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret }) };
}
