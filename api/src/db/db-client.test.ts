// The api's statement timeout: a runaway query is cancelled and its connection comes back; migrations (which may
// legitimately run long) lift it for their own session and give the connection back with it restored.
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
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
