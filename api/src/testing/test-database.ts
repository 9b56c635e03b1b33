// A fresh, migrated database per test file on the server provided by jest.global-setup.ts.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { defaultMigrationsFolder, runMigrations } from '../db/migrate.service';

/** SQLSTATE 55006: the database is being accessed by other users. */
const OBJECT_IN_USE = '55006';

export interface TestDatabase {
  /** Connection URL of the new database. */
  url: string;
  /** Drops it once its connections are gone (after ~2 s it terminates the rest). Close your pools first. */
  drop(): Promise<void>;
}

export interface CreateTestDatabaseOptions {
  /** Apply the app's migrations (default true). False gives an empty database. */
  migrate?: boolean;
}

/** Jest runs this file as CommonJS, so its own location pins the folder whatever the working directory. */
function migrationsFolder(): string {
  return typeof __dirname === 'string' ? path.resolve(__dirname, '../../drizzle') : defaultMigrationsFolder();
}

export function testAdminUrl(): string {
  const url = process.env.TEST_PG_ADMIN_URL ?? process.env.DATABASE_URL;
  if (!url) {
    throw new Error(
      'No test database server: run the api tests through jest with api/jest.config.cjs (its globalSetup starts one).',
    );
  }
  return url;
}

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testAdminUrl() });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function createTestDatabase(options: CreateTestDatabaseOptions = {}): Promise<TestDatabase> {
  const name = `test_${process.pid}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE "${name}"`));
  const parsed = new URL(testAdminUrl());
  parsed.pathname = `/${name}`;
  const url = parsed.toString();

  const drop = () =>
    withAdminClient(async (client) => {
      // Pools resolve end() before their sockets are closed; killing those sockets (FORCE) would make
      // a pool without an 'error' listener crash the test. So wait for them to go, and force only last.
      for (let attempt = 0; attempt < 40; attempt += 1) {
        try {
          await client.query(`DROP DATABASE IF EXISTS "${name}"`);
          return;
        } catch (error) {
          if ((error as { code?: string }).code !== OBJECT_IN_USE) throw error;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    });

  if (options.migrate !== false) {
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    try {
      await runMigrations(pool, { migrationsFolder: migrationsFolder() });
    } catch (error) {
      await pool.end();
      await drop();
      throw error;
    }
    await pool.end();
  }
  return { url, drop };
}
