// One delivery worker process for the benchmarks: the same engine and Agenda wiring as `npm run worker`
// (runtime/bootstrap startJobWorker), with the timings the benchmark needs (lock lifetime and claim TTL short
// enough to see crash recovery within the run). Settings come from the environment; prints "ready" when up.
import { loadConfig } from '../src/config/config';
import { createDb } from '../src/db/db.client';
import { createAgenda, DEFAULT_JOB_CONCURRENCY } from '../src/jobs/agenda.factory';
import { JobName } from '../src/jobs/job-names.constants';
import { startWorker } from '../src/jobs/job-worker.service';
import { createLogger } from '../src/logging/logger';
import { jobWorkerPoolSize } from '../src/runtime/bootstrap.service';
import { yieldCpuToRequests } from '../src/runtime/process-priority.service';
import { createDelivery, createDeliveryJobHandlers, deliverySettingsFrom } from '../src/modules/delivery';
import { createConfiguredEngine } from '../src/modules/mail-providers';

const number = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

async function main() {
  const config = loadConfig(process.env);
  const logger = createLogger({ level: config.logLevel, name: process.env.BENCH_WORKER_NAME ?? 'bench-worker' });
  yieldCpuToRequests(config.workerNice, logger);
  const concurrency = config.delivery.sendConcurrency;
  const db = createDb({ url: config.database.url, max: jobWorkerPoolSize(config) });
  await db.warmUp();
  const agenda = await createAgenda({
    url: config.database.url,
    name: process.env.BENCH_WORKER_NAME,
    processEvery: config.delivery.jobPollIntervalMs,
    lockLifetime: number('BENCH_LOCK_LIFETIME_MS', 15_000),
    maxConcurrency: concurrency + DEFAULT_JOB_CONCURRENCY,
    onError: (error) => logger.error({ err: error }, 'job queue error'),
  });
  const engine = createConfiguredEngine({
    db: db.db,
    config,
    logger,
    settings: deliverySettingsFrom(config, {
      claimTtlMs: number('BENCH_CLAIM_TTL_MS', 10_000),
      gmailTimeoutMs: number('BENCH_GMAIL_TIMEOUT_MS', 5_000),
    }),
  });
  const worker = await startWorker({
    agenda,
    jobs: [JobName.SEND_CAMPAIGN_EMAIL],
    handlers: createDeliveryJobHandlers(createDelivery(engine)),
    concurrency: { [JobName.SEND_CAMPAIGN_EMAIL]: concurrency },
    recurring: {},
  });
  process.stdout.write('ready\n');
  const stop = async () => {
    await worker.stop({ timeoutMs: 5_000 });
    await db.close();
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`bench worker failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
