// The analytics_events table: one row per accepted event; rows older than the retention period are deleted in
// small batches by the hourly purge job.
import { sql } from 'drizzle-orm';
import { ANALYTICS_RETENTION_DAYS } from 'contracts';
import type { Database } from '../../db/db.client';
import { analyticsEvents } from '../../db/schema';
import type { AnalyticsEventInput } from './analytics-event.schema';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Small batches keep each statement short (PGlite is one session; long statements block everyone). */
const BATCH_SIZE = 500;

export async function insertAnalyticsEvent(db: Database, event: AnalyticsEventInput & { userId?: string }): Promise<void> {
  await db.insert(analyticsEvents).values({ name: event.name, properties: event.properties, userId: event.userId ?? null });
}

/** Deletes events that occurred more than ANALYTICS_RETENTION_DAYS before `now`; returns how many. */
export async function purgeOldAnalyticsEvents(db: Database, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - ANALYTICS_RETENTION_DAYS * DAY_MS);
  let purged = 0;
  for (;;) {
    const result = await db.execute(sql`
      DELETE FROM analytics_events WHERE id IN (
        SELECT id FROM analytics_events WHERE occurred_at < ${before} LIMIT ${BATCH_SIZE})`);
    const count = result.rowCount ?? 0;
    purged += count;
    if (count < BATCH_SIZE) return purged;
  }
}
