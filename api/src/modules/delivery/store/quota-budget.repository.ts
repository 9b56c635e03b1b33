// The Gmail quota budget in units (GMAIL_QUOTA_TABLES, the one GMAIL_QUOTA_TABLE picks: a send 100, ...), shared
// by every worker and process: one counter row per clock minute for the project and one per user in
// gmail_quota_windows, taken in one autocommit statement (plpgsql take_gmail_units / take_send_budget, migration 0016)
// before the Gmail call it pays for. A call the budget cannot pay is not made: a send is deferred, a poll stops and
// keeps its place. A send's units taken for a call that then is not made (the claim refused: a duplicate job, the
// window) are given back, within the same minute.
import { sql } from 'drizzle-orm';
import { GMAIL_QUOTA_UNITS, GMAIL_SEND_UNITS, type GmailQuotaMethod } from 'contracts';
import type { Database } from '../../../db/db.client';
import { runPrepared } from './prepared-query.util';

export interface QuotaLimits {
  /** Units a minute for the whole project (every user together). */
  projectUnitsPerMinute: number;
  /** Units a minute for one user's mailbox. */
  userUnitsPerMinute: number;
}

/** What each method costs: the configured table (DeliverySettings.gmailQuotaUnits); unset, the default table's. */
export type QuotaUnits = Readonly<Record<GmailQuotaMethod, number>>;

/** Takes `units` from the user's and the project's budget of this minute; false (nothing taken) if either is spent. */
export async function takeGmailUnits(
  db: Database,
  input: { userId: string | null; units: number } & QuotaLimits,
): Promise<boolean> {
  const rows = await runPrepared<{ taken: boolean }>(
    db,
    'delivery_take_gmail_units',
    sql`SELECT take_gmail_units(${input.userId}::uuid, ${input.units}::integer, ${input.userUnitsPerMinute}::integer,
                                ${input.projectUnitsPerMinute}::integer) AS taken`,
  );
  return rows[0]?.taken === true;
}

export type SendBudgetResult = 'ok' | 'rate' | 'units';

/**
 * Before a send's claim, in one statement: a slot of the per-second send rate and the send's units (messages.send)
 * for the email's account and the project. Which one refused, if one did; nothing is kept then.
 */
export async function takeSendBudget(
  db: Database,
  input: { emailId: number; ratePerSecond: number } & QuotaLimits,
): Promise<SendBudgetResult> {
  const rows = await runPrepared<{ result: SendBudgetResult }>(
    db,
    'delivery_take_send_budget',
    sql`SELECT take_send_budget(${input.emailId}::integer, ${input.ratePerSecond}::integer,
                                ${GMAIL_SEND_UNITS}::integer, ${input.userUnitsPerMinute}::integer,
                                ${input.projectUnitsPerMinute}::integer) AS result`,
  );
  return rows[0]?.result ?? 'units';
}

/** Gives back units taken this minute for a call that was not made (a later minute's budget is left alone). */
export async function returnGmailUnits(db: Database, input: { userId: string; units: number }): Promise<void> {
  await runPrepared(
    db,
    'delivery_return_gmail_units',
    sql`UPDATE gmail_quota_windows SET units = GREATEST(units - ${input.units}::integer, 0)
         WHERE minute = floor(extract(epoch FROM clock_timestamp()) / 60)::bigint
           AND scope IN ('project', ${input.userId}::text)`,
  );
}

/** Thrown at a call site whose Gmail call the budget cannot pay this minute: the caller stops and comes back later. */
export class QuotaBudgetSpentError extends Error {
  override readonly name = 'QuotaBudgetSpentError';
  constructor(readonly method: GmailQuotaMethod) {
    super(`Gmail quota budget spent for this minute (${method})`);
  }
}

/** Pays for one Gmail call of `userId` before it is made; throws QuotaBudgetSpentError when the budget is spent. */
export type QuotaCharge = (userId: string, method: GmailQuotaMethod) => Promise<void>;

export function quotaCharge(
  db: Database,
  { units = GMAIL_QUOTA_UNITS, ...limits }: QuotaLimits & { units?: QuotaUnits },
): QuotaCharge {
  return async (userId, method) => {
    if (!(await takeGmailUnits(db, { userId, units: units[method], ...limits }))) {
      throw new QuotaBudgetSpentError(method);
    }
  };
}

/** Until the next clock minute (a new budget), with jitter so waiting workers do not all ask at once. */
export function msUntilNextMinute(now: number = Date.now()): number {
  return 60_000 - (now % 60_000) + Math.floor(Math.random() * 250);
}

/** Old per-minute counters are only history. */
export async function pruneQuotaWindows(db: Database, now: Date = new Date()): Promise<void> {
  await db.execute(sql`DELETE FROM gmail_quota_windows WHERE minute < ${Math.floor(now.getTime() / 60_000) - 5}`);
}
