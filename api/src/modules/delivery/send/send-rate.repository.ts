// The project-wide send rate (PROJECT_SEND_RATE Gmail calls per second, every worker together), kept as one
// counter row per clock second in send_rate_windows. A slot is taken in its own autocommit statement right before
// a claim, so the hot row is locked for the statement alone; taken inside the claim's transaction it queued every
// claim of the fleet behind it. A slot taken for an email that then turns out not to be sendable is simply unused.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/db.client';
import { runPrepared } from '../store';

/** Takes one slot of the current second; false when the second's slots are all taken. */
export async function takeSendSlot(db: Database, ratePerSecond: number): Promise<boolean> {
  const rows = await runPrepared(
    db,
    'delivery_take_send_slot',
    sql`INSERT INTO send_rate_windows AS w (second, sends)
        VALUES (floor(extract(epoch FROM clock_timestamp()))::bigint, 1)
        ON CONFLICT (second) DO UPDATE SET sends = w.sends + 1 WHERE w.sends < ${ratePerSecond}::integer
        RETURNING w.sends`,
  );
  return rows.length > 0;
}

/** How long to wait for the next second's slots, with jitter so waiting workers do not all ask at once. */
export function msUntilNextSecond(now: number = Date.now()): number {
  return 1_000 - (now % 1_000) + Math.floor(Math.random() * 50);
}

/** Takes a slot, waiting for the next seconds up to `maxWaitMs` in all; false if none came in that time. */
export async function waitForSendSlot(
  db: Database,
  ratePerSecond: number,
  maxWaitMs: number,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<boolean> {
  for (let waited = 0; ;) {
    if (await takeSendSlot(db, ratePerSecond)) return true;
    const wait = msUntilNextSecond();
    if (waited + wait > maxWaitMs) return false;
    await sleep(wait);
    waited += wait;
  }
}
