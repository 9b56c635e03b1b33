import { sql } from 'drizzle-orm';
import { createDb, type DbHandle } from '../db/db.client';
import { createTestDatabase, type TestDatabase } from '../../testkit/db/test-database';
import { createLoaders } from './request-loaders';

describe('per-request loaders', () => {
  let database: TestDatabase;
  let handle: DbHandle;
  let campaignIds: number[];

  beforeAll(async () => {
    database = await createTestDatabase();
    handle = createDb({ url: database.url, max: 2 });
    const user = await handle.db.execute<{ id: string }>(
      sql`insert into users (name, email) values ('Lin', 'lin@example.com') returning id`,
    );
    const userId = user.rows[0]!.id;
    campaignIds = [];
    for (const name of ['A', 'B', 'C']) {
      const row = await handle.db.execute<{ id: number }>(
        sql`insert into campaigns (user_id, name, timezone) values (${userId}, ${name}, 'Europe/London') returning id`,
      );
      campaignIds.push(row.rows[0]!.id);
    }
    const [a, b] = campaignIds;
    for (const [campaignId, status] of [
      [a, 'RESPONDED'],
      [a, 'IN_PROGRESS'],
      [b, 'RESPONDED'],
    ] as const) {
      await handle.db.execute(
        sql`insert into contacts (campaign_id, user_id, first_name, status) values (${campaignId}, ${userId}, 'Kim', ${status})`,
      );
    }
    await handle.db.execute(sql`insert into sequence_steps (campaign_id, position) values (${a}, 1), (${a}, 2)`);
  });

  afterAll(async () => {
    await handle.close();
    await database.drop();
  });

  it('answers many campaigns with one query per figure, not one per campaign', async () => {
    const loaders = createLoaders(handle.db);
    const originalQuery = handle.pool.query.bind(handle.pool);
    let queries = 0;
    handle.pool.query = ((...args: Parameters<typeof originalQuery>) => {
      queries += 1;
      return originalQuery(...args);
    }) as typeof handle.pool.query;
    try {
      const [stats, sizes] = await Promise.all([
        Promise.all(campaignIds.map((id) => loaders.campaignStats.load(id))),
        Promise.all(campaignIds.map((id) => loaders.campaignSequenceSize.load(id))),
      ]);
      expect(stats.map((s) => [s.contacts, s.responded])).toEqual([
        [2, 1],
        [1, 1],
        [0, 0],
      ]);
      expect(sizes).toEqual([2, 0, 0]);
      expect(queries).toBe(2);
    } finally {
      handle.pool.query = originalQuery as typeof handle.pool.query;
    }
  });
});
