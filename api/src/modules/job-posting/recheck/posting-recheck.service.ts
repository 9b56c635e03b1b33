// The daily re-check (issue 38 item 5): each posting a running sequence still needs is read again once a day, at its
// own minute (contracts' nextPostingCheckAt), through the same reader and allowances as an import, on its owner's
// allowance. Only a read that says closed closes it; a failed read never holds anything: a transient one (timeout,
// network, 5xx, an allowance spent) is tried again within the hour, any other at the next daily read. What a closing
// holds is the caller's (onClosed).
import { POSTING_RECHECK } from 'contracts';
import type { Database, DbOrTx } from '../../../db/db.client';
import type { JobPosting } from '../../../db/schema';
import type { JobPostingReader } from '../job-posting.service';
import type { JobPostingReadFailure } from '../job-posting.types';
import { claimDuePostings, recordClosed, recordFailedCheck, recordOpenCheck } from '../store/job-posting.repository';

export interface PostingRecheckDeps {
  db: Database;
  reader: JobPostingReader;
  /** A posting was just found closed (once per posting): hold what waits on it, in the closing's transaction. */
  onClosed: (tx: DbOrTx, posting: JobPosting, now: Date) => Promise<void>;
  now?: () => Date;
}

export interface PostingRecheckSummary {
  read: number;
  closed: number;
  failed: number;
}

/** A failure that may pass within the hour: the site slow, unreachable, failing (5xx, 429), or an allowance spent. */
function isTransient(failure: JobPostingReadFailure): boolean {
  if (failure.kind === 'http-error') return failure.status >= 500 || failure.status === 429;
  return failure.kind === 'timeout' || failure.kind === 'network' || failure.kind === 'rate-limited';
}

/**
 * When a failed read is tried again: a spent allowance when it says, another transient failure an hour later; one
 * that will not pass by itself (robots.txt, a page we cannot read, a refused address) at the next daily read.
 */
function retryAt(failure: JobPostingReadFailure, postingId: number, reader: JobPostingReader, now: Date): Date {
  if (failure.kind === 'rate-limited') {
    const at = new Date(failure.retryAt);
    if (!Number.isNaN(at.getTime()) && at > now) return at;
  }
  return isTransient(failure) ? new Date(now.getTime() + POSTING_RECHECK.retryAfterMs) : reader.nextCheckAt(postingId, now);
}

/** One run: claim the due postings, read each, record what it said. */
export async function recheckDuePostings(deps: PostingRecheckDeps): Promise<PostingRecheckSummary> {
  const clock = deps.now ?? (() => new Date());
  const claimed = await claimDuePostings(deps.db, clock());
  const summary: PostingRecheckSummary = { read: 0, closed: 0, failed: 0 };
  for (const posting of claimed) {
    const outcome = await deps.reader.read({ userId: posting.userId, url: posting.url });
    const now = clock();
    summary.read += 1;
    if (!outcome.ok) {
      summary.failed += 1;
      await recordFailedCheck(deps.db, posting.id, retryAt(outcome, posting.id, deps.reader, now), now);
      continue;
    }
    if (outcome.posting.status === 'open') {
      await recordOpenCheck(deps.db, posting.id, deps.reader.nextCheckAt(posting.id, now), now);
      continue;
    }
    // Closed and held together: a closing is never recorded without its hold.
    const closedReason = outcome.posting.closedReason ?? 'not-found';
    const closed = await deps.db.transaction(async (tx) => {
      const row = await recordClosed(tx, posting.id, closedReason, now);
      if (row) await deps.onClosed(tx, row, now);
      return row;
    });
    if (closed) summary.closed += 1;
  }
  return summary;
}
