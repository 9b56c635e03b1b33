// The lookup budgets (product.md §13, "Email lookups"): a user's lookups of the UTC day and month by plan, and the
// whole project's of the UTC day. One lookup is taken from all three in one transaction, each by a conditional
// upsert (the row lock makes concurrent requests queue, and each re-checks the count it sees), so no burst of
// requests gets past a limit; refused, nothing is taken. User rows come first and the shared project row last,
// always in that order: no deadlock, and the hot row is held for the shortest time.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/db.client';

export interface LookupLimits {
  perDay: number;
  perMonth: number;
  /** The project's daily cap, every user together. */
  projectPerDay: number;
}

/** Which counters one lookup was taken from (a refund gives it back to the same ones, even after midnight). */
export interface LookupPeriods {
  day: string;
  month: string;
}

export type BudgetRefusal = 'day' | 'month' | 'project';

export type Reservation = { ok: true; periods: LookupPeriods } | { ok: false; refusal: BudgetRefusal };

class Refused extends Error {
  constructor(readonly refusal: BudgetRefusal) {
    super(`lookup budget: ${refusal}`);
  }
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

async function takeUserLookup(tx: Tx, userId: string, period: string, limit: number): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    INSERT INTO email_lookup_usage (user_id, period, lookups)
    SELECT ${userId}, ${period}, 1 WHERE ${limit}::integer >= 1
    ON CONFLICT (user_id, period) DO UPDATE SET lookups = email_lookup_usage.lookups + 1
     WHERE email_lookup_usage.lookups < ${limit}::integer
    RETURNING lookups`);
  return rows.length > 0;
}

async function takeProjectLookup(tx: Tx, day: string, limit: number): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    INSERT INTO email_lookup_project_usage (day, lookups)
    SELECT ${day}, 1 WHERE ${limit}::integer >= 1
    ON CONFLICT (day) DO UPDATE SET lookups = email_lookup_project_usage.lookups + 1
     WHERE email_lookup_project_usage.lookups < ${limit}::integer
    RETURNING lookups`);
  return rows.length > 0;
}

export const lookupPeriods = (now: Date): LookupPeriods => ({
  day: now.toISOString().slice(0, 10),
  month: now.toISOString().slice(0, 7),
});

/** Takes one lookup from the user's day and month and from the project's day, or none of them. */
export async function reserveLookup(db: Database, userId: string, limits: LookupLimits, now: Date): Promise<Reservation> {
  const periods = lookupPeriods(now);
  try {
    await db.transaction(async (tx) => {
      if (!(await takeUserLookup(tx, userId, periods.day, limits.perDay))) throw new Refused('day');
      if (!(await takeUserLookup(tx, userId, periods.month, limits.perMonth))) throw new Refused('month');
      if (!(await takeProjectLookup(tx, periods.day, limits.projectPerDay))) throw new Refused('project');
    });
    return { ok: true, periods };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, refusal: error.refusal };
    throw error;
  }
}

/** Gives a lookup back: the provider could not answer, so it cost nothing and the user may try again. */
export async function refundLookup(db: Database, userId: string, periods: LookupPeriods): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      UPDATE email_lookup_usage SET lookups = lookups - 1
       WHERE user_id = ${userId} AND period IN (${periods.day}, ${periods.month}) AND lookups > 0`);
    await tx.execute(sql`
      UPDATE email_lookup_project_usage SET lookups = lookups - 1 WHERE day = ${periods.day} AND lookups > 0`);
  });
}

/** Counters of days and months that are over (kept two months for the operator's eye), for the hourly purge. */
export async function pruneLookupUsage(db: Database, now: Date): Promise<number> {
  const before = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 1));
  const { day, month } = lookupPeriods(before);
  const users = await db.execute(sql`
    DELETE FROM email_lookup_usage WHERE (length(period) = 10 AND period < ${day}) OR (length(period) = 7 AND period < ${month})`);
  const project = await db.execute(sql`DELETE FROM email_lookup_project_usage WHERE day < ${day}`);
  return (users.rowCount ?? 0) + (project.rowCount ?? 0);
}
