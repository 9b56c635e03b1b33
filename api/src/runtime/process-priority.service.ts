// The separate worker process steps back on the CPU: where it shares a machine with the api (a small deploy, the load
// bench), a burst of sends would otherwise hold both cores while signed-in pages wait. A send is due to the minute, a
// page request to the millisecond. On a machine of its own the worker loses nothing: nobody else wants the CPU.
import { getPriority, setPriority } from 'node:os';
import type { Logger } from '../logging/logger';

/** Raises this process's niceness to `nice` (never lowers it: that needs privileges and would be a surprise). */
export function yieldCpuToRequests(nice: number, logger: Pick<Logger, 'info' | 'warn'>): number {
  try {
    if (getPriority() < nice) setPriority(nice);
  } catch (error) {
    logger.warn({ err: error, nice }, 'could not lower the worker process CPU priority');
  }
  const now = getPriority();
  logger.info({ nice: now }, 'worker CPU priority');
  return now;
}
