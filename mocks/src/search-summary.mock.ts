// searchSummary over the in-memory data, by the api's rule (product.md §11, "A picture of the search"): the funnel
// applications -> replies -> interviews -> offers and SEARCH_SUMMARY_WEEKS weeks cut on Mondays in the zone asked for.
import { GraphQLError } from 'graphql';
import {
  ANSWER_OUTCOMES,
  ANSWER_STOP_REASONS,
  GRAPHQL_ERROR_CODES,
  INTERVIEW_OUTCOMES,
  SEARCH_SUMMARY_WEEKS,
  isKnownTimezone,
  type ReplyOutcome,
  type SequenceStopReason,
} from 'contracts';
import type { MockData } from './demo.fixtures';

const DAY_MS = 86_400_000;

/** The calendar day (YYYY-MM-DD) of an instant in the zone. */
const dayIn = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

/** The Monday (YYYY-MM-DD) of the week an instant falls in, in the zone. */
function mondayOf(instant: Date, timeZone: string): string {
  const day = new Date(`${dayIn(instant, timeZone)}T00:00:00Z`);
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS).toISOString().slice(0, 10);
}

export function mockSearchSummary(data: MockData, timeZone: string, now: Date) {
  if (!isKnownTimezone(timeZone)) {
    throw new GraphQLError(`Unknown timezone: ${timeZone}`, { extensions: { code: GRAPHQL_ERROR_CODES.badUserInput } });
  }
  const has = (list: readonly string[], value: string | null | undefined) => value != null && list.includes(value);
  const stages = data.contacts.map((contact) => {
    const outcome = contact.outcome ?? contact.outcomeProposed ?? null;
    const confirmed = (contact.replyOutcomes ?? []).filter((event) => event.source !== 'DETECTED').map((e) => e.outcome);
    const offer = outcome === 'OFFER' || confirmed.includes('OFFER');
    const interview =
      offer ||
      has(INTERVIEW_OUTCOMES, outcome) ||
      contact.interviewAt != null ||
      confirmed.some((o) => has(INTERVIEW_OUTCOMES, o));
    const reply =
      interview ||
      has(ANSWER_OUTCOMES, outcome) ||
      (outcome === null &&
        contact.status === 'RESPONDED' &&
        (contact.stopReason == null || ANSWER_STOP_REASONS.includes(contact.stopReason as SequenceStopReason)));
    const repliedAt =
      data.emails.find((email) => email.contactId === contact.id && email.respondedAt)?.respondedAt ??
      contact.replyOutcomes?.find((event) => ANSWER_OUTCOMES.includes(event.outcome as ReplyOutcome))?.occurredAt ??
      contact.outcomeConfirmedAt ??
      contact.updatedAt;
    return { offer, interview, reply, repliedAt };
  });

  const thisMonday = mondayOf(now, timeZone);
  const weekly = Array.from({ length: SEARCH_SUMMARY_WEEKS }, (_, index) => ({
    weekStart: new Date(Date.parse(`${thisMonday}T00:00:00Z`) - (SEARCH_SUMMARY_WEEKS - 1 - index) * 7 * DAY_MS)
      .toISOString()
      .slice(0, 10),
    emailsSent: 0,
    replies: 0,
  }));
  const week = (at: string) => weekly.find((entry) => entry.weekStart === mondayOf(new Date(at), timeZone));
  for (const email of data.emails) {
    const entry = email.sentAt ? week(email.sentAt) : undefined;
    if (entry) entry.emailsSent += 1;
  }
  for (const stage of stages) {
    const entry = stage.reply ? week(stage.repliedAt) : undefined;
    if (entry) entry.replies += 1;
  }

  return {
    funnel: {
      applications: stages.length,
      replies: stages.filter((stage) => stage.reply).length,
      interviews: stages.filter((stage) => stage.interview).length,
      offers: stages.filter((stage) => stage.offer).length,
    },
    weekly,
  };
}
