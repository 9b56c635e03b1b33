// The job search at a glance (product.md §11, "A picture of the search"): the funnel applications -> replies ->
// interviews -> offers and the last weeks' emails sent and replies, weeks cut on Mondays in the user's zone. Two
// queries, both per user on indexed columns; deleted sequences and contacts do not count (as on the rest of the page).
import { sql, type SQL } from 'drizzle-orm';
import { ANSWER_OUTCOMES, SEARCH_SUMMARY_WEEKS, isKnownTimezone, validateTimezone } from 'contracts';
import type { Database } from '../../db/db.client';
import { unknownTimezone } from '../campaign';
import { applicationStagesSql, list } from './application-stages.repository';

export interface SearchSummary {
  funnel: { applications: number; replies: number; interviews: number; offers: number; withPosting: number };
  weekly: Array<{ weekStart: string; emailsSent: number; replies: number }>;
}

/** An empty or unknown zone: the resolver answers BAD_USER_INPUT with the message. */
export class SearchSummaryInputError extends Error {
  override readonly name = 'SearchSummaryInputError';
}

export async function searchSummary(
  db: Database,
  input: { userId: string; timeZone: string; now?: Date },
): Promise<SearchSummary> {
  const { userId, timeZone } = input;
  const invalid = validateTimezone(timeZone) ?? (isKnownTimezone(timeZone) ? null : unknownTimezone(timeZone));
  if (invalid) throw new SearchSummaryInputError(invalid);
  const now = input.now ?? new Date();
  // Monday 00:00 of the first charted week, as a wall-clock reading in the zone and as an instant.
  const firstWeek = sql`(date_trunc('week', ${now}::timestamptz at time zone ${timeZone}) - interval '${sql.raw(
    String(SEARCH_SUMMARY_WEEKS - 1),
  )} weeks')`;
  const since = sql`(${firstWeek} at time zone ${timeZone})`;
  const weekOf = (instant: SQL) => sql`to_char(date_trunc('week', ${instant} at time zone ${timeZone}), 'YYYY-MM-DD')`;

  // Each application's furthest stage (application-stages.sql, the same read model as the home page's Response Rate).
  const stages = await db.execute<{
    applications: number;
    replies: number;
    interviews: number;
    offers: number;
    with_posting: number;
    reply_weeks: Array<{ week: string; replies: number }> | null;
  }>(sql`
    ${applicationStagesSql(userId)}, replied_at as (
      select coalesce(responded_at,
                      (select min(e.occurred_at) from reply_outcome_events e
                        where e.contact_id = answered.id and e.outcome in (${list(ANSWER_OUTCOMES)})),
                      outcome_confirmed_at) as at
        from answered where is_reply
    )
    select (select count(*)::int from answered) as applications,
           (select count(*)::int from answered where is_reply) as replies,
           (select count(*)::int from answered where is_interview) as interviews,
           (select count(*)::int from answered where is_offer) as offers,
           (select count(*)::int from answered where from_posting) as with_posting,
           (select json_agg(json_build_object('week', week, 'replies', n))
              from (select ${weekOf(sql`at`)} as week, count(*)::int as n from replied_at
                     where at >= ${since} group by 1) w) as reply_weeks`);

  const weeks = await db.execute<{ week: string; emails_sent: number }>(sql`
    with sent as (
      select ${weekOf(sql`e.sent_at`)} as week, count(*)::int as n
        from campaign_emails e
        join contacts ct on ct.id = e.contact_id and ct.deleted_at is null
        join campaigns cp on cp.id = e.campaign_id and cp.deleted_at is null
       where e.user_id = ${userId} and e.sent_at is not null and e.sent_at >= ${since}
       group by 1
    )
    select to_char(w, 'YYYY-MM-DD') as week, coalesce(sent.n, 0)::int as emails_sent
      from generate_series(${firstWeek}, ${firstWeek} + interval '${sql.raw(String(SEARCH_SUMMARY_WEEKS - 1))} weeks',
                           interval '1 week') as w
      left join sent on sent.week = to_char(w, 'YYYY-MM-DD')
     order by w`);

  const row = stages.rows[0];
  const repliesByWeek = new Map((row?.reply_weeks ?? []).map((entry) => [entry.week, Number(entry.replies)]));
  return {
    funnel: {
      applications: Number(row?.applications ?? 0),
      replies: Number(row?.replies ?? 0),
      interviews: Number(row?.interviews ?? 0),
      offers: Number(row?.offers ?? 0),
      withPosting: Number(row?.with_posting ?? 0),
    },
    weekly: weeks.rows.map((week) => ({
      weekStart: week.week,
      emailsSent: Number(week.emails_sent),
      replies: repliesByWeek.get(week.week) ?? 0,
    })),
  };
}
