import type { Logger } from '../logging/logger';

export const FORCE_EXIT_AFTER_MS = 10_000;

export interface ShutdownStep {
  name: string;
  run(): Promise<unknown>;
}

/**
 * On SIGINT/SIGTERM runs the steps in order (stop accepting, drain, close), then exits 0.
 * A step that fails is logged and the rest still run; if everything takes longer than
 * FORCE_EXIT_AFTER_MS the process exits 1 anyway (orchestrators kill soon after).
 */
export function exitGracefullyOnSignals(logger: Logger, steps: ShutdownStep[], forceAfterMs = FORCE_EXIT_AFTER_MS): void {
  let shuttingDown = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.error({ afterMs: forceAfterMs }, 'shutdown took too long: forcing exit');
      process.exit(1);
    }, forceAfterMs).unref();
    for (const step of steps) {
      try {
        await step.run();
      } catch (error) {
        logger.error({ err: error, step: step.name }, 'shutdown step failed');
      }
    }
    logger.info('shutdown complete');
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
