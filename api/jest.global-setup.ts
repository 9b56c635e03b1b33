// Runs once per `jest` invocation (also when api is one project of the root config).
// Provides a PostgreSQL server for every test file: DATABASE_URL if given, else a throwaway cluster; and a database
// migrated once (TEST_PG_TEMPLATE) that each test file's database is copied from.
// Workers are started after this hook, so they inherit TEST_PG_ADMIN_URL and TEST_PG_TEMPLATE from process.env.
import { createTemplateDatabase, TEMPLATE_ENV } from './testkit/db/test-database';
import { startThrowawayPostgres, type ThrowawayPostgres } from './testkit/db/throwaway-postgres';

const globalKey = '__apiThrowawayPostgres';
type GlobalWithCluster = typeof globalThis & { [globalKey]?: ThrowawayPostgres };

export default async function globalSetup(): Promise<void> {
  const holder = globalThis as GlobalWithCluster;
  if (holder[globalKey]) return; // already running in this process (e.g. watch mode)
  if (process.env.TEST_PG_ADMIN_URL) return; // set explicitly by the caller
  if (process.env.DATABASE_URL) {
    process.env.TEST_PG_ADMIN_URL = process.env.DATABASE_URL;
  } else {
    const cluster = await startThrowawayPostgres();
    holder[globalKey] = cluster;
    process.env.TEST_PG_ADMIN_URL = cluster.adminUrl;
    // If jest dies without running the teardown, still stop the server and remove its files.
    process.once('exit', () => cluster.stopSync());
  }
  const template = `test_template_${process.pid}`;
  await createTemplateDatabase(template);
  process.env[TEMPLATE_ENV] = template;
}
