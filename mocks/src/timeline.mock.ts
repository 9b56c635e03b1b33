// Contact.timeline and Contact.companyReplyTime over the in-memory data, by the api's rule (product.md §11, "One
// timeline per application"): applied, each email scheduled / sent / opened (approximate), replies with their
// outcome, out-of-office, the interview, and the quiet end a week after the last follow-up.
import {
  ANSWER_OUTCOMES,
  FINAL_OUTCOMES,
  NO_RESPONSE_MOVE_ON_DAYS,
  TIMELINE_LABELS,
  companyFromDomain,
  companyReplyTimeText,
  gmailThreadUrl,
  isFreeMailDomain,
  type ReplyOutcome,
} from 'contracts';
import type { ContactRecord, EmailRecord, MockData } from './demo.fixtures';

const DAY_MS = 86_400_000;

interface MockTimelineEvent {
  kind: string;
  at: string;
  label: string;
  approximate: boolean;
  outcome: string | null;
  returnDate: string | null;
  gmailThreadUrl: string | null;
}

const entry = (kind: string, at: string, label: string, extra: Partial<MockTimelineEvent> = {}): MockTimelineEvent => ({
  kind,
  at: new Date(at).toISOString(),
  label,
  approximate: false,
  outcome: null,
  returnDate: null,
  gmailThreadUrl: null,
  ...extra,
});

export function mockTimeline(contact: ContactRecord, emails: readonly EmailRecord[], now: Date): MockTimelineEvent[] {
  const events: MockTimelineEvent[] = [];
  const link = (threadId: string | null | undefined) => (threadId ? gmailThreadUrl(threadId) : null);
  const thread = emails.find((email) => email.threadId)?.threadId ?? null;
  if (contact.appliedAt) events.push(entry('APPLIED', `${contact.appliedAt}T12:00:00Z`, TIMELINE_LABELS.applied));
  for (const email of emails) {
    const url = { gmailThreadUrl: link(email.threadId) };
    if (email.sentAt) events.push(entry('EMAIL_SENT', email.sentAt, TIMELINE_LABELS.emailSent(email.position), url));
    else if (email.status === 'SCHEDULED' && email.scheduledFor)
      events.push(entry('EMAIL_SCHEDULED', email.scheduledFor, TIMELINE_LABELS.emailScheduled(email.position)));
    if (email.openedAt)
      events.push(
        entry('EMAIL_OPENED', email.openedAt, TIMELINE_LABELS.emailOpened(email.position), { ...url, approximate: true }),
      );
  }
  for (const reply of contact.replyOutcomes ?? []) {
    const outcome = reply.outcome as ReplyOutcome;
    const extra = { outcome, gmailThreadUrl: link(reply.threadId ?? thread) };
    if (outcome === 'OUT_OF_OFFICE')
      events.push(
        entry('OUT_OF_OFFICE', reply.occurredAt, TIMELINE_LABELS.outOfOffice(reply.returnDate), {
          ...extra,
          returnDate: reply.returnDate,
        }),
      );
    else if (reply.source === 'DETECTED')
      events.push(entry('REPLY', reply.occurredAt, TIMELINE_LABELS.replyDetected(outcome), extra));
    else
      events.push(
        entry(
          FINAL_OUTCOMES.includes(outcome) ? 'FINAL_OUTCOME' : 'REPLY',
          reply.occurredAt,
          TIMELINE_LABELS.outcomeSet(outcome),
          extra,
        ),
      );
  }
  if (contact.interviewAt)
    events.push(entry('INTERVIEW', contact.interviewAt, TIMELINE_LABELS.interview, { gmailThreadUrl: link(thread) }));
  const lastSent = emails.filter((email) => email.sentAt).at(-1);
  if (contact.status === 'NO_RESPONSE' && lastSent) {
    const moveOn = Date.parse(lastSent.sentAt!) + NO_RESPONSE_MOVE_ON_DAYS * DAY_MS;
    if (moveOn <= now.getTime())
      events.push(
        entry('NO_RESPONSE', new Date(moveOn).toISOString(), TIMELINE_LABELS.noResponse, {
          gmailThreadUrl: link(lastSent.threadId),
        }),
      );
  }
  return events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => a.event.at.localeCompare(b.event.at) || a.index - b.index)
    .map(({ event }) => event);
}

/** Median hours from the first email sent to the first answer, over the contacts at the same company domain. */
export function mockCompanyReplyTime(contact: ContactRecord, data: MockData) {
  const domain = contact.email?.split('@')[1]?.toLowerCase();
  if (!domain || isFreeMailDomain(domain)) return null;
  const hours = data.contacts
    .filter((other) => other.email?.split('@')[1]?.toLowerCase() === domain)
    .filter((other) => !other.outcome || (ANSWER_OUTCOMES as readonly string[]).includes(other.outcome))
    .flatMap((other) => {
      const sent = data.emails
        .filter((email) => email.contactId === other.id && email.sentAt)
        .map((email) => Date.parse(email.sentAt!));
      const reply = (other.replyOutcomes ?? [])
        .filter((event) => event.source === 'DETECTED' && (ANSWER_OUTCOMES as readonly string[]).includes(event.outcome))
        .map((event) => Date.parse(event.occurredAt));
      if (!sent.length || !reply.length) return [];
      const gap = (Math.min(...reply) - Math.min(...sent)) / 3_600_000;
      return gap > 0 ? [gap] : [];
    })
    .sort((a, b) => a - b);
  if (!hours.length) return null;
  const middle = Math.floor(hours.length / 2);
  const median = hours.length % 2 ? hours[middle]! : (hours[middle - 1]! + hours[middle]!) / 2;
  const company = companyFromDomain(domain);
  return { company, medianHours: median, applications: hours.length, label: companyReplyTimeText(company, median, hours.length) };
}
