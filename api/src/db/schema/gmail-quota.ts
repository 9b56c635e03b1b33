// The Gmail quota budget in units (messages.send 100, messages.get 5 ...), shared by every worker: one counter row
// per clock minute for the project and one per user (quota-budget.repository.ts, migration 0016).
import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

export const gmailQuotaWindows = pgTable(
  'gmail_quota_windows',
  {
    /** 'project', or the user's id. */
    scope: text('scope').notNull(),
    /** Unix time in whole minutes. */
    minute: bigint('minute', { mode: 'number' }).notNull(),
    units: integer('units').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'gmail_quota_windows_pkey', columns: [t.scope, t.minute] })],
);
