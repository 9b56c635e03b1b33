// What every reader gets (the module's fetches, the clock, the ATS base URLs) and the outcome shapes they share.
import type { JobPostingAts } from 'contracts';
import type { SafeFetchResult } from '../safe-fetch';
import type { JobPostingClosedReason, JobPostingRead, JobPostingReadFailure, JobPostingReadOutcome } from '../job-posting.types';

/** A JSON API's answer: the parsed body, "gone" (404/410), or why it could not be read. */
export type JsonAnswer = { ok: true; json: unknown } | { ok: false; gone: true } | (JobPostingReadFailure & { gone?: never });

export interface ReaderTools {
  /** GET of a JSON API through the safe fetcher (no robots.txt: these are the ATS's public APIs). */
  fetchJson(url: URL): Promise<JsonAnswer>;
  /** GET of an HTML page through the safe fetcher, robots.txt honoured on every hop. */
  fetchPage(url: URL): Promise<SafeFetchResult>;
  apiUrls: Record<JobPostingAts, string>;
  now: Date;
}

export type ReadResult = JobPostingReadOutcome;

/** A posting the ATS or the page says is gone: nothing else is known about it. */
export function closedPosting(
  url: URL,
  ats: JobPostingAts | null,
  reason: JobPostingClosedReason,
  company: string | null = null,
): ReadResult {
  const posting: JobPostingRead = {
    url: url.href,
    ats,
    role: null,
    company,
    companyDomain: null,
    location: null,
    remote: null,
    datePosted: null,
    validThrough: null,
    text: '',
    status: 'closed',
    closedReason: reason,
    confidence: 'high',
  };
  return { ok: true, posting };
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Base URL + path, keeping any path prefix the base has; each segment (as it came in a URL path) encoded once. */
export function apiUrl(base: string, segments: string[], query = ''): URL {
  let root = base;
  while (root.endsWith('/')) root = root.slice(0, -1);
  return new URL(`${root}/${segments.map((segment) => encodeURIComponent(decoded(segment))).join('/')}${query}`);
}

/** Open, or closed because its own deadline has passed. */
export function withDeadline(posting: Omit<JobPostingRead, 'status'>, passed: boolean): ReadResult {
  return passed
    ? { ok: true, posting: { ...posting, status: 'closed', closedReason: 'valid-through-passed' } }
    : { ok: true, posting: { ...posting, status: 'open' } };
}
