// The per-user budgets of calls that cost something outside the database (lookups, test emails, uploads, drafts)
// and the per-address budget of public access requests: built once per app, counted in PostgreSQL.
import { REQUEST_RATE_LIMITS } from 'contracts';
import { createRateLimit, type RateLimit, type RateLimitStore } from './rate-limit.store';

export interface RequestLimits {
  linkedInLookup: RateLimit;
  testEmail: RateLimit;
  upload: RateLimit;
  draft: RateLimit;
  accessRequest: RateLimit;
  checkout: RateLimit;
}

export function createRequestLimits(store: RateLimitStore): RequestLimits {
  const { linkedInLookups, testEmails, uploads, drafts, accessRequestsPerAddress, checkouts } = REQUEST_RATE_LIMITS;
  return {
    linkedInLookup: createRateLimit(store, { name: 'lookup', ...linkedInLookups }),
    testEmail: createRateLimit(store, { name: 'test-email', ...testEmails }),
    upload: createRateLimit(store, { name: 'upload', ...uploads }),
    draft: createRateLimit(store, { name: 'draft', ...drafts }),
    accessRequest: createRateLimit(store, { name: 'access-request', ...accessRequestsPerAddress }),
    checkout: createRateLimit(store, { name: 'checkout', ...checkouts }),
  };
}
