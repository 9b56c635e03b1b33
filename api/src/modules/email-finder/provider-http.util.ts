// What the three drivers share: one timed request that turns network failures into "unavailable", a tolerant JSON
// read, and the retry hint of a 429 (Retry-After seconds or date, or a reset time such as PDL's x-ratelimit-reset).
import { EmailFinderUnavailableError } from './email-finder.driver';

export const LOOKUP_TIMEOUT_MS = 10_000;

export async function requestProvider(fetchImpl: typeof fetch, url: URL, init: RequestInit): Promise<Response> {
  try {
    return await fetchImpl(url, { ...init, signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS) });
  } catch (error) {
    throw new EmailFinderUnavailableError((error as Error).message);
  }
}

export async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  const body: unknown = await response.json().catch(() => null);
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}

/** Base URL + path, keeping any path prefix the base has ('https://proxy/apollo' + '/api/v1/x'). */
export function providerUrl(base: string, path: string): URL {
  let root = base;
  while (root.endsWith('/')) root = root.slice(0, -1);
  return new URL(`${root}${path}`);
}

/**
 * Seconds to wait from the first header that says: `retry-after` (seconds or an HTTP date), then the reset headers
 * given (a Unix time in seconds, a date, or a JSON object of windows such as {"minute": "..."}: the latest counts).
 */
export function retryAfterSeconds(headers: Headers, resetHeaders: readonly string[] = [], now = Date.now()): number | null {
  const retryAfter = headers.get('retry-after');
  if (retryAfter !== null) {
    const parsed = secondsUntil(retryAfter.trim(), now, true);
    if (parsed !== null) return parsed;
  }
  for (const name of resetHeaders) {
    const value = headers.get(name);
    if (value === null) continue;
    const parsed = secondsUntil(value.trim(), now, false);
    if (parsed !== null) return parsed;
  }
  return null;
}

function secondsUntil(value: string, now: number, plainNumberIsDelay: boolean): number | null {
  if (/^\d+(\.\d+)?$/.test(value)) {
    const n = Number(value);
    // A big number is a Unix time, a small one a delay (some APIs send either under the same name).
    if (plainNumberIsDelay || n < 1_000_000_000) return Math.max(0, Math.ceil(n));
    return Math.max(0, Math.ceil(n - now / 1000));
  }
  if (value.startsWith('{')) {
    try {
      const windows = Object.values(JSON.parse(value.replace(/'/g, '"')) as Record<string, unknown>);
      const waits = windows.map((w) => secondsUntil(String(w), now, false)).filter((w): w is number => w !== null);
      return waits.length ? Math.max(...waits) : null;
    } catch {
      return null;
    }
  }
  // A UTC time without a zone ('2026-11-27 01:02:03') is read as UTC.
  const iso = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value) ? `${value.replace(' ', 'T')}Z` : value;
  const at = Date.parse(iso);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

export const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** First and last name joined ('Jane Recruiter'), else the full name given, else null. */
export function fullName(first: unknown, last: unknown, full: unknown): string | null {
  return [text(first), text(last)].filter(Boolean).join(' ') || text(full);
}
