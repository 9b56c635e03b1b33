// The module's one normalized answer, whichever reader produced it, and the typed ways a read can fail.
import type { JobPostingAts } from 'contracts';
import type { SafeFetchFailure } from './safe-fetch';

export type JobPostingClosedReason =
  /** The ATS no longer lists the job on its board. */
  | 'ats-closed'
  /** The ATS or the page answers 404/410 (or the board itself is gone). */
  | 'not-found'
  /** The posting's own validThrough / application deadline has passed. */
  | 'valid-through-passed'
  /** The page says the job is no longer available. */
  | 'page-says-closed';

export interface JobPostingRead {
  /** The URL the user gave, as parsed (the posting's own address, not the API's). */
  url: string;
  /** The ATS whose API answered; null for a careers page read from its HTML. */
  ats: JobPostingAts | null;
  role: string | null;
  company: string | null;
  /** Registrable domain of the company's own site when the posting names it ('acme.com'). */
  companyDomain: string | null;
  location: string | null;
  /** True: remote; false: on-site or hybrid as stated; null: not stated. */
  remote: boolean | null;
  /** ISO 8601 date-times. */
  datePosted: string | null;
  validThrough: string | null;
  /** The posting's text, stripped of HTML and bounded (JOB_POSTING_BOUNDS.text). */
  text: string;
  status: 'open' | 'closed';
  closedReason?: JobPostingClosedReason;
  /** High: an ATS API or JobPosting JSON-LD; low: guessed from the page's title and og: tags. */
  confidence: 'high' | 'low';
}

export type JobPostingReadFailure =
  | SafeFetchFailure
  | { ok: false; kind: 'rate-limited'; scope: 'user' | 'site'; retryAfterMs: number; retryAt: string }
  | { ok: false; kind: 'unreadable'; reason: string };

export type JobPostingReadOutcome = { ok: true; posting: JobPostingRead } | JobPostingReadFailure;

export const unreadable = (reason: string): JobPostingReadFailure => ({ ok: false, kind: 'unreadable', reason });
