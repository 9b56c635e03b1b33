// robots.txt for HTML pages (RFC 9309), fetched through the same safe path and kept per origin for an hour in
// memory. A 4xx (or a robots.txt behind more redirects than we follow) means no rules: everything is allowed
// (§2.3.1.2, §2.3.1.3). A 5xx, or a robots.txt we cannot reach, means complete disallow (§2.3.1.4); that answer is
// not kept, so the next read asks again. The parser (robots-parser) matches rules without regular expressions.
import { LRUCache } from 'lru-cache';
import robotsParser from 'robots-parser';
import { fail, type ReadDeadline, type SafeFetch, type SafeFetchFailure } from './safe-fetch.types';

/** The product token sites name in robots.txt to address our reader. */
export const ROBOTS_USER_AGENT = 'FollowUpAgentBot';
export const ROBOTS_CACHE_MS = 3_600_000;
const ROBOTS_CACHE_ORIGINS = 5_000;

type RobotsRules = { isAllowed(url: string, ua?: string): boolean | undefined } | 'allow-all';

export type RobotsGate = (url: URL, deadline: ReadDeadline) => Promise<SafeFetchFailure | null>;

async function fetchRules(safeFetch: SafeFetch, origin: string, deadline: ReadDeadline): Promise<RobotsRules | SafeFetchFailure> {
  const robotsUrl = new URL('/robots.txt', origin);
  const answer = await safeFetch({ url: robotsUrl, accept: 'text/plain', deadline });
  if (answer.ok) return robotsParser(robotsUrl.href, answer.text);
  if (answer.kind === 'http-error' && answer.status >= 400 && answer.status < 500) return 'allow-all';
  if (answer.kind === 'too-many-redirects') return 'allow-all';
  if (answer.kind === 'timeout') return answer;
  return fail('robots-disallowed', 'unreachable');
}

export function createRobotsGate(safeFetch: SafeFetch): RobotsGate {
  const cache = new LRUCache<string, RobotsRules>({ max: ROBOTS_CACHE_ORIGINS, ttl: ROBOTS_CACHE_MS });
  return async (url, deadline) => {
    let rules = cache.get(url.origin);
    if (!rules) {
      const fetched = await fetchRules(safeFetch, url.origin, deadline);
      if (typeof fetched === 'object' && 'ok' in fetched) return fetched;
      rules = fetched;
      cache.set(url.origin, rules);
    }
    if (rules === 'allow-all' || rules.isAllowed(url.href, ROBOTS_USER_AGENT) !== false) return null;
    return fail('robots-disallowed', 'disallowed');
  };
}
