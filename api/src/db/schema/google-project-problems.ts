// Problems of the Google Cloud project itself (Gmail API disabled, OAuth client refused), seen by any process while
// calling Google: the operator's business, not a user's. /readyz shows the recent ones (see docs/operations.md).
import { pgTable, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';

export const googleProjectProblems = pgTable('google_project_problems', {
  /** What is wrong, e.g. 'gmail-api-disabled', 'oauth-client-refused'. */
  problem: text('problem').primaryKey(),
  /** Google's own words (status, reason and message), for the operator. */
  detail: text('detail').notNull(),
  firstSeenAt: timestampTz('first_seen_at').notNull(),
  lastSeenAt: timestampTz('last_seen_at').notNull(),
});
