// Stops the throwaway cluster started by jest.global-setup.ts (if it started one), or drops the template database it
// made on a server given by DATABASE_URL.
import { dropTemplateDatabase, TEMPLATE_ENV } from './testkit/db/test-database';
import type { ThrowawayPostgres } from './testkit/db/throwaway-postgres';

const globalKey = '__apiThrowawayPostgres';
type GlobalWithCluster = typeof globalThis & { [globalKey]?: ThrowawayPostgres };

export default async function globalTeardown(): Promise<void> {
  const holder = globalThis as GlobalWithCluster;
  const cluster = holder[globalKey];
  const template = process.env[TEMPLATE_ENV];
  delete process.env[TEMPLATE_ENV];
  if (!cluster) {
    if (template) await dropTemplateDatabase(template);
    return;
  }
  delete holder[globalKey];
  if (process.env.TEST_PG_ADMIN_URL === cluster.adminUrl) delete process.env.TEST_PG_ADMIN_URL;
  await cluster.stop();
}
