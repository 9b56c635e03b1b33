// The monthly sequence quota (product.md §9): a sequence counts when it is scheduled for a contact for the first
// time. Counting is one conditional UPDATE, so two requests can never both take the last sequence.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { billingPeriod, planById, SEQUENCE_QUOTA_REACHED } from 'contracts';
import type { Database } from '../../db/db.client';
import { campaignEmails, subscriptions, usage } from '../../db/schema';

/** A database handle or an open transaction (both offer the same query builder). */
export type Queryable = Pick<Database, 'select' | 'selectDistinct' | 'insert' | 'update' | 'execute'>;

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

/** An unsent email of a deleted sequence: whose it was and when it was put on the schedule. */
export interface CancelledEmail {
  contactId: number;
  createdAt: Date;
}

/**
 * Gives back the month's count of each contact whose sequence was cancelled before anything of it went out: every
 * one of its emails is in `cancelled` and none is left (a sent or in-flight one stays, and keeps the count). The
 * count goes back to the month it was taken in (the month its first email was scheduled). Call it in the
 * transaction that cancelled the emails, after they are deleted.
 */
export async function giveBackUnsentSequences(
  db: Queryable,
  userId: string,
  cancelled: readonly CancelledEmail[],
): Promise<number> {
  const firstScheduled = new Map<number, Date>();
  for (const email of cancelled) {
    const seen = firstScheduled.get(email.contactId);
    if (!seen || email.createdAt < seen) firstScheduled.set(email.contactId, email.createdAt);
  }
  if (firstScheduled.size === 0) return 0;
  const left = await db
    .selectDistinct({ contactId: campaignEmails.contactId })
    .from(campaignEmails)
    .where(inArray(campaignEmails.contactId, [...firstScheduled.keys()]));
  for (const row of left) firstScheduled.delete(row.contactId);
  const perPeriod = new Map<string, number>();
  for (const scheduledAt of firstScheduled.values()) {
    const period = billingPeriod(scheduledAt);
    perPeriod.set(period, (perPeriod.get(period) ?? 0) + 1);
  }
  for (const [period, count] of perPeriod) {
    await db
      .update(usage)
      .set({ sequencesUsed: sql`greatest(${usage.sequencesUsed} - ${count}, 0)` })
      .where(and(eq(usage.userId, userId), eq(usage.period, period)));
  }
  return firstScheduled.size;
}
