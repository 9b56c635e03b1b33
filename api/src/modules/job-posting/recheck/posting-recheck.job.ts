// RECHECK_JOB_POSTINGS (registered by the worker beside POLL_REPLIES, at its pace): each run claims the postings due
// now and reads them (posting-recheck.service.ts). The claim moves a posting's next check ahead in one statement, so
// two workers never read one posting twice; a run with nothing due costs one indexed query.
import type { Database, DbOrTx } from '../../../db/db.client';
import type { JobPosting } from '../../../db/schema';
import { JobName } from '../../../jobs/job-names.constants';
import type { JobHandlers } from '../../../jobs/job-worker.service';
import type { Logger } from '../../../logging/logger';
import type { JobPostingReader } from '../job-posting.service';
import { POSTING_RECHECK } from 'contracts';
import { pruneUnusedImports } from '../store/job-posting.repository';
import { recheckDuePostings } from './posting-recheck.service';

export function createPostingRecheckJobHandlers(deps: {
  db: Database;
  reader: JobPostingReader;
  logger: Logger;
  onClosed: (tx: DbOrTx, posting: JobPosting, now: Date) => Promise<void>;
  now?: () => Date;
}): JobHandlers {
  let prunedAt = 0;
  return {
    [JobName.RECHECK_JOB_POSTINGS]: async () => {
      const summary = await recheckDuePostings(deps);
      // Counts only: never a URL or what a posting says.
      if (summary.read > 0) deps.logger.info(summary, 'job postings re-checked');
      // An import nothing was made from is the user's data we no longer need: forgotten after the keep time.
      const now = deps.now?.() ?? new Date();
      if (now.getTime() - prunedAt >= POSTING_RECHECK.pruneEveryMs) {
        prunedAt = now.getTime();
        const forgotten = await pruneUnusedImports(deps.db, now);
        if (forgotten > 0) deps.logger.info({ forgotten }, 'unused job posting imports forgotten');
      }
    },
  };
}
