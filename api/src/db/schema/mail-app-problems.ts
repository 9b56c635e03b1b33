// Problems of the app itself at a mail provider (Google: the Gmail API disabled in the Cloud project, the OAuth client
// refused; Microsoft: the app registration's secret expired or the app deleted), seen by any process while calling
// the provider: the operator's business, not a user's. /readyz shows the recent ones (see docs/operations.md).
import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';

export const mailAppProblems = pgTable(
  'mail_app_problems',
  {
    provider: text('provider').notNull(),
    /** What is wrong, in the provider's terms, e.g. 'gmail-api-disabled', 'app-credentials-refused'. */
    problem: text('problem').notNull(),
    /** The provider's own words (status, code and message), for the operator. */
    detail: text('detail').notNull(),
    firstSeenAt: timestampTz('first_seen_at').notNull(),
    lastSeenAt: timestampTz('last_seen_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'mail_app_problems_pkey', columns: [t.provider, t.problem] }),
    check('mail_app_problems_provider_check', sql`${t.provider} IN ('google', 'microsoft')`),
  ],
);
