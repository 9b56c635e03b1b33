// linkedInDetailsFetcher: validate the URL with the spec rule, ask the provider, answer the spec's messages.
import {
  EMAIL_LOOKUP_RATE_LIMITED,
  EMAIL_LOOKUP_UNAVAILABLE,
  LINKEDIN_EMAIL_NOT_FOUND,
  extractLinkedInUrl,
  validateLinkedInUrl,
} from 'contracts';
import type { Logger } from '../../logging/logger';
import { EmailFinderUnavailableError, type EmailFinder, type FoundEmail } from './email-finder.driver';
import type { RateLimit } from '../../core/rate-limit.store';

export type LookupFailureKind = 'invalid' | 'not-found' | 'unavailable' | 'rate-limited';

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
    if (!(error instanceof EmailFinderUnavailableError)) throw error;
    deps.logger.warn({ err: error }, 'email finder unavailable');
    throw new EmailLookupError('unavailable', EMAIL_LOOKUP_UNAVAILABLE);
  }
  if (!found) throw new EmailLookupError('not-found', LINKEDIN_EMAIL_NOT_FOUND);
  return found;
}
