// One pg Pool + Drizzle instance per process. PGlite behind its socket is a single Postgres session,
// so the pool stays small there (and must stay below the socket server's maxConnections).
// On PostgreSQL the pools are fixed-size and opened before the process serves anything: pg closes a connection idle
// for 10 s, so a burst after a quiet spell (or the first requests after a deploy) paid for new connections, each a
// server process to start and caches to fill, while the requests waited (the load bench counted 22 new sessions in
// 20 s at 200 req/s; a fresh process's first 5 s had p95 108-280 ms, 72-86 ms with its pools opened first).
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;
/** A transaction handle of `Database` (what `db.transaction(async (tx) => ...)` hands its callback). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** The db or a transaction: a function that may run inside its caller's transaction takes this (no casts needed). */
export type DbOrTx = Database | Transaction;

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
  /**
   * A small pool of its own for readiness probes and session loads, so a flood of heavy GraphQL work that holds every
   * connection of `pool` never makes a load balancer drop the process or a signed-in page wait. On PGlite (a single
   * session behind its socket) it is `pool` itself.
   */
  priority: { pool: pg.Pool; db: Database };
  /** Opens every connection of both pools (they then stay open); call before serving. */
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

export const PGLITE_POOL_MAX = 4;
const DEFAULT_POOL_MAX = 10;
/** Probes and session reads are short: two connections, and no statement may hold one for long. */
export const PRIORITY_POOL_MAX = 2;
const PRIORITY_STATEMENT_TIMEOUT_MS = 5_000;

export function createDb({ url, pglite = false, max, statementTimeoutMs, onPoolError }: CreateDbOptions): DbHandle {
  const size = max ?? (pglite ? PGLITE_POOL_MAX : DEFAULT_POOL_MAX);
  const pool = new pg.Pool({
    connectionString: url,
    max: size,
    // Fixed-size: idle connections stay open (PGlite's single session keeps its old behaviour).
    min: pglite ? 0 : size,
    connectionTimeoutMillis: 10_000,
    // A runaway query gives its connection back instead of holding the pool (PGlite is one session: not there).
    ...(statementTimeoutMs && !pglite ? { statement_timeout: statementTimeoutMs } : {}),
  });
  const onError = onPoolError ?? ((error: Error) => process.stderr.write(`postgres pool: idle client error: ${error.message}\n`));
  pool.on('error', onError);
  const db = drizzle({ client: pool, schema });
  const priorityPool = pglite
    ? pool
    : new pg.Pool({
        connectionString: url,
        max: PRIORITY_POOL_MAX,
        min: PRIORITY_POOL_MAX,
        connectionTimeoutMillis: 5_000,
        statement_timeout: PRIORITY_STATEMENT_TIMEOUT_MS,
      });
  if (priorityPool !== pool) priorityPool.on('error', onError);
  let closed = false;
  return {
    pool,
    db,
    priority: { pool: priorityPool, db: priorityPool === pool ? db : drizzle({ client: priorityPool, schema }) },
    async warmUp() {
      if (pglite) return;
      await Promise.all([openAll(pool), openAll(priorityPool)]);
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([pool.end(), priorityPool === pool ? undefined : priorityPool.end()]);
    },
  };
}

/** Checks out `min` connections at once (so each is a new one) and gives them back, where pg keeps them. */
async function openAll(pool: pg.Pool): Promise<void> {
  const clients = await Promise.all(Array.from({ length: pool.options.min ?? 0 }, () => pool.connect()));
  for (const client of clients) client.release();
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
