// The import (issue 38 item 1): one read of a pasted URL turned into what the wizard and the chat show: the posting
// with a zone guess, or one line that says why not. A closed job and a page without JobPosting data are failures
// too: nothing is filled in from them, and the user goes on by hand.
import {
  JOB_POSTING_BAD_URL,
  JOB_POSTING_BOUNDS,
  JOB_POSTING_IMPORT_FAILED,
  JOB_POSTING_NO_DATA,
  JOB_POSTING_ROBOTS_REFUSED,
  JOB_POSTING_TIMEOUT,
  JOB_POSTING_UNREACHABLE,
  JOB_POSTING_UNREADABLE,
  jobPostingClosedMessage,
  jobPostingRateLimitedMessage,
} from 'contracts';
import { findNoContactSentence } from 'contracts';
import type { ImportedJobPosting, JobPostingImportFailureReason, JobPostingImportPayload, PostingAts } from 'contracts';
import type { Database } from '../../db/db.client';
import type { JobPostingRead, JobPostingReadFailure } from './job-posting.types';
import type { JobPostingReader } from './job-posting.service';
import { saveImportedPosting } from './store/job-posting.repository';
import { zoneFromPostingPlace } from './zone/posting-zone.rules';

const failure = (reason: JobPostingImportFailureReason, message: string, retryAt: string | null = null) => ({
  posting: null,
  failure: { reason, message, retryAt },
});

/** The one line for each way a read fails (the kinds of job-posting.types.ts). */
function failureOf(outcome: JobPostingReadFailure): JobPostingImportPayload {
  switch (outcome.kind) {
    case 'bad-url':
    case 'blocked-address':
      return failure('BAD_URL', JOB_POSTING_BAD_URL);
    case 'rate-limited':
      return failure('RATE_LIMITED', jobPostingRateLimitedMessage(outcome.scope, outcome.retryAfterMs), outcome.retryAt);
    case 'robots-disallowed':
      return failure('UNREADABLE', JOB_POSTING_ROBOTS_REFUSED);
    case 'unreadable':
    case 'too-large':
      return failure('UNREADABLE', JOB_POSTING_UNREADABLE);
    case 'timeout':
      return failure('UNREACHABLE', JOB_POSTING_TIMEOUT);
    case 'http-error':
    case 'network':
    case 'too-many-redirects':
      return failure('UNREACHABLE', JOB_POSTING_UNREACHABLE);
    default:
      return failure('UNREADABLE', JOB_POSTING_IMPORT_FAILED);
  }
}

/** The start of the posting's text, cut at a line or word end within the excerpt bound. */
export function excerptOf(text: string): string {
  const max = JOB_POSTING_BOUNDS.excerpt;
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const end = Math.max(cut.lastIndexOf('\n'), cut.lastIndexOf(' '));
  return (end > max / 2 ? cut.slice(0, end) : cut).trimEnd();
}

function importedOf(id: number, posting: JobPostingRead, noContactSentence: string | null): ImportedJobPosting {
  return {
    id,
    url: posting.url,
    ats: posting.ats ? (posting.ats.toUpperCase() as PostingAts) : null,
    role: posting.role,
    company: posting.company,
    companyDomain: posting.companyDomain,
    location: posting.location,
    remote: posting.remote,
    datePosted: posting.datePosted,
    validThrough: posting.validThrough,
    excerpt: excerptOf(posting.text),
    confidence: posting.confidence === 'high' ? 'HIGH' : 'LOW',
    proposedTimezone: zoneFromPostingPlace(posting),
    noContactSentence,
  };
}

/**
 * Reads `url` on `userId`'s allowance and answers the payload of importJobPosting. A posting filled in is kept (its
 * id is what createCampaign links), so the sequence keeps what the server read, not what a client sends back.
 */
export async function importJobPosting(
  deps: { reader: JobPostingReader; db: Database; now?: Date },
  userId: string,
  url: string,
): Promise<JobPostingImportPayload> {
  const { reader } = deps;
  const outcome = await reader.read({ userId, url: url.trim() });
  if (!outcome.ok) return failureOf(outcome);
  const { posting } = outcome;
  if (posting.status === 'closed') return failure('CLOSED', jobPostingClosedMessage(posting.closedReason ?? 'not-found'));
  if (posting.confidence === 'low') return failure('UNREADABLE', JOB_POSTING_NO_DATA);
  if (!posting.role && !posting.company) return failure('UNREADABLE', JOB_POSTING_UNREADABLE);
  const noContactSentence = findNoContactSentence(posting.text);
  const saved = await saveImportedPosting(deps.db, {
    userId,
    posting,
    noContactSentence,
    excerpt: excerptOf(posting.text),
    now: deps.now ?? new Date(),
    nextCheckAt: reader.nextCheckAt,
  });
  return { posting: importedOf(saved.id, posting, noContactSentence), failure: null };
}
