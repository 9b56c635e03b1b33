// The LinkedIn email lookup's counters and cache (product.md §13, "Email lookups"): lookups cost money at the provider,
// so each user has a daily and a monthly budget by plan and the whole project a daily cap; an answer is kept for a
// while so looking the same profile up again costs nothing.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from './columns';
import { users } from './users';

/** Lookups a user made in a UTC day ('YYYY-MM-DD') or a UTC month ('YYYY-MM'); gone with the account. */
export const emailLookupUsage = pgTable(
  'email_lookup_usage',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    lookups: integer('lookups').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'email_lookup_usage_pkey', columns: [t.userId, t.period] }),
    check('email_lookup_usage_period_format', sql`${t.period} ~ '^[0-9]{4}-[0-9]{2}(-[0-9]{2})?$'`),
  ],
);

/** Lookups of the whole project in a UTC day: the daily cap (EMAIL_FINDER_DAILY_CAP) holds across every user. */
export const emailLookupProjectUsage = pgTable('email_lookup_project_usage', {
  day: text('day').primaryKey(),
  lookups: integer('lookups').notNull().default(0),
});

/**
 * A provider's answer for one user and profile, until expires_at. The key is a SHA-256 of the provider and the
 * normalised profile, so the table does not list whom the user looked up; errors are never kept.
 */
export const emailLookupCache = pgTable(
  'email_lookup_cache',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull(),
    /** False: the provider knew no address (kept for a shorter time). */
    found: boolean('found').notNull(),
    email: text('email'),
    name: text('name'),
    emailConfidence: text('email_confidence'),
    expiresAt: timestampTz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'email_lookup_cache_pkey', columns: [t.userId, t.keyHash] }),
    index('email_lookup_cache_expires_at_idx').on(t.expiresAt),
  ],
);
