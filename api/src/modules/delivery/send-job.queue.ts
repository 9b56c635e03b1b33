// Send jobs are rows of Agenda's table written with plain SQL, so they commit (or roll back) together with the
// campaign_emails rows they serve: an email is never scheduled without its job, nor a job left for a rolled-back
// email. The NOTIFY (delivered at commit) wakes workers listening on Agenda's channel at once instead of at
// their next poll.
import { sql, type SQL } from 'drizzle-orm';
import { JobName } from '../../jobs/job-names';

/** Agenda's default notification channel (BaseNotificationChannel), which the postgres backend listens on. */
export const AGENDA_NOTIFY_CHANNEL = 'agenda:jobs';

/** Anything that runs SQL: the Database or a transaction. */
export interface SqlRunner {
  execute(query: SQL): Promise<{ rows: unknown[] }>;
}

export interface SendJob {
  campaignEmailId: number;
  runAt: Date;
}

const wakeUpPayload = (now: Date) =>
  JSON.stringify({
    jobId: null,
    jobName: JobName.SEND_CAMPAIGN_EMAIL,
    // No run time: a listener then fills its queue right away (run times later than its scan are skipped).
    nextRunAt: null,
    priority: 0,
    timestamp: now.toISOString(),
    source: 'delivery',
  });

/** Inserts one Agenda job per email and wakes the workers. Call inside the transaction that schedules the emails. */
export async function enqueueSendJobs(runner: SqlRunner, jobs: readonly SendJob[], now: Date = new Date()): Promise<void> {
  if (jobs.length === 0) return;
  const values = sql.join(
    jobs.map(
      (job) =>
        sql`(${JobName.SEND_CAMPAIGN_EMAIL}, jsonb_build_object('campaignEmailId', ${job.campaignEmailId}::integer), ${job.runAt}::timestamptz)`,
    ),
    sql`, `,
  );
  await runner.execute(sql`INSERT INTO agenda_jobs (name, data, next_run_at) VALUES ${values}`);
  await wakeWorkers(runner, now);
}

export async function wakeWorkers(runner: SqlRunner, now: Date = new Date()): Promise<void> {
  await runner.execute(sql`SELECT pg_notify(${AGENDA_NOTIFY_CHANNEL}, ${wakeUpPayload(now)})`);
}

/** SQL fragment: an INSERT of a send job for each campaign email id produced by `source` (id, run_at). */
export function sendJobInsertFrom(source: SQL): SQL {
  return sql`INSERT INTO agenda_jobs (name, data, next_run_at)
    SELECT ${JobName.SEND_CAMPAIGN_EMAIL}, jsonb_build_object('campaignEmailId', src.id), src.run_at FROM (${source}) AS src(id, run_at)`;
}
