// Each reply of a contact (or automatic notice) with what it means, in time order: detected from headers, set in the
// app, or set with a one-click link of the reply alert. The contact keeps the current outcome (contacts.outcome*);
// this is the history an application's timeline reads.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { REPLY_OUTCOMES } from 'contracts';
import { contacts } from './contacts';
import { createdAt, timestampTz } from './columns';
import { users } from './users';

export const REPLY_OUTCOME_SOURCES = ['DETECTED', 'APP', 'EMAIL_LINK'] as const;
export type ReplyOutcomeSource = (typeof REPLY_OUTCOME_SOURCES)[number];

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const replyOutcomeEvents = pgTable(
  'reply_outcome_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    outcome: text('outcome').notNull(),
    source: text('source').$type<ReplyOutcomeSource>().notNull(),
    /** When the message arrived (detected) or the user set the outcome. */
    occurredAt: timestampTz('occurred_at').notNull(),
    threadId: text('thread_id'),
    /** Gmail's id of the message read: the poller and the pre-send check record one message once. */
    gmailMessageId: text('gmail_message_id'),
    returnDate: date('return_date', { mode: 'string' }),
    interviewAt: timestampTz('interview_at'),
    /** A one-click link of the reply alert about this reply was used (each alert's links work once). */
    linkUsedAt: timestampTz('link_used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('reply_outcome_events_contact_id_occurred_at_idx').on(t.contactId, t.occurredAt),
    unique('reply_outcome_events_contact_message_unique').on(t.contactId, t.gmailMessageId),
    check('reply_outcome_events_outcome_known', sql`${t.outcome} in (${quoted(REPLY_OUTCOMES)})`),
    check('reply_outcome_events_source_known', sql`${t.source} in (${quoted(REPLY_OUTCOME_SOURCES)})`),
  ],
);

export type ReplyOutcomeEvent = typeof replyOutcomeEvents.$inferSelect;
