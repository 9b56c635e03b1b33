import { Router } from 'express';
import type pg from 'pg';
import type { Logger } from '../logging/logger';
import { recentMailAppProblems } from '../modules/mailbox';

/** What /readyz asks about migrations; runtime/ answers it (the http layer does not import runtime/). */
export type MigrationProbe = () => Promise<{ applied: boolean; pending: string[] }>;

/** How long /readyz waits for the database before calling it unavailable. */
const READINESS_TIMEOUT_MS = 3_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * /healthz: the process is up (liveness). /readyz: it can serve traffic: the database answers and
 * every migration this build ships is applied (readiness; load balancers route on it). Problems of the app at a mail
 * provider seen lately (Gmail API disabled, Google's OAuth client or Microsoft's app credentials refused) are named
 * under `google` or `microsoft` for the operator; the process still serves, so they do not make it unready.
 */
export function healthRoutes(pool: pg.Pool, logger: Logger, migrations: MigrationProbe): Router {
  const router = Router();
  const noStore = { 'Cache-Control': 'no-store' };

  router.get('/healthz', (_req, res) => {
    res.set(noStore).json({ status: 'ok' });
  });

  router.get('/readyz', async (_req, res) => {
    try {
      await withTimeout(pool.query('select 1'), READINESS_TIMEOUT_MS);
    } catch (error) {
      logger.warn({ err: error }, 'readiness: database unavailable');
      return void res.status(503).set(noStore).json({ status: 'unavailable', reason: 'database unavailable' });
    }
    const status = await withTimeout(migrations(), READINESS_TIMEOUT_MS).catch(() => undefined);
    if (!status?.applied) {
      const reason = status ? `migrations pending: ${status.pending.join(', ')}` : 'migration status unknown';
      return void res.status(503).set(noStore).json({ status: 'unavailable', reason });
    }
    const problems = await withTimeout(recentMailAppProblems(pool), READINESS_TIMEOUT_MS).catch(() => ({}));
    res.set(noStore).json({ status: 'ready', ...problems });
  });
  return router;
}
