// The job search at a glance (product.md §11, "A picture of the search"): how far each application got (the one
// definition of 'replied', 'interviewed' and 'offer', from the outcome table) and the funnel with its weekly chart.
// The mocks build the whole summary here; the api counts in SQL for speed with the same table's lists
// (application-stages.repository.ts), and its tests hold the two to the same answers.
import type { ReplyOutcome, SequenceStopReason } from '../generated/client/graphql';
import { outcomeBehaviour } from '../rules/outcome-behaviour.rules';
import { ANSWER_STOP_REASONS, SEARCH_SUMMARY_WEEKS } from '../rules/reply-outcome.rules';

export interface ApplicationStageSource {
  /** The current outcome: confirmed, else the one the headers proposed. */
  outcome: ReplyOutcome | null;
  status: string | null;
  stopReason: SequenceStopReason | null;
  interviewAt: string | Date | null;
  /** Every outcome the user set on it over time (an interview stays one after a rejection). */
  confirmedOutcomes: readonly ReplyOutcome[];
}

export interface ApplicationStage {
  reply: boolean;
  interview: boolean;
  offer: boolean;
}

const is = (outcome: ReplyOutcome | null, test: 'isAnswer' | 'isInterview') =>
  outcome !== null && outcomeBehaviour(outcome)[test];

/** How far one application got; each stage implies the one before. */
export function applicationStageOf(app: ApplicationStageSource): ApplicationStage {
  const offer = app.outcome === 'OFFER' || app.confirmedOutcomes.includes('OFFER');
  const interview =
    offer || is(app.outcome, 'isInterview') || app.interviewAt != null || app.confirmedOutcomes.some((o) => is(o, 'isInterview'));
  // A sequence stopped for the contact's own reply, before any outcome, is an answer too.
  const stoppedAsReply =
    app.outcome === null &&
    app.status === 'RESPONDED' &&
    (app.stopReason == null || ANSWER_STOP_REASONS.includes(app.stopReason));
  return { offer, interview, reply: interview || is(app.outcome, 'isAnswer') || stoppedAsReply };
}

export interface SearchApplicationSource extends ApplicationStageSource {
  /** When the contact's reply was recorded on its emails, if it was. */
  respondedAt: string | Date | null;
  replies: ReadonlyArray<{ outcome: ReplyOutcome; occurredAt: string | Date }>;
  outcomeConfirmedAt: string | Date | null;
  /** The sequence was started from an imported job posting (absent: not). */
  fromPosting?: boolean;
}

export interface SearchSummarySource {
  applications: readonly SearchApplicationSource[];
  /** When each of the user's emails went out. */
  sentAt: ReadonlyArray<string | Date>;
  timeZone: string;
  now: Date;
}

export interface SearchSummaryView {
  funnel: { applications: number; replies: number; interviews: number; offers: number; withPosting: number };
  weekly: Array<{ weekStart: string; emailsSent: number; replies: number }>;
}

const DAY_MS = 86_400_000;

/** The Monday (YYYY-MM-DD) of the week an instant falls in, in the zone. */
function mondayOf(instant: Date, timeZone: string): string {
  const dayText = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
  const day = new Date(`${dayText}T00:00:00Z`);
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS).toISOString().slice(0, 10);
}

/** The first real answer's time: the reply on the emails, else the first answer event, else when the user set it. */
function repliedAtOf(app: SearchApplicationSource): string | Date | null {
  const answers = app.replies.filter((r) => outcomeBehaviour(r.outcome).isAnswer).map((r) => new Date(r.occurredAt).getTime());
  return app.respondedAt ?? (answers.length ? new Date(Math.min(...answers)) : null) ?? app.outcomeConfirmedAt;
}

export function buildSearchSummary(source: SearchSummarySource): SearchSummaryView {
  const { timeZone } = source;
  const stages = source.applications.map((app) => ({ ...applicationStageOf(app), repliedAt: repliedAtOf(app) }));
  const thisMonday = Date.parse(`${mondayOf(source.now, timeZone)}T00:00:00Z`);
  const weekly = Array.from({ length: SEARCH_SUMMARY_WEEKS }, (_, index) => ({
    weekStart: new Date(thisMonday - (SEARCH_SUMMARY_WEEKS - 1 - index) * 7 * DAY_MS).toISOString().slice(0, 10),
    emailsSent: 0,
    replies: 0,
  }));
  const week = (at: string | Date | null) =>
    at == null ? undefined : weekly.find((w) => w.weekStart === mondayOf(new Date(at), timeZone));
  for (const at of source.sentAt) {
    const entry = week(at);
    if (entry) entry.emailsSent += 1;
  }
  for (const stage of stages) {
    const entry = stage.reply ? week(stage.repliedAt) : undefined;
    if (entry) entry.replies += 1;
  }
  return {
    funnel: {
      applications: stages.length,
      replies: stages.filter((s) => s.reply).length,
      interviews: stages.filter((s) => s.interview).length,
      offers: stages.filter((s) => s.offer).length,
      withPosting: source.applications.filter((app) => app.fromPosting).length,
    },
    weekly,
  };
}
