// The one admin pool of the api tests: plain SQL on the test app's database, for setting up what no request can
// (a month's usage, a grant's scopes) and for reading back what a request wrote. The caller ends it.
import pg from 'pg';

export function adminPool(target: { config: { database: { url: string } } } | { url: string }, max = 2): pg.Pool {
  const connectionString = 'url' in target ? target.url : target.config.database.url;
  const pool = new pg.Pool({ connectionString, max });
  // The test database is dropped at the end of the file; an idle socket cut then must not crash the run.
  pool.on('error', () => undefined);
  return pool;
}
