// Runs background jobs in this process: registers the handlers for the chosen jobs and starts
// polling; stopWorker lets running jobs finish (drain) before stopping — used on SIGTERM.
import type { Agenda, DrainResult, Job } from 'agenda';
import type { Database } from '../db/db.client';
import { closeAgenda, refillWhenJobsComplete } from './agenda.factory';
import { ALL_JOB_NAMES, JobName, type JobDataByName } from './job-names.constants';
import { createPurgeDeletedUsersHandler, type PurgeFiles } from './purge-deleted-users.job';

export type JobHandler<N extends JobName> = (job: Job<JobDataByName[N]>) => Promise<void>;
export type JobHandlers = { [N in JobName]?: JobHandler<N> };

/** Interval strings as Agenda's `every` reads them (human-interval or cron). */
export type RecurringJobs = Partial<Record<JobName, string>>;

export const DEFAULT_RECURRING_JOBS: RecurringJobs = {
  [JobName.PURGE_DELETED_USERS]: '1 hour',
  // Reply detection plus the delivery engine's housekeeping (orphan sweep, rate counters).
  [JobName.POLL_REPLIES]: '1 minute',
  // Heads-ups due within a day, reply alerts and sequence updates (modules/notification).
  [JobName.SEND_NOTIFICATIONS]: '1 minute',
  // Claims only the postings due now (each once a day), so a frequent run is one indexed query.
  [JobName.RECHECK_JOB_POSTINGS]: '1 minute',
};

export interface StartWorkerOptions {
  agenda: Agenda;
  /** Which jobs this process runs; 'all' means every job with a handler. */
  jobs: readonly JobName[] | 'all';
  handlers: JobHandlers;
  /** Recurring schedules to ensure for the jobs this worker runs (default DEFAULT_RECURRING_JOBS). */
  recurring?: RecurringJobs;
  /** Per-job concurrency in this process (Agenda's default is 5). */
  concurrency?: Partial<Record<JobName, number>>;
}

export interface RunningWorker {
  agenda: Agenda;
  jobs: readonly JobName[];
  /** Same as stopWorker(agenda, options). */
  stop(options?: StopWorkerOptions): Promise<DrainResult>;
}

export interface StopWorkerOptions {
  /** Give up waiting for running jobs after this many ms (they are then unlocked for another worker). */
  timeoutMs?: number;
}

/** The handlers that exist today; the sending engine adds its own later. */
export function createDefaultJobHandlers({ db, files }: { db: Database; files?: PurgeFiles }): JobHandlers {
  return {
    [JobName.PURGE_DELETED_USERS]: createPurgeDeletedUsersHandler(db, files),
  };
}

export async function startWorker(options: StartWorkerOptions): Promise<RunningWorker> {
  const { agenda, handlers } = options;
  const jobs = options.jobs === 'all' ? ALL_JOB_NAMES.filter((name) => handlers[name] !== undefined) : [...options.jobs];
  for (const name of jobs) {
    const handler = handlers[name] as ((job: Job<unknown>) => Promise<void>) | undefined;
    if (!handler) throw new Error(`No handler given for job "${name}"`);
    const concurrency = options.concurrency?.[name];
    // Always a one-argument function: Agenda treats a two-argument one as callback style.
    const limits = concurrency === undefined ? undefined : { concurrency, lockLimit: concurrency };
    agenda.define(name, (job: Job<unknown>) => handler(job), limits);
  }
  await agenda.start();
  refillWhenJobsComplete(agenda, jobs);
  const recurring = options.recurring ?? DEFAULT_RECURRING_JOBS;
  for (const name of jobs) {
    const interval = recurring[name];
    // `every` upserts one job per name, so many workers calling it still yield one schedule.
    if (interval) await agenda.every(interval, name);
  }
  return { agenda, jobs, stop: (stopOptions) => stopWorker(agenda, stopOptions) };
}

export async function stopWorker(agenda: Agenda, options: StopWorkerOptions = {}): Promise<DrainResult> {
  const result = await agenda.drain(options.timeoutMs === undefined ? undefined : { timeout: options.timeoutMs });
  // drain() already closed the pool of a started instance; this also covers one that never started.
  // Jobs still running after a timeout stay locked until lockLifetime passes, then another worker retries them.
  await closeAgenda(agenda);
  return result;
}

/**
 * Stops the worker gracefully on SIGTERM/SIGINT, then calls `onStopped` (e.g. close the db and exit).
 * Returns a function that removes the signal handlers.
 */
export function stopWorkerOnSignals(
  worker: RunningWorker,
  onStopped: (result: DrainResult | Error) => void | Promise<void>,
  options: StopWorkerOptions & { signals?: NodeJS.Signals[] } = {},
): () => void {
  const signals = options.signals ?? ['SIGTERM', 'SIGINT'];
  let stopping = false;
  const handle = () => {
    if (stopping) return;
    stopping = true;
    worker
      .stop(options)
      .then(onStopped, (error: unknown) => onStopped(error instanceof Error ? error : new Error(String(error))))
      .catch(() => undefined);
  };
  for (const signal of signals) process.on(signal, handle);
  return () => {
    for (const signal of signals) process.off(signal, handle);
  };
}
