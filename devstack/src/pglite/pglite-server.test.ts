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
