import { ConfigError, loadConfig, type AppConfig } from '../config/config';
import { checkDatabaseConnection, createDb, redactUrl, type DbHandle } from '../db/db.client';
import { runMigrations } from '../db/migrate.service';
import { createAgenda, DEFAULT_JOB_CONCURRENCY } from '../jobs/agenda.factory';
import { JobName } from '../jobs/job-names.constants';
import { createDefaultJobHandlers, DEFAULT_RECURRING_JOBS, startWorker, type RunningWorker } from '../jobs/job-worker.service';
import { createLogger, type Logger } from '../logging/logger';
import { attachmentStorageFor, objectStorageConfigured } from '../modules/attachment';
import { createDeliveryJobHandlers, type Delivery } from '../modules/delivery';
import { createProcessDelivery } from '../modules/mail-providers';
import { holdForClosedPosting } from '../modules/contact';
import { createJobPostingReader, createPostingRecheckJobHandlers } from '../modules/job-posting';
import { createNotificationJobHandlers } from '../modules/notification';

export interface Runtime {
  config: AppConfig;
  logger: Logger;
  db: DbHandle;
  /** The delivery module, built once here: the HTTP app and the job worker of this process share it. */
  delivery: Delivery;
}

/** Reads the configuration or ends the process with every problem listed (exit 1). */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * The start-up shared by the api and the worker process: configuration, logger, database
 * (checked first, so a down database gives a readable error), migrations.
 */
export async function bootstrap(processName: 'api' | 'worker'): Promise<Runtime> {
  const config = loadConfigOrExit();
  const logger = createLogger({ level: config.logLevel, name: processName });
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled promise rejection'));
  await checkDatabaseConnection(config.database.url);
  const runsJobs = processName === 'worker' || config.workerEnabled;
  const db = createDb({
    url: config.database.url,
    pglite: config.database.pglite,
    statementTimeoutMs: config.database.statementTimeoutMs,
    max: runsJobs && !config.database.pglite ? jobWorkerPoolSize(config) : undefined,
    onPoolError: (error) => logger.error({ err: error }, 'database pool: idle client error'),
  });
  await runMigrations(db.pool);
  await db.warmUp();
  logger.info({ database: redactUrl(config.database.url) }, 'database ready (migrations applied, connections open)');
  return { config, logger, db, delivery: createProcessDelivery(db.db, config, logger) };
}

/**
 * Connections for a process that runs jobs: one per send that can run at once (a send holds one per statement,
 * none during the Gmail call) and one per other job beside them.
 */
export function jobWorkerPoolSize(config: AppConfig): number {
  return config.delivery.sendConcurrency + DEFAULT_JOB_CONCURRENCY;
}

/** Starts the Agenda worker running every job this build has handlers for. */
export async function startJobWorker({ config, logger, db, delivery }: Runtime): Promise<RunningWorker> {
  const agenda = await createAgenda({
    url: config.database.url,
    pglite: config.database.pglite,
    processEvery: config.delivery.jobPollIntervalMs,
    maxConcurrency: config.delivery.sendConcurrency + DEFAULT_JOB_CONCURRENCY,
    onError: (error) => logger.error({ err: error }, 'job queue: database connection error'),
  });
  const handlers = {
    ...createDefaultJobHandlers({
      db: db.db,
      files: { storage: objectStorageConfigured(config) ? attachmentStorageFor(config) : undefined, logger },
    }),
    ...createDeliveryJobHandlers(delivery),
    ...createNotificationJobHandlers({ db: db.db, config, logger }),
    // The same reader and allowances as an import (counters in PostgreSQL, shared with the api processes).
    ...createPostingRecheckJobHandlers({
      db: db.db,
      logger,
      reader: createJobPostingReader({
        settings: config.jobPosting,
        store: { pool: db.pool, pglite: config.database.pglite },
        appOrigin: config.appOrigin,
      }),
      onClosed: async (tx, posting, now) => void (await holdForClosedPosting(tx, { jobPostingId: posting.id, now })),
    }),
  };
  const concurrency = { [JobName.SEND_CAMPAIGN_EMAIL]: config.delivery.sendConcurrency };
  // The reply poll (with the delivery housekeeping), the notification emails (heads-ups, reply alerts) and the posting
  // re-check's claim run every minute unless REPLY_POLL_EVERY_SECONDS says otherwise: a reply is caught and told
  // about at the same pace.
  const pollEvery = `${config.delivery.replyPollEverySeconds} seconds`;
  const recurring = {
    ...DEFAULT_RECURRING_JOBS,
    [JobName.POLL_REPLIES]: pollEvery,
    [JobName.SEND_NOTIFICATIONS]: pollEvery,
    // Only due postings are read (each once a day), so the claim may look as often as the reply poll.
    [JobName.RECHECK_JOB_POSTINGS]: pollEvery,
  };
  const worker = await startWorker({ agenda, jobs: 'all', handlers, concurrency, recurring });
  logger.info({ jobs: worker.jobs }, 'worker started');
  return worker;
}

/** Logs a start-up failure and exits 1 (used by the process entry points). */
export function exitOnStartupFailure(error: unknown): never {
  process.stderr.write(`Start-up failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
