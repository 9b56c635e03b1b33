// The provider interface of the LinkedIn email lookup: one driver per provider (http.driver.ts, apollo.driver.ts,
// pdl.driver.ts), chosen by EMAIL_FINDER_PROVIDER in email-finder.factory.ts.
import type { EmailConfidence } from 'contracts';

export interface FoundEmail {
  email: string;
  name: string | null;
  /** How sure the provider is that the address reaches the person (shown to the user before sending). */
  emailConfidence: EmailConfidence;
}

export interface EmailFinder {
  /** The address behind a normalised profile URL, or null when the provider knows none. */
  find(profileUrl: string): Promise<FoundEmail | null>;
}

/**
 * Why a provider could not answer (not the same as "no email known"):
 * - unavailable: down, timed out, a 5xx, or an answer we cannot read;
 * - rejected-key: the key is missing, wrong or not allowed on the endpoint (401/403);
 * - bad-input: the provider refused the profile URL (400/422);
 * - rate-limited: the provider's own limit (429), with its retry hint in seconds when it gave one;
 * - credits-exhausted: the account has no lookups left (402, or Apollo's credit refusal).
 */
export type EmailFinderFailure = 'unavailable' | 'rejected-key' | 'bad-input' | 'rate-limited' | 'credits-exhausted';

export class EmailFinderError extends Error {
  constructor(
    readonly failure: EmailFinderFailure,
    reason: string,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(`Email finder ${failure}: ${reason}`);
    this.name = 'EmailFinderError';
  }
}

/** The provider is missing, down or answered something unusable. */
export class EmailFinderUnavailableError extends EmailFinderError {
  constructor(reason: string) {
    super('unavailable', reason);
    this.name = 'EmailFinderUnavailableError';
  }
}
