import { eq } from 'drizzle-orm';
import type { DrainResult } from 'agenda';
import { createDb, type DbHandle } from '../db/client';
import { users } from '../db/schema';
import { insertUser } from '../test-support/db-fixtures';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';
import { waitFor } from '../test-support/wait-for';
import { runWorkerProcess } from './worker-process';
import { stopWorkerOnSignals } from './worker';

describe('runWorkerProcess', () => {
  let database: TestDatabase;
  let handle: DbHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
    handle = createDb({ url: database.url });
  });

  afterAll(async () => {
    await handle.close();
    await database.drop();
  });

  it('purges due accounts out of the box and shuts down cleanly', async () => {
    const due = await insertUser(handle.db, { deletedAt: new Date(), purgeAfter: new Date(Date.now() - 1000) });
    const stopped: Array<DrainResult | Error> = [];
    const processHandle = await runWorkerProcess({
      url: database.url,
      processEvery: 100,
      lockLifetime: 1_000,
      onStopped: (result) => {
        stopped.push(result);
      },
    });
    try {
      expect(processHandle.worker.jobs).toEqual(['purge-deleted-users']);
      await waitFor(async () => (await handle.db.$count(users, eq(users.id, due.id))) === 0, {
        message: 'the due account to be purged',
      });
    } finally {
      await processHandle.shutdown();
    }
    expect(processHandle.dbHandle.pool.ended).toBe(true);
    expect(stopped).toEqual([]); // shutdown() is not a signal
  });

  it('drains the worker when a stop signal arrives, then reports back', async () => {
    const processHandle = await runWorkerProcess({
      url: database.url,
      migrate: false,
      processEvery: 100,
      lockLifetime: 1_000,
      onStopped: () => undefined,
    });
    const results: Array<DrainResult | Error> = [];
    const removeHandlers = stopWorkerOnSignals(processHandle.worker, (result) => void results.push(result), {
      signals: ['SIGUSR2'],
    });
    try {
      process.emit('SIGUSR2', 'SIGUSR2');
      await waitFor(() => results.length === 1, { message: 'the worker to stop' });
      expect(results[0]).toMatchObject({ running: 0, timedOut: false });
    } finally {
      removeHandlers();
      await processHandle.shutdown();
    }
  });
});
