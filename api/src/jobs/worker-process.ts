// Everything a dedicated worker process (or the api with WORKER_ENABLED) needs to run jobs:
// check the database, apply migrations, start the worker, and drain on SIGTERM/SIGINT.
import type { DrainResult } from 'agenda';
import { checkDatabaseConnection, createDb, type DbHandle } from '../db/client';
import { runMigrations } from '../db/migrate';
import { createAgenda, type CreateAgendaOptions } from './agenda';
import type { JobName } from './job-names';
import {
  createDefaultJobHandlers,
  startWorker,
  stopWorkerOnSignals,
  type JobHandlers,
  type RunningWorker,
} from './worker';

export interface RunWorkerProcessOptions extends Omit<CreateAgendaOptions, 'url' | 'pglite'> {
  url: string;
  pglite?: boolean;
  jobs?: readonly JobName[] | 'all';
  /** Extra handlers (e.g. the sending engine's), merged over the default ones. */
  handlers?: (dbHandle: DbHandle) => JobHandlers;
  /** Skip when the caller already ran migrations (e.g. the api process). */
  migrate?: boolean;
  /** Drain timeout on shutdown (default 30 s); unfinished jobs are retried by another worker later. */
  shutdownTimeoutMs?: number;
  /** Called once the worker stopped after a signal; default: close the pool and exit(0). */
  onStopped?: (result: DrainResult | Error) => void | Promise<void>;
}

export interface WorkerProcess {
  worker: RunningWorker;
  dbHandle: DbHandle;
  /** Drains the worker and closes the pool (for callers that manage shutdown themselves). */
  shutdown(): Promise<void>;
}

export async function runWorkerProcess(options: RunWorkerProcessOptions): Promise<WorkerProcess> {
  const { url, pglite = false, jobs = 'all', migrate = true } = options;
  await checkDatabaseConnection(url);
  const dbHandle = createDb({ url, pglite });
  if (migrate) await runMigrations(dbHandle.pool);
  const agenda = await createAgenda({ ...options, url, pglite });
  const handlers = { ...createDefaultJobHandlers({ db: dbHandle.db }), ...options.handlers?.(dbHandle) };
  const worker = await startWorker({ agenda, jobs, handlers });

  let shutdownPromise: Promise<void> | undefined;
  const shutdown = () => {
    shutdownPromise ??= (async () => {
      removeSignalHandlers();
      await worker.stop({ timeoutMs: options.shutdownTimeoutMs ?? 30_000 });
      await dbHandle.close();
    })();
    return shutdownPromise;
  };
  const removeSignalHandlers = stopWorkerOnSignals(
    worker,
    options.onStopped ??
      (async (result) => {
        await dbHandle.close();
        process.exit(result instanceof Error ? 1 : 0);
      }),
    { timeoutMs: options.shutdownTimeoutMs ?? 30_000 },
  );
  return { worker, dbHandle, shutdown };
}
