// The separate job worker process (`npm run worker`): same start-up as the api, no HTTP.
import { bootstrap, exitOnStartupFailure, startJobWorker } from './runtime/bootstrap.service';
import { exitGracefullyOnSignals } from './runtime/graceful-shutdown.service';
import { yieldCpuToRequests } from './runtime/process-priority.service';

const DRAIN_TIMEOUT_MS = 8_000;

async function main() {
  const runtime = await bootstrap('worker');
  yieldCpuToRequests(runtime.config.workerNice, runtime.logger);
  const worker = await startJobWorker(runtime);
  exitGracefullyOnSignals(runtime.logger, [
    { name: 'drain and stop the worker', run: () => worker.stop({ timeoutMs: DRAIN_TIMEOUT_MS }) },
    { name: 'close the database pool', run: () => runtime.db.close() },
  ]);
}

main().catch(exitOnStartupFailure);
