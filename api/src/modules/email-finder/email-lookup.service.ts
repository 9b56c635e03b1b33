// linkedInDetailsFetcher: validate the URL with the spec rule, answer from the cache or (within the budgets) the
// provider, and say the product's messages.
import {
  EMAIL_LOOKUPS_PAUSED_TODAY,
  EMAIL_LOOKUP_CREDITS_EXHAUSTED,
  EMAIL_LOOKUP_RATE_LIMITED,
  EMAIL_LOOKUP_UNAVAILABLE,
  INVALID_LINKEDIN_URL,
  LINKEDIN_EMAIL_NOT_FOUND,
  emailLookupBusy,
  emailLookupsUsedThisMonth,
  emailLookupsUsedToday,
  extractLinkedInUrl,
  validateLinkedInUrl,
  type Plan,
} from 'contracts';
import type { EmailFinderConfig } from '../../config/config';
import type { RateLimit } from '../../core/rate-limit.store';
import type { Database } from '../../db/db.client';
import type { Logger } from '../../logging/logger';
import { currentPlan } from '../billing';
import { EmailFinderError, type EmailFinder, type FoundEmail } from './email-finder.driver';
import { refundLookup, reserveLookup, type BudgetRefusal } from './lookup-budget.repository';
import { lookupCacheKey, readCachedLookup, storeLookup } from './lookup-cache.repository';

export type LookupFailureKind = 'invalid' | 'not-found' | 'unavailable' | 'rate-limited' | 'provider-busy' | 'budget-spent';

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

export interface LookupDeps {
  db: Database;
  finder: EmailFinder;
  limiter: Pick<RateLimit, 'take'>;
  logger: Logger;
  settings: Pick<EmailFinderConfig, 'provider' | 'dailyCap' | 'cacheDays' | 'notFoundCacheDays'>;
  now?: () => Date;
}

/**
 * One lookup (product.md §13, "Email lookups"): the URL rule, the per-minute rate, then the user's cache (a kept
 * answer costs nothing), then the budgets (the user's day and month by plan, the project's day), then the provider.
 * A lookup the provider could not answer is given back and never kept.
 */
export async function lookUpEmail(deps: LookupDeps, userId: string, linkedInUrl: string): Promise<FoundEmail> {
  const invalid = validateLinkedInUrl(linkedInUrl);
  const key = lookupCacheKey(deps.settings.provider, linkedInUrl);
  if (invalid || !key) throw new EmailLookupError('invalid', invalid ?? INVALID_LINKEDIN_URL);
  if (!(await deps.limiter.take(userId)).allowed) throw new EmailLookupError('rate-limited', EMAIL_LOOKUP_RATE_LIMITED);
  const now = deps.now?.() ?? new Date();
  const cached = await readCachedLookup(deps.db, userId, key, now);
  const found = cached ? cached.found : await askProvider(deps, userId, linkedInUrl, key, now);
  if (!found) throw new EmailLookupError('not-found', LINKEDIN_EMAIL_NOT_FOUND);
  return found;
}

async function askProvider(deps: LookupDeps, userId: string, linkedInUrl: string, key: string, now: Date) {
  const plan = await currentPlan(deps.db, userId);
  const reservation = await reserveLookup(
    deps.db,
    userId,
    { perDay: plan.emailLookupsPerDay, perMonth: plan.emailLookupsPerMonth, projectPerDay: deps.settings.dailyCap },
    now,
  );
  if (!reservation.ok) throw budgetRefusal(reservation.refusal, plan, deps.logger);
  let found: FoundEmail | null;
  try {
    found = await deps.finder.find(normaliseLinkedInUrl(linkedInUrl)!);
  } catch (error) {
    await refundLookup(deps.db, userId, reservation.periods);
    if (!(error instanceof EmailFinderError)) throw error;
    throw providerFailure(error, deps.logger);
  }
  const days = found ? deps.settings.cacheDays : deps.settings.notFoundCacheDays;
  await storeLookup(deps.db, { userId, key, found, days, now });
  return found;
}

function budgetRefusal(refusal: BudgetRefusal, plan: Plan, logger: Logger): EmailLookupError {
  switch (refusal) {
    case 'day':
      return new EmailLookupError('budget-spent', emailLookupsUsedToday(plan));
    case 'month':
      return new EmailLookupError('budget-spent', emailLookupsUsedThisMonth(plan));
    case 'project':
      logger.warn('email finder daily cap reached (EMAIL_FINDER_DAILY_CAP): lookups refused until the next UTC day');
      return new EmailLookupError('budget-spent', EMAIL_LOOKUPS_PAUSED_TODAY);
  }
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
