// A campaign's recipients. Written by contact/ (the row and who the person is) and delivery (the sequence's state:
// status, counts, stop reason, outcome), see api/src/db/table-owners.test.ts.
import { boolean, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns';
import { createdAt, timestampTz, updatedAt } from './columns';
import { contactStatusEnum } from './enums';
import { users } from './users';

export const contacts = pgTable(
  'contacts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    linkedinUrl: text('linkedin_url'),
    status: contactStatusEnum('status'),
    isActive: boolean('is_active').notNull().default(true),
    emailsSent: integer('emails_sent').notNull().default(0),
    maxEmails: integer('max_emails').notNull().default(3),
    errorMessage: text('error_message'),
    respondedAt: timestampTz('responded_at'),
    /**
     * Why the sequence stopped early (null while it runs or after it completed): REPLIED (detected), COLLEAGUE_REPLIED
     * (someone at the contact's company domain), MARKED_REPLIED (the user, in the app), REPLIED_FROM_EMAIL (the
     * one-click link of a heads-up), LEFT_COMPANY (a 'no longer with the company' notice), BOUNCED, POSTING_CLOSED
     * (the job closed and the user chose 'Stop').
     */
    stopReason: text('stop_reason'),
    /** A reply the user marked can be taken back until this moment (the next email's would-be send). */
    replyUndoUntil: timestampTz('reply_undo_until'),
    /** What the reply means as the user confirmed or set it (contracts' REPLY_OUTCOMES); history in reply_outcome_events. */
    outcome: text('outcome'),
    /** What the headers suggested, waiting for the user's confirmation. */
    outcomeProposed: text('outcome_proposed'),
    outcomeConfirmedAt: timestampTz('outcome_confirmed_at'),
    /** The outcome (and its confirmation time) the user had set before 'Mark as replied': its undo puts them back. */
    outcomeBeforeMark: text('outcome_before_mark'),
    outcomeConfirmedBeforeMarkAt: timestampTz('outcome_confirmed_before_mark_at'),
    /** The return date of the latest out-of-office notice (a day in the campaign's zone). */
    outOfOfficeUntil: date('out_of_office_until', { mode: 'string' }),
    interviewAt: timestampTz('interview_at'),
    /**
     * Why the product paused the sequence (is_active false): WROTE_BY_HAND (a message the user wrote in the thread
     * themselves was read), WROTE_BY_HAND_TOLD (the user said so from a heads-up link), POSTING_CLOSED (the re-check
     * found the sequence's job posting closed: the user chooses 'Send anyway' or 'Stop'). Null when running, or paused
     * by the user in the app; a resume clears it.
     */
    pauseReason: text('pause_reason'),
    /**
     * When the user wrote by hand (the message's time), or told us so. Kept after a resume: only a message written
     * after it pauses again.
     */
    wroteByHandAt: timestampTz('wrote_by_hand_at'),
    /** The day the user applied for the role (given in the wizard or the chat): the application timeline's start. */
    appliedAt: date('applied_at', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestampTz('deleted_at'),
  },
  (t) => [
    index('contacts_campaign_id_idx').on(t.campaignId),
    index('contacts_user_id_updated_at_idx').on(t.userId, t.updatedAt.desc()),
  ],
);

export type Contact = typeof contacts.$inferSelect;
export type NewContact = typeof contacts.$inferInsert;
