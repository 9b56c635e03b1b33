// Hard-deletes accounts whose deletion grace period is over, and campaigns and contacts the user deleted more than a
// day ago (spec: data deleted within 30 days). Everything below a row goes with it through ON DELETE CASCADE; an
// account's stored files (everything under its storage prefix) are deleted first.
import { and, inArray, isNotNull, lte, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../db/db.client';
import { users } from '../db/schema';
import { pruneRateLimits } from '../core/rate-limit.store';
import type { Logger } from '../logging/logger';
import { purgeOldAnalyticsEvents } from '../modules/analytics';
import { deleteUserFiles, type AttachmentStorage } from '../modules/attachment';
import { pruneExpiredLookupCache, pruneLookupUsage } from '../modules/email-finder';
import { pruneFinishedJobs } from './prune-finished-jobs.job';

/** Small batches keep each statement short (PGlite is one session; long statements block everyone). */
const BATCH_SIZE = 100;

export interface PurgeFiles {
  /** Object storage; absent when none is configured (then no file was ever stored). */
  storage?: AttachmentStorage;
  logger?: Pick<Logger, 'warn'>;
}

/**
 * Accounts past their grace period: their stored files, then their rows. An account whose files storage would not
 * delete keeps its row (and so its file list) until a later run succeeds; the others go on.
 */
export async function purgeDeletedUsers(db: Database, now: Date = new Date(), files: PurgeFiles = {}): Promise<number> {
  let purged = 0;
  const kept: string[] = [];
  for (;;) {
    const due = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(isNotNull(users.deletedAt), lte(users.purgeAfter, now), kept.length > 0 ? notInArray(users.id, kept) : undefined),
      )
      .limit(BATCH_SIZE);
    const ids: string[] = [];
    for (const { id } of due) {
      try {
        if (files.storage) await deleteUserFiles(db, files.storage, id);
        ids.push(id);
      } catch (error) {
        kept.push(id);
        files.logger?.warn({ userId: id, err: error }, 'purge: stored files not deleted; the account is kept for the next run');
      }
    }
    if (ids.length > 0) await db.delete(users).where(inArray(users.id, ids));
    purged += ids.length;
    if (due.length < BATCH_SIZE) return purged;
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

/** The hourly housekeeping run: accounts past their grace period, deleted campaigns and contacts, old finished one-off jobs, expired rate counters, analytics events past their retention, expired email lookup answers and old lookup counters. */
export function createPurgeDeletedUsersHandler(db: Database, files: PurgeFiles = {}): () => Promise<void> {
  return async () => {
    await purgeDeletedUsers(db, new Date(), files);
    await purgeDeletedCampaigns(db);
    await pruneFinishedJobs(db);
    await pruneRateLimits(db);
    await purgeOldAnalyticsEvents(db);
    await pruneExpiredLookupCache(db, new Date());
    await pruneLookupUsage(db, new Date());
  };
}
