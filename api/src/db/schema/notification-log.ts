// The product's emails about a user's sequences (heads-ups, reply alerts, sequence updates), one row per event: the
// unique (kind, subject_key) is what makes each event emailed at most once, whichever worker finds it first.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { contacts } from './contacts';
import { createdAt, timestampTz, updatedAt } from './columns';
import { users } from './users';

export const NOTIFICATION_KINDS = [
  'HEADS_UP',
  'REPLY_ALERT',
  'SEQUENCE_FINISHED',
  'SEQUENCE_BOUNCED',
  'GMAIL_RECONNECT',
  'INTERVIEW_CONGRATS',
  /** A sequence's job posting closed and its follow-ups hold (issue 38): one email per posting. */
  'POSTING_CLOSED',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** SENDING: claimed (a crash here leaves it, never resent); RETRY: the SMTP server refused, again at retry_at. */
export const NOTIFICATION_STATUSES = ['SENDING', 'SENT', 'RETRY', 'FAILED', 'SKIPPED'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const notificationLog = pgTable(
  'notification_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    /** What the event is about, e.g. 'contact:42' or 'grant:<userId>:<revokedAt ms>'; unique per kind. */
    subjectKey: text('subject_key').notNull(),
    /** The contact the event is about (null for account-wide events such as a revoked Gmail grant). */
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'cascade' }),
    status: text('status').$type<NotificationStatus>().notNull(),
    /** Sends tried so far (bounded; see notification.rules in contracts). */
    attempts: integer('attempts').notNull().default(0),
    retryAt: timestampTz('retry_at'),
    sentAt: timestampTz('sent_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('notification_log_kind_subject_key_unique').on(t.kind, t.subjectKey),
    index('notification_log_user_id_idx').on(t.userId),
    index('notification_log_contact_id_idx').on(t.contactId),
    index('notification_log_retry_at_idx')
      .on(t.retryAt)
      .where(sql`${t.status} = 'RETRY'`),
    check('notification_log_kind_known', sql`${t.kind} in (${quoted(NOTIFICATION_KINDS)})`),
    check('notification_log_status_known', sql`${t.status} in (${quoted(NOTIFICATION_STATUSES)})`),
  ],
);

export type NotificationLogRow = typeof notificationLog.$inferSelect;
