// What the billing page shows (billingOverview): plan and renewal, this month's usage, invoices, what can be bought.
import { and, desc, eq } from 'drizzle-orm';
import {
  billingPeriod,
  CHECKOUT_ITEMS,
  CHECKOUT_PRODUCT_OF,
  DUPLICATE_PLAN_NOTICE_DAYS,
  planById,
  sequencesTotal,
} from 'contracts';
import type { AppConfig } from '../../config/config';
import type { Database } from '../../db/db.client';
import { invoices, subscriptions, usage } from '../../db/schema';
import { stripeConfigured } from './stripe.client';

/** Invoices shown on the billing page (newest first). */
const INVOICE_LIMIT = 50;

/** The plan name of a second subscription we cancelled lately (duplicate-subscription.service.ts), else null. */
function cancelledDuplicatePlan(
  row: { duplicateCancelledPlan: string | null; duplicateCancelledAt: Date | null } | undefined,
  now: Date,
) {
  if (!row?.duplicateCancelledPlan || !row.duplicateCancelledAt) return null;
  const shownUntil = row.duplicateCancelledAt.getTime() + DUPLICATE_PLAN_NOTICE_DAYS * 86_400_000;
  return shownUntil > now.getTime() ? planById(row.duplicateCancelledPlan).name : null;
}

export async function billingOverview(db: Database, config: AppConfig, userId: string, now = new Date()) {
  const period = billingPeriod(now);
  const [[subscription], [month], invoiceRows] = await Promise.all([
    db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    db
      .select()
      .from(usage)
      .where(and(eq(usage.userId, userId), eq(usage.period, period))),
    db
      .select()
      .from(invoices)
      .where(eq(invoices.userId, userId))
      .orderBy(desc(invoices.issuedAt), desc(invoices.id))
      .limit(INVOICE_LIMIT),
  ]);
  const plan = planById(subscription?.plan);
  const addOnSequences = month?.addonSequences ?? 0;
  const paid = !plan.isFree;
  const stripeReady = stripeConfigured(config.stripe);
  return {
    planName: plan.name,
    planSequences: plan.sequencesPerMonth,
    addOnSequences,
    sequencesTotal: sequencesTotal(plan, addOnSequences),
    sequencesUsed: month?.sequencesUsed ?? 0,
    period,
    renewsAt: paid && !subscription?.cancelsAt ? (subscription?.renewsAt ?? null) : null,
    cancelsAt: paid ? (subscription?.cancelsAt ?? null) : null,
    paymentFailed: paid && subscription?.status === 'past_due',
    canManageBilling: stripeReady && Boolean(subscription?.stripeCustomerId),
    cancelledDuplicatePlan: cancelledDuplicatePlan(subscription, now),
    invoices: invoiceRows.map((row) => ({
      id: row.id,
      description: row.description,
      amountCents: row.amountCents,
      currency: row.currency,
      status: row.status,
      issuedAt: row.issuedAt.toISOString(),
      url: row.url,
    })),
    checkout: Object.fromEntries(
      CHECKOUT_ITEMS.map((item) => [item, stripeReady && config.stripe.prices[CHECKOUT_PRODUCT_OF[item]] !== null]),
    ) as Record<(typeof CHECKOUT_ITEMS)[number], boolean>,
  };
}
