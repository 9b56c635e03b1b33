import { readFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { defaultMigrationsFolder } from '../db/migrate.service';

/** drizzle-kit's journal: one entry per migration, `when` = the migration's timestamp. */
interface Journal {
  entries: Array<{ tag: string; when: number }>;
}

export interface MigrationStatus {
  applied: boolean;
  /** Tags of migrations the database has not applied yet. */
  pending: string[];
}

/** Reads the migrations this build ships, once (the folder does not change while the process runs). */
export function readMigrationJournal(migrationsFolder: string = defaultMigrationsFolder()): Journal['entries'] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal;
  return journal.entries;
}

/**
 * Compares the shipped journal with drizzle's bookkeeping table (created_at = the journal's `when`).
 * A database without that table has nothing applied.
 */
export async function migrationStatus(pool: pg.Pool, entries: Journal['entries']): Promise<MigrationStatus> {
  const exists = await pool.query<{ table: string | null }>(`select to_regclass('drizzle.__drizzle_migrations') as table`);
  if (!exists.rows[0]?.table) return { applied: entries.length === 0, pending: entries.map((e) => e.tag) };
  const result = await pool.query<{ created_at: string }>('select created_at from drizzle.__drizzle_migrations');
  const appliedAt = new Set(result.rows.map((row) => Number(row.created_at)));
  const pending = entries.filter((entry) => !appliedAt.has(entry.when)).map((entry) => entry.tag);
  return { applied: pending.length === 0, pending };
}

/** The probe /readyz asks: this build's migrations against the database behind `pool` (journal read once). */
export function migrationProbe(pool: pg.Pool): () => Promise<MigrationStatus> {
  const entries = readMigrationJournal();
  return () => migrationStatus(pool, entries);
}
