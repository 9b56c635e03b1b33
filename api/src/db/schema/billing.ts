// Plans, monthly sequence usage and invoices (product.md §9).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz, updatedAt } from './columns';
import { planEnum } from './enums';
import { users } from './users';

export const usage = pgTable(
  'usage',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Calendar month 'YYYY-MM'. */
    period: text('period').notNull(),
    sequencesUsed: integer('sequences_used').notNull().default(0),
    addonSequences: integer('addon_sequences').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'usage_pkey', columns: [t.userId, t.period] }),
    check('usage_period_format', sql`${t.period} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

export const subscriptions = pgTable('subscriptions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  plan: planEnum('plan').notNull().default('starter'),
  renewsAt: timestampTz('renews_at'),
  /** The user's Stripe customer (kept after a plan ends: the portal still shows their invoices). */
  stripeCustomerId: text('stripe_customer_id').unique('subscriptions_stripe_customer_id_key'),
  stripeSubscriptionId: text('stripe_subscription_id').unique('subscriptions_stripe_subscription_id_key'),
  /** Stripe's subscription status (active, past_due, canceled...); null before any paid plan. */
  status: text('status'),
  /** Set when the user cancelled: the plan runs until this date, then ends. */
  cancelsAt: timestampTz('cancels_at'),
  /** The user's one open Checkout Session (product.md §9): a second request reuses its page instead of opening another. */
  checkoutSessionId: text('checkout_session_id'),
  checkoutUrl: text('checkout_url'),
  checkoutProduct: text('checkout_product'),
  checkoutExpiresAt: timestampTz('checkout_expires_at'),
  /** A second paid plan that started while one ran and that we cancelled: the billing page tells the user. */
  duplicateCancelledPlan: planEnum('duplicate_cancelled_plan'),
  duplicateCancelledAt: timestampTz('duplicate_cancelled_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    description: text('description').notNull(),
    status: text('status').notNull(),
    issuedAt: timestampTz('issued_at').notNull().defaultNow(),
    url: text('url'),
    /** Stripe's invoice id: invoice.paid after invoice.payment_failed updates the same row. */
    stripeInvoiceId: text('stripe_invoice_id'),
  },
  (t) => [
    index('invoices_user_id_issued_at_idx').on(t.userId, t.issuedAt.desc()),
    uniqueIndex('invoices_stripe_invoice_id_key').on(t.stripeInvoiceId),
  ],
);

/** Stripe webhook events already applied: each event id is applied once, however often Stripe delivers it. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: createdAt(),
});

/**
 * Every Stripe subscription the webhook has seen: the `created` time of the last event applied to it (an older
 * event is stale: Stripe does not deliver in order) and when it ended (an ended subscription never comes back).
 */
export const stripeSubscriptions = pgTable('stripe_subscriptions', {
  id: text('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastEventAt: timestampTz('last_event_at').notNull(),
  endedAt: timestampTz('ended_at'),
});

export type Usage = typeof usage.$inferSelect;
export type NewUsage = typeof usage.$inferInsert;
export type Subscription = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;
export type Invoice = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;
