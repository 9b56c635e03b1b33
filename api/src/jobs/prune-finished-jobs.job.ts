// Removes one-off Agenda jobs that finished successfully a while ago, so agenda_jobs does not grow
// forever (Agenda's own removeOnComplete breaks drain() in 6.2.6, see agenda.ts). Failed and
// recurring jobs are kept.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/db.client';

export const FINISHED_JOB_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

export async function pruneFinishedJobs(
  db: Database,
  olderThan: Date = new Date(Date.now() - FINISHED_JOB_RETENTION_MS),
): Promise<number> {
  const result = await db.execute(sql`
    DELETE FROM agenda_jobs
     WHERE next_run_at IS NULL AND repeat_interval IS NULL AND repeat_at IS NULL
       AND locked_at IS NULL AND failed_at IS NULL
       AND last_finished_at IS NOT NULL AND last_finished_at < ${olderThan}`);
  return result.rowCount ?? 0;
}
