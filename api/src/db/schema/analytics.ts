// Product analytics events and the public "request access" list.
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from './columns';
import { users } from './users';

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Kept (as null) after the user is purged: aggregate numbers stay right. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    occurredAt: timestampTz('occurred_at').notNull().defaultNow(),
  },
  (t) => [
    index('analytics_events_name_occurred_at_idx').on(t.name, t.occurredAt),
    index('analytics_events_user_id_idx').on(t.userId),
  ],
);

export const accessRequests = pgTable(
  'access_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  // Asking twice is harmless: insert with onConflictDoNothing().
  (t) => [uniqueIndex('access_requests_email_lower_unique').on(sql`lower(${t.email})`)],
);

export type AnalyticsEvent = typeof analyticsEvents.$inferSelect;
export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;
export type AccessRequest = typeof accessRequests.$inferSelect;
