// When a sequence's job posting closes (issue 38 item 5): the daily re-check holds the remaining follow-ups and the
// user chooses. What the sequence's and the contact's pages, the email and the timeline say about it.
import type { JobPostingClosedWhy } from './job-posting-import.rules';

/** The re-check's rhythm: one read a day per posting with follow-ups left, each posting at its own minute of the day. */
export const POSTING_RECHECK = {
  /** A posting is read again no sooner than this after its last read (its slot of the next day otherwise). */
  minGapMs: 12 * 60 * 60 * 1000,
  /** A transient failure (timeout, network, 5xx, an allowance spent) is tried again this much later. */
  retryAfterMs: 60 * 60 * 1000,
  /** A claimed read that never finished (a worker died) is free again after this. */
  claimLeaseMs: 15 * 60 * 1000,
  /** Postings one run reads at most (the rest wait for the next run). */
  batchSize: 20,
  /** An import no sequence was created from is forgotten this long after it was made (product.md §10). */
  unusedImportKeepMs: 30 * 24 * 60 * 60 * 1000,
  /** How often a process looks for such imports. */
  pruneEveryMs: 60 * 60 * 1000,
} as const;

/** The minute of the day (UTC) a posting is re-read: stable per posting, spread over the day. */
export function postingRecheckMinute(postingId: number): number {
  // A multiplicative (Fibonacci) hash spreads consecutive ids over the day.
  return (Math.imul(postingId, 0x9e3779b1) >>> 0) % 1440;
}

/** When a posting read at `lastCheckedAt` is read next: its minute of a later day, at least minGapMs after. */
export function nextPostingCheckAt(postingId: number, lastCheckedAt: Date): Date {
  const dayStart = Date.UTC(lastCheckedAt.getUTCFullYear(), lastCheckedAt.getUTCMonth(), lastCheckedAt.getUTCDate());
  let next = dayStart + postingRecheckMinute(postingId) * 60_000;
  while (next - lastCheckedAt.getTime() < POSTING_RECHECK.minGapMs) next += 24 * 60 * 60 * 1000;
  return new Date(next);
}

/** 'Dec 3, 2026' in the given zone (the viewer's when absent), as the timeline's rows. */
function day(at: Date | string, timeZone?: string): string {
  return new Date(at).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    ...(timeZone && { timeZone }),
  });
}

const CLOSED_WHY: Readonly<Record<JobPostingClosedWhy, string>> = {
  'ats-closed': 'the job board no longer lists it',
  'not-found': 'its page is gone',
  'valid-through-passed': 'its closing date passed',
  'page-says-closed': 'the page says it is no longer available',
};

export const SEND_ANYWAY = 'Send anyway';
export const STOP_FOLLOW_UPS = 'Stop';

/** The notice above a held sequence (its page and its contact's page). */
export function postingClosedNotice(input: {
  role?: string | null;
  company?: string | null;
  closedAt: Date | string;
  closedReason?: JobPostingClosedWhy | null;
  timeZone?: string;
}): string {
  const job = input.role && input.company ? `The ${input.role} job at ${input.company}` : 'The job you applied for';
  const why = input.closedReason ? ` (${CLOSED_WHY[input.closedReason]})` : '';
  return `${job} closed on ${day(input.closedAt, input.timeZone)}${why}. The remaining follow-ups are on hold: send them anyway, or stop here.`;
}

export const POSTING_HOLD_SENT_ANYWAY = 'Follow-ups resumed: the next one goes out inside your sending window.';
export const POSTING_HOLD_STOPPED = 'Stopped. No more emails will be sent in this sequence.';
/** Either choice on a sequence with nothing held (already chosen, or never held). */
export const POSTING_HOLD_NOTHING_HELD = 'No follow-ups are on hold for this sequence.';
/** contacts.error_message after 'Stop'. */
export const postingClosedStopMessage = (closedAt: Date | string, timeZone?: string): string =>
  `The job closed on ${day(closedAt, timeZone)} and you chose to stop. No more emails will be sent in this sequence.`;

/** The email (notification preferences: sequence updates). */
export const postingClosedEmailSubject = (company: string | null): string =>
  company ? `The job at ${company} closed: follow-ups on hold` : 'A job you applied for closed: follow-ups on hold';
export const postingClosedEmailText = (input: {
  role: string | null;
  company: string | null;
  closedAt: Date | string;
  timeZone?: string;
}): string =>
  `${input.role && input.company ? `The ${input.role} job at ${input.company}` : 'A job you applied for'} closed on ${day(input.closedAt, input.timeZone)}, so we are holding the remaining follow-ups. Open the sequence to send them anyway or stop.`;

/** The contact page's row of the job: 'Data Analyst at Acme Analytics' (or whichever is known), linking the posting. */
export const JOB_POSTING_ROW_LABEL = 'Job';
export const jobPostingLinkLabel = (posting: { role?: string | null; company?: string | null }): string =>
  posting.role && posting.company
    ? `${posting.role} at ${posting.company}`
    : (posting.role ?? posting.company ?? 'The job posting');

/** The home page's funnel: how many applications were started from a job posting. */
export const applicationsWithPostingLine = (count: number): string => `${count} from a job posting`;
