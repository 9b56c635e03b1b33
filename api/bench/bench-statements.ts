// BENCH_PG_STATEMENTS=1: where PostgreSQL's time goes during a scenario (pg_stat_statements), printed by statement.
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/db.client';
import { round } from './bench-stats';

export const STATEMENT_PROFILE = process.env.BENCH_PG_STATEMENTS === '1';
/** BENCH_PG_SETTINGS: more server settings for an investigation, separated by ';' (e.g. auto_explain's). */
export const STATEMENT_PROFILE_SETTINGS = [
  ...(STATEMENT_PROFILE ? ['shared_preload_libraries=pg_stat_statements', 'pg_stat_statements.track=all'] : []),
  ...(process.env.BENCH_PG_SETTINGS?.split(';').filter(Boolean) ?? []),
];

export async function resetStatementProfile(db: Database): Promise<void> {
  if (!STATEMENT_PROFILE) return;
  await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_stat_statements`);
  await db.execute(sql`SELECT pg_stat_statements_reset()`);
}

/** The statements that took the most execution time in this database, one line each. */
export async function statementProfileLines(db: Database, emails: number, top = 15): Promise<string[]> {
  if (!STATEMENT_PROFILE) return [];
  const { rows } = await db.execute<{ query: string; calls: number; total: number; mean: number; rows: number }>(sql`
    SELECT regexp_replace(query, '\\s+', ' ', 'g') AS query, calls::float8 AS calls, total_exec_time AS total,
           mean_exec_time AS mean, rows::float8 AS rows
      FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
     ORDER BY total_exec_time DESC LIMIT ${top}`);
  return rows.map(
    (row) =>
      `${round(row.total / Math.max(1, emails), 3)} ms/email  calls ${row.calls}  mean ${round(row.mean, 3)} ms  ` +
      `rows ${row.rows}  ${row.query.slice(0, 160)}`,
  );
}
