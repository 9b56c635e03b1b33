// A campaign ("sequence" in the UI) and its ordered email steps; its contacts are in contacts.ts.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
import { MAX_FOLLOW_UP_DELAY } from 'contracts';
import { createdAt, timestampTz, updatedAt } from './columns';
import { jobPostings } from './job-postings';
import { users } from './users';

export const campaigns = pgTable(
  'campaigns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    timezone: text('timezone').notNull(),
    /**
     * Where the zone came from, so every screen says it truthfully: RECIPIENT_DOMAIN (guessed from the recipient's
     * address), BROWSER (the user's browser zone), CHOSEN (the user picked it), DEFAULT (nothing known). Null for
     * sequences made before it was kept: screens infer it as they used to (send-zone.rules.ts).
     */
    timezoneSource: text('timezone_source'),
    excludeWeekends: boolean('exclude_weekends').notNull().default(true),
    // The sending policy's hours, minutes after local midnight (send-policy.rules.ts: 9:00-17:00 by default).
    sendWindowStart: smallint('send_window_start').notNull().default(540),
    sendWindowEnd: smallint('send_window_end').notNull().default(1020),
    // The recipient's work week the user chose (MON_FRI, SUN_THU, ...); null: the zone's country's (defaultWorkWeek).
    workWeek: text('work_week'),
    isActive: boolean('is_active').notNull().default(true),
    // Off unless the user turns it on: the pixel tells little (Apple Mail opens every image) and can hurt (product.md §10).
    trackOpens: boolean('track_opens').notNull().default(false),
    emailsSent: integer('emails_sent').notNull().default(0),
    lastEmailSentAt: timestampTz('last_email_sent_at'),
    /** The job posting the user imported for this sequence (issue 38): re-checked daily, its closing holds follow-ups. */
    jobPostingId: integer('job_posting_id').references(() => jobPostings.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestampTz('deleted_at'),
  },
  // The list query (a user's campaigns, updatedAt desc per product.md §7); also serves the user_id foreign key.
  (t) => [
    index('campaigns_user_id_updated_at_idx').on(t.userId, t.updatedAt.desc()),
    index('campaigns_job_posting_id_idx').on(t.jobPostingId),
    check(
      'campaigns_timezone_source_known',
      sql`${t.timezoneSource} in ('RECIPIENT_DOMAIN', 'BROWSER', 'CHOSEN', 'DEFAULT', 'JOB_POSTING')`,
    ),
    check('campaigns_work_week_known', sql`${t.workWeek} in ('MON_FRI', 'SUN_THU', 'MON_SAT', 'SUN_FRI', 'SAT_THU')`),
    check(
      'campaigns_send_window_valid',
      sql`${t.sendWindowStart} >= 360 and ${t.sendWindowEnd} <= 1320 and ${t.sendWindowEnd} - ${t.sendWindowStart} >= 120`,
    ),
  ],
);

export const sequenceSteps = pgTable(
  'sequence_steps',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull().default(''),
    daysDelay: integer('days_delay').notNull().default(0),
    /** The NEXT step continues this step's thread (product.md §3). */
    nextMailInThread: boolean('next_mail_in_thread').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The unique constraint's index also serves the campaign_id foreign key. The delay check backs the api's bound:
  // a step the database holds always has a sending day (a delay of 2147483647 days once had none).
  (t) => [
    unique('sequence_steps_campaign_id_position_unique').on(t.campaignId, t.position),
    check('sequence_steps_days_delay_range', sql`${t.daysDelay} BETWEEN 0 AND ${sql.raw(String(MAX_FOLLOW_UP_DELAY))}`),
  ],
);

export type Campaign = typeof campaigns.$inferSelect;
export type NewCampaign = typeof campaigns.$inferInsert;
export type SequenceStep = typeof sequenceSteps.$inferSelect;
export type NewSequenceStep = typeof sequenceSteps.$inferInsert;
