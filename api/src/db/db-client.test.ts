// The api's pools: a statement timeout (a runaway query is cancelled and its connection comes back; migrations, which
// may legitimately run long, lift it for their own session), and fixed-size pools opened before the process serves.
import { createTestDatabase, type TestDatabase } from '../../testkit/db/test-database';
import { createDb, type DbHandle } from './db.client';
import { runMigrations } from './migrate.service';

describe('createDb with a statement timeout', () => {
  let database: TestDatabase;
  let handle: DbHandle;
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    handle = createDb({ url: database.url, max: 1, statementTimeoutMs: 200 });
  });
  afterAll(async () => {
    await handle.close();
    await database.drop();
  });

  it('cancels a statement that runs longer, and the one connection serves the next query', async () => {
    await expect(handle.pool.query('SELECT pg_sleep(2)')).rejects.toMatchObject({ code: '57014' });
    const { rows } = await handle.pool.query<{ ok: number }>('SELECT 1 AS ok');
    expect(rows[0]!.ok).toBe(1);
  });

  it('runs the migrations on such a pool (unbounded while they run) and leaves the bound in place', async () => {
    await runMigrations(handle.pool);
    const { rows: tables } = await handle.pool.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'rate_limits'`);
    expect(tables).toHaveLength(1);
    const { rows } = await handle.pool.query<{ statement_timeout: string }>('SHOW statement_timeout');
    expect(rows[0]!.statement_timeout).toBe('200ms');
  });
});

describe('createDb pools on PostgreSQL', () => {
  let database: TestDatabase;
  let handle: DbHandle;
  const sessionsOpened = async () => {
    const { rows } = await handle.priority.pool.query<{ sessions: number }>(
      'SELECT sessions::int FROM pg_stat_database WHERE datname = current_database()',
    );
    return rows[0]!.sessions;
  };
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    handle = createDb({ url: database.url, max: 4 });
  });
  afterAll(async () => {
    await handle.close();
    await database.drop();
  });

  it('opens every connection before serving, so a burst of queries starts no new database session', async () => {
    await handle.warmUp();
    expect([handle.pool.totalCount, handle.priority.pool.totalCount]).toEqual([4, 2]);
    const before = await sessionsOpened();
    await Promise.all(Array.from({ length: 4 }, () => handle.pool.query('SELECT pg_sleep(0.05)')));
    expect(await sessionsOpened()).toBe(before);
  });

  it('keeps its connections open through a quiet spell longer than pg closes idle ones after (10 s)', async () => {
    await handle.warmUp();
    const before = await sessionsOpened();
    await new Promise((resolve) => setTimeout(resolve, 10_500));
    expect(handle.pool.totalCount).toBe(4);
    await Promise.all(Array.from({ length: 4 }, () => handle.pool.query('SELECT pg_sleep(0.05)')));
    expect(await sessionsOpened()).toBe(before);
  }, 20_000);
});
