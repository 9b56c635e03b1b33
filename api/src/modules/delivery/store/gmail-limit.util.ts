// When an account held by Gmail's daily sending limit may send again: the time Gmail stated ("Retry after <time>
// (Mail sending)"), not believed beyond Gmail's longest suspension, or a safe default when it stated none.
import { GMAIL_DAILY_LIMIT_DEFAULT_WAIT_MS, GMAIL_DAILY_LIMIT_MAX_WAIT_MS } from 'contracts';

export function sendingResumeTime(stated: Date | undefined, now: Date): Date {
  const at = stated?.getTime();
  if (at === undefined || Number.isNaN(at) || at <= now.getTime()) {
    return new Date(now.getTime() + GMAIL_DAILY_LIMIT_DEFAULT_WAIT_MS);
  }
  return new Date(Math.min(at, now.getTime() + GMAIL_DAILY_LIMIT_MAX_WAIT_MS));
}
