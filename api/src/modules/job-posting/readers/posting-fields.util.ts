// Small, bounded normalizers every reader shares: one-line text clipped to its bound, dates to ISO 8601, the
// registrable domain of a site, a board slug made readable. Untrusted values of the wrong type come back as null.
import { JOB_POSTING_BOUNDS } from 'contracts';
import { getDomain } from 'tldts';

/** Sites that host other companies' postings: their domain is never the company's. */
const HOSTING_DOMAINS = new Set([
  'greenhouse.io',
  'lever.co',
  'ashbyhq.com',
  'workable.com',
  'smartrecruiters.com',
  'linkedin.com',
  'indeed.com',
  'glassdoor.com',
  'myworkdayjobs.com',
  'icims.com',
  'jobvite.com',
  'bamboohr.com',
  'recruitee.com',
  'teamtailor.com',
  'personio.de',
  'wellfound.com',
]);

/** A value as one line of text (whitespace collapsed), clipped to `max`; null when empty or not a string. */
export function oneLine(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const line = value
    .slice(0, max * 4)
    .replace(/\s+/g, ' ')
    .trim();
  return line === '' ? null : line.slice(0, max).trim();
}

export const roleOf = (value: unknown) => oneLine(value, JOB_POSTING_BOUNDS.role);
export const companyOf = (value: unknown) => oneLine(value, JOB_POSTING_BOUNDS.company);
export const locationOf = (value: unknown) => oneLine(value, JOB_POSTING_BOUNDS.location);

/** Joins the parts that are present ('Berlin, Germany'), bounded as a location. */
export function joinLocation(parts: unknown[]): string | null {
  return locationOf(parts.filter((part) => typeof part === 'string' && part.trim() !== '').join(', '));
}

/** An ISO 8601 date-time from a date string or a millisecond timestamp; null when it is not a date. */
export function isoDateTime(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) {
    const at = new Date(value);
    return Number.isNaN(at.getTime()) ? null : at.toISOString();
  }
  if (typeof value !== 'string' || value.length > 40) return null;
  const at = Date.parse(value.trim());
  return Number.isNaN(at) ? null : new Date(at).toISOString();
}

/** Whether an ISO date-time lies before `now`. A bare date counts to its end, so it has passed the day after. */
export function hasPassed(iso: string | null, raw: unknown, now: Date): boolean {
  if (!iso) return false;
  const dayOnly = typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(raw.trim());
  const until = Date.parse(iso) + (dayOnly ? 86_400_000 : 0);
  return until <= now.getTime();
}

/** The registrable domain of a URL or host ('careers.acme.co.uk' -> 'acme.co.uk'); null for IPs and hosting sites. */
export function companyDomainOf(urlOrHost: unknown): string | null {
  if (typeof urlOrHost !== 'string' || urlOrHost.length > JOB_POSTING_BOUNDS.url) return null;
  let host = urlOrHost.trim();
  try {
    if (host.includes('/')) host = new URL(host).hostname;
  } catch {
    return null;
  }
  const domain = getDomain(host.toLowerCase());
  if (!domain || HOSTING_DOMAINS.has(domain)) return null;
  return domain.length <= JOB_POSTING_BOUNDS.companyDomain ? domain : null;
}

/** A board slug as a name ('acme-corp' -> 'Acme Corp'): what Lever and Ashby give instead of a company name. */
export function nameFromSlug(slug: string): string | null {
  const words = decodeURIComponentSafe(slug)
    .split(/[-_.\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return companyOf(words.join(' '));
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A location line that says remote ('Remote - US', 'Berlin or Remote'); null when it does not say. */
export function remoteFromText(location: string | null): boolean | null {
  return location !== null && /\bremote\b/i.test(location) ? true : null;
}
