// Applies the SQL migrations in api/drizzle at start-up. An advisory lock makes concurrent starters
// (api + worker) take turns; the second one finds nothing left to apply.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

// Any constant works; it only has to be the same in every process of this app.
const MIGRATION_LOCK_KEY = 724_311_001;

export interface RunMigrationsOptions {
  /** Folder holding the drizzle-kit output; defaults to `<api package>/drizzle`. */
  migrationsFolder?: string;
}

export async function runMigrations(pool: pg.Pool, options: RunMigrationsOptions = {}): Promise<void> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder();
  const client = await pool.connect();
  try {
    // Migrations may take longer than a request's statement timeout (an index on a big table).
    await client.query('SET statement_timeout = 0');
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle({ client }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.query('RESET statement_timeout').catch(() => undefined);
    client.release();
  }
}

export function defaultMigrationsFolder(): string {
  return path.resolve(findApiRoot(), 'drizzle');
}

/**
 * The api package folder, found from the working directory (works the same under tsx ESM and jest CJS,
 * where neither import.meta nor __dirname is available to both): cwd or an ancestor is the api package
 * itself, or holds it as `api/`. API_ROOT overrides the search.
 */
export function findApiRoot(start: string = process.cwd()): string {
  if (process.env.API_ROOT) return path.resolve(process.env.API_ROOT);
  let dir = path.resolve(start);
  for (;;) {
    if (isApiPackage(dir)) return dir;
    if (isApiPackage(path.join(dir, 'api'))) return path.join(dir, 'api');
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  throw new Error(`Cannot find the api package (with its drizzle/ folder) from ${start}; set API_ROOT.`);
}

function isApiPackage(dir: string): boolean {
  const manifest = path.join(dir, 'package.json');
  if (!existsSync(manifest) || !existsSync(path.join(dir, 'drizzle'))) return false;
  try {
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'api';
  } catch {
    return false;
  }
}
