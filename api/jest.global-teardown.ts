// Stops the throwaway cluster started by jest.global-setup.ts (if it started one).
import type { ThrowawayPostgres } from './src/testing/throwaway-postgres';

const globalKey = '__apiThrowawayPostgres';
type GlobalWithCluster = typeof globalThis & { [globalKey]?: ThrowawayPostgres };

export default async function globalTeardown(): Promise<void> {
  const holder = globalThis as GlobalWithCluster;
  const cluster = holder[globalKey];
  if (!cluster) return;
  delete holder[globalKey];
  if (process.env.TEST_PG_ADMIN_URL === cluster.adminUrl) delete process.env.TEST_PG_ADMIN_URL;
  await cluster.stop();
}
