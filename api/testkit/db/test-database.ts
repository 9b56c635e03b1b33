// A fresh, migrated database per test file on the server provided by jest.global-setup.ts.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { defaultMigrationsFolder, runMigrations } from '../../src/db/migrate.service';

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

/** Names the migrated template database (set by jest.global-setup.ts), which test databases are copied from. */
export const TEMPLATE_ENV = 'TEST_PG_TEMPLATE';

/** CREATE DATABASE, from a template when given; copies wait while another copy of the template is being made. */
async function createDatabase(client: pg.Client, name: string, template: string | undefined): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}" STRATEGY FILE_COPY` : ''}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt >= 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 30));
    }
  }
}

/** Creates and migrates the template database that createTestDatabase copies (once per jest run). */
export async function createTemplateDatabase(name: string): Promise<void> {
  await withAdminClient(async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${name}"`);
    await client.query(`CREATE DATABASE "${name}"`);
  });
  const parsed = new URL(testAdminUrl());
  parsed.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: parsed.toString(), max: 1 });
  try {
    await runMigrations(pool, { migrationsFolder: migrationsFolder() });
  } finally {
    await pool.end();
  }
}

export async function dropTemplateDatabase(name: string): Promise<void> {
  await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

export async function createTestDatabase(options: CreateTestDatabaseOptions = {}): Promise<TestDatabase> {
  const name = `test_${process.pid}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  // A copy of the database the global setup migrated once is much cheaper than applying every migration again.
  const template = options.migrate !== false ? process.env[TEMPLATE_ENV] : undefined;
  await withAdminClient((client) => createDatabase(client, name, template));
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

  if (options.migrate !== false && !template) {
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
