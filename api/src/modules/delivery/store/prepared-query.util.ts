// The engine's hot statements (context read, claim, markSent) run as named prepared statements straight on the
// pg pool: PostgreSQL parses and plans each once per connection instead of once per email.
import type { SQL } from 'drizzle-orm';
import type { Pool, QueryResultRow } from 'pg';
import type { Database } from '../../../db/db.client';

interface Dialect {
  sqlToQuery(query: SQL): { sql: string; params: unknown[] };
}

/**
 * Databases whose connections share one server session (the embedded PGlite socket): a statement prepared by one
 * pooled connection would already exist for the next one, so statements there run unnamed.
 */
const sharedSessionDatabases = new WeakSet<Database>();

export function usesSharedSession(db: Database): void {
  sharedSessionDatabases.add(db);
}

/** Runs `query` as the prepared statement `name`; its text must be the same on every call. */
export async function runPrepared<Row extends QueryResultRow>(db: Database, name: string, query: SQL): Promise<Row[]> {
  const { sql: text, params } = (db as unknown as { dialect: Dialect }).dialect.sqlToQuery(query);
  if (sharedSessionDatabases.has(db)) {
    return (await (db as unknown as { $client: Pool }).$client.query<Row>(text, params)).rows;
  }
  // The Database made by createDb is drizzle over a pg Pool (not a transaction): its client is the pool.
  const pool = (db as unknown as { $client: Pool }).$client;
  const result = await pool.query<Row>({ name, text, values: params });
  return result.rows;
}
