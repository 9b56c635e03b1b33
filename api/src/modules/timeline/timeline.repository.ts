// Read-only: what one application's timeline is made of, in ONE statement (the contact, its emails and its replies'
// outcomes as JSON arrays, the job posting its sequence was started from; keyed as contracts' TimelineSource), and the
// applications at its company in one more (contracts' CompanyReplyTimeSource). The rules that build on them live in contracts/src/read-models.
import { sql } from 'drizzle-orm';
import { FREE_MAIL_DOMAINS, type CompanyReplyTimeSource, type TimelineSource } from 'contracts';
import type { Database } from '../../db/db.client';

/** The contact's timeline parts; undefined when it is not the user's (or deleted). */
export async function readTimelineSource(db: Database, userId: string, contactId: number): Promise<TimelineSource | undefined> {
  const { rows } = await db.execute<TimelineSource>(sql`
    SELECT c.status, c.applied_at::text AS "appliedAt", c.interview_at AS "interviewAt",
           COALESCE((SELECT json_agg(e ORDER BY e.position) FROM (
                       SELECT position, kind, status, scheduled_for AS "scheduledFor", sent_at AS "sentAt",
                              opened_at AS "openedAt", thread_id AS "threadId", outlook_web_link AS "outlookWebLink"
                         FROM campaign_emails WHERE contact_id = c.id) e), '[]'::json) AS emails,
           COALESCE((SELECT json_agg(r ORDER BY r."occurredAt", r.id) FROM (
                       SELECT id, outcome, source, occurred_at AS "occurredAt", thread_id AS "threadId",
                              return_date::text AS "returnDate"
                         FROM reply_outcome_events WHERE contact_id = c.id) r), '[]'::json) AS replies,
           (SELECT json_build_object('url', p.url, 'role', p.role, 'company', p.company, 'closedAt', p.closed_at,
                                     'closedDay', to_char(p.closed_at AT TIME ZONE k.timezone, 'YYYY-MM-DD'))
              FROM campaigns k JOIN job_postings p ON p.id = k.job_posting_id
             WHERE k.id = c.campaign_id) AS posting
      FROM contacts c
     WHERE c.id = ${contactId} AND c.user_id = ${userId} AND c.deleted_at IS NULL`);
  return rows[0];
}

const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * The user's live applications at the contact's company domain, each with its outcome, its sent emails and its
 * replies (few per company: one page's figure). Undefined for a free-mail or missing address.
 */
export async function readCompanyReplySource(
  db: Database,
  userId: string,
  contactId: number,
): Promise<CompanyReplyTimeSource | undefined> {
  const { rows } = await db.execute<CompanyReplyTimeSource>(sql`
    WITH me AS (
      SELECT lower(split_part(email, '@', 2)) AS domain FROM contacts
       WHERE id = ${contactId} AND user_id = ${userId} AND deleted_at IS NULL AND email LIKE '%@%'
    )
    SELECT me.domain,
           COALESCE((SELECT json_agg(json_build_object(
                      'outcome', c.outcome,
                      'emails', COALESCE((SELECT json_agg(json_build_object('kind', e.kind, 'sentAt', e.sent_at))
                                            FROM campaign_emails e WHERE e.contact_id = c.id AND e.sent_at IS NOT NULL),
                                         '[]'::json),
                      'replies', COALESCE((SELECT json_agg(json_build_object('outcome', r.outcome, 'source', r.source,
                                                                              'occurredAt', r.occurred_at))
                                             FROM reply_outcome_events r WHERE r.contact_id = c.id), '[]'::json)))
                       FROM contacts c
                      WHERE c.user_id = ${userId} AND c.deleted_at IS NULL
                        AND EXISTS (SELECT 1 FROM campaigns k WHERE k.id = c.campaign_id AND k.deleted_at IS NULL)
                        AND lower(split_part(c.email, '@', 2)) = me.domain), '[]'::json) AS applications
      FROM me
     WHERE NOT (me.domain = ANY(${textArray(FREE_MAIL_DOMAINS)}))`);
  return rows[0];
}
