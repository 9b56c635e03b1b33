// One way to call Stripe: a failure is ours to look into, not the user's (logged, and a plain "try again later").
import type Stripe from 'stripe';
import { PAYMENTS_UNAVAILABLE } from 'contracts';
import type { Logger } from '../../logging/logger';
import { BillingError } from './billing.errors';

/** Logs a Stripe failure; the error to throw instead (the user reads "try again later"). */
export function stripeUnavailable(logger: Logger, what: string, error: unknown): BillingError {
  const stripeError = error as Partial<Stripe.errors.StripeError>;
  logger.error({ err: error, stripeCode: stripeError.code, stripeType: stripeError.type }, `Stripe ${what} failed`);
  return new BillingError('unavailable', PAYMENTS_UNAVAILABLE);
}

export async function callStripe<T>(logger: Logger, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw stripeUnavailable(logger, what, error);
  }
}

/** Stripe answered that the request cannot apply to the object as it is now (400/404: gone, already ended...). */
export function refusedByStripe(error: unknown): boolean {
  const { statusCode } = error as Partial<Stripe.errors.StripeError>;
  return statusCode === 400 || statusCode === 404;
}
