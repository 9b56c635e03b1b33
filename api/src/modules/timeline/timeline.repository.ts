// Read-only: what one application's timeline is made of, in ONE statement (the contact, its campaign's zone, its
// emails and its replies' outcomes as JSON arrays), and the company's reply figures in one more.
import { sql } from 'drizzle-orm';
import { ANSWER_OUTCOMES, FREE_MAIL_DOMAINS, type ReplyOutcome } from 'contracts';
import type { Database } from '../../db/db.client';
import type { CampaignEmailKind, ReplyOutcomeSource } from '../../db/schema';

export interface TimelineEmailRow {
  position: number;
  kind: CampaignEmailKind;
  status: string;
  scheduled_for: string | null;
  sent_at: string | null;
  opened_at: string | null;
  thread_id: string | null;
}

export interface TimelineReplyRow {
  id: number;
  outcome: ReplyOutcome;
  source: ReplyOutcomeSource;
  occurred_at: string;
  thread_id: string | null;
  return_date: string | null;
}

export type TimelineSource = {
  status: string | null;
  applied_at: string | null;
  interview_at: string | null;
  created_at: string;
  emails: TimelineEmailRow[];
  replies: TimelineReplyRow[];
};

/** The contact's timeline parts; undefined when it is not the user's (or deleted). */
export async function readTimelineSource(db: Database, userId: string, contactId: number): Promise<TimelineSource | undefined> {
  const { rows } = await db.execute<TimelineSource>(sql`
    SELECT c.status, c.applied_at::text AS applied_at, c.interview_at, c.created_at,
           COALESCE((SELECT json_agg(e ORDER BY e.position) FROM (
                       SELECT position, kind, status, scheduled_for, sent_at, opened_at, thread_id
                         FROM campaign_emails WHERE contact_id = c.id) e), '[]'::json) AS emails,
           COALESCE((SELECT json_agg(r ORDER BY r.occurred_at, r.id) FROM (
                       SELECT id, outcome, source, occurred_at, thread_id, return_date::text AS return_date
                         FROM reply_outcome_events WHERE contact_id = c.id) r), '[]'::json) AS replies
      FROM contacts c
     WHERE c.id = ${contactId} AND c.user_id = ${userId} AND c.deleted_at IS NULL`);
  return rows[0];
}

const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

export type CompanyReplyFigures = {
  domain: string;
  median_hours: number | null;
  applications: number;
};

/**
 * Over the user's contacts at the contact's company domain (free mail excepted): per contact, the hours between its
 * first email sent and its first real reply (a detected answer the user did not turn into an automatic notice), and
 * their median. Undefined for a free-mail or missing address.
 */
export async function readCompanyReplyFigures(
  db: Database,
  userId: string,
  contactId: number,
): Promise<CompanyReplyFigures | undefined> {
  const { rows } = await db.execute<CompanyReplyFigures>(sql`
    WITH me AS (
      SELECT lower(split_part(email, '@', 2)) AS domain FROM contacts
       WHERE id = ${contactId} AND user_id = ${userId} AND deleted_at IS NULL AND email LIKE '%@%'
    ), answered AS (
      SELECT c.id,
             (SELECT min(e.sent_at) FROM campaign_emails e WHERE e.contact_id = c.id AND e.kind = 'SEQUENCE') AS first_sent,
             (SELECT min(r.occurred_at) FROM reply_outcome_events r
               WHERE r.contact_id = c.id AND r.source = 'DETECTED'
                 AND r.outcome = ANY(${textArray(ANSWER_OUTCOMES)})) AS first_reply
        FROM contacts c, me
       WHERE c.user_id = ${userId} AND c.deleted_at IS NULL
         AND EXISTS (SELECT 1 FROM campaigns k WHERE k.id = c.campaign_id AND k.deleted_at IS NULL)
         AND lower(split_part(c.email, '@', 2)) = me.domain
         AND (c.outcome IS NULL OR c.outcome = ANY(${textArray(ANSWER_OUTCOMES)}))
    )
    SELECT me.domain,
           (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM first_reply - first_sent) / 3600)
              FROM answered WHERE first_reply > first_sent) AS median_hours,
           (SELECT count(*)::int FROM answered WHERE first_reply > first_sent) AS applications
      FROM me
     WHERE NOT (me.domain = ANY(${textArray(FREE_MAIL_DOMAINS)}))`);
  const row = rows[0];
  return row ? { ...row, median_hours: row.median_hours == null ? null : Number(row.median_hours) } : undefined;
}
