// What the billing page shows (billingOverview): plan, this month's usage, invoices and checkout links.
import { and, desc, eq } from 'drizzle-orm';
import { billingPeriod, sequencesTotal } from 'contracts';
import type { AppConfig } from '../../config/config';
import type { Database } from '../../db/db.client';
import { invoices, usage } from '../../db/schema';
import { currentPlan } from './sequence-quota.service';

/** Invoices shown on the billing page (newest first). */
const INVOICE_LIMIT = 50;

export async function billingOverview(db: Database, config: AppConfig, userId: string, now = new Date()) {
  const period = billingPeriod(now);
  const [plan, [month], invoiceRows] = await Promise.all([
    currentPlan(db, userId),
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
  const addOnSequences = month?.addonSequences ?? 0;
  return {
    planName: plan.name,
    planSequences: plan.sequencesPerMonth,
    addOnSequences,
    sequencesTotal: sequencesTotal(plan, addOnSequences),
    sequencesUsed: month?.sequencesUsed ?? 0,
    period,
    invoices: invoiceRows.map((row) => ({
      id: row.id,
      description: row.description,
      amountCents: row.amountCents,
      currency: row.currency,
      status: row.status,
      issuedAt: row.issuedAt.toISOString(),
      url: row.url,
    })),
    checkout: { ...config.checkout },
  };
}
