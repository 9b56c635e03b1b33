// The monthly sequence quota (spec §9): a sequence counts when it is scheduled for a contact for the first
// time. Counting is one conditional UPDATE, so two requests can never both take the last sequence.
import { and, eq, sql } from 'drizzle-orm';
import { billingPeriod, planById, SEQUENCE_QUOTA_REACHED } from 'contracts';
import type { Database } from '../../db/db.client';
import { subscriptions, usage } from '../../db/schema';

/** A database handle or an open transaction (both offer the same query builder). */
export type Queryable = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;

export class SequenceQuotaError extends Error {
  constructor() {
    super(SEQUENCE_QUOTA_REACHED);
    this.name = 'SequenceQuotaError';
  }
}

/** The user's plan (everyone without a subscription row is on the free plan). */
export async function currentPlan(db: Queryable, userId: string) {
  const [row] = await db.select({ plan: subscriptions.plan }).from(subscriptions).where(eq(subscriptions.userId, userId));
  return planById(row?.plan);
}

/**
 * Uses `count` sequences of the month `now` falls in (UTC), or throws SequenceQuotaError and uses none.
 * Call it inside the transaction that schedules the sequences, so a later failure gives them back.
 */
export async function useSequences(db: Queryable, userId: string, count: number, now: Date): Promise<void> {
  if (count <= 0) return;
  const period = billingPeriod(now);
  const plan = await currentPlan(db, userId);
  await db.insert(usage).values({ userId, period }).onConflictDoNothing();
  const updated = await db
    .update(usage)
    .set({ sequencesUsed: sql`${usage.sequencesUsed} + ${count}` })
    .where(
      and(
        eq(usage.userId, userId),
        eq(usage.period, period),
        sql`${usage.sequencesUsed} + ${count} <= ${plan.sequencesPerMonth} + ${usage.addonSequences}`,
      ),
    )
    .returning({ used: usage.sequencesUsed });
  if (updated.length === 0) throw new SequenceQuotaError();
}
