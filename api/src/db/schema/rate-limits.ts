// Counters of every request rate limit (sign-in attempts, lookups, test emails, access requests), shared by all
// api processes. The shape is rate-limiter-flexible's Postgres store (key, points, expire in epoch ms).
import { bigint, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});
