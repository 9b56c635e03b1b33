// The Stripe SDK client of this process: one per configuration, pointed at STRIPE_API_URL (Stripe itself, or the
// devstack stand-in), or null when no secret key is set (nothing can be bought then).
import Stripe from 'stripe';
import type { StripeConfig } from '../../config/config';

/** A request to Stripe should not hold a GraphQL request for the SDK's default 80 s. */
const STRIPE_TIMEOUT_MS = 15_000;

const clients = new WeakMap<StripeConfig, Stripe>();

export function stripeClientFor(config: StripeConfig): Stripe | null {
  if (!config.secretKey) return null;
  let client = clients.get(config);
  if (!client) {
    const url = new URL(config.apiUrl);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    client = new Stripe(config.secretKey, {
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
