// Plans, monthly sequence usage and invoices (spec §9).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
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
  },
  (t) => [index('invoices_user_id_issued_at_idx').on(t.userId, t.issuedAt.desc())],
);

export type Usage = typeof usage.$inferSelect;
export type NewUsage = typeof usage.$inferInsert;
export type Subscription = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;
export type Invoice = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;
