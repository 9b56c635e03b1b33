// Every write to Agenda's table outside Agenda itself goes through here. Jobs are rows written with plain SQL, so a
// caller enqueues inside its own transaction: they commit (or roll back) together with the rows they serve (an
// email is never scheduled without its job, nor a job left for a rolled-back email). The NOTIFY (delivered at
// commit) wakes workers listening on Agenda's channel at once instead of at their next poll.
import { sql, type SQL } from 'drizzle-orm';
import type { JobDataByName, JobName } from './job-names.constants';

/** Agenda's default notification channel (BaseNotificationChannel), which the postgres backend listens on. */
export const AGENDA_NOTIFY_CHANNEL = 'agenda:jobs';

/** Anything that runs SQL: the Database or a transaction. */
export interface SqlRunner {
  execute(query: SQL): Promise<{ rows: unknown[] }>;
}

export interface QueuedJob<N extends JobName> {
  data: JobDataByName[N];
  runAt: Date;
}

const wakeUpPayload = (name: JobName, now: Date) =>
  JSON.stringify({
    jobId: null,
    jobName: name,
    // No run time: a listener then fills its queue right away (run times later than its scan are skipped).
    nextRunAt: null,
    priority: 0,
    timestamp: now.toISOString(),
    source: 'enqueue',
  });

/** Inserts one job per entry and wakes the workers. Call inside the transaction that makes the jobs' rows. */
export async function enqueue<N extends JobName>(
  runner: SqlRunner,
  name: N,
  jobs: readonly QueuedJob<N>[],
  now: Date = new Date(),
): Promise<void> {
  if (jobs.length === 0) return;
  const values = sql.join(
    jobs.map((job) => sql`(${name}, ${JSON.stringify(job.data)}::jsonb, ${job.runAt}::timestamptz)`),
    sql`, `,
  );
  await runner.execute(sql`INSERT INTO agenda_jobs (name, data, next_run_at) VALUES ${values}`);
  await wakeWorkers(runner, name, now);
}

export async function wakeWorkers(runner: SqlRunner, name: JobName, now: Date = new Date()): Promise<void> {
  await runner.execute(sql`SELECT pg_notify(${AGENDA_NOTIFY_CHANNEL}, ${wakeUpPayload(name, now)})`);
}

/**
 * SQL fragment for a statement that makes its jobs' rows itself: an INSERT of one `name` job per row of `source`,
 * whose columns are (data jsonb, run_at timestamptz).
 */
export function jobInsertFrom(name: JobName, source: SQL): SQL {
  return sql`INSERT INTO agenda_jobs (name, data, next_run_at)
    SELECT ${name}, src.data, src.run_at FROM (${source}) AS src(data, run_at)`;
}
