// The per-user budgets of calls that cost something outside the database (lookups, test emails, uploads, drafts)
// and the per-address budget of public access requests: built once per app, counted in PostgreSQL.
import type pg from 'pg';
import { REQUEST_RATE_LIMITS } from 'contracts';
import { createRateLimit, type RateLimit } from './rate-limit.store';

export interface RequestLimits {
  linkedInLookup: RateLimit;
  testEmail: RateLimit;
  upload: RateLimit;
  draft: RateLimit;
  accessRequest: RateLimit;
}

export function createRequestLimits(pool: pg.Pool): RequestLimits {
  const { linkedInLookups, testEmails, uploads, drafts, accessRequestsPerAddress } = REQUEST_RATE_LIMITS;
  return {
    linkedInLookup: createRateLimit(pool, { name: 'lookup', ...linkedInLookups }),
    testEmail: createRateLimit(pool, { name: 'test-email', ...testEmails }),
    upload: createRateLimit(pool, { name: 'upload', ...uploads }),
    draft: createRateLimit(pool, { name: 'draft', ...drafts }),
    accessRequest: createRateLimit(pool, { name: 'access-request', ...accessRequestsPerAddress }),
  };
}
