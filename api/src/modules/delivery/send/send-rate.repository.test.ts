// The project-wide rate shared by every worker: however many take slots at once, no second ever counts more
// sends than the limit, and every slot granted is counted.
import { sql } from 'drizzle-orm';
import { createDb, type DbHandle } from '../../../db/db.client';
import { createTestDatabase, type TestDatabase } from '../../../../testkit/db/test-database';
import { msUntilNextSecond, takeSendSlot, waitForSendSlot } from './send-rate.repository';

describe('the project-wide send rate', () => {
  let database: TestDatabase;
  let handle: DbHandle;
  const windows = async () =>
    (
      await handle.db.execute<{ second: number; sends: number }>(
        sql`SELECT second::float8 AS second, sends FROM send_rate_windows ORDER BY second`,
      )
    ).rows;

  beforeAll(async () => {
    database = await createTestDatabase();
    handle = createDb({ url: database.url, max: 12 });
  });
  beforeEach(() => handle.db.execute(sql`DELETE FROM send_rate_windows`));
  afterAll(async () => {
    await handle.close();
    await database.drop();
  });

  it('grants at most the limit per second to 40 racing takers, and counts every slot it grants', async () => {
    const granted = await Promise.all(Array.from({ length: 40 }, () => takeSendSlot(handle.db, 7)));
    const counted = await windows();
    // The race may straddle a second boundary: then two seconds share the 40 tries, each at most 7.
    expect(counted.length).toBeGreaterThanOrEqual(1);
    for (const window of counted) expect(window.sends).toBeLessThanOrEqual(7);
    expect(counted.reduce((sum, window) => sum + window.sends, 0)).toBe(granted.filter(Boolean).length);
    expect(granted.filter(Boolean).length).toBeGreaterThanOrEqual(7);
  });

  it('waits for the next second when this one is full, and gives up after the longest wait allowed', async () => {
    const sleeps: number[] = [];
    const sleep = async (ms: number) => {
      sleeps.push(ms);
      await new Promise((resolve) => setTimeout(resolve, ms));
    };
    // Start just after a second begins, so both calls fall in the same second even on a loaded machine.
    await new Promise((resolve) => setTimeout(resolve, 1_000 - (Date.now() % 1_000) + 5));
    expect(await waitForSendSlot(handle.db, 1, 2_500, sleep)).toBe(true);
    expect(await waitForSendSlot(handle.db, 1, 2_500, sleep)).toBe(true);
    // The second call found its second full and slept into the next one.
    expect(sleeps.length).toBeGreaterThanOrEqual(1);
    const seconds = (await windows()).map((window) => window.sends);
    expect(seconds).toEqual([1, 1]);

    sleeps.length = 0;
    const noWait = async (ms: number) => void sleeps.push(ms);
    // With every slot of this second and the next few taken and no time to wait, it says no.
    await handle.db.execute(sql`
      INSERT INTO send_rate_windows (second, sends)
      SELECT s, 1 FROM generate_series(floor(extract(epoch FROM clock_timestamp()))::bigint, floor(extract(epoch FROM clock_timestamp()))::bigint + 5) AS s
      ON CONFLICT (second) DO UPDATE SET sends = 1`);
    expect(await waitForSendSlot(handle.db, 1, 0, noWait)).toBe(false);
    expect(sleeps).toEqual([]);
  });

  it('waits no longer than to the next second, with a little jitter', () => {
    expect(msUntilNextSecond(10_250)).toBeGreaterThanOrEqual(750);
    expect(msUntilNextSecond(10_250)).toBeLessThan(800);
    expect(msUntilNextSecond(10_999)).toBeGreaterThanOrEqual(1);
  });
});
