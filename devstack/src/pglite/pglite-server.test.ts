import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startPglite } from './pglite-server';

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'devstack-pglite-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('PGlite over the Postgres socket', () => {
  it('answers node-postgres and keeps data across a restart on the same dataDir', async () => {
    const first = await startPglite({ dataDir, port: 0 });
    expect(first.url).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/postgres$/);
    const pool = new pg.Pool({ connectionString: first.url, max: 3 });
    await pool.query('CREATE TABLE notes (id serial PRIMARY KEY, body text NOT NULL)');
    await pool.query('INSERT INTO notes (body) VALUES ($1), ($2)', ['first note', 'second note']);
    // Several pooled connections at once share the single PGlite session.
    const counts = await Promise.all([1, 2, 3].map(() => pool.query('SELECT count(*)::int AS n FROM notes')));
    expect(counts.map((result) => result.rows[0].n)).toEqual([2, 2, 2]);
    await pool.end();
    await first.close();

    const second = await startPglite({ dataDir, port: 0 });
    const client = new pg.Client({ connectionString: second.url });
    await client.connect();
    const { rows } = await client.query('SELECT body FROM notes ORDER BY id');
    expect(rows.map((row) => row.body)).toEqual(['first note', 'second note']);
    await client.end();
    await second.close();
  });
});

describe('PGlite shared by pooled connections', () => {
  let server: Awaited<ReturnType<typeof startPglite>>;
  let pool: pg.Pool;
  beforeAll(async () => {
    server = await startPglite({ dataDir: join(dataDir, 'shared'), port: 0 });
    pool = new pg.Pool({ connectionString: server.url, max: 8 });
    await pool.query('CREATE TABLE events (id serial PRIMARY KEY, owner text NOT NULL)');
  });
  afterAll(async () => {
    await pool.end();
    await server.close();
  });

  it('answers concurrent parameterised queries and transactions from many pooled connections', async () => {
    // Parse/Bind/Execute/Sync with the unnamed statement and portal, some inside transactions: forwarded message by
    // message they interleave ('portal "" does not exist', or one query bound to another's statement).
    const values = Array.from({ length: 200 }, (_, index) => index);
    const results = await Promise.all(
      values.map(async (value) => {
        if (value % 2)
          return (await pool.query('SELECT $1::int * 2 AS doubled, $2::text AS label', [value, `q${value}`])).rows[0];
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          await client.query('INSERT INTO events (owner) VALUES ($1)', [`tx${value}`]);
          const { rows } = await client.query('SELECT owner FROM events WHERE owner = $1', [`tx${value}`]);
          await client.query('COMMIT');
          return rows[0];
        } finally {
          client.release();
        }
      }),
    );
    expect(results).toEqual(
      values.map((value) => (value % 2 ? { doubled: value * 2, label: `q${value}` } : { owner: `tx${value}` })),
    );
    await pool.query('DELETE FROM events');
  });

  it("keeps one connection's transaction to itself: another's write survives its rollback", async () => {
    const a = await pool.connect();
    const b = await pool.connect();
    try {
      await a.query('BEGIN');
      await a.query('INSERT INTO events (owner) VALUES ($1)', ['a']);
      const bWrites = b.query('INSERT INTO events (owner) VALUES ($1)', ['b']); // waits for a's transaction
      await a.query('ROLLBACK');
      await bWrites;
      const { rows } = await pool.query('SELECT owner FROM events ORDER BY id');
      expect(rows).toEqual([{ owner: 'b' }]);
    } finally {
      a.release();
      b.release();
    }
  });

  it('rolls back the transaction of a connection that goes away, and serves the others', async () => {
    const leaving = new pg.Client({ connectionString: server.url });
    await leaving.connect();
    await leaving.query('BEGIN');
    await leaving.query('INSERT INTO events (owner) VALUES ($1)', ['left']);
    const other = pool.query("SELECT count(*)::int AS n FROM events WHERE owner = 'left'");
    await leaving.end();
    expect((await other).rows[0]).toEqual({ n: 0 });
  });
});
