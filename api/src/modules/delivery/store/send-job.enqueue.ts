// The delivery module's send jobs (one SEND_CAMPAIGN_EMAIL job per due email), written through jobs/ inside the
// transaction that schedules the emails.
import { sql, type SQL } from 'drizzle-orm';
import { JobName } from '../../../jobs/job-names.constants';
import { enqueue, jobInsertFrom, type SqlRunner } from '../../../jobs/job.queue';

export interface SendJob {
  campaignEmailId: number;
  runAt: Date;
}

export function enqueueSendJobs(runner: SqlRunner, jobs: readonly SendJob[], now: Date = new Date()): Promise<void> {
  const queued = jobs.map((job) => ({ data: { campaignEmailId: job.campaignEmailId }, runAt: job.runAt }));
  return enqueue(runner, JobName.SEND_CAMPAIGN_EMAIL, queued, now);
}

/** SQL fragment: a send job for each campaign email id produced by `source` (id, run_at). */
export function sendJobInsertFrom(source: SQL): SQL {
  return jobInsertFrom(
    JobName.SEND_CAMPAIGN_EMAIL,
    sql`SELECT jsonb_build_object('campaignEmailId', s.id), s.run_at FROM (${source}) AS s(id, run_at)`,
  );
}
