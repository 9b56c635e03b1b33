// One pg Pool + Drizzle instance per process. PGlite behind its socket is a single Postgres session,
// so the pool stays small there (and must stay below the socket server's maxConnections).
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;

export interface CreateDbOptions {
  url: string;
  /** True when `url` is the embedded PGlite socket (DATABASE_PGLITE). */
  pglite?: boolean;
  /** Pool size; defaults to 4 on PGlite and 10 otherwise. */
  max?: number;
  /** Longest a statement may run before PostgreSQL cancels it (ms); none when absent or 0. */
  statementTimeoutMs?: number;
  /** Errors of idle pooled connections (e.g. the server restarted). Without a listener pg would crash the process. */
  onPoolError?: (error: Error) => void;
}

export interface DbHandle {
  pool: pg.Pool;
  db: Database;
  close(): Promise<void>;
}

export const PGLITE_POOL_MAX = 4;
const DEFAULT_POOL_MAX = 10;

export function createDb({ url, pglite = false, max, statementTimeoutMs, onPoolError }: CreateDbOptions): DbHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: max ?? (pglite ? PGLITE_POOL_MAX : DEFAULT_POOL_MAX),
    connectionTimeoutMillis: 10_000,
    // A runaway query gives its connection back instead of holding the pool (PGlite is one session: not there).
    ...(statementTimeoutMs && !pglite ? { statement_timeout: statementTimeoutMs } : {}),
  });
  pool.on('error', onPoolError ?? ((error) => process.stderr.write(`postgres pool: idle client error: ${error.message}\n`)));
  const db = drizzle({ client: pool, schema });
  let closed = false;
  return {
    pool,
    db,
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/**
 * Resolves when the server at `url` answers `SELECT 1`; rejects with a readable error otherwise.
 * Call before anything that would crash the process on a down database (e.g. `new Agenda()`).
 */
export async function checkDatabaseConnection(url: string, timeoutMs = 5_000): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  client.on('error', () => undefined); // reported through the rejected promise below
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (error) {
    throw new Error(`Cannot reach the database at ${redactUrl(url)}: ${(error as Error).message}`, { cause: error });
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The URL without its password, for logs and error messages. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '<unparsable database url>';
  }
}
