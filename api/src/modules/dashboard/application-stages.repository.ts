// The read model of an application's furthest stage (product.md §11, "A picture of the search"): one definition of
// "replied", "interviewed" and "offer", shared by the funnel (searchSummary) and the home page's Response Rate
// (homeDashboard), so the two figures always count the same applications. The lists come from contracts' outcome
// table; contracts' applicationStageOf is the same rule for the mocks, and search-summary.agreement.test.ts holds the
// two to the same answers.
import { sql, type SQL } from 'drizzle-orm';
import { ANSWER_OUTCOMES, ANSWER_STOP_REASONS, INTERVIEW_OUTCOMES } from 'contracts';

/** A list of text values as SQL parameters: `in (${list(values)})`. */
export const list = (values: readonly string[]): SQL =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * `with apps as (...), ..., answered as (...)`: one row per application of the user (deleted sequences and contacts
 * left out) with is_offer, is_interview and is_reply. The stage comes from the current outcome (confirmed, else the one
 * its headers suggest), the interview date, and the outcomes the user confirmed earlier (an interview stays an
 * interview after a rejection); an out-of-office, an automatic acknowledgement, a bounce or a departure is no reply.
 */
export function applicationStagesSql(userId: string): SQL {
  return sql`with apps as (
      select ct.id, coalesce(ct.outcome, ct.outcome_proposed) as outcome, ct.status, ct.stop_reason, ct.interview_at,
             ct.responded_at, ct.outcome_confirmed_at, cp.job_posting_id is not null as from_posting,
             array(select distinct e.outcome from reply_outcome_events e
                    where e.contact_id = ct.id and e.source <> 'DETECTED') as confirmed
        from contacts ct join campaigns cp on cp.id = ct.campaign_id
       where ct.user_id = ${userId} and ct.deleted_at is null and cp.deleted_at is null
    ), offered as (
      select apps.*, (outcome = 'OFFER' or 'OFFER' = any(confirmed)) as is_offer from apps
    ), interviewed as (
      select offered.*, (is_offer or outcome in (${list(INTERVIEW_OUTCOMES)}) or interview_at is not null
                         or confirmed && array[${list(INTERVIEW_OUTCOMES)}]::text[]) as is_interview
        from offered
    ), answered as (
      select interviewed.*, (is_interview or outcome in (${list(ANSWER_OUTCOMES)})
                             or (outcome is null and status = 'RESPONDED'
                                 and (stop_reason is null or stop_reason in (${list(ANSWER_STOP_REASONS)}))))
                            as is_reply
        from interviewed
    )`;
}
