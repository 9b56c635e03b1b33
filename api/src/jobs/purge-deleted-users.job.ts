// Hard-deletes accounts whose deletion grace period is over (spec: data deletion within 30 days).
// Everything a user owns goes with the row through ON DELETE CASCADE.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/db.client';
import { pruneRateLimits } from '../core/rate-limit.store';
import { pruneFinishedJobs } from './prune-finished-jobs.job';

/** Small batches keep each statement short (PGlite is one session; long statements block everyone). */
const BATCH_SIZE = 100;

export async function purgeDeletedUsers(db: Database, now: Date = new Date()): Promise<number> {
  let purged = 0;
  for (;;) {
    const result = await db.execute(sql`
      DELETE FROM users WHERE id IN (
        SELECT id FROM users
         WHERE deleted_at IS NOT NULL AND purge_after IS NOT NULL AND purge_after <= ${now}
         LIMIT ${BATCH_SIZE})`);
    const count = result.rowCount ?? 0;
    purged += count;
    if (count < BATCH_SIZE) return purged;
  }
}

/** The hourly housekeeping run: accounts past their grace period, old finished one-off jobs, expired rate counters. */
export function createPurgeDeletedUsersHandler(db: Database): () => Promise<void> {
  return async () => {
    await purgeDeletedUsers(db);
    await pruneFinishedJobs(db);
    await pruneRateLimits(db);
  };
}
