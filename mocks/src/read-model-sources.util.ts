// Fixtures -> source: the in-memory records as contracts' read-model sources, so the mocks build the timeline, the
// company reply time, the search summary and the reply note with the api's own builders (contracts/src/read-models)
// instead of copies of them. Only the fixture's loose strings are narrowed here; no rule lives in this file.
import type {
  CampaignContactFigureSource,
  CampaignEmailKind,
  CompanyReplyTimeSource,
  ReplyNoteKind,
  ReplyNoteSource,
  ReplyOutcome,
  ReplyOutcomeSource,
  SearchApplicationSource,
  SequenceStopReason,
  TimelineSource,
} from 'contracts';
import type { ContactRecord, EmailRecord, MockData } from './demo.fixtures';

const outcomeOf = (value: string | null | undefined) => (value ?? null) as ReplyOutcome | null;
const kindOf = (email: EmailRecord) => (email.kind ?? 'SEQUENCE') as CampaignEmailKind;
const repliesOf = (contact: ContactRecord) =>
  (contact.replyOutcomes ?? []).map((reply) => ({
    outcome: reply.outcome as ReplyOutcome,
    source: reply.source as ReplyOutcomeSource,
    occurredAt: reply.occurredAt,
    threadId: reply.threadId,
    returnDate: reply.returnDate,
  }));
const emailsOf = (data: MockData, contactId: number) => data.emails.filter((email) => email.contactId === contactId);

export function timelineSourceOf(
  contact: ContactRecord,
  emails: readonly EmailRecord[],
  posting: { url: string; role?: string | null; company?: string | null; closedAt?: string | null } | null = null,
  timeZone = 'UTC',
): TimelineSource {
  // Like the api: the closing's day in the sequence's zone.
  const closedDay = posting?.closedAt
    ? new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
        new Date(posting.closedAt),
      )
    : null;
  return {
    status: contact.status,
    posting: posting
      ? {
          url: posting.url,
          role: posting.role ?? null,
          company: posting.company ?? null,
          closedAt: posting.closedAt ?? null,
          closedDay,
        }
      : null,
    appliedAt: contact.appliedAt ?? null,
    interviewAt: contact.interviewAt ?? null,
    emails: emails.map((email) => ({
      position: email.position,
      kind: kindOf(email),
      status: email.status,
      scheduledFor: email.scheduledFor,
      sentAt: email.sentAt,
      openedAt: email.openedAt,
      threadId: email.threadId,
      outlookWebLink: email.outlookWebLink ?? null,
    })),
    replies: repliesOf(contact),
  };
}

/** The live applications at the contact's domain (like the api: the campaign must exist). */
export function companyReplySourceOf(contact: ContactRecord, data: MockData): CompanyReplyTimeSource | null {
  const domainOf = (other: ContactRecord) => other.email?.split('@')[1]?.toLowerCase() ?? null;
  const domain = domainOf(contact);
  if (!domain) return null;
  return {
    domain,
    applications: data.contacts
      .filter((other) => domainOf(other) === domain && data.campaigns.some((c) => c.id === other.campaignId))
      .map((other) => ({
        outcome: outcomeOf(other.outcome),
        emails: emailsOf(data, other.id).map((email) => ({ kind: kindOf(email), sentAt: email.sentAt })),
        replies: repliesOf(other),
      })),
  };
}

export function searchApplicationsOf(data: MockData): SearchApplicationSource[] {
  return data.contacts
    .filter((contact) => data.campaigns.some((c) => c.id === contact.campaignId))
    .map((contact) => {
      const replies = repliesOf(contact);
      return {
        outcome: outcomeOf(contact.outcome ?? contact.outcomeProposed),
        status: contact.status,
        stopReason: (contact.stopReason ?? null) as SequenceStopReason | null,
        interviewAt: contact.interviewAt ?? null,
        confirmedOutcomes: replies.filter((reply) => reply.source !== 'DETECTED').map((reply) => reply.outcome),
        respondedAt: emailsOf(data, contact.id).find((email) => email.respondedAt)?.respondedAt ?? null,
        replies,
        outcomeConfirmedAt: contact.outcomeConfirmedAt ?? null,
        fromPosting: data.campaigns.find((c) => c.id === contact.campaignId)?.jobPostingId != null,
      };
    });
}

export function replyNoteSourceOf(email: EmailRecord, data: MockData): ReplyNoteSource {
  return {
    id: email.id,
    kind: email.kind as ReplyNoteKind,
    status: email.status,
    subject: email.subject,
    body: email.body,
    scheduledFor: email.scheduledFor,
    sentAt: email.sentAt,
    timezone: data.campaigns.find((c) => c.id === email.campaignId)?.timezone ?? 'UTC',
    threadId: email.threadId,
    errorMessage: email.errorMessage,
  };
}

/** The campaign's contacts as figure sources: a contact's reply time is its answered email's, as the api records it. */
export function campaignFigureSourcesOf(data: MockData, campaignId: number): CampaignContactFigureSource[] {
  return data.contacts
    .filter((contact) => contact.campaignId === campaignId)
    .map((contact) => {
      const emails = emailsOf(data, contact.id);
      const sent = emails.flatMap((email) => (email.sentAt ? [email.sentAt] : [])).sort();
      return {
        status: contact.status,
        respondedAt: emails.find((email) => email.respondedAt)?.respondedAt ?? null,
        firstSentAt: sent[0] ?? null,
        openedEmails: emails.filter((email) => email.openedAt).length,
      };
    });
}
