// One timeline per application (product.md §11): applied, each email scheduled / sent / opened (approximate), replies
// with their outcome, out-of-office with its return date, the interview, the thank-you, the final outcome, and the
// quiet end after the last follow-up. Built from one read (timeline.repository.ts); nothing here writes.
import {
  FINAL_OUTCOMES,
  NO_RESPONSE_MOVE_ON_DAYS,
  TIMELINE_LABELS,
  companyFromDomain,
  companyReplyTimeText,
  gmailThreadUrl,
  type ReplyOutcome,
} from 'contracts';
import type { Database } from '../../db/db.client';
import {
  readCompanyReplyFigures,
  readTimelineSource,
  type TimelineEmailRow,
  type TimelineReplyRow,
  type TimelineSource,
} from './timeline.repository';

export type TimelineEventKind =
  | 'APPLIED'
  | 'EMAIL_SCHEDULED'
  | 'EMAIL_SENT'
  | 'EMAIL_OPENED'
  | 'REPLY'
  | 'OUT_OF_OFFICE'
  | 'INTERVIEW'
  | 'THANK_YOU'
  | 'FINAL_OUTCOME'
  | 'NO_RESPONSE';

export interface TimelineEvent {
  kind: TimelineEventKind;
  at: string;
  label: string;
  approximate: boolean;
  outcome: ReplyOutcome | null;
  returnDate: string | null;
  gmailThreadUrl: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (value: string | Date) => new Date(value).toISOString();
const threadUrl = (threadId: string | null | undefined) => (threadId ? gmailThreadUrl(threadId) : null);

const event = (kind: TimelineEventKind, at: string | Date, label: string, extra: Partial<TimelineEvent> = {}): TimelineEvent => ({
  kind,
  at: iso(at),
  label,
  approximate: false,
  outcome: null,
  returnDate: null,
  gmailThreadUrl: null,
  ...extra,
});

function emailEvents(email: TimelineEmailRow): TimelineEvent[] {
  const link = { gmailThreadUrl: threadUrl(email.thread_id) };
  const waiting = email.status === 'SCHEDULED' && !email.sent_at && email.scheduled_for;
  if (email.kind === 'THANK_YOU' || email.kind === 'GRACIOUS_REPLY') {
    const thankYou = email.kind === 'THANK_YOU';
    const kind = thankYou ? 'THANK_YOU' : email.sent_at ? 'EMAIL_SENT' : 'EMAIL_SCHEDULED';
    if (email.sent_at) {
      return [event(kind, email.sent_at, thankYou ? TIMELINE_LABELS.thankYouSent : TIMELINE_LABELS.graciousReplySent, link)];
    }
    if (waiting) {
      const label = thankYou ? TIMELINE_LABELS.thankYouScheduled : TIMELINE_LABELS.graciousReplyScheduled;
      return [event(kind, email.scheduled_for!, label, link)];
    }
    return [];
  }
  const events: TimelineEvent[] = [];
  if (email.sent_at) events.push(event('EMAIL_SENT', email.sent_at, TIMELINE_LABELS.emailSent(email.position), link));
  else if (waiting) events.push(event('EMAIL_SCHEDULED', email.scheduled_for!, TIMELINE_LABELS.emailScheduled(email.position)));
  if (email.opened_at) {
    events.push(
      event('EMAIL_OPENED', email.opened_at, TIMELINE_LABELS.emailOpened(email.position), { ...link, approximate: true }),
    );
  }
  return events;
}

/** A reply row: detected ones are replies (or notices), ones the user set are outcomes (final when they end it). */
function replyEvent(reply: TimelineReplyRow, fallbackThread: string | null): TimelineEvent {
  const extra = { outcome: reply.outcome, gmailThreadUrl: threadUrl(reply.thread_id ?? fallbackThread) };
  if (reply.outcome === 'OUT_OF_OFFICE') {
    return event('OUT_OF_OFFICE', reply.occurred_at, TIMELINE_LABELS.outOfOffice(reply.return_date), {
      ...extra,
      returnDate: reply.return_date,
    });
  }
  if (reply.source === 'DETECTED') return event('REPLY', reply.occurred_at, TIMELINE_LABELS.replyDetected(reply.outcome), extra);
  const kind = FINAL_OUTCOMES.includes(reply.outcome) ? 'FINAL_OUTCOME' : 'REPLY';
  return event(kind, reply.occurred_at, TIMELINE_LABELS.outcomeSet(reply.outcome), extra);
}

/** The timeline of a contact's parts, oldest first (ties keep the order written: applied, emails, replies). */
export function buildTimeline(source: TimelineSource, now: Date): TimelineEvent[] {
  const events: TimelineEvent[] = [];
  // A day, not a moment: noon UTC keeps the same date in every zone people work in.
  if (source.applied_at) events.push(event('APPLIED', `${source.applied_at}T12:00:00Z`, TIMELINE_LABELS.applied));
  for (const email of source.emails) events.push(...emailEvents(email));

  const sent = source.emails.filter((email) => email.sent_at).sort((a, b) => iso(a.sent_at!).localeCompare(iso(b.sent_at!)));
  const threadBefore = (at: string) =>
    [...sent].reverse().find((email) => email.thread_id && iso(email.sent_at!) <= iso(at))?.thread_id ??
    sent.find((email) => email.thread_id)?.thread_id ??
    null;
  for (const reply of source.replies) events.push(replyEvent(reply, threadBefore(reply.occurred_at)));

  if (source.interview_at) {
    const thread = threadBefore(source.interview_at);
    events.push(event('INTERVIEW', source.interview_at, TIMELINE_LABELS.interview, { gmailThreadUrl: threadUrl(thread) }));
  }

  // The delivery marks a contact NO_RESPONSE once its last step went out; the timeline says so a week later.
  const lastSequenceSend = sent.filter((email) => email.kind === 'SEQUENCE').at(-1);
  if (source.status === 'NO_RESPONSE' && lastSequenceSend) {
    const moveOnAt = new Date(new Date(lastSequenceSend.sent_at!).getTime() + NO_RESPONSE_MOVE_ON_DAYS * DAY_MS);
    if (moveOnAt <= now) {
      events.push(
        event('NO_RESPONSE', moveOnAt, TIMELINE_LABELS.noResponse, { gmailThreadUrl: threadUrl(lastSequenceSend.thread_id) }),
      );
    }
  }
  return events
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.at.localeCompare(b.entry.at) || a.index - b.index)
    .map(({ entry }) => entry);
}

/** The contact's timeline; empty when the contact is not the user's. */
export async function contactTimeline(db: Database, userId: string, contactId: number, now = new Date()) {
  const source = await readTimelineSource(db, userId, contactId);
  return source ? buildTimeline(source, now) : [];
}

export interface CompanyReplyTime {
  company: string;
  medianHours: number;
  applications: number;
  label: string;
}

/** 'Globex usually replies in about 2 days (from your 3 applications)', once the company has answered at least once. */
export async function companyReplyTime(db: Database, userId: string, contactId: number): Promise<CompanyReplyTime | null> {
  const figures = await readCompanyReplyFigures(db, userId, contactId);
  if (!figures || figures.median_hours == null || figures.applications === 0) return null;
  const company = companyFromDomain(figures.domain);
  return {
    company,
    medianHours: Math.round(figures.median_hours * 10) / 10,
    applications: figures.applications,
    label: companyReplyTimeText(company, figures.median_hours, figures.applications),
  };
}
