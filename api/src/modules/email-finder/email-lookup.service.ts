// linkedInDetailsFetcher: validate the URL with the spec rule, ask the provider, answer the spec's messages.
import {
  EMAIL_LOOKUP_CREDITS_EXHAUSTED,
  EMAIL_LOOKUP_RATE_LIMITED,
  EMAIL_LOOKUP_UNAVAILABLE,
  INVALID_LINKEDIN_URL,
  LINKEDIN_EMAIL_NOT_FOUND,
  emailLookupBusy,
  extractLinkedInUrl,
  validateLinkedInUrl,
} from 'contracts';
import type { Logger } from '../../logging/logger';
import { EmailFinderError, type EmailFinder, type FoundEmail } from './email-finder.driver';
import type { RateLimit } from '../../core/rate-limit.store';

export type LookupFailureKind = 'invalid' | 'not-found' | 'unavailable' | 'rate-limited' | 'provider-busy';

export class EmailLookupError extends Error {
  constructor(
    readonly kind: LookupFailureKind,
    message: string,
  ) {
    super(message);
    this.name = 'EmailLookupError';
  }
}

/** 'www.LinkedIn.com/in/jane?x' -> 'https://www.linkedin.com/in/jane' (what the provider is asked). */
export function normaliseLinkedInUrl(input: string): string | null {
  const matched = extractLinkedInUrl(input);
  if (!matched) return null;
  const path = matched.replace(/^(?:https?:\/\/)?(?:www\.)?linkedin\.com/i, '');
  return `https://www.linkedin.com${path}`;
}

export async function lookUpEmail(
  deps: { finder: EmailFinder; limiter: Pick<RateLimit, 'take'>; logger: Logger },
  userId: string,
  linkedInUrl: string,
): Promise<FoundEmail> {
  const invalid = validateLinkedInUrl(linkedInUrl);
  if (invalid) throw new EmailLookupError('invalid', invalid);
  if (!(await deps.limiter.take(userId)).allowed) throw new EmailLookupError('rate-limited', EMAIL_LOOKUP_RATE_LIMITED);
  let found: FoundEmail | null;
  try {
    found = await deps.finder.find(normaliseLinkedInUrl(linkedInUrl)!);
  } catch (error) {
    if (!(error instanceof EmailFinderError)) throw error;
    throw providerFailure(error, deps.logger);
  }
  if (!found) throw new EmailLookupError('not-found', LINKEDIN_EMAIL_NOT_FOUND);
  return found;
}

/** A provider's refusal -> what the user reads; the operator's part (a bad key, no credits) goes to the log. */
function providerFailure(error: EmailFinderError, logger: Logger): EmailLookupError {
  switch (error.failure) {
    case 'bad-input':
      return new EmailLookupError('invalid', INVALID_LINKEDIN_URL);
    case 'rate-limited':
      logger.warn({ err: error, retryAfterSeconds: error.retryAfterSeconds }, 'email finder rate limit reached');
      return new EmailLookupError('provider-busy', emailLookupBusy(error.retryAfterSeconds));
    case 'credits-exhausted':
      logger.error({ err: error }, 'email finder credits used up: top up the provider account');
      return new EmailLookupError('unavailable', EMAIL_LOOKUP_CREDITS_EXHAUSTED);
    case 'rejected-key':
      logger.error({ err: error }, 'email finder refused the API key: check the provider key setting');
      return new EmailLookupError('unavailable', EMAIL_LOOKUP_UNAVAILABLE);
    case 'unavailable':
      logger.warn({ err: error }, 'email finder unavailable');
      return new EmailLookupError('unavailable', EMAIL_LOOKUP_UNAVAILABLE);
  }
}
