// The api process (`npm start -w api`): HTTP app, plus the job worker when WORKER_ENABLED.
import type { Server } from 'node:http';
import { createApp } from './app';
import { createHttpServer } from './http/http-server';
import { bootstrap, exitOnStartupFailure, startJobWorker } from './runtime/bootstrap.service';
import { exitGracefullyOnSignals } from './runtime/graceful-shutdown.service';

/** Worker jobs get most of the shutdown budget; the rest is for closing sockets and the pool. */
const WORKER_DRAIN_TIMEOUT_MS = 7_000;

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    // Keep-alive sockets with no request in flight would otherwise hold close() open.
    server.closeIdleConnections();
  });
}

async function main() {
  const runtime = await bootstrap('api');
  const { config, logger, db, delivery } = runtime;
  const app = createApp({ config, db, logger, delivery });
  const server = createHttpServer(app);
  await listen(server, config.port);
  logger.info({ url: `http://localhost:${config.port}`, publicOrigin: config.appOrigin }, 'listening');

  const worker = config.workerEnabled ? await startJobWorker(runtime) : undefined;

  exitGracefullyOnSignals(logger, [
    {
      // In parallel: a slow in-flight request must not eat the worker's drain time, nor the reverse.
      name: 'stop accepting connections and drain the worker',
      run: () => Promise.all([closeServer(server), worker?.stop({ timeoutMs: WORKER_DRAIN_TIMEOUT_MS })]),
    },
    { name: 'close the session store', run: () => app.dispose() },
    { name: 'close the database pool', run: () => db.close() },
  ]);
}

main().catch(exitOnStartupFailure);
