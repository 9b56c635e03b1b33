// The Stripe SDK client of this process: one per configuration, pointed at STRIPE_API_URL (Stripe itself, or the
// devstack stand-in), or null when no secret key is set (nothing can be bought then).
import type Stripe from 'stripe';
import type { StripeConfig } from '../../config/config';
import { memoise } from '../../core/lazy-load.util';

/** A request to Stripe should not hold a GraphQL request for the SDK's default 80 s. */
const STRIPE_TIMEOUT_MS = 15_000;

/** The SDK class, imported at first use (a large library only payments need). */
export const loadStripe = memoise(async () => (await import('stripe')).default);

const clients = new WeakMap<StripeConfig, Stripe>();

/** Whether payments can be taken (a secret key is set), without loading the SDK. */
export const stripeConfigured = (config: StripeConfig): boolean => Boolean(config.secretKey);

export async function stripeClientFor(config: StripeConfig): Promise<Stripe | null> {
  const { secretKey } = config;
  if (!secretKey) return null;
  const StripeSdk = await loadStripe();
  let client = clients.get(config);
  if (!client) {
    const url = new URL(config.apiUrl);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    client = new StripeSdk(secretKey, {
      host: url.hostname,
      port: url.port || (protocol === 'http' ? 80 : 443),
      protocol,
      timeout: STRIPE_TIMEOUT_MS,
      maxNetworkRetries: 2,
      telemetry: false,
    });
    clients.set(config, client);
  }
  return client;
}
