// One timeline per application (product.md §11), built once for the api and the mocks: applied, each email scheduled /
// sent / opened (approximate), replies with their outcome, out-of-office with its return date, the interview, the
// thank-you and gracious reply, the final outcome, and the quiet end after the last follow-up. Pure: the api reads the
// source with SQL (timeline.repository.ts), the mocks from their fixtures.
import type { CampaignEmailKind, ReplyOutcome, ReplyOutcomeSource, TimelineEventKind } from '../generated/client/graphql';
import { outcomeBehaviour } from '../rules/outcome-behaviour.rules';
import { NO_RESPONSE_MOVE_ON_DAYS, TIMELINE_LABELS, gmailThreadUrl } from '../rules/timeline.rules';

/** An email of the contact, as stored (instants as ISO strings or Dates). */
export interface TimelineEmailSource {
  position: number;
  kind: CampaignEmailKind;
  status: string;
  scheduledFor: string | Date | null;
  sentAt: string | Date | null;
  openedAt: string | Date | null;
  threadId: string | null;
  /** Outlook on the web's link to the sent email, when Outlook gave one. */
  outlookWebLink?: string | null;
}

/** A reply (or automatic notice) with its outcome, in the order they came. */
export interface TimelineReplySource {
  outcome: ReplyOutcome;
  source: ReplyOutcomeSource;
  occurredAt: string | Date;
  threadId: string | null;
  returnDate: string | null;
}

/** The job posting the sequence was started from (issue 38). */
export interface TimelinePostingSource {
  url: string;
  role: string | null;
  company: string | null;
  /** When the daily re-check found it closed. */
  closedAt: string | Date | null;
  /** That moment's day (YYYY-MM-DD) in the sequence's zone, as the row says it; absent: the UTC day. */
  closedDay?: string | null;
}

export type TimelineSource = {
  status: string | null;
  /** Absent or null: the sequence was not started from a posting. */
  posting?: TimelinePostingSource | null;
  /** The applied day, YYYY-MM-DD. */
  appliedAt: string | null;
  interviewAt: string | Date | null;
  emails: readonly TimelineEmailSource[];
  replies: readonly TimelineReplySource[];
};

export interface TimelineEntry {
  kind: TimelineEventKind;
  at: string;
  label: string;
  approximate: boolean;
  outcome: ReplyOutcome | null;
  returnDate: string | null;
  gmailThreadUrl: string | null;
  outlookWebLink: string | null;
  postingUrl: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (value: string | Date) => new Date(value).toISOString();
const threadUrl = (threadId: string | null | undefined) => (threadId ? gmailThreadUrl(threadId) : null);

const entry = (kind: TimelineEventKind, at: string | Date, label: string, extra: Partial<TimelineEntry> = {}): TimelineEntry => ({
  kind,
  at: iso(at),
  label,
  approximate: false,
  outcome: null,
  returnDate: null,
  gmailThreadUrl: null,
  outlookWebLink: null,
  postingUrl: null,
  ...extra,
});

/** A note after a reply: scheduled or sent (a failed or cancelled one says nothing). */
/** Where an email's entries link: its Gmail thread, and Outlook's link to the email itself. */
const linkOf = (email: TimelineEmailSource) => ({
  gmailThreadUrl: threadUrl(email.threadId),
  outlookWebLink: email.outlookWebLink ?? null,
});

function noteEntries(email: TimelineEmailSource, waiting: boolean): TimelineEntry[] {
  const link = linkOf(email);
  const thankYou = email.kind === 'THANK_YOU';
  const kind = thankYou ? 'THANK_YOU' : email.sentAt ? 'EMAIL_SENT' : 'EMAIL_SCHEDULED';
  if (email.sentAt) {
    return [entry(kind, email.sentAt, thankYou ? TIMELINE_LABELS.thankYouSent : TIMELINE_LABELS.graciousReplySent, link)];
  }
  if (!waiting) return [];
  const label = thankYou ? TIMELINE_LABELS.thankYouScheduled : TIMELINE_LABELS.graciousReplyScheduled;
  return [entry(kind, email.scheduledFor!, label, link)];
}

function emailEntries(email: TimelineEmailSource): TimelineEntry[] {
  const waiting = email.status === 'SCHEDULED' && !email.sentAt && email.scheduledFor != null;
  if (email.kind !== 'SEQUENCE') return noteEntries(email, waiting);
  const link = linkOf(email);
  const entries: TimelineEntry[] = [];
  if (email.sentAt) entries.push(entry('EMAIL_SENT', email.sentAt, TIMELINE_LABELS.emailSent(email.position), link));
  else if (waiting) entries.push(entry('EMAIL_SCHEDULED', email.scheduledFor!, TIMELINE_LABELS.emailScheduled(email.position)));
  if (email.openedAt) {
    entries.push(
      entry('EMAIL_OPENED', email.openedAt, TIMELINE_LABELS.emailOpened(email.position), { ...link, approximate: true }),
    );
  }
  return entries;
}

/** A reply: detected ones are replies (or notices), ones the user set are outcomes (final when the table says so). */
function replyEntry(reply: TimelineReplySource, fallbackThread: string | null): TimelineEntry {
  const extra = { outcome: reply.outcome, gmailThreadUrl: threadUrl(reply.threadId ?? fallbackThread) };
  if (reply.outcome === 'OUT_OF_OFFICE') {
    return entry('OUT_OF_OFFICE', reply.occurredAt, TIMELINE_LABELS.outOfOffice(reply.returnDate), {
      ...extra,
      returnDate: reply.returnDate,
    });
  }
  if (reply.source === 'DETECTED') return entry('REPLY', reply.occurredAt, TIMELINE_LABELS.replyDetected(reply.outcome), extra);
  const kind = outcomeBehaviour(reply.outcome).final ? 'FINAL_OUTCOME' : 'REPLY';
  return entry(kind, reply.occurredAt, TIMELINE_LABELS.outcomeSet(reply.outcome), extra);
}

/** The timeline, oldest first (ties keep the order written: applied, emails, replies). */
export function buildTimeline(source: TimelineSource, now: Date): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  // A day, not a moment: noon UTC keeps the same date in every zone people work in.
  const posting = source.posting ?? null;
  const postingLink = { postingUrl: posting?.url ?? null };
  if (source.appliedAt) {
    const label = posting ? TIMELINE_LABELS.appliedFor(posting.role, posting.company) : TIMELINE_LABELS.applied;
    entries.push(entry('APPLIED', `${source.appliedAt}T12:00:00Z`, label, postingLink));
  }
  if (posting?.closedAt) {
    const label = TIMELINE_LABELS.postingClosed(posting.closedDay ?? iso(posting.closedAt).slice(0, 10));
    entries.push(entry('POSTING_CLOSED', posting.closedAt, label, postingLink));
  }
  for (const email of source.emails) entries.push(...emailEntries(email));

  const sent = source.emails.filter((email) => email.sentAt).sort((a, b) => iso(a.sentAt!).localeCompare(iso(b.sentAt!)));
  // A reply or the interview links the thread of the last email before it (else the first thread there is).
  const threadBefore = (at: string | Date) =>
    [...sent].reverse().find((email) => email.threadId && iso(email.sentAt!) <= iso(at))?.threadId ??
    sent.find((email) => email.threadId)?.threadId ??
    null;
  for (const reply of source.replies) entries.push(replyEntry(reply, threadBefore(reply.occurredAt)));

  if (source.interviewAt) {
    const thread = threadBefore(source.interviewAt);
    entries.push(entry('INTERVIEW', source.interviewAt, TIMELINE_LABELS.interview, { gmailThreadUrl: threadUrl(thread) }));
  }

  // The delivery marks a contact NO_RESPONSE once its last step went out; the timeline says so a week later.
  const lastSequenceSend = sent.filter((email) => email.kind === 'SEQUENCE').at(-1);
  if (source.status === 'NO_RESPONSE' && lastSequenceSend) {
    const moveOnAt = new Date(new Date(lastSequenceSend.sentAt!).getTime() + NO_RESPONSE_MOVE_ON_DAYS * DAY_MS);
    if (moveOnAt <= now) {
      entries.push(
        entry('NO_RESPONSE', moveOnAt, TIMELINE_LABELS.noResponse, { gmailThreadUrl: threadUrl(lastSequenceSend.threadId) }),
      );
    }
  }
  return entries
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.at.localeCompare(b.item.at) || a.index - b.index)
    .map(({ item }) => item);
}
