// Hard-deletes accounts whose deletion grace period is over, and campaigns and contacts the user deleted more than a
// day ago (spec: data deleted within 30 days). Everything below a row goes with it through ON DELETE CASCADE.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/db.client';
import { pruneRateLimits } from '../core/rate-limit.store';
import { purgeOldAnalyticsEvents } from '../modules/analytics';
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

/** How long a deleted campaign or contact is kept before the purge: a day, well within the 30-day promise. */
export const DELETED_ROWS_KEPT_MS = 24 * 60 * 60 * 1000;

/** Campaigns (with their contacts, steps and history) and contacts deleted more than a day ago, in small batches. */
export async function purgeDeletedCampaigns(db: Database, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - DELETED_ROWS_KEPT_MS);
  let purged = 0;
  for (const table of [sql`campaigns`, sql`contacts`]) {
    for (;;) {
      const result = await db.execute(sql`
        DELETE FROM ${table} WHERE id IN (
          SELECT id FROM ${table} WHERE deleted_at IS NOT NULL AND deleted_at <= ${before} LIMIT ${BATCH_SIZE})`);
      const count = result.rowCount ?? 0;
      purged += count;
      if (count < BATCH_SIZE) break;
    }
  }
  return purged;
}

/** The hourly housekeeping run: accounts past their grace period, deleted campaigns and contacts, old finished one-off jobs, expired rate counters, analytics events past their retention. */
export function createPurgeDeletedUsersHandler(db: Database): () => Promise<void> {
  return async () => {
    await purgeDeletedUsers(db);
    await purgeDeletedCampaigns(db);
    await pruneFinishedJobs(db);
    await pruneRateLimits(db);
    await purgeOldAnalyticsEvents(db);
  };
}
