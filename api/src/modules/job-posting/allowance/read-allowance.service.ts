// The read allowances, counted in PostgreSQL (core/rate-limit.store.ts) so they hold across api processes: each
// user 30 reads an hour, each site (the registrable host of the server asked, e.g. greenhouse.io for every
// Greenhouse posting) 60 a minute for all users together. The user's count is taken first, so one user hammering
// the product spends only their own allowance, never the site's.
import { JOB_POSTING_READ_LIMITS } from 'contracts';
import { getDomain } from 'tldts';
import { createRateLimit, type RateLimitStore } from '../../../core/rate-limit.store';

export type AllowanceDecision = { allowed: true } | { allowed: false; scope: 'user' | 'site'; retryAfterMs: number };

export interface ReadAllowance {
  take(userId: string, site: string): Promise<AllowanceDecision>;
}

export interface ReadLimits {
  perUser: { points: number; windowMs: number };
  perSite: { points: number; windowMs: number };
}

/** The key a site's allowance counts under: its registrable domain, or the host itself (an IP, localhost). */
export function siteOf(url: URL): string {
  const host = url.hostname.toLowerCase();
  return getDomain(host) ?? host;
}

export function createReadAllowance(store: RateLimitStore, limits: ReadLimits = JOB_POSTING_READ_LIMITS): ReadAllowance {
  const perUser = createRateLimit(store, { name: 'job-posting-user', ...limits.perUser });
  const perSite = createRateLimit(store, { name: 'job-posting-site', ...limits.perSite });
  return {
    async take(userId, site) {
      const user = await perUser.take(userId);
      if (!user.allowed) return { allowed: false, scope: 'user', retryAfterMs: user.retryAfterMs };
      const shared = await perSite.take(site);
      if (!shared.allowed) return { allowed: false, scope: 'site', retryAfterMs: shared.retryAfterMs };
      return { allowed: true };
    },
  };
}
