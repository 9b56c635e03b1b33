// What each field resolver costs the database, written next to nothing else so the cost rule (query-cost.rule.ts) and
// its test read one table. A new field resolver that runs statements must be priced here: query-cost.rule.test.ts
// fails on any resolver of a type other than the roots that this table does not name.
import { CHAT_CONVERSATION_LIMITS, MAX_EMAILS_PER_SEQUENCE } from 'contracts';

export type FieldPrice =
  /** Through a request loader: one statement for all the parents at one place of the query. */
  | { kind: 'batched'; loader: string; perRequest?: true }
  /** Its own statements for each parent: refused inside a list (product.md §13). */
  | { kind: 'per-parent'; statements: number }
  /** Worked out from the parent's row: no statement. */
  | { kind: 'free' };

const batched = (loader: string): FieldPrice => ({ kind: 'batched', loader });

/** Fields of the types below the roots that have a resolver of their own, by `Type.field`. */
export const FIELD_PRICES: Readonly<Record<string, FieldPrice>> = {
  'Campaign.contacts': batched('campaignStats'),
  'Campaign.emailsOpened': batched('campaignStats'),
  'Campaign.averageResponseRate': batched('campaignStats'),
  'Campaign.averageResponseTime': batched('campaignStats'),
  'Campaign.sequenceSize': batched('campaignSequenceSize'),
  'Campaign.isDraft': batched('campaignScheduled'),
  'Campaign.nextSendAt': batched('campaignNextSendAt'),
  // Keyed by the caller, the same key wherever it is asked: one statement per request.
  'Campaign.gmailSendingPausedUntil': { kind: 'batched', loader: 'sendingPausedUntil', perRequest: true },
  'Campaign.emailSequences': batched('stepsByCampaign'),
  // The sequence's job posting (its row through campaignById, then the posting): for one sequence's or contact's page.
  'Campaign.jobPosting': { kind: 'per-parent', statements: 1 },
  'EmailSequence.emailAttachments': batched('attachmentsByStep'),
  'Contact.campaign': batched('campaignById'),
  'Contact.campaignEmail': batched('emailsByContact'),
  'Contact.campaignEmails': batched('emailsByContact'),
  'Contact.replyOutcomes': batched('replyOutcomesByContact'),
  'Contact.replyNote': batched('replyNoteByContact'),
  'Contact.replyNoteOffer': { kind: 'free' },
  // A whole read model each (the contact's emails and replies; the company's reply figures over the user's contacts):
  // for one contact's page, never for a list's items.
  'Contact.timeline': { kind: 'per-parent', statements: 1 },
  'Contact.companyReplyTime': { kind: 'per-parent', statements: 1 },
};

/**
 * Statements of a root field (Query, Mutation). Root fields are also metered by the request-rate cap, one request per
 * root field, so these only need to be true on average; a paged list is its page and its count.
 */
export const ROOT_PRICES: Readonly<Record<string, number>> = {
  'Query.contacts': 2,
  'Query.campaigns': 2,
  'Query.campaignEmails': 2,
  'Query.emailAttachments': 2,
  'Query.campaign': 2,
  'Query.contact': 1,
  // The user's and the site's read counters (one upsert each), then the kept posting (insert and its first check
  // time); the read itself is HTTP, metered by those allowances.
  'Mutation.importJobPosting': 4,
};
export const DEFAULT_ROOT_STATEMENTS = 3;

/** At most this many items, whatever `first` asks (the product's own bounds); `Type.field` of the list. */
export const LIST_SIZES: Readonly<Record<string, number>> = {
  'EmailSequenceConnection.edges': MAX_EMAILS_PER_SEQUENCE,
  // The sequence's emails and the notes after a reply (a thank-you, a gracious reply).
  'Contact.campaignEmails': MAX_EMAILS_PER_SEQUENCE + 2,
  'ChatConversation.messages': CHAT_CONVERSATION_LIMITS.maxMessages,
};
/** Items assumed of a list with no page and no bound of its own (a contact's replies, a step's attachments). */
export const DEFAULT_LIST_SIZE = 10;
