// Request rate limits whose counters live in PostgreSQL (table rate_limits, rate-limiter-flexible's Postgres
// store), so a limit holds across every api process and a restart: sign-in attempts split between two processes
// are counted once. Expired rows are pruned by the daily purge job (pruneRateLimits).
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../db/db.client';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

const TABLE = 'rate_limits';

export interface RateLimitRule {
  /** Key prefix, one per limit ('signin', 'lookup', ...). */
  name: string;
  /** Requests allowed per window. */
  points: number;
  windowMs: number;
  /** Once over the limit, refuse for this long (default: the rest of the window). */
  blockMs?: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** When a refused caller may try again. */
  retryAfterMs: number;
  remaining: number;
}

export interface RateLimit {
  readonly rule: RateLimitRule;
  /** Takes one request from `key`'s budget; refused (nothing taken) when it is spent. */
  take(key: string): Promise<RateLimitDecision>;
  /** Forgets `key` (a successful sign-in clears its failed attempts). */
  clear(key: string): Promise<void>;
  /** Forgets every key that starts with `keyStart` (a password reset clears all of an account's). */
  clearStartingWith(keyStart: string): Promise<void>;
}

/** Where the counters live: PostgreSQL, or memory on the embedded PGlite of `npm start` (one process anyway; the
 * store's named prepared statements would collide there, every pooled connection being the same session). */
export interface RateLimitStore {
  pool: pg.Pool;
  pglite?: boolean;
}

export function createRateLimit(store: RateLimitStore, rule: RateLimitRule): RateLimit {
  const options = {
    keyPrefix: rule.name,
    points: rule.points,
    duration: Math.max(1, Math.ceil(rule.windowMs / 1000)),
    blockDuration: rule.blockMs === undefined ? 0 : Math.ceil(rule.blockMs / 1000),
  };
  const limiter: RateLimiterAbstract = store.pglite
    ? new RateLimiterMemory(options)
    : new RateLimiterPostgres({
        ...options,
        storeClient: store.pool,
        storeType: 'pool',
        tableName: TABLE,
        tableCreated: true, // created by our migration 0008
        clearExpiredByTimeout: false, // no timer of its own: the purge job prunes
      });
  const memoryKeys = new Set<string>(); // on PGlite only: what clearStartingWith must forget
  return {
    rule,
    async take(key) {
      if (store.pglite) memoryKeys.add(key);
      try {
        const res = await limiter.consume(key);
        return { allowed: true, retryAfterMs: 0, remaining: res.remainingPoints };
      } catch (error) {
        if (error instanceof RateLimiterRes) return { allowed: false, retryAfterMs: error.msBeforeNext, remaining: 0 };
        throw error;
      }
    },
    clear: async (key) => {
      await limiter.delete(key);
    },
    async clearStartingWith(keyStart) {
      if (store.pglite) {
        const keys = [...memoryKeys].filter((key) => key.startsWith(keyStart));
        await Promise.all(keys.map((key) => limiter.delete(key)));
        keys.forEach((key) => memoryKeys.delete(key));
        return;
      }
      const pattern = `${rule.name}:${keyStart}`.replace(/[\\%_]/g, (c) => `\\${c}`);
      await store.pool.query(`DELETE FROM ${TABLE} WHERE key LIKE $1`, [`${pattern}%`]);
    },
  };
}

/** Deletes counters whose window ended more than an hour ago. */
export async function pruneRateLimits(db: Database, now: Date = new Date()): Promise<number> {
  const result = await db.execute(sql`DELETE FROM rate_limits WHERE expire < ${now.getTime() - 3_600_000}`);
  return result.rowCount ?? 0;
}
