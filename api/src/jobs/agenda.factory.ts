// Builds an Agenda instance on the app's PostgreSQL database (table agenda_jobs, created by our migrations).
// Traps handled here: processEvery must be a number; `new Agenda()` against a down database crashes the
// process (so the connection is checked first); LISTEN/NOTIFY does not work over the PGlite socket.
import { PostgresBackend, PostgresJobRepository } from '@agendajs/postgres-backend';
import { Agenda, type Job, type JobNotification } from 'agenda';
import { checkDatabaseConnection } from '../db/db.client';
import { useIndexedJobLocking } from './job-lock.query';
import type { JobDataByName, JobName } from './job-names.constants';

export interface CreateAgendaOptions {
  url: string;
  /** True when `url` is the embedded PGlite socket: no LISTEN/NOTIFY, tiny pool. */
  pglite?: boolean;
  /** Poll interval in milliseconds (default 5000). With notifications, new jobs start before the next poll. */
  processEvery?: number;
  /** A running job must finish (or call job.touch()) within this many ms, else it is considered dead (default 10 min). */
  lockLifetime?: number;
  /** Shown in agenda_jobs.last_modified_by; defaults to `<hostname>:<pid>`. */
  name?: string;
  /** Global cap on jobs running at once in this process (default 20). */
  maxConcurrency?: number;
  /**
   * Connection problems of the job pool or the LISTEN connection (both reconnect on their own).
   * Without listeners they would be unhandled 'error' events and crash the process.
   */
  onError?: (error: Error) => void;
}

const JOB_TABLE = 'agenda_jobs';
export const DEFAULT_PROCESS_EVERY_MS = 5_000;
export const DEFAULT_LOCK_LIFETIME_MS = 10 * 60 * 1000;
export const DEFAULT_JOB_CONCURRENCY = 5;

/** Backends by instance, so closeAgenda can release the pool even of an instance that never started. */
const backends = new WeakMap<Agenda, PostgresBackend>();

export async function createAgenda(options: CreateAgendaOptions): Promise<Agenda> {
  const { url, pglite = false } = options;
  await checkDatabaseConnection(url);
  const backend = new PostgresBackend({
    // Fixed-size on PostgreSQL, like the app's pools (db.client.ts): a connection idle 10 s is not closed and reopened.
    poolConfig: { connectionString: url, max: pglite ? 2 : 5, min: pglite ? 0 : 5 },
    tableName: JOB_TABLE,
    // The table, indexes and trigger come from api/drizzle/0001_agenda_jobs.sql.
    ensureSchema: false,
    disableNotifications: pglite,
  });
  const agenda = new Agenda({
    backend,
    name: options.name ?? `${process.env.HOSTNAME ?? 'api'}:${process.pid}`,
    processEvery: Number(options.processEvery ?? DEFAULT_PROCESS_EVERY_MS),
    defaultLockLifetime: options.lockLifetime ?? DEFAULT_LOCK_LIFETIME_MS,
    maxConcurrency: options.maxConcurrency ?? 20,
    // Lock no more jobs than can run at once: a job never waits locked in one process's queue while
    // another process is idle, and a draining worker leaves no locked-but-unstarted jobs behind.
    defaultConcurrency: DEFAULT_JOB_CONCURRENCY,
    defaultLockLimit: DEFAULT_JOB_CONCURRENCY,
    // Not removeOnComplete: with it, agenda 6.2.6's drain() never resolves (it re-checks on the
    // 'complete' event, which fires before the removal finishes). Finished jobs are pruned instead.
  });
  const onError =
    options.onError ?? ((error: Error) => process.stderr.write(`agenda: database connection error: ${error.message}\n`));
  if (backend.repository instanceof PostgresJobRepository) {
    backend.repository.getPool().on('error', onError);
    useIndexedJobLocking(backend.repository, JOB_TABLE, !pglite);
  }
  backend.notificationChannel?.on('error', onError);
  // Job *state* notifications (start/success/complete, three NOTIFYs per job that every process then parses)
  // only feed cross-process `agenda.on(...)` events, which this app does not use; at send rates they cost more
  // than the jobs. New-job notifications (publish) stay on.
  if (backend.notificationChannel) Object.defineProperty(backend.notificationChannel, 'publishState', { value: undefined });
  backends.set(agenda, backend);
  return agenda;
}

/**
 * Makes an instance able to publish jobs promptly: start() connects the notification channel so
 * workers hear about a new job at once instead of at their next poll. An instance without job
 * definitions never runs jobs itself.
 */
export async function startProducer(agenda: Agenda): Promise<Agenda> {
  await agenda.start();
  return agenda;
}

/**
 * Stops an instance (producer or worker) without waiting for running jobs (use stopWorker for that)
 * and closes its pool. Safe to call more than once, and on an instance that never started
 * (agenda.stop() alone would leave that one's pool open).
 */
export async function closeAgenda(agenda: Agenda): Promise<void> {
  await agenda.ready;
  await agenda.stop();
  await backends.get(agenda)?.disconnect();
}

/** The channel's own fan-out to its subscribers (the job processor); protected in its typings. */
interface LocalNotify {
  notifyHandlers(notification: JobNotification): Promise<void>;
}

/**
 * Agenda locks more jobs on its poll tick or on a new-job notification, not when a running job ends; with the lock
 * limit at the concurrency (see createAgenda) a slot freed between ticks stayed idle until the next one (two workers
 * of 20 with a 500 ms poll: 80 sends/s). Here each completed job of `names` asks for the next one, in-process, the
 * way a new-job notification does. Without a notification channel (PGlite) the poll alone fills the queue.
 */
export function refillWhenJobsComplete(agenda: Agenda, names: readonly string[]): void {
  const channel = backends.get(agenda)?.notificationChannel as unknown as LocalNotify | undefined;
  if (!channel) return;
  for (const jobName of names) {
    // One refill at a time per job name; completions meanwhile ask for one more after it. Concurrent refills would
    // each pass the lock-limit check before any of them counted its job, lock too many and unlock the extras.
    let filling = false;
    let again = false;
    const refill = () => {
      if (filling) {
        again = true;
        return;
      }
      filling = true;
      void channel
        .notifyHandlers({
          jobId: null as unknown as JobNotification['jobId'],
          jobName,
          nextRunAt: null,
          priority: 0,
          timestamp: new Date(),
          source: 'completion',
        })
        .finally(() => {
          filling = false;
          if (again) {
            again = false;
            refill();
          }
        });
    };
    // After Agenda's own bookkeeping for the finished job (it frees the slot in the same turn).
    agenda.on(`complete:${jobName}`, () => setImmediate(refill));
  }
}

/** Typed `agenda.now` / `agenda.schedule`: the data must match the job's declared shape. */
export function enqueueJob<N extends JobName>(
  agenda: Agenda,
  name: N,
  data: JobDataByName[N],
  when?: Date,
): Promise<Job<JobDataByName[N]>> {
  return when ? agenda.schedule(when, name, data) : agenda.now(name, data);
}
