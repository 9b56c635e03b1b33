// The job postings users imported (issue 38), written only by modules/job-posting: what was read, and the daily
// re-check's state while a sequence linked to it (campaigns.job_posting_id) still has follow-ups to send.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz, updatedAt } from './columns';
import { users } from './users';

export const jobPostings = pgTable(
  'job_postings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** The ATS whose API answered (contracts' JOB_POSTING_ATS); null for a careers page. */
    ats: text('ats'),
    role: text('role'),
    company: text('company'),
    companyDomain: text('company_domain'),
    location: text('location'),
    remote: boolean('remote'),
    datePosted: timestampTz('date_posted'),
    validThrough: timestampTz('valid_through'),
    /**
     * The start of the posting's text as the import showed it (at most JOB_POSTING_BOUNDS.excerpt characters): what the
     * email writers match the posting's requirements against (reply-engine's posting-match).
     */
    excerpt: text('excerpt'),
    /** The sentence asking candidates not to contact recruiters, when the posting has one (a warning before scheduling). */
    noContactSentence: text('no_contact_sentence'),
    status: text('status').notNull().default('open'),
    importedAt: timestampTz('imported_at').notNull(),
    lastCheckedAt: timestampTz('last_checked_at').notNull(),
    /** When the re-check reads it next; a worker that claims it moves this ahead first (two workers, one read). */
    nextCheckAt: timestampTz('next_check_at').notNull(),
    closedAt: timestampTz('closed_at'),
    /** job-posting.types.ts JobPostingClosedReason. */
    closedReason: text('closed_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('job_postings_user_id_idx').on(t.userId),
    // The re-check's claim: open postings by due time.
    index('job_postings_next_check_at_idx')
      .on(t.nextCheckAt)
      .where(sql`${t.status} = 'open'`),
    check('job_postings_status_known', sql`${t.status} in ('open', 'closed')`),
    check(
      'job_postings_closed_reason_known',
      sql`${t.closedReason} in ('ats-closed', 'not-found', 'valid-through-passed', 'page-says-closed')`,
    ),
  ],
);

export type JobPosting = typeof jobPostings.$inferSelect;
export type NewJobPosting = typeof jobPostings.$inferInsert;
