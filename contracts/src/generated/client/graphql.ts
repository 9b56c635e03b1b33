/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An instant in time, sent over the wire as an ISO-8601 string in UTC (e.g. "2025-01-31T14:05:00.000Z"). */
  DateTime: { input: string; output: string; }
};

/** A sequence with emails not sent yet that carry a file. */
export type AttachmentSequenceUsage = {
  __typename?: 'AttachmentSequenceUsage';
  campaignId: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

/**
 * The caller's plan for the current calendar month (UTC) and what is left of it (product.md §9).
 * A sequence counts against the month when it is scheduled (createEmailSequence for a contact).
 */
export type BillingOverview = {
  __typename?: 'BillingOverview';
  /** Sequences bought as add-ons for this month. */
  addOnSequences: Scalars['Int']['output'];
  /** The user has a billing account (a purchase was made): the customer portal can be opened. */
  canManageBilling: Scalars['Boolean']['output'];
  /** A second paid plan started while one ran, which we cancelled (in the last 30 days): its plan name; null otherwise. */
  cancelledDuplicatePlan?: Maybe<Scalars['String']['output']>;
  /** When a cancelled paid plan ends (it runs until then); null when it renews. */
  cancelsAt?: Maybe<Scalars['DateTime']['output']>;
  checkout: CheckoutAvailability;
  invoices: Array<Invoice>;
  /** The last renewal payment failed (Stripe retries it): the user should update the payment method. */
  paymentFailed: Scalars['Boolean']['output'];
  /** Calendar month 'YYYY-MM' the figures belong to. */
  period: Scalars['String']['output'];
  /** 'Starter', 'Focused' or 'Relentless' (the names of the plans of product.md §9). */
  planName: Scalars['String']['output'];
  /** Sequences the plan includes per month. */
  planSequences: Scalars['Int']['output'];
  /** When the paid plan renews next; null on the free plan or when it is cancelled (see cancelsAt). */
  renewsAt?: Maybe<Scalars['DateTime']['output']>;
  /** planSequences + addOnSequences. */
  sequencesTotal: Scalars['Int']['output'];
  sequencesUsed: Scalars['Int']['output'];
};

/** A page of the payment provider to send the browser to. */
export type BillingRedirect = {
  __typename?: 'BillingRedirect';
  url: Scalars['String']['output'];
};

/** A follow-up campaign (shown to users as a 'sequence'): settings, ordered email steps and its contact(s). */
export type Campaign = {
  __typename?: 'Campaign';
  /** Share of contacts that replied, as a percent from 0 to 100. */
  averageResponseRate?: Maybe<Scalars['Float']['output']>;
  /** Average time to reply, in hours; null when nobody replied yet. */
  averageResponseTime?: Maybe<Scalars['Float']['output']>;
  /** Number of contacts in the campaign. */
  contacts: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The ordered email steps of the sequence. */
  emailSequences: EmailSequenceConnection;
  /**
   * Sent emails whose open pixel loaded at least once. Approximate: mail privacy proxies (Apple Mail, Gmail's image
   * proxy) load images without a person opening, and images turned off hide real opens.
   */
  emailsOpened: Scalars['Int']['output'];
  /** Number of emails sent so far across all contacts. */
  emailsSent: Scalars['Int']['output'];
  /** When true no email is sent on the recipient's days off (the days outside workWeek). */
  excludeWeekends: Scalars['Boolean']['output'];
  /**
   * While Gmail's daily sending limit holds the owner's Gmail account: when sending resumes. The sequence's emails
   * wait until then and none fails for it. Null when Gmail is not limiting the account.
   */
  gmailSendingPausedUntil?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['Int']['output'];
  /** Active or paused. */
  isActive: Scalars['Boolean']['output'];
  /**
   * True until a contact's sequence is first put on the schedule: the steps may be saved (a draft, e.g. while Gmail is
   * not connected yet) but nothing is planned. Shown as 'Draft'; finished from the sequence's editor.
   */
  isDraft: Scalars['Boolean']['output'];
  /** The job posting the sequence was started from (importJobPosting's id), null when none. */
  jobPosting?: Maybe<SequenceJobPosting>;
  lastEmailSentAt?: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  /**
   * When the campaign's next unsent email is due (the earliest of its scheduled emails), or null when none is planned.
   * Re-planned at once when the zone or the weekend switch changes.
   */
  nextSendAt?: Maybe<Scalars['DateTime']['output']>;
  /** The sending hours' end (exclusive), minutes after local midnight (1020 = 17:00); at least 2 hours after the start. */
  sendWindowEnd: Scalars['Int']['output'];
  /** The sending hours' start, minutes after local midnight (540 = 9:00). */
  sendWindowStart: Scalars['Int']['output'];
  /** Number of email steps in the sequence. */
  sequenceSize: Scalars['Int']['output'];
  /** IANA timezone the sending window (working hours) is computed in, e.g. America/New_York. */
  timezone: Scalars['String']['output'];
  /** Where the zone came from; null for sequences made before it was kept (screens then infer it). */
  timezoneSource?: Maybe<TimezoneSource>;
  /** Whether sent emails carry an open-tracking pixel. */
  trackOpens: Scalars['Boolean']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** The recipient's work week: the one chosen, else the zone's country's (workWeekChosen false). */
  workWeek: WorkWeek;
  /** True when the user picked the work week; false while it follows the zone. */
  workWeekChosen: Scalars['Boolean']['output'];
};


/** A follow-up campaign (shown to users as a 'sequence'): settings, ordered email steps and its contact(s). */
export type CampaignEmailSequencesArgs = {
  pagination?: InputMaybe<PaginationInput>;
  sort?: InputMaybe<EmailSequenceSortInput>;
};

export type CampaignConnection = {
  __typename?: 'CampaignConnection';
  edges: Array<CampaignEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

/**
 * Result of the `campaign` query: the campaign (null when it does not exist or is not the caller's) and the contact
 * picked by `contactFilter` (null when none matches, e.g. id -1).
 */
export type CampaignDetail = {
  __typename?: 'CampaignDetail';
  campaign?: Maybe<Campaign>;
  contact?: Maybe<Contact>;
};

export type CampaignEdge = {
  __typename?: 'CampaignEdge';
  cursor: Scalars['String']['output'];
  node: Campaign;
};

/** One email of a sequence for one contact: scheduled, sent, opened or replied to. */
export type CampaignEmail = {
  __typename?: 'CampaignEmail';
  bcc?: Maybe<Scalars['String']['output']>;
  body: Scalars['String']['output'];
  campaignId: Scalars['Int']['output'];
  contactId: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  errorMessage?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  kind: CampaignEmailKind;
  openedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Opens the sent email in Outlook on the web (Outlook's own link, kept when the mailbox may read headers); else null. */
  outlookWebLink?: Maybe<Scalars['String']['output']>;
  /** 1-based position of the step in the sequence. */
  position: Scalars['Int']['output'];
  respondedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When this email is due to go out (inside the sending window). */
  scheduledFor?: Maybe<Scalars['DateTime']['output']>;
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  status: CampaignEmailStatus;
  subject: Scalars['String']['output'];
  /** Gmail thread id once sent. */
  threadId?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

export type CampaignEmailConnection = {
  __typename?: 'CampaignEmailConnection';
  edges: Array<CampaignEmailEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type CampaignEmailEdge = {
  __typename?: 'CampaignEmailEdge';
  cursor: Scalars['String']['output'];
  node: CampaignEmail;
};

export type CampaignEmailFilterInput = {
  campaignId?: InputMaybe<Scalars['Int']['input']>;
  contactId?: InputMaybe<Scalars['Int']['input']>;
};

/** What a campaign email is: a step of the sequence, or a note the user approved after a reply. */
export type CampaignEmailKind =
  | 'GRACIOUS_REPLY'
  | 'SEQUENCE'
  | 'THANK_YOU';

export type CampaignEmailSortField =
  | 'createdAt'
  | 'position'
  | 'scheduledFor'
  | 'sentAt';

export type CampaignEmailSortInput = {
  direction: SortDirection;
  field: CampaignEmailSortField;
};

/** Delivery state of one email to one contact. */
export type CampaignEmailStatus =
  | 'ERROR'
  /** Not sent because the sequence stopped (reply, pause or end). */
  | 'NO_RESPONSE'
  | 'OPENED'
  /** The contact replied. */
  | 'RECEIVED'
  | 'SCHEDULED'
  | 'SENT';

export type CampaignFilterInput = {
  id?: InputMaybe<Scalars['Int']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** Case-insensitive match on the campaign name. */
  search?: InputMaybe<Scalars['String']['input']>;
};

export type CampaignSortField =
  | 'createdAt'
  | 'lastEmailSentAt'
  | 'name'
  | 'updatedAt';

export type CampaignSortInput = {
  direction: SortDirection;
  field: CampaignSortField;
};

/** A cancelled note: what the user is told. */
export type CancelReplyNoteResult = {
  __typename?: 'CancelReplyNoteResult';
  kind: ReplyNoteKind;
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

/** The user's current Reply Engine conversation. */
export type ChatConversation = {
  __typename?: 'ChatConversation';
  /**
   * What the conversation has gathered so far (profile URL, contact found, role, resume id, drafted emails, the
   * campaign it created), as a JSON document the chat owns. At most 100,000 characters.
   */
  context: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  messages: Array<ChatMessage>;
  /** Spec §4 chat steps: 0 LinkedIn URL, 1 about-me, 2 role and company, 3 generating, 4 sequence shown. */
  step: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** One message of the conversation (product.md §3: id, role, content, timestamp). */
export type ChatMessage = {
  __typename?: 'ChatMessage';
  content: Scalars['String']['output'];
  id: Scalars['String']['output'];
  role: ChatRole;
  timestamp: Scalars['DateTime']['output'];
};

export type ChatMessageInput = {
  /** At most 20,000 characters. */
  content: Scalars['String']['input'];
  id: Scalars['String']['input'];
  role: ChatRole;
  timestamp: Scalars['DateTime']['input'];
};

/** Who wrote a chat message (product.md §3 Chat message: role bot or user). */
export type ChatRole =
  | 'bot'
  | 'user';

/** Which products can be bought (createCheckoutSession): false when the deployment has no price for it. */
export type CheckoutAvailability = {
  __typename?: 'CheckoutAvailability';
  addOn10: Scalars['Boolean']['output'];
  addOn25: Scalars['Boolean']['output'];
  focused: Scalars['Boolean']['output'];
  relentless: Scalars['Boolean']['output'];
};

/** What a Checkout Session sells; the value is Stripe's metadata.product. */
export type CheckoutProduct =
  | 'addon_10'
  | 'addon_25'
  | 'focused'
  | 'relentless';

/** How fast a company answers this user, from the user's own history (contacts at the same company domain). */
export type CompanyReplyTime = {
  __typename?: 'CompanyReplyTime';
  /** How many of the user's applications at that company got a reply (the figure's sample). */
  applications: Scalars['Int']['output'];
  /** The company as named from its domain ('Globex' for globex.com). */
  company: Scalars['String']['output'];
  /** 'Globex usually replies in about 2 days (from your 3 applications)'. */
  label: Scalars['String']['output'];
  /** Median hours between the first email sent and the first real reply. */
  medianHours: Scalars['Float']['output'];
};

/** The recipient of a campaign (a recruiter or hiring manager). */
export type Contact = {
  __typename?: 'Contact';
  /** The day the user applied for the role (YYYY-MM-DD), when given. */
  appliedAt?: Maybe<Scalars['String']['output']>;
  campaign?: Maybe<Campaign>;
  /** The most recent email (sent or scheduled) to this contact. */
  campaignEmail?: Maybe<CampaignEmail>;
  /** Every email to this contact, ordered by position. */
  campaignEmails: Array<CampaignEmail>;
  campaignId: Scalars['Int']['output'];
  /** The company's typical reply time from the user's history; null before any reply there or for free-mail addresses. */
  companyReplyTime?: Maybe<CompanyReplyTime>;
  createdAt: Scalars['DateTime']['output'];
  /** Null while the email of a LinkedIn contact is still unknown. */
  email?: Maybe<Scalars['String']['output']>;
  emailsSent: Scalars['Int']['output'];
  errorMessage?: Maybe<Scalars['String']['output']>;
  firstName: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** When the interview is, when the user gave it (or a calendar invitation named it). */
  interviewAt?: Maybe<Scalars['DateTime']['output']>;
  /** False pauses sending to this contact. */
  isActive: Scalars['Boolean']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  linkedInUrl?: Maybe<Scalars['String']['output']>;
  /** Number of emails the sequence will send to this contact. */
  maxEmails: Scalars['Int']['output'];
  /** The return date of the latest out-of-office notice (YYYY-MM-DD); the next email goes the first business day after. */
  outOfOfficeUntil?: Maybe<Scalars['String']['output']>;
  /** What the reply means, as the user confirmed or set it; null until then. */
  outcome?: Maybe<ReplyOutcome>;
  /** When the user confirmed or set the outcome. */
  outcomeConfirmedAt?: Maybe<Scalars['DateTime']['output']>;
  /** What the product guessed from the reply's headers, waiting for the user to confirm (null when nothing was detected). */
  outcomeProposed?: Maybe<ReplyOutcome>;
  /** Why the product paused the follow-ups (isActive false); null while they run or when the user paused them. */
  pauseReason?: Maybe<ContactPauseReason>;
  /** The note the user approved (scheduled, sent or failed); null before approval. */
  replyNote?: Maybe<ReplyNote>;
  /** The note the reply's outcome calls for (interview: THANK_YOU, not moving forward: GRACIOUS_REPLY); null otherwise. */
  replyNoteOffer?: Maybe<ReplyNoteKind>;
  /** Every reply's outcome, oldest first. */
  replyOutcomes: Array<ReplyOutcomeEvent>;
  /** Until when a reply the user marked can be undone (the next email's would-be send); null when it cannot. */
  replyUndoUntil?: Maybe<Scalars['DateTime']['output']>;
  status: ContactStatus;
  /** Why the sequence stopped early; null while it runs or once every email went out. */
  stopReason?: Maybe<SequenceStopReason>;
  /** What happened in this application, oldest first (one contact's page; not for lists). */
  timeline: Array<TimelineEvent>;
  updatedAt: Scalars['DateTime']['output'];
  /** When the user wrote to the contact by hand (the message's time), or told us so from a heads-up email. */
  wroteByHandAt?: Maybe<Scalars['DateTime']['output']>;
};

export type ContactConnection = {
  __typename?: 'ContactConnection';
  edges: Array<ContactEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type ContactEdge = {
  __typename?: 'ContactEdge';
  cursor: Scalars['String']['output'];
  node: Contact;
};

export type ContactFilterInput = {
  campaignId?: InputMaybe<Scalars['Int']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  /** Case-insensitive match on email, first or last name. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** Why the product paused a contact's follow-ups (contracts' CONTACT_PAUSE_REASONS). */
export type ContactPauseReason =
  /** The sequence's job posting closed (the daily re-check): the follow-ups hold until 'Send anyway' or 'Stop'. */
  | 'POSTING_CLOSED'
  /** A message the user wrote in the contact's thread themselves was read in Gmail (headers tier). */
  | 'WROTE_BY_HAND'
  /** The user said so from a heads-up email's link (send-only tier). */
  | 'WROTE_BY_HAND_TOLD';

export type ContactSortField =
  | 'createdAt'
  | 'emailsSent'
  | 'firstName'
  | 'updatedAt';

export type ContactSortInput = {
  direction: SortDirection;
  field: ContactSortField;
};

/** Progress of a contact through its campaign's sequence. */
export type ContactStatus =
  /** Sending failed; see errorMessage. */
  | 'ERROR'
  /** Sequence running (or not started yet). */
  | 'IN_PROGRESS'
  /** Every email of the sequence went out without a reply. */
  | 'NO_RESPONSE'
  /** The contact replied (or the user marked it as replied); sending stopped. */
  | 'RESPONDED';

export type CreateCampaignInput = {
  excludeWeekends: Scalars['Boolean']['input'];
  /** Defaults to true. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /**
   * The caller's imported job posting (ImportedJobPosting.id) this sequence starts from: kept with it, re-checked
   * daily while follow-ups remain. Another user's id is refused as not found.
   */
  jobPostingId?: InputMaybe<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
  /** Defaults to 1020 (17:00). */
  sendWindowEnd?: InputMaybe<Scalars['Int']['input']>;
  /** Defaults to 540 (9:00). Hours on a quarter hour, at least 2 hours wide (BAD_USER_INPUT otherwise). */
  sendWindowStart?: InputMaybe<Scalars['Int']['input']>;
  timezone: Scalars['String']['input'];
  /** Where the zone came from (the proposal's source, or CHOSEN once the user picked one); null when not said. */
  timezoneSource?: InputMaybe<TimezoneSource>;
  /** Defaults to false: the pixel tells little and can hurt (product.md §10). */
  trackOpens?: InputMaybe<Scalars['Boolean']['input']>;
  /** Omitted: the work week of the zone's country. */
  workWeek?: InputMaybe<WorkWeek>;
};

export type CreateCampaignPayload = {
  __typename?: 'CreateCampaignPayload';
  /** The created campaign; null when success is false. */
  campaign?: Maybe<Campaign>;
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

export type CreateContactInput = {
  /** The day the user applied for the role (YYYY-MM-DD), optional. */
  appliedAt?: InputMaybe<Scalars['String']['input']>;
  campaignId: Scalars['Int']['input'];
  /** Required unless linkedInUrl is given. */
  email?: InputMaybe<Scalars['String']['input']>;
  firstName: Scalars['String']['input'];
  lastName?: InputMaybe<Scalars['String']['input']>;
  linkedInUrl?: InputMaybe<Scalars['String']['input']>;
};

export type CreateContactPayload = {
  __typename?: 'CreateContactPayload';
  contact?: Maybe<Contact>;
  /** Whether the user has granted Gmail send permission (false: the UI asks to connect Gmail). */
  hasPermission: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

export type CreateEmailAttachmentInput = {
  fileName: Scalars['String']['input'];
  fileSize: Scalars['Int']['input'];
  fileType: Scalars['String']['input'];
  /** The uploadLocation returned by generateSignedUrl. */
  fileUrl: Scalars['String']['input'];
};

export type CreateEmailAttachmentPayload = {
  __typename?: 'CreateEmailAttachmentPayload';
  emailAttachment: EmailAttachment;
};

export type CreateEmailSequenceInput = {
  /** 1 to 3 steps; replaces the campaign's current steps. */
  emails: Array<EmailSequenceStepInput>;
};

export type CreateEmailSequencePayload = {
  __typename?: 'CreateEmailSequencePayload';
  /** Number of steps saved. */
  count: Scalars['Int']['output'];
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

export type DeleteEmailAttachmentPayload = {
  __typename?: 'DeleteEmailAttachmentPayload';
  /** True when the file is gone from the library and from storage. */
  deleted: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  /**
   * Sequences whose emails not sent yet carry the file. When not empty and detachFromSequences was not true, nothing
   * was deleted: ask the user (message names them), then call again with detachFromSequences: true.
   */
  usedBy: Array<AttachmentSequenceUsage>;
};

/** A file (PDF, DOC or DOCX, at most 5 MB) in the user's attachment library. */
export type EmailAttachment = {
  __typename?: 'EmailAttachment';
  createdAt: Scalars['DateTime']['output'];
  fileName: Scalars['String']['output'];
  /** Size in bytes. */
  fileSize: Scalars['Int']['output'];
  /** MIME type. */
  fileType: Scalars['String']['output'];
  id: Scalars['Int']['output'];
};

export type EmailAttachmentConnection = {
  __typename?: 'EmailAttachmentConnection';
  edges: Array<EmailAttachmentEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type EmailAttachmentEdge = {
  __typename?: 'EmailAttachmentEdge';
  cursor: Scalars['String']['output'];
  node: EmailAttachment;
};

export type EmailAttachmentFilterInput = {
  /** Case-insensitive match on the file name. */
  search?: InputMaybe<Scalars['String']['input']>;
};

export type EmailAttachmentSortField =
  | 'createdAt'
  | 'fileName'
  | 'fileSize';

export type EmailAttachmentSortInput = {
  direction: SortDirection;
  field: EmailAttachmentSortField;
};

/**
 * How sure the email finder is that a found address reaches the person: VERIFIED (the provider checked the mailbox),
 * LIKELY (a strong match, not checked), GUESSED (made from a pattern or a weak match), UNKNOWN (the provider did not say).
 */
export type EmailConfidence =
  | 'GUESSED'
  | 'LIKELY'
  | 'UNKNOWN'
  | 'VERIFIED';

/** One step (mail) of a campaign's sequence: the template every contact of the campaign receives. */
export type EmailSequence = {
  __typename?: 'EmailSequence';
  /** May contain the placeholders {{your_name}} and {{contact_first_name}}. */
  body: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Days to wait after the previous step; always 0 for the first step. */
  daysDelay: Scalars['Int']['output'];
  emailAttachments: Array<EmailAttachment>;
  id: Scalars['Int']['output'];
  /** True when the NEXT step replies in the same Gmail thread. */
  nextMailInThread: Scalars['Boolean']['output'];
  /** 1-based position in the sequence. */
  position: Scalars['Int']['output'];
  subject: Scalars['String']['output'];
};

export type EmailSequenceConnection = {
  __typename?: 'EmailSequenceConnection';
  edges: Array<EmailSequenceEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type EmailSequenceEdge = {
  __typename?: 'EmailSequenceEdge';
  cursor: Scalars['String']['output'];
  node: EmailSequence;
};

export type EmailSequenceSortField =
  | 'createdAt'
  | 'position';

export type EmailSequenceSortInput = {
  direction: SortDirection;
  field: EmailSequenceSortField;
};

export type EmailSequenceStepInput = {
  /** EmailAttachment ids. */
  attachments?: InputMaybe<Array<Scalars['Int']['input']>>;
  body: Scalars['String']['input'];
  daysDelay: Scalars['Int']['input'];
  nextMailInThread: Scalars['Boolean']['input'];
  position: Scalars['Int']['input'];
  subject: Scalars['String']['input'];
};

export type GenerateJobEmailsPayload = {
  __typename?: 'GenerateJobEmailsPayload';
  /** Null when success is false. */
  data?: Maybe<GeneratedJobEmails>;
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

export type GenerateSignedUrlInput = {
  fileName: Scalars['String']['input'];
  /**
   * Size in bytes, at most 5 MB. When given, the URL is signed for exactly this Content-Length, so storage refuses
   * a different body. Optional for older clients (their size is checked when the file is registered).
   */
  fileSize?: InputMaybe<Scalars['Int']['input']>;
  /** MIME type; only PDF, DOC and DOCX are accepted. The PUT must carry exactly this Content-Type. */
  fileType: Scalars['String']['input'];
};

export type GeneratedEmail = {
  __typename?: 'GeneratedEmail';
  body: Scalars['String']['output'];
  subject: Scalars['String']['output'];
};

/** The three drafted emails (field names as the email writer returns them). */
export type GeneratedJobEmails = {
  __typename?: 'GeneratedJobEmails';
  email_1: GeneratedEmail;
  follow_up_1: GeneratedEmail;
  follow_up_2: GeneratedEmail;
};

/** How much of Gmail the user lets the product use. */
export type GmailAccessTier =
  /** gmail.send + gmail.metadata (headers only, never bodies): sequences stop by themselves when someone replies. */
  | 'SEND_AND_DETECT_REPLIES'
  /** gmail.send only: the inbox is never seen; replies are caught by heads-up emails and 'Mark as replied'. */
  | 'SEND_ONLY';

/** Settings › Email Permissions: the connected Gmail account and its tier. */
export type GmailConnection = {
  __typename?: 'GmailConnection';
  /** A live grant with gmail.send. */
  connected: Scalars['Boolean']['output'];
  /** The Gmail address emails are sent from (also set while a revoked grant waits to be reconnected). */
  googleEmail?: Maybe<Scalars['String']['output']>;
  /** The grant was revoked or expired: scheduled emails wait with 'Reconnect Gmail to resume'. */
  needsReconnect: Scalars['Boolean']['output'];
  tier?: Maybe<GmailAccessTier>;
};

/** Summary figures for /dashboard/home. */
export type HomeDashboard = {
  __typename?: 'HomeDashboard';
  /** Number of active campaigns. */
  campaigns: Scalars['Int']['output'];
  contacts: Scalars['Int']['output'];
  emailSent: Scalars['Int']['output'];
  /** The user's id. */
  id: Scalars['ID']['output'];
  /** searchSummary's funnel.replies as a whole percent of its applications (one definition of a reply), 0 to 100. */
  responseRate: Scalars['Float']['output'];
};

/**
 * What the product read from a pasted job posting. Every text is bounded (contracts JOB_POSTING_BOUNDS); the user
 * corrects any of it before it is used.
 */
export type ImportedJobPosting = {
  __typename?: 'ImportedJobPosting';
  /** Null for a careers page read from its HTML. */
  ats?: Maybe<PostingAts>;
  company?: Maybe<Scalars['String']['output']>;
  /** The company's own domain when the posting names it ('acme.com'), never a job board's. */
  companyDomain?: Maybe<Scalars['String']['output']>;
  confidence: JobPostingConfidence;
  datePosted?: Maybe<Scalars['DateTime']['output']>;
  /** The posting's text, stripped of HTML, at most JOB_POSTING_BOUNDS.excerpt characters (for drafting later). */
  excerpt: Scalars['String']['output'];
  /**
   * The import the server keeps (the caller's own): createCampaign's jobPostingId links the sequence to it, so the
   * sequence keeps what the server read, never what a client sends.
   */
  id: Scalars['Int']['output'];
  location?: Maybe<Scalars['String']['output']>;
  /**
   * The posting's sentence asking candidates not to contact recruiters ('No calls or emails, please.'), quoted in a
   * warning before scheduling; null when it has none.
   */
  noContactSentence?: Maybe<Scalars['String']['output']>;
  /**
   * The recipient's zone guessed from the job's location (IANA), null for a remote job, a place the product does not
   * know, or a country with several zones and no city. A guess: screens say so and the user can change it.
   */
  proposedTimezone?: Maybe<Scalars['String']['output']>;
  /** True: remote; false: on-site or hybrid as stated; null: not stated. */
  remote?: Maybe<Scalars['Boolean']['output']>;
  role?: Maybe<Scalars['String']['output']>;
  /** The posting's own address, as pasted and parsed. */
  url: Scalars['String']['output'];
  validThrough?: Maybe<Scalars['DateTime']['output']>;
};

export type Invoice = {
  __typename?: 'Invoice';
  amountCents: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
  description: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  issuedAt: Scalars['DateTime']['output'];
  /** 'paid' or 'failed'. */
  status: Scalars['String']['output'];
  /** The payment provider's hosted invoice page, when it gives one. */
  url?: Maybe<Scalars['String']['output']>;
};

/** Why the re-check found a posting closed. */
export type JobPostingClosedReason =
  /** The ATS no longer lists the job. */
  | 'ATS_CLOSED'
  /** The ATS or the page answered 404/410. */
  | 'NOT_FOUND'
  /** The page says the job is no longer available. */
  | 'PAGE_SAYS_CLOSED'
  /** The posting's validThrough (or application deadline) passed. */
  | 'VALID_THROUGH_PASSED';

/** How sure the read is: HIGH from an ATS API or the page's schema.org JobPosting data, LOW guessed from the page's title. */
export type JobPostingConfidence =
  | 'HIGH'
  | 'LOW';

export type JobPostingImportFailure = {
  __typename?: 'JobPostingImportFailure';
  message: Scalars['String']['output'];
  reason: JobPostingImportFailureReason;
  /** When the user may try again (RATE_LIMITED only). */
  retryAt?: Maybe<Scalars['DateTime']['output']>;
};

/** Why a posting could not be imported. The message is the one line the user sees; the flow goes on by hand. */
export type JobPostingImportFailureReason =
  /** Not an http(s) address, or not one the product may read. */
  | 'BAD_URL'
  /** The job is closed (the board no longer lists it, its end date passed, or the page says so). */
  | 'CLOSED'
  /** The user's allowance of reads, or the site's, is spent for now (retryAt says when). */
  | 'RATE_LIMITED'
  /** The site did not answer in time, or answered with an error. */
  | 'UNREACHABLE'
  /** Read, but no job posting was found on the page (or the site does not allow reading it). */
  | 'UNREADABLE';

/** Exactly one of posting and failure is set. */
export type JobPostingImportPayload = {
  __typename?: 'JobPostingImportPayload';
  failure?: Maybe<JobPostingImportFailure>;
  posting?: Maybe<ImportedJobPosting>;
};

/** Whether a sequence's job posting is still open, as its latest read said. */
export type JobPostingStatus =
  /** Closed: the sequence's remaining follow-ups hold until the user chooses 'Send anyway' or 'Stop'. */
  | 'CLOSED'
  | 'OPEN';

/** Email and name found for a LinkedIn profile. */
export type LinkedInDetails = {
  __typename?: 'LinkedInDetails';
  email: Scalars['String']['output'];
  /** Whether the address was verified or is a guess, shown to the user before anything is sent to it. */
  emailConfidence: EmailConfidence;
  name?: Maybe<Scalars['String']['output']>;
};

/** Settings: the user's one connected mailbox, whichever provider (gmailConnection stays for Gmail-only screens). */
export type MailConnection = {
  __typename?: 'MailConnection';
  /** The address emails are sent from (also set while a revoked grant waits to be reconnected). */
  address?: Maybe<Scalars['String']['output']>;
  /** A live grant that may send. */
  connected: Scalars['Boolean']['output'];
  /** The grant was revoked, expired or disconnected: scheduled emails wait for a reconnect. */
  needsReconnect: Scalars['Boolean']['output'];
  /** Absent when no mailbox was ever connected. */
  provider?: Maybe<MailProvider>;
  /** SEND_AND_DETECT_REPLIES when the grant may read headers (gmail.metadata, Mail.ReadBasic). */
  tier?: Maybe<GmailAccessTier>;
};

/** Whether the user granted the Gmail send permission (scope gmail.send). */
export type MailPermission = {
  __typename?: 'MailPermission';
  hasPermission: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
};

/** Which provider the user's mailbox is at: GMAIL (Google) or OUTLOOK (Outlook.com, Hotmail, Live, Microsoft 365). */
export type MailProvider =
  | 'GMAIL'
  | 'OUTLOOK';

/** Generic result of a mutation whose expected failures come back as data. */
export type MessagePayload = {
  __typename?: 'MessagePayload';
  /** Human-readable outcome, shown to the user as is. */
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

/** Root mutation type. Every domain file adds its fields with `extend type Mutation`. */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Approves the (possibly edited) note: it is scheduled in the sequence's Gmail thread (THANK_YOU the next business
   * morning after the interview, GRACIOUS_REPLY within the recipient's next working hour) and sent once.
   */
  approveReplyNote: ReplyNote;
  /**
   * Cancels the contact's approved note while it is SCHEDULED and the send worker has not taken it: nothing is sent, and
   * the outcome offers the note again. BAD_USER_INPUT once it went or is going out.
   */
  cancelReplyNote: CancelReplyNoteResult;
  /** The Stripe customer portal (change or cancel the plan, payment method, invoices). BAD_USER_INPUT before any purchase. */
  createBillingPortalSession: BillingRedirect;
  createCampaign: CreateCampaignPayload;
  /**
   * Starts a Stripe Checkout for a paid plan (subscription) or an add-on (one-time); returns the page to open.
   * BAD_USER_INPUT when the product cannot be bought now (not configured, already on the plan, or a plan change that
   * belongs in the customer portal).
   */
  createCheckoutSession: BillingRedirect;
  createContact: CreateContactPayload;
  /**
   * Fails with a GraphQL error (BAD_USER_INPUT) for an unsupported type, a file over 5 MB, or stored bytes that are
   * not a PDF, DOC or DOCX (such an upload is deleted from storage).
   */
  createEmailAttachment: CreateEmailAttachmentPayload;
  /** Saves the sequence and schedules it for the campaign's active contacts. */
  createEmailSequence: CreateEmailSequencePayload;
  deleteCampaign: MessagePayload;
  deleteContact: MessagePayload;
  /**
   * Deletes one of the caller's files: the stored object and the library entry. A file on emails not sent yet is only
   * deleted (and taken off those emails) with detachFromSequences: true; otherwise the answer lists the sequences.
   * Fails with NOT_FOUND for a file that is not the caller's.
   */
  deleteEmailAttachment: DeleteEmailAttachmentPayload;
  /** Revokes the grant at Google and forgets the tokens; scheduled emails wait with 'Reconnect Gmail to resume'. */
  disconnectGmail: MessagePayload;
  /**
   * Forgets the connected mailbox's tokens, whichever provider (Gmail's grant is also revoked at Google; Microsoft has
   * no revocation for one refresh token). Scheduled emails wait for a reconnect.
   */
  disconnectMailbox: MessagePayload;
  /**
   * Moves to send-only: the token is revoked at Google (a grant cannot shed a scope) and the consent for gmail.send
   * alone starts; the answer carries its URL. Polling stops at once.
   */
  downgradeGmailToSendOnly: StartGoogleAuthFlowPayload;
  /** Drafts an initial email and two follow-ups for a job application. */
  generateJobEmails: GenerateJobEmailsPayload;
  /** Fails with a GraphQL error (BAD_USER_INPUT) for an unsupported file type or a fileSize over 5 MB. */
  generateSignedUrl: SignedUrlPayload;
  /**
   * Reads the job posting at a pasted URL (Greenhouse, Lever, Ashby, Workable, SmartRecruiters, or a careers page with
   * schema.org JobPosting data) for the wizard and the Reply Engine: role, company and a zone guess to fill in. Spends
   * one read of the user's allowance (JOB_POSTING_READ_LIMITS). Signed-in users only.
   */
  importJobPosting: JobPostingImportPayload;
  /**
   * Looks up the email behind a LinkedIn profile URL. When none is found it fails with the GraphQL error
   * 'Email not found. Please check the LinkedIn URL or enter email manually'.
   */
  linkedInDetailsFetcher: LinkedInDetails;
  /** Asks for early access for an email address (public, no session needed). */
  raiseAccessRequest: MessagePayload;
  /**
   * After a failure notice whose reason could not be read (stop reason BOUNCED_REASON_UNKNOWN): the email that bounced
   * goes again, as a new send (the bounced one was not delivered), and the sequence goes on from it. With email, the
   * contact's address is corrected first (the contact rules apply) and the email goes to the new address.
   * Errors: NOT_FOUND (not the caller's contact), BAD_USER_INPUT (no such bounce to retry, a refused address).
   */
  resendBouncedEmail: SendNowPayload;
  /**
   * Resumes follow-ups the product paused (pauseReason) or the user paused: the next one is re-planned inside the
   * sending window (an overdue one goes at the window's next opening).
   */
  resumeFollowUps: UpdateContactPayload;
  /** Saves the current conversation whole (it replaces the stored one). */
  saveChatConversation: ChatConversation;
  /**
   * Saves the steps as a draft (the wizard's autosave): same bounds as createEmailSequence, but nobody is scheduled,
   * and neither Gmail nor sequence quota is needed. Refused once the campaign has emails (its sequence is running).
   */
  saveSequenceDraft: CreateEmailSequencePayload;
  /**
   * 'Send anyway': the sequence's follow-ups held because its job posting closed resume, re-planned inside the sending
   * window as a resume does (an overdue one goes at the window's next opening). The recipient rules apply.
   */
  sendAnywayAfterPostingClosed: PostingHoldPayload;
  /**
   * 'Send now' (product.md §10): the next scheduled email of a running contact becomes due at once, skipping the
   * follow-up wait and the working-hours window; the daily limits, a reply, a pause and never-twice still apply.
   * emailId, when given, is the email the user saw: refused if it is no longer the next one waiting.
   * Errors: NOT_FOUND (not the caller's contact), BAD_USER_INPUT (not running, nothing waiting).
   */
  sendNextEmailNow: SendNowPayload;
  /** Sends the email to the user's own address from their Gmail. */
  sendTestEmail: SendTestEmailPayload;
  /**
   * Confirms or sets what the contact's reply means, in every tier. INTERVIEW_INVITE stops every running sequence of
   * the caller at the contact's company domain (free-mail domains excepted); NOT_MOVING_FORWARD and the other answers
   * stop the sequence; APPLICATION_RECEIVED / OUT_OF_OFFICE on a sequence stopped as a reply resume it.
   */
  setContactOutcome: UpdateContactPayload;
  /**
   * Starts the Gmail consent (gmail.send; with detectReplies also gmail.metadata, headers only). Google returns to
   * returnTo (a path on this site; default /dashboard/settings), so the user comes back to the page and step they left.
   */
  startGoogleAuthFlow: StartGoogleAuthFlowPayload;
  /** Starts over: the current conversation is cleared ('New conversation'). */
  startNewChatConversation: Scalars['Boolean']['output'];
  /**
   * Starts connecting Outlook (Mail.Send; with detectReplies also Mail.ReadBasic, headers without bodies). Microsoft
   * returns to returnTo (a path on this site; default /dashboard/settings). It replaces a connected Gmail.
   */
  startOutlookConnection: StartOutlookConnectionPayload;
  /** 'Stop': the sequence's follow-ups held because its job posting closed are dropped; nothing more is sent. */
  stopAfterPostingClosed: PostingHoldPayload;
  /**
   * Moves a connected Outlook to send-only. Microsoft keeps the permissions a user consented to and cannot take one back
   * from an app, so the stored grant loses Mail.ReadBasic here: nothing reads the mailbox from then on, sending goes on
   * without a reconnect, and the next token refresh asks for Mail.Send alone. Microsoft still lists the permission until
   * the user removes the app in their Microsoft account. Going back to detecting replies is startOutlookConnection with
   * detectReplies. success is false when no Outlook is connected.
   */
  switchOutlookToSendOnly: MessagePayload;
  /**
   * Takes back a reply the user marked by hand ('Mark as replied'): the sequence resumes as it was, allowed only
   * until the next email's would-be send (replyUndoUntil).
   */
  undoMarkReplied: UpdateContactPayload;
  /** Fails with a GraphQL error (NOT_FOUND) when the campaign is not the caller's. */
  updateCampaign: Campaign;
  updateContact: UpdateContactPayload;
  updateNotificationPreferences: NotificationPreferences;
  /**
   * Changes the subject and body of the contact's approved note while it is SCHEDULED and the send worker has not taken
   * it (the approval's rules apply). BAD_USER_INPUT once it went or is going out.
   */
  updateReplyNote: ReplyNote;
};


/** Root mutation type. Every domain file adds its fields with `extend type Mutation`. */
export type MutationApproveReplyNoteArgs = {
  body: Scalars['String']['input'];
  contactId: Scalars['Int']['input'];
  kind: ReplyNoteKind;
  subject: Scalars['String']['input'];
};


/** Root mutation type. Every domain file adds its fields with `extend type Mutation`. */
export type MutationCancelReplyNoteArgs = {
  contactId: Scalars['Int']['input'];
};


/** Root mutation type. Every domain file adds its fields with `extend type Mutation`. */
export type MutationCreateCampaignArgs = {
  data: CreateCampaignInput;
};


/** Root mutation type. Every domain file adds its fields with `extend type Mutation`. */
export type MutationCreateCheckoutSessionArgs = {
  product: CheckoutProduct;
};


/** Root mutation type. Every domain file adds its fields with `extend type Mutation`. */
export type MutationCreateContactArgs = {
  data: CreateContactInput;
};


/** Root mutation type. Every domain file adds its fields with `extend type Mutation`. */
export type MutationCreateEmailAttachmentArgs = {
  data: CreateEmailAttachmentInput;
};


/** Root mutation type. Every domain file adds its fields with `extend type Mutation`. */
export type MutationCreateEmailSequenceArgs = {
  campaignId: Scalars['Int']['input'];
  data: CreateEmailSequenceInput;
};


/** Root mutation type. Every domain file adds its fields with `extend type Mutation`. */
export type MutationDeleteCampaignArgs = {
  id: Scalars['Int']['input'];
};


/** Root mutation type. Every domain file adds its fields with `extend type Mutation`. */
export type MutationDeleteContactArgs = {
  id: Scalars['Int']['input'];
};


/** Root mutation type. Every domain file adds its fields with `extend type Mutation`. */
export type MutationDeleteEmailAttachmentArgs = {
  detachFromSequences?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['Int']['input'];
};


/** Root mutation type. Every domain file adds its fields with `extend type Mutation`. */
export type MutationDowngradeGmailToSendOnlyArgs = {
  returnTo?: InputMaybe<Scalars['String']['input']>;
};


/** Root mutation type. Every domain file adds its fields with `extend type Mutation`. */
export type MutationGenerateJobEmailsArgs = {
  aboutMe?: InputMaybe<Scalars['String']['input']>;
  attachmentId?: InputMaybe<Scalars['Int']['input']>;
  hiringManagerName: Scalars['String']['input'];
  jobPostingId?: InputMaybe<Scalars['Int']['input']>;
  jobRole: Scalars['String']['input'];
};


/** Root mutation type. Every domain file adds its fields with `extend type Mutation`. */
export type MutationGenerateSignedUrlArgs = {
  data: GenerateSignedUrlInput;
};


/** Root mutation type. Every domain file adds its fields with `extend type Mutation`. */
export type MutationImportJobPostingArgs = {
  url: Scalars['String']['input'];
};


/** Root mutation type. Every domain file adds its fields with `extend type Mutation`. */
export type MutationLinkedInDetailsFetcherArgs = {
  linkedInUrl: Scalars['String']['input'];
};


/** Root mutation type. Every domain file adds its fields with `extend type Mutation`. */
export type MutationRaiseAccessRequestArgs = {
  email: Scalars['String']['input'];
};


/** Root mutation type. Every domain file adds its fields with `extend type Mutation`. */
export type MutationResendBouncedEmailArgs = {
  contactId: Scalars['Int']['input'];
  email?: InputMaybe<Scalars['String']['input']>;
};


/** Root mutation type. Every domain file adds its fields with `extend type Mutation`. */
export type MutationResumeFollowUpsArgs = {
  contactId: Scalars['Int']['input'];
};


/** Root mutation type. Every domain file adds its fields with `extend type Mutation`. */
export type MutationSaveChatConversationArgs = {
  data: SaveChatConversationInput;
};


/** Root mutation type. Every domain file adds its fields with `extend type Mutation`. */
export type MutationSaveSequenceDraftArgs = {
  campaignId: Scalars['Int']['input'];
  data: CreateEmailSequenceInput;
};


/** Root mutation type. Every domain file adds its fields with `extend type Mutation`. */
export type MutationSendAnywayAfterPostingClosedArgs = {
  campaignId: Scalars['Int']['input'];
};


/** Root mutation type. Every domain file adds its fields with `extend type Mutation`. */
export type MutationSendNextEmailNowArgs = {
  contactId: Scalars['Int']['input'];
  emailId?: InputMaybe<Scalars['Int']['input']>;
};


/** Root mutation type. Every domain file adds its fields with `extend type Mutation`. */
export type MutationSendTestEmailArgs = {
  data: SendTestEmailInput;
};


/** Root mutation type. Every domain file adds its fields with `extend type Mutation`. */
export type MutationSetContactOutcomeArgs = {
  contactId: Scalars['Int']['input'];
  interviewAt?: InputMaybe<Scalars['DateTime']['input']>;
  outcome: ReplyOutcome;
};


/** Root mutation type. Every domain file adds its fields with `extend type Mutation`. */
export type MutationStartGoogleAuthFlowArgs = {
  detectReplies?: InputMaybe<Scalars['Boolean']['input']>;
  returnTo?: InputMaybe<Scalars['String']['input']>;
};


/** Root mutation type. Every domain file adds its fields with `extend type Mutation`. */
export type MutationStartOutlookConnectionArgs = {
  detectReplies: Scalars['Boolean']['input'];
  returnTo?: InputMaybe<Scalars['String']['input']>;
};


/** Root mutation type. Every domain file adds its fields with `extend type Mutation`. */
export type MutationStopAfterPostingClosedArgs = {
  campaignId: Scalars['Int']['input'];
};


/** Root mutation type. Every domain file adds its fields with `extend type Mutation`. */
export type MutationUndoMarkRepliedArgs = {
  contactId: Scalars['Int']['input'];
};


/** Root mutation type. Every domain file adds its fields with `extend type Mutation`. */
export type MutationUpdateCampaignArgs = {
  data: UpdateCampaignInput;
  id: Scalars['Int']['input'];
};


/** Root mutation type. Every domain file adds its fields with `extend type Mutation`. */
export type MutationUpdateContactArgs = {
  data: UpdateContactInput;
};


/** Root mutation type. Every domain file adds its fields with `extend type Mutation`. */
export type MutationUpdateNotificationPreferencesArgs = {
  data: UpdateNotificationPreferencesInput;
};


/** Root mutation type. Every domain file adds its fields with `extend type Mutation`. */
export type MutationUpdateReplyNoteArgs = {
  body: Scalars['String']['input'];
  contactId: Scalars['Int']['input'];
  subject: Scalars['String']['input'];
};

/** Settings › Notification Preferences: which emails about their sequences the user receives from the product. */
export type NotificationPreferences = {
  __typename?: 'NotificationPreferences';
  /** An email when a contact replies (detected, or via a heads-up link). */
  replyAlerts: Scalars['Boolean']['output'];
  /** An email when a sequence finishes, bounces or needs Gmail reconnected. */
  sequenceUpdates: Scalars['Boolean']['output'];
};

/** Relay-style page information shared by every connection. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Cursor of the last edge on this page, null when the page is empty. */
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  /** Cursor of the first edge on this page, null when the page is empty. */
  startCursor?: Maybe<Scalars['String']['output']>;
};

/**
 * Cursor pagination. Use `first`/`after` to page forward or `last`/`before` to page backward.
 * Servers cap `first`/`last` at 100.
 */
export type PaginationInput = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

/** The ATS whose public API a posting was read from (issue 38); a careers page read from its own HTML has none. */
export type PostingAts =
  | 'ASHBY'
  | 'GREENHOUSE'
  | 'LEVER'
  | 'SMARTRECRUITERS'
  | 'WORKABLE';

/**
 * The answer of a choice about follow-ups held because the job closed: the contacts it changed (their new state), and
 * the line the user sees.
 */
export type PostingHoldPayload = {
  __typename?: 'PostingHoldPayload';
  contacts: Array<Contact>;
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

/** Root query type. Every domain file adds its fields with `extend type Query`. */
export type Query = {
  __typename?: 'Query';
  billingOverview: BillingOverview;
  /** One campaign plus, optionally, one of its contacts (GetSingleCampaign, GetCampaignWithEmailSequences). */
  campaign: CampaignDetail;
  /** Email history (GetCampaignEmails). Default sort: createdAt desc. */
  campaignEmails: CampaignEmailConnection;
  /** The caller's campaigns (GetAllCampaigns). Default sort: updatedAt desc. */
  campaigns: CampaignConnection;
  /** The signed-in user's current conversation; null before the first message. */
  chatConversation?: Maybe<ChatConversation>;
  /** One contact (GetSingleContact); null when not found. */
  contact?: Maybe<Contact>;
  /** Contacts of the caller (GetContactsForCampaign). Default sort: createdAt desc. */
  contacts: ContactConnection;
  /**
   * Drafts the note a contact's reply calls for, with the role, the company, the contact's first name and the user's
   * name; nothing is saved or sent. BAD_USER_INPUT when the outcome calls for another note or none.
   */
  draftReplyNote: ReplyNoteDraft;
  /** The caller's attachment library. Default sort: createdAt desc. */
  emailAttachments: EmailAttachmentConnection;
  gmailConnection: GmailConnection;
  homeDashboard: HomeDashboard;
  mailConnection: MailConnection;
  mailPermission: MailPermission;
  notificationPreferences: NotificationPreferences;
  /** Checks an address against the recipient rules; excludeContactId leaves one of the caller's contacts out. */
  recipientCheck: RecipientCheck;
  /** timeZone: the IANA zone the weeks are cut in (the browser's), e.g. Europe/Berlin. An unknown zone is BAD_USER_INPUT. */
  searchSummary: SearchSummary;
  /**
   * Previews send times for a sequence: step 1 at startAt (default now) moved into the next sending window
   * (the sending hours in timezone, 09:00-17:00 unless given; skipping the recipient's days off when excludeWeekends: the
   * days outside workWeek, the zone's country's unless given), each later step daysDelay work days after the previous.
   */
  sequenceSchedulePreview: Array<ScheduledSend>;
};


/** Root query type. Every domain file adds its fields with `extend type Query`. */
export type QueryCampaignArgs = {
  contactFilter?: InputMaybe<ContactFilterInput>;
  filter: CampaignFilterInput;
};


/** Root query type. Every domain file adds its fields with `extend type Query`. */
export type QueryCampaignEmailsArgs = {
  filter?: InputMaybe<CampaignEmailFilterInput>;
  pagination?: InputMaybe<PaginationInput>;
  sort?: InputMaybe<CampaignEmailSortInput>;
};


/** Root query type. Every domain file adds its fields with `extend type Query`. */
export type QueryCampaignsArgs = {
  filter?: InputMaybe<CampaignFilterInput>;
  pagination?: InputMaybe<PaginationInput>;
  sort?: InputMaybe<CampaignSortInput>;
};


/** Root query type. Every domain file adds its fields with `extend type Query`. */
export type QueryContactArgs = {
  filter: ContactFilterInput;
};


/** Root query type. Every domain file adds its fields with `extend type Query`. */
export type QueryContactsArgs = {
  filter?: InputMaybe<ContactFilterInput>;
  pagination?: InputMaybe<PaginationInput>;
  sort?: InputMaybe<ContactSortInput>;
};


/** Root query type. Every domain file adds its fields with `extend type Query`. */
export type QueryDraftReplyNoteArgs = {
  contactId: Scalars['Int']['input'];
  kind: ReplyNoteKind;
};


/** Root query type. Every domain file adds its fields with `extend type Query`. */
export type QueryEmailAttachmentsArgs = {
  filter?: InputMaybe<EmailAttachmentFilterInput>;
  pagination?: InputMaybe<PaginationInput>;
  sort?: InputMaybe<EmailAttachmentSortInput>;
};


/** Root query type. Every domain file adds its fields with `extend type Query`. */
export type QueryRecipientCheckArgs = {
  email: Scalars['String']['input'];
  excludeContactId?: InputMaybe<Scalars['Int']['input']>;
};


/** Root query type. Every domain file adds its fields with `extend type Query`. */
export type QuerySearchSummaryArgs = {
  timeZone: Scalars['String']['input'];
};


/** Root query type. Every domain file adds its fields with `extend type Query`. */
export type QuerySequenceSchedulePreviewArgs = {
  delays: Array<Scalars['Int']['input']>;
  excludeWeekends: Scalars['Boolean']['input'];
  sendWindowEnd?: InputMaybe<Scalars['Int']['input']>;
  sendWindowStart?: InputMaybe<Scalars['Int']['input']>;
  startAt?: InputMaybe<Scalars['DateTime']['input']>;
  timezone: Scalars['String']['input'];
  workWeek?: InputMaybe<WorkWeek>;
};

/**
 * Whether an address may get a new sequence of the caller's (checked before scheduling; createContact applies the same
 * rules). One address is in at most one active sequence; a company domain in at most two (free-mail domains exempt).
 */
export type RecipientCheck = {
  __typename?: 'RecipientCheck';
  /** False when createContact would refuse the address; message says why. */
  allowed: Scalars['Boolean']['output'];
  message?: Maybe<Scalars['String']['output']>;
  /** The caller's active sequences at the address's domain (0 for a free-mail domain). */
  sameDomainActive: Scalars['Int']['output'];
  /** Set while allowed when the domain already has an active sequence of the caller's (the next one is the last allowed). */
  warning?: Maybe<Scalars['String']['output']>;
};

/** A note the user approved. */
export type ReplyNote = {
  __typename?: 'ReplyNote';
  body: Scalars['String']['output'];
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** Sent, or SCHEDULED and due now (by the server's clock): the worker sends it within moments, so it is no longer editable. */
  goesNow: Scalars['Boolean']['output'];
  /** The campaign email that carries it. */
  id: Scalars['Int']['output'];
  kind: ReplyNoteKind;
  scheduledFor?: Maybe<Scalars['DateTime']['output']>;
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  status: ReplyNoteStatus;
  subject: Scalars['String']['output'];
  /** The Gmail thread it goes in (the thread of the sequence's emails). */
  threadId?: Maybe<Scalars['String']['output']>;
  /** The recipient's zone (the sequence's). */
  timezone: Scalars['String']['output'];
};

/** A drafted note, not saved: the user may edit it before approving. */
export type ReplyNoteDraft = {
  __typename?: 'ReplyNoteDraft';
  body: Scalars['String']['output'];
  kind: ReplyNoteKind;
  /** When it would go if approved now (the interview's next business morning, or the next working hour). */
  sendAt: Scalars['DateTime']['output'];
  subject: Scalars['String']['output'];
  /** The recipient's zone (the sequence's), in which sendAt is shown. */
  timezone: Scalars['String']['output'];
};

/** A short note after a reply, offered by the product and sent only once the user approves it (product.md §11). */
export type ReplyNoteKind =
  /** A gracious answer to a 'not moving forward', sent as soon as approved within the recipient's working hours. */
  | 'GRACIOUS_REPLY'
  /** A thank-you after an interview, the next business morning in the recipient's zone. */
  | 'THANK_YOU';

/** Where an approved note is. */
export type ReplyNoteStatus =
  /** Gmail refused it or its sending could not be confirmed; errorMessage says which. */
  | 'FAILED'
  /** Approved and waiting for its time. */
  | 'SCHEDULED'
  | 'SENT';

/**
 * What a reply means for the application (product.md §1). APPLICATION_RECEIVED and OUT_OF_OFFICE are not answers:
 * the sequence goes on.
 */
export type ReplyOutcome =
  /** An automatic acknowledgement (often from an applicant-tracking system): not a reply, the follow-ups go on. */
  | 'APPLICATION_RECEIVED'
  | 'BOUNCED'
  | 'INTERVIEW_INVITE'
  | 'LEFT_COMPANY'
  | 'NOT_MOVING_FORWARD'
  /** The company made the user an offer (set by the user): the sequence stops like for any answer. */
  | 'OFFER'
  | 'OTHER_REPLY'
  | 'OUT_OF_OFFICE';

/** One reply (or automatic notice) of a contact with its outcome, in time order: the application's timeline reads these. */
export type ReplyOutcomeEvent = {
  __typename?: 'ReplyOutcomeEvent';
  id: Scalars['Int']['output'];
  /** When the interview is, when given. */
  interviewAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the message arrived (detected) or the user set the outcome. */
  occurredAt: Scalars['DateTime']['output'];
  outcome: ReplyOutcome;
  /** The return date an out-of-office notice named (YYYY-MM-DD, the day in the sequence's zone). */
  returnDate?: Maybe<Scalars['String']['output']>;
  source: ReplyOutcomeSource;
  /** The Gmail thread of the message, when known. */
  threadId?: Maybe<Scalars['String']['output']>;
};

/** Who said what a reply means. */
export type ReplyOutcomeSource =
  /** Set by the user in the app. */
  | 'APP'
  /** Proposed from the message's headers (sender, subject, auto-reply headers); never its body. */
  | 'DETECTED'
  /** Set by the user with a one-click link of the reply alert email. */
  | 'EMAIL_LINK';

export type SaveChatConversationInput = {
  context: Scalars['String']['input'];
  /** At most 200 messages. */
  messages: Array<ChatMessageInput>;
  step: Scalars['Int']['input'];
};

/** When one step of a sequence would be sent. */
export type ScheduledSend = {
  __typename?: 'ScheduledSend';
  daysDelay: Scalars['Int']['output'];
  /** When the step would have gone out had no public holiday been in the way; null when it was not moved by one. */
  movedFrom?: Maybe<Scalars['DateTime']['output']>;
  /** Why it moved, e.g. 'Thanksgiving Day (public holiday in the United States)'; null when it did not. */
  movedReason?: Maybe<Scalars['String']['output']>;
  position: Scalars['Int']['output'];
  sendAt: Scalars['DateTime']['output'];
};

/** Applications (contacts of the user's sequences) by how far they got. Each stage counts a subset of the one before. */
export type SearchFunnel = {
  __typename?: 'SearchFunnel';
  /** Contacts in the user's sequences: one application each. */
  applications: Scalars['Int']['output'];
  /** Applications with an interview invite (or an interview date), or an offer. */
  interviews: Scalars['Int']['output'];
  /** Applications the user marked with the outcome Offer. */
  offers: Scalars['Int']['output'];
  /** Applications with a real answer from the company (not an automatic acknowledgement, an out-of-office, a bounce or a departure notice). */
  replies: Scalars['Int']['output'];
  /** Applications whose sequence was started from an imported job posting (a subset of applications). */
  withPosting: Scalars['Int']['output'];
};

/**
 * The user's job search at a glance on /dashboard/home (product.md §11, "A picture of the search"). Deleted sequences and
 * contacts do not count.
 */
export type SearchSummary = {
  __typename?: 'SearchSummary';
  funnel: SearchFunnel;
  /** The last 12 weeks, oldest first, the current week last; every week is listed, quiet ones with zeros. */
  weekly: Array<WeekActivity>;
};

/** The answer to sendNextEmailNow: what the user is told, and the email, now due. */
export type SendNowPayload = {
  __typename?: 'SendNowPayload';
  email: CampaignEmail;
  /** 'The email to Dana Lee is on its way.', or when a daily limit holds the account, when it goes. */
  message: Scalars['String']['output'];
};

export type SendTestEmailInput = {
  /** EmailAttachment ids. */
  attachments?: InputMaybe<Array<Scalars['Int']['input']>>;
  body: Scalars['String']['input'];
  subject: Scalars['String']['input'];
};

export type SendTestEmailPayload = {
  __typename?: 'SendTestEmailPayload';
  /** False when no Gmail refresh token is stored: the UI asks to authorize Gmail. */
  hasRefreshToken: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

/**
 * The job posting a sequence was started from (issue 38), as the server read it at import and re-reads it once a day
 * while follow-ups remain.
 */
export type SequenceJobPosting = {
  __typename?: 'SequenceJobPosting';
  ats?: Maybe<PostingAts>;
  closedAt?: Maybe<Scalars['DateTime']['output']>;
  closedReason?: Maybe<JobPostingClosedReason>;
  company?: Maybe<Scalars['String']['output']>;
  companyDomain?: Maybe<Scalars['String']['output']>;
  datePosted?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['Int']['output'];
  /** When the user imported it (the default of the application's 'Applied on'). */
  importedAt: Scalars['DateTime']['output'];
  lastCheckedAt: Scalars['DateTime']['output'];
  location?: Maybe<Scalars['String']['output']>;
  noContactSentence?: Maybe<Scalars['String']['output']>;
  role?: Maybe<Scalars['String']['output']>;
  status: JobPostingStatus;
  url: Scalars['String']['output'];
  validThrough?: Maybe<Scalars['DateTime']['output']>;
};

/** Why a sequence stopped before its last email went out. */
export type SequenceStopReason =
  /** The address bounced (mailer daemon, delivery status notification). */
  | 'BOUNCED'
  /**
   * A failure notice came back whose reason the headers do not say (Gmail's 'Delivery Status Notification (Failure)'
   * writes it in the body): not a dead address. The user may send the email again, or fix the address and send it.
   */
  | 'BOUNCED_REASON_UNKNOWN'
  /** Someone else at the contact's company domain answered (a recruiting coordinator, an ATS relay). */
  | 'COLLEAGUE_REPLIED'
  /** Another contact at the same company invited the user to an interview: every sequence at that company stops. */
  | 'INTERVIEW_AT_COMPANY'
  /** An auto-notice said the person left the company or the mailbox is not monitored. */
  | 'LEFT_COMPANY'
  /** The user clicked 'Mark as replied' in the app (can be undone until the next would-be send). */
  | 'MARKED_REPLIED'
  /** The sequence's job posting closed and the user chose 'Stop'. */
  | 'POSTING_CLOSED'
  /** A reply from the contact was detected in the thread (headers only). */
  | 'REPLIED'
  /** The user clicked the 'replied - stop' link of a heads-up email. */
  | 'REPLIED_FROM_EMAIL';

/**
 * A pre-signed URL to PUT the raw file to (with exactly the signed Content-Type, and the signed Content-Length when
 * fileSize was given), and where it will live afterwards.
 */
export type SignedUrlPayload = {
  __typename?: 'SignedUrlPayload';
  message: Scalars['String']['output'];
  signedUrl: Scalars['String']['output'];
  /** Pass as fileUrl to createEmailAttachment after the upload. */
  uploadLocation: Scalars['String']['output'];
};

/** Sort direction (the spec's 'asc' or 'desc'). */
export type SortDirection =
  | 'asc'
  | 'desc';

export type StartGoogleAuthFlowPayload = {
  __typename?: 'StartGoogleAuthFlowPayload';
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
  /** Where to send the browser to grant the gmail.send scope, when the server drives the redirect. */
  url?: Maybe<Scalars['String']['output']>;
};

export type StartOutlookConnectionPayload = {
  __typename?: 'StartOutlookConnectionPayload';
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
  /** Microsoft's sign-in and consent page, where the browser goes next. */
  url?: Maybe<Scalars['String']['output']>;
};

export type TimelineEvent = {
  __typename?: 'TimelineEvent';
  /** True when the time is a guess (an open seen by the pixel). */
  approximate: Scalars['Boolean']['output'];
  at: Scalars['DateTime']['output'];
  /** Opens the event's Gmail thread in the user's own mailbox (by thread id); null when there is no thread yet. */
  gmailThreadUrl?: Maybe<Scalars['String']['output']>;
  kind: TimelineEventKind;
  /** What happened, in words ('Email 2 sent', 'Reply: Interview invite', 'No response; time to move on'). */
  label: Scalars['String']['output'];
  /** The reply's outcome (REPLY, OUT_OF_OFFICE, FINAL_OUTCOME). */
  outcome?: Maybe<ReplyOutcome>;
  /** Opens the sent email in Outlook on the web (Outlook's own link, kept when the mailbox may read headers). */
  outlookWebLink?: Maybe<Scalars['String']['output']>;
  /** The job posting the application is for (APPLIED and POSTING_CLOSED), when the sequence was started from one. */
  postingUrl?: Maybe<Scalars['String']['output']>;
  /** An out-of-office notice's return date (YYYY-MM-DD). */
  returnDate?: Maybe<Scalars['String']['output']>;
};

/** What happened in an application, one entry of its timeline (product.md §11, "One timeline per application"). */
export type TimelineEventKind =
  /** The day the user applied (given in the wizard or the chat). */
  | 'APPLIED'
  /** An email was opened, as the optional pixel saw it: approximate (image proxies and blockers). */
  | 'EMAIL_OPENED'
  /** An email waiting for its send time. */
  | 'EMAIL_SCHEDULED'
  | 'EMAIL_SENT'
  /** An outcome that ends the application (not moving forward, an offer, left the company, bounced). */
  | 'FINAL_OUTCOME'
  /** The interview, when its date is known. */
  | 'INTERVIEW'
  /** The last follow-up went unanswered for NO_RESPONSE_AFTER_DAYS days: nothing more is sent. */
  | 'NO_RESPONSE'
  /** An out-of-office notice, with its return date when it named one. */
  | 'OUT_OF_OFFICE'
  /** The daily re-check found the job posting closed ('Posting closed on Dec 3, 2026'): the follow-ups held. */
  | 'POSTING_CLOSED'
  /** A reply (detected or reported) with its outcome. */
  | 'REPLY'
  /** The thank-you note after the interview (scheduled or sent). */
  | 'THANK_YOU';

/**
 * Where a sequence's zone came from (product.md §10, the zone rule): every screen says it, and a contact's domain guess
 * replaces only a zone nobody chose.
 */
export type TimezoneSource =
  /** The user's browser zone (no guess from the recipient's address yet). */
  | 'BROWSER'
  /** Picked by the user. */
  | 'CHOSEN'
  /** Nothing was known (no guess, no browser zone): the product's default zone. */
  | 'DEFAULT'
  /** Guessed from the location of the job posting the user imported (no guess from the recipient's address). */
  | 'JOB_POSTING'
  /** Guessed from the recipient's address (a country-code domain such as mercari.co.jp). */
  | 'RECIPIENT_DOMAIN';

/** Any subset of the campaign settings; omitted fields are left unchanged. */
export type UpdateCampaignInput = {
  excludeWeekends?: InputMaybe<Scalars['Boolean']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  sendWindowEnd?: InputMaybe<Scalars['Int']['input']>;
  /** A new start is checked against the stored end and the other way round. Any change re-plans the unsent emails. */
  sendWindowStart?: InputMaybe<Scalars['Int']['input']>;
  timezone?: InputMaybe<Scalars['String']['input']>;
  /** Where the zone came from. Omitted: a zone that did not change keeps its source, a changed zone becomes CHOSEN. */
  timezoneSource?: InputMaybe<TimezoneSource>;
  trackOpens?: InputMaybe<Scalars['Boolean']['input']>;
  workWeek?: InputMaybe<WorkWeek>;
};

export type UpdateContactInput = {
  /** The day the user applied (YYYY-MM-DD); null clears it, absent leaves it. */
  appliedAt?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['Int']['input'];
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** Set RESPONDED to mark the contact as replied (stops the sequence). */
  status?: InputMaybe<ContactStatus>;
};

export type UpdateContactPayload = {
  __typename?: 'UpdateContactPayload';
  contact?: Maybe<Contact>;
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

export type UpdateNotificationPreferencesInput = {
  replyAlerts?: InputMaybe<Scalars['Boolean']['input']>;
  sequenceUpdates?: InputMaybe<Scalars['Boolean']['input']>;
};

export type WeekActivity = {
  __typename?: 'WeekActivity';
  /** Emails sent from the user's sequences that week. */
  emailsSent: Scalars['Int']['output'];
  /** Applications whose first real answer came that week. */
  replies: Scalars['Int']['output'];
  /** The Monday the week starts on, as a calendar date (YYYY-MM-DD) in the time zone asked for. */
  weekStart: Scalars['String']['output'];
};

/** The days a recipient works (product.md §10, the sending policy); with excludeWeekends the other days never send. */
export type WorkWeek =
  | 'MON_FRI'
  | 'MON_SAT'
  | 'SAT_THU'
  | 'SUN_FRI'
  | 'SUN_THU';

export type RaiseAccessRequestMutationVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type RaiseAccessRequestMutation = { __typename?: 'Mutation', raiseAccessRequest: { __typename?: 'MessagePayload', message: string, success: boolean } };

export type GetEmailAttachmentsQueryVariables = Exact<{
  filter?: InputMaybe<EmailAttachmentFilterInput>;
  pagination?: InputMaybe<PaginationInput>;
  sort?: InputMaybe<EmailAttachmentSortInput>;
}>;


export type GetEmailAttachmentsQuery = { __typename?: 'Query', emailAttachments: { __typename?: 'EmailAttachmentConnection', totalCount: number, edges: Array<{ __typename?: 'EmailAttachmentEdge', cursor: string, node: { __typename?: 'EmailAttachment', id: number, fileName: string, fileSize: number, fileType: string, createdAt: string } }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type GenerateSignedUrlMutationVariables = Exact<{
  data: GenerateSignedUrlInput;
}>;


export type GenerateSignedUrlMutation = { __typename?: 'Mutation', generateSignedUrl: { __typename?: 'SignedUrlPayload', message: string, signedUrl: string, uploadLocation: string } };

export type CreateEmailAttachmentMutationVariables = Exact<{
  data: CreateEmailAttachmentInput;
}>;


export type CreateEmailAttachmentMutation = { __typename?: 'Mutation', createEmailAttachment: { __typename?: 'CreateEmailAttachmentPayload', emailAttachment: { __typename?: 'EmailAttachment', id: number, fileName: string, fileSize: number, fileType: string, createdAt: string } } };

export type DeleteEmailAttachmentMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  detachFromSequences?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type DeleteEmailAttachmentMutation = { __typename?: 'Mutation', deleteEmailAttachment: { __typename?: 'DeleteEmailAttachmentPayload', deleted: boolean, message: string, usedBy: Array<{ __typename?: 'AttachmentSequenceUsage', campaignId: number, name: string }> } };

export type GetBillingOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type GetBillingOverviewQuery = { __typename?: 'Query', billingOverview: { __typename?: 'BillingOverview', planName: string, planSequences: number, addOnSequences: number, sequencesTotal: number, sequencesUsed: number, period: string, renewsAt?: string | null, cancelsAt?: string | null, paymentFailed: boolean, canManageBilling: boolean, cancelledDuplicatePlan?: string | null, invoices: Array<{ __typename?: 'Invoice', id: number, description: string, amountCents: number, currency: string, status: string, issuedAt: string, url?: string | null }>, checkout: { __typename?: 'CheckoutAvailability', focused: boolean, relentless: boolean, addOn10: boolean, addOn25: boolean } } };

export type CreateCheckoutSessionMutationVariables = Exact<{
  product: CheckoutProduct;
}>;


export type CreateCheckoutSessionMutation = { __typename?: 'Mutation', createCheckoutSession: { __typename?: 'BillingRedirect', url: string } };

export type CreateBillingPortalSessionMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateBillingPortalSessionMutation = { __typename?: 'Mutation', createBillingPortalSession: { __typename?: 'BillingRedirect', url: string } };

export type GetCampaignEmailsQueryVariables = Exact<{
  pagination?: InputMaybe<PaginationInput>;
  filter?: InputMaybe<CampaignEmailFilterInput>;
  sort?: InputMaybe<CampaignEmailSortInput>;
}>;


export type GetCampaignEmailsQuery = { __typename?: 'Query', campaignEmails: { __typename?: 'CampaignEmailConnection', totalCount: number, edges: Array<{ __typename?: 'CampaignEmailEdge', cursor: string, node: { __typename?: 'CampaignEmail', id: number, subject: string, body: string, createdAt: string, status: CampaignEmailStatus, scheduledFor?: string | null, sentAt?: string | null, respondedAt?: string | null, openedAt?: string | null, errorMessage?: string | null, bcc?: string | null, threadId?: string | null, outlookWebLink?: string | null, position: number, contactId: number } }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, hasPreviousPage: boolean, startCursor?: string | null, endCursor?: string | null } } };

export type ResendBouncedEmailMutationVariables = Exact<{
  contactId: Scalars['Int']['input'];
  email?: InputMaybe<Scalars['String']['input']>;
}>;


export type ResendBouncedEmailMutation = { __typename?: 'Mutation', resendBouncedEmail: { __typename?: 'SendNowPayload', message: string, email: { __typename?: 'CampaignEmail', id: number, status: CampaignEmailStatus, scheduledFor?: string | null, errorMessage?: string | null } } };

export type SendNextEmailNowMutationVariables = Exact<{
  contactId: Scalars['Int']['input'];
  emailId?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SendNextEmailNowMutation = { __typename?: 'Mutation', sendNextEmailNow: { __typename?: 'SendNowPayload', message: string, email: { __typename?: 'CampaignEmail', id: number, status: CampaignEmailStatus, scheduledFor?: string | null, errorMessage?: string | null } } };

export type GetAllCampaignsQueryVariables = Exact<{
  pagination?: InputMaybe<PaginationInput>;
  filter?: InputMaybe<CampaignFilterInput>;
  sort?: InputMaybe<CampaignSortInput>;
}>;


export type GetAllCampaignsQuery = { __typename?: 'Query', campaigns: { __typename?: 'CampaignConnection', totalCount: number, edges: Array<{ __typename?: 'CampaignEdge', cursor: string, node: { __typename?: 'Campaign', emailsOpened: number, id: number, name: string, timezone: string, timezoneSource?: TimezoneSource | null, excludeWeekends: boolean, sendWindowStart: number, sendWindowEnd: number, workWeek: WorkWeek, workWeekChosen: boolean, isActive: boolean, isDraft: boolean, lastEmailSentAt?: string | null, emailsSent: number, createdAt: string, updatedAt: string, contacts: number, sequenceSize: number, averageResponseTime?: number | null, averageResponseRate?: number | null } }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, hasPreviousPage: boolean, startCursor?: string | null, endCursor?: string | null } } };

export type GetSingleCampaignQueryVariables = Exact<{
  filter: CampaignFilterInput;
  contactFilter?: InputMaybe<ContactFilterInput>;
}>;


export type GetSingleCampaignQuery = { __typename?: 'Query', campaign: { __typename?: 'CampaignDetail', campaign?: { __typename?: 'Campaign', trackOpens: boolean, gmailSendingPausedUntil?: string | null, nextSendAt?: string | null, id: number, name: string, timezone: string, timezoneSource?: TimezoneSource | null, excludeWeekends: boolean, sendWindowStart: number, sendWindowEnd: number, workWeek: WorkWeek, workWeekChosen: boolean, isActive: boolean, isDraft: boolean, lastEmailSentAt?: string | null, emailsSent: number, createdAt: string, updatedAt: string, contacts: number, sequenceSize: number, averageResponseTime?: number | null, averageResponseRate?: number | null, jobPosting?: { __typename?: 'SequenceJobPosting', id: number, url: string, ats?: PostingAts | null, role?: string | null, company?: string | null, companyDomain?: string | null, location?: string | null, datePosted?: string | null, validThrough?: string | null, status: JobPostingStatus, importedAt: string, lastCheckedAt: string, closedAt?: string | null, closedReason?: JobPostingClosedReason | null, noContactSentence?: string | null } | null } | null, contact?: { __typename?: 'Contact', id: number, firstName: string, email?: string | null } | null } };

export type GetCampaignWithEmailSequencesQueryVariables = Exact<{
  filter: CampaignFilterInput;
  emailSort?: InputMaybe<EmailSequenceSortInput>;
  emailPagination?: InputMaybe<PaginationInput>;
  contactFilter?: InputMaybe<ContactFilterInput>;
}>;


export type GetCampaignWithEmailSequencesQuery = { __typename?: 'Query', campaign: { __typename?: 'CampaignDetail', campaign?: { __typename?: 'Campaign', id: number, name: string, timezone: string, timezoneSource?: TimezoneSource | null, excludeWeekends: boolean, sendWindowStart: number, sendWindowEnd: number, workWeek: WorkWeek, workWeekChosen: boolean, isActive: boolean, trackOpens: boolean, lastEmailSentAt?: string | null, emailsSent: number, updatedAt: string, contacts: number, sequenceSize: number, emailSequences: { __typename?: 'EmailSequenceConnection', edges: Array<{ __typename?: 'EmailSequenceEdge', cursor: string, node: { __typename?: 'EmailSequence', id: number, subject: string, body: string, createdAt: string, daysDelay: number, position: number, nextMailInThread: boolean, emailAttachments: Array<{ __typename?: 'EmailAttachment', id: number, fileName: string, fileSize: number, fileType: string, createdAt: string }> } }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } } | null, contact?: { __typename?: 'Contact', id: number, firstName: string, lastName?: string | null, email?: string | null, linkedInUrl?: string | null } | null } };

export type CreateCampaignMutationVariables = Exact<{
  data: CreateCampaignInput;
}>;


export type CreateCampaignMutation = { __typename?: 'Mutation', createCampaign: { __typename?: 'CreateCampaignPayload', message: string, success: boolean, campaign?: { __typename?: 'Campaign', id: number, name: string, timezone: string, timezoneSource?: TimezoneSource | null, excludeWeekends: boolean, isActive: boolean } | null } };

export type UpdateCampaignMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  data: UpdateCampaignInput;
}>;


export type UpdateCampaignMutation = { __typename?: 'Mutation', updateCampaign: { __typename?: 'Campaign', id: number, name: string, timezone: string, timezoneSource?: TimezoneSource | null, excludeWeekends: boolean, sendWindowStart: number, sendWindowEnd: number, workWeek: WorkWeek, workWeekChosen: boolean, isActive: boolean, trackOpens: boolean, lastEmailSentAt?: string | null, nextSendAt?: string | null } };

export type DeleteCampaignMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type DeleteCampaignMutation = { __typename?: 'Mutation', deleteCampaign: { __typename?: 'MessagePayload', message: string, success: boolean } };

export type ChatConversationQueryVariables = Exact<{ [key: string]: never; }>;


export type ChatConversationQuery = { __typename?: 'Query', chatConversation?: { __typename?: 'ChatConversation', id: number, step: number, context: string, updatedAt: string, messages: Array<{ __typename?: 'ChatMessage', id: string, role: ChatRole, content: string, timestamp: string }> } | null };

export type SaveChatConversationMutationVariables = Exact<{
  data: SaveChatConversationInput;
}>;


export type SaveChatConversationMutation = { __typename?: 'Mutation', saveChatConversation: { __typename?: 'ChatConversation', id: number, step: number, updatedAt: string } };

export type StartNewChatConversationMutationVariables = Exact<{ [key: string]: never; }>;


export type StartNewChatConversationMutation = { __typename?: 'Mutation', startNewChatConversation: boolean };

export type GetContactsForCampaignQueryVariables = Exact<{
  pagination?: InputMaybe<PaginationInput>;
  filter?: InputMaybe<ContactFilterInput>;
  sort?: InputMaybe<ContactSortInput>;
}>;


export type GetContactsForCampaignQuery = { __typename?: 'Query', contacts: { __typename?: 'ContactConnection', totalCount: number, edges: Array<{ __typename?: 'ContactEdge', cursor: string, node: { __typename?: 'Contact', id: number, email?: string | null, firstName: string, lastName?: string | null, createdAt: string, updatedAt: string, emailsSent: number, maxEmails: number, status: ContactStatus, isActive: boolean, errorMessage?: string | null, stopReason?: SequenceStopReason | null, pauseReason?: ContactPauseReason | null, wroteByHandAt?: string | null, replyUndoUntil?: string | null, outcome?: ReplyOutcome | null, outcomeProposed?: ReplyOutcome | null, outOfOfficeUntil?: string | null, interviewAt?: string | null, linkedInUrl?: string | null, campaignId: number, campaign?: { __typename?: 'Campaign', id: number, name: string } | null, campaignEmail?: { __typename?: 'CampaignEmail', id: number, subject: string, status: CampaignEmailStatus, sentAt?: string | null, openedAt?: string | null, respondedAt?: string | null, scheduledFor?: string | null } | null } }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, hasPreviousPage: boolean, startCursor?: string | null, endCursor?: string | null } } };

export type CreateContactMutationVariables = Exact<{
  data: CreateContactInput;
}>;


export type CreateContactMutation = { __typename?: 'Mutation', createContact: { __typename?: 'CreateContactPayload', message: string, success: boolean, hasPermission: boolean, contact?: { __typename?: 'Contact', id: number, email?: string | null, firstName: string, lastName?: string | null, campaignId: number, campaign?: { __typename?: 'Campaign', id: number, timezone: string, timezoneSource?: TimezoneSource | null } | null } | null } };

export type UpdateContactMutationVariables = Exact<{
  data: UpdateContactInput;
}>;


export type UpdateContactMutation = { __typename?: 'Mutation', updateContact: { __typename?: 'UpdateContactPayload', message: string, success: boolean, contact?: { __typename?: 'Contact', id: number, isActive: boolean, status: ContactStatus, stopReason?: SequenceStopReason | null, pauseReason?: ContactPauseReason | null, wroteByHandAt?: string | null, replyUndoUntil?: string | null, updatedAt: string } | null } };

export type UndoMarkRepliedMutationVariables = Exact<{
  contactId: Scalars['Int']['input'];
}>;


export type UndoMarkRepliedMutation = { __typename?: 'Mutation', undoMarkReplied: { __typename?: 'UpdateContactPayload', message: string, success: boolean, contact?: { __typename?: 'Contact', id: number, isActive: boolean, status: ContactStatus, stopReason?: SequenceStopReason | null, pauseReason?: ContactPauseReason | null, wroteByHandAt?: string | null, replyUndoUntil?: string | null, updatedAt: string } | null } };

export type ResumeFollowUpsMutationVariables = Exact<{
  contactId: Scalars['Int']['input'];
}>;


export type ResumeFollowUpsMutation = { __typename?: 'Mutation', resumeFollowUps: { __typename?: 'UpdateContactPayload', message: string, success: boolean, contact?: { __typename?: 'Contact', id: number, isActive: boolean, status: ContactStatus, stopReason?: SequenceStopReason | null, pauseReason?: ContactPauseReason | null, wroteByHandAt?: string | null, replyUndoUntil?: string | null, updatedAt: string } | null } };

export type DeleteContactMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type DeleteContactMutation = { __typename?: 'Mutation', deleteContact: { __typename?: 'MessagePayload', message: string, success: boolean } };

export type GetSingleContactQueryVariables = Exact<{
  filter: ContactFilterInput;
}>;


export type GetSingleContactQuery = { __typename?: 'Query', contact?: { __typename?: 'Contact', appliedAt?: string | null, outcomeConfirmedAt?: string | null, id: number, email?: string | null, firstName: string, lastName?: string | null, createdAt: string, updatedAt: string, emailsSent: number, maxEmails: number, status: ContactStatus, isActive: boolean, errorMessage?: string | null, stopReason?: SequenceStopReason | null, pauseReason?: ContactPauseReason | null, wroteByHandAt?: string | null, replyUndoUntil?: string | null, outcome?: ReplyOutcome | null, outcomeProposed?: ReplyOutcome | null, outOfOfficeUntil?: string | null, interviewAt?: string | null, linkedInUrl?: string | null, campaignId: number, replyOutcomes: Array<{ __typename?: 'ReplyOutcomeEvent', id: number, outcome: ReplyOutcome, source: ReplyOutcomeSource, occurredAt: string, threadId?: string | null, returnDate?: string | null, interviewAt?: string | null }>, campaign?: { __typename?: 'Campaign', id: number, name: string, timezone: string, isDraft: boolean, jobPosting?: { __typename?: 'SequenceJobPosting', id: number, url: string, ats?: PostingAts | null, role?: string | null, company?: string | null, companyDomain?: string | null, location?: string | null, datePosted?: string | null, validThrough?: string | null, status: JobPostingStatus, importedAt: string, lastCheckedAt: string, closedAt?: string | null, closedReason?: JobPostingClosedReason | null, noContactSentence?: string | null } | null } | null, campaignEmail?: { __typename?: 'CampaignEmail', updatedAt: string, id: number, subject: string, body: string, createdAt: string, status: CampaignEmailStatus, scheduledFor?: string | null, sentAt?: string | null, respondedAt?: string | null, openedAt?: string | null, errorMessage?: string | null, bcc?: string | null, threadId?: string | null, outlookWebLink?: string | null, position: number, contactId: number } | null } | null };

export type RecipientCheckQueryVariables = Exact<{
  email: Scalars['String']['input'];
  excludeContactId?: InputMaybe<Scalars['Int']['input']>;
}>;


export type RecipientCheckQuery = { __typename?: 'Query', recipientCheck: { __typename?: 'RecipientCheck', allowed: boolean, message?: string | null, warning?: string | null, sameDomainActive: number } };

export type SetContactOutcomeMutationVariables = Exact<{
  contactId: Scalars['Int']['input'];
  outcome: ReplyOutcome;
  interviewAt?: InputMaybe<Scalars['DateTime']['input']>;
}>;


export type SetContactOutcomeMutation = { __typename?: 'Mutation', setContactOutcome: { __typename?: 'UpdateContactPayload', message: string, success: boolean, contact?: { __typename?: 'Contact', id: number, status: ContactStatus, stopReason?: SequenceStopReason | null, isActive: boolean, outcome?: ReplyOutcome | null, outcomeProposed?: ReplyOutcome | null, outcomeConfirmedAt?: string | null, outOfOfficeUntil?: string | null, interviewAt?: string | null, replyUndoUntil?: string | null, updatedAt: string } | null } };

export type GetContactTimelineQueryVariables = Exact<{
  contactId: Scalars['Int']['input'];
}>;


export type GetContactTimelineQuery = { __typename?: 'Query', contact?: { __typename?: 'Contact', id: number, appliedAt?: string | null, timeline: Array<{ __typename?: 'TimelineEvent', kind: TimelineEventKind, at: string, label: string, approximate: boolean, outcome?: ReplyOutcome | null, returnDate?: string | null, gmailThreadUrl?: string | null, outlookWebLink?: string | null, postingUrl?: string | null }>, companyReplyTime?: { __typename?: 'CompanyReplyTime', company: string, medianHours: number, applications: number, label: string } | null } | null };

export type HomeDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeDashboardQuery = { __typename?: 'Query', homeDashboard: { __typename?: 'HomeDashboard', id: string, campaigns: number, contacts: number, emailSent: number, responseRate: number } };

export type SearchSummaryQueryVariables = Exact<{
  timeZone: Scalars['String']['input'];
}>;


export type SearchSummaryQuery = { __typename?: 'Query', searchSummary: { __typename?: 'SearchSummary', funnel: { __typename?: 'SearchFunnel', applications: number, replies: number, interviews: number, offers: number, withPosting: number }, weekly: Array<{ __typename?: 'WeekActivity', weekStart: string, emailsSent: number, replies: number }> } };

export type CreateEmailSequenceMutationVariables = Exact<{
  campaignId: Scalars['Int']['input'];
  data: CreateEmailSequenceInput;
}>;


export type CreateEmailSequenceMutation = { __typename?: 'Mutation', createEmailSequence: { __typename?: 'CreateEmailSequencePayload', message: string, success: boolean, count: number } };

export type SaveSequenceDraftMutationVariables = Exact<{
  campaignId: Scalars['Int']['input'];
  data: CreateEmailSequenceInput;
}>;


export type SaveSequenceDraftMutation = { __typename?: 'Mutation', saveSequenceDraft: { __typename?: 'CreateEmailSequencePayload', message: string, success: boolean, count: number } };

export type PageInfoFieldsFragment = { __typename?: 'PageInfo', hasNextPage: boolean, hasPreviousPage: boolean, startCursor?: string | null, endCursor?: string | null };

export type CampaignSummaryFieldsFragment = { __typename?: 'Campaign', id: number, name: string, timezone: string, timezoneSource?: TimezoneSource | null, excludeWeekends: boolean, sendWindowStart: number, sendWindowEnd: number, workWeek: WorkWeek, workWeekChosen: boolean, isActive: boolean, isDraft: boolean, lastEmailSentAt?: string | null, emailsSent: number, createdAt: string, updatedAt: string, contacts: number, sequenceSize: number, averageResponseTime?: number | null, averageResponseRate?: number | null };

export type ContactRowFieldsFragment = { __typename?: 'Contact', id: number, email?: string | null, firstName: string, lastName?: string | null, createdAt: string, updatedAt: string, emailsSent: number, maxEmails: number, status: ContactStatus, isActive: boolean, errorMessage?: string | null, stopReason?: SequenceStopReason | null, pauseReason?: ContactPauseReason | null, wroteByHandAt?: string | null, replyUndoUntil?: string | null, outcome?: ReplyOutcome | null, outcomeProposed?: ReplyOutcome | null, outOfOfficeUntil?: string | null, interviewAt?: string | null, linkedInUrl?: string | null, campaignId: number };

export type ContactStateFieldsFragment = { __typename?: 'Contact', id: number, isActive: boolean, status: ContactStatus, stopReason?: SequenceStopReason | null, pauseReason?: ContactPauseReason | null, wroteByHandAt?: string | null, replyUndoUntil?: string | null, updatedAt: string };

export type CampaignEmailFieldsFragment = { __typename?: 'CampaignEmail', id: number, subject: string, body: string, createdAt: string, status: CampaignEmailStatus, scheduledFor?: string | null, sentAt?: string | null, respondedAt?: string | null, openedAt?: string | null, errorMessage?: string | null, bcc?: string | null, threadId?: string | null, outlookWebLink?: string | null, position: number, contactId: number };

export type SequenceJobPostingFieldsFragment = { __typename?: 'SequenceJobPosting', id: number, url: string, ats?: PostingAts | null, role?: string | null, company?: string | null, companyDomain?: string | null, location?: string | null, datePosted?: string | null, validThrough?: string | null, status: JobPostingStatus, importedAt: string, lastCheckedAt: string, closedAt?: string | null, closedReason?: JobPostingClosedReason | null, noContactSentence?: string | null };

export type GenerateJobEmailsMutationVariables = Exact<{
  hiringManagerName: Scalars['String']['input'];
  jobRole: Scalars['String']['input'];
  attachmentId?: InputMaybe<Scalars['Int']['input']>;
  aboutMe?: InputMaybe<Scalars['String']['input']>;
  jobPostingId?: InputMaybe<Scalars['Int']['input']>;
}>;


export type GenerateJobEmailsMutation = { __typename?: 'Mutation', generateJobEmails: { __typename?: 'GenerateJobEmailsPayload', success: boolean, message: string, data?: { __typename?: 'GeneratedJobEmails', email_1: { __typename?: 'GeneratedEmail', subject: string, body: string }, follow_up_1: { __typename?: 'GeneratedEmail', subject: string, body: string }, follow_up_2: { __typename?: 'GeneratedEmail', subject: string, body: string } } | null } };

export type ImportJobPostingMutationVariables = Exact<{
  url: Scalars['String']['input'];
}>;


export type ImportJobPostingMutation = { __typename?: 'Mutation', importJobPosting: { __typename?: 'JobPostingImportPayload', posting?: { __typename?: 'ImportedJobPosting', id: number, url: string, ats?: PostingAts | null, role?: string | null, company?: string | null, companyDomain?: string | null, location?: string | null, remote?: boolean | null, datePosted?: string | null, validThrough?: string | null, excerpt: string, confidence: JobPostingConfidence, proposedTimezone?: string | null, noContactSentence?: string | null } | null, failure?: { __typename?: 'JobPostingImportFailure', reason: JobPostingImportFailureReason, message: string, retryAt?: string | null } | null } };

export type SendAnywayAfterPostingClosedMutationVariables = Exact<{
  campaignId: Scalars['Int']['input'];
}>;


export type SendAnywayAfterPostingClosedMutation = { __typename?: 'Mutation', sendAnywayAfterPostingClosed: { __typename?: 'PostingHoldPayload', success: boolean, message: string, contacts: Array<{ __typename?: 'Contact', id: number, isActive: boolean, status: ContactStatus, pauseReason?: ContactPauseReason | null, stopReason?: SequenceStopReason | null }> } };

export type StopAfterPostingClosedMutationVariables = Exact<{
  campaignId: Scalars['Int']['input'];
}>;


export type StopAfterPostingClosedMutation = { __typename?: 'Mutation', stopAfterPostingClosed: { __typename?: 'PostingHoldPayload', success: boolean, message: string, contacts: Array<{ __typename?: 'Contact', id: number, isActive: boolean, status: ContactStatus, pauseReason?: ContactPauseReason | null, stopReason?: SequenceStopReason | null }> } };

export type GetLinkedInDetailsMutationVariables = Exact<{
  linkedInUrl: Scalars['String']['input'];
}>;


export type GetLinkedInDetailsMutation = { __typename?: 'Mutation', linkedInDetailsFetcher: { __typename?: 'LinkedInDetails', email: string, name?: string | null, emailConfidence: EmailConfidence } };

export type SendTestEmailMutationVariables = Exact<{
  data: SendTestEmailInput;
}>;


export type SendTestEmailMutation = { __typename?: 'Mutation', sendTestEmail: { __typename?: 'SendTestEmailPayload', message: string, success: boolean, hasRefreshToken: boolean } };

export type StartGoogleAuthFlowMutationVariables = Exact<{
  returnTo?: InputMaybe<Scalars['String']['input']>;
  detectReplies?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type StartGoogleAuthFlowMutation = { __typename?: 'Mutation', startGoogleAuthFlow: { __typename?: 'StartGoogleAuthFlowPayload', message: string, success: boolean, url?: string | null } };

export type MailPermissionQueryVariables = Exact<{ [key: string]: never; }>;


export type MailPermissionQuery = { __typename?: 'Query', mailPermission: { __typename?: 'MailPermission', hasPermission: boolean, message: string } };

export type GmailConnectionQueryVariables = Exact<{ [key: string]: never; }>;


export type GmailConnectionQuery = { __typename?: 'Query', gmailConnection: { __typename?: 'GmailConnection', connected: boolean, googleEmail?: string | null, tier?: GmailAccessTier | null, needsReconnect: boolean } };

export type DowngradeGmailToSendOnlyMutationVariables = Exact<{
  returnTo?: InputMaybe<Scalars['String']['input']>;
}>;


export type DowngradeGmailToSendOnlyMutation = { __typename?: 'Mutation', downgradeGmailToSendOnly: { __typename?: 'StartGoogleAuthFlowPayload', message: string, success: boolean, url?: string | null } };

export type DisconnectGmailMutationVariables = Exact<{ [key: string]: never; }>;


export type DisconnectGmailMutation = { __typename?: 'Mutation', disconnectGmail: { __typename?: 'MessagePayload', message: string, success: boolean } };

export type MailConnectionQueryVariables = Exact<{ [key: string]: never; }>;


export type MailConnectionQuery = { __typename?: 'Query', mailConnection: { __typename?: 'MailConnection', connected: boolean, provider?: MailProvider | null, address?: string | null, tier?: GmailAccessTier | null, needsReconnect: boolean } };

export type StartOutlookConnectionMutationVariables = Exact<{
  detectReplies: Scalars['Boolean']['input'];
  returnTo?: InputMaybe<Scalars['String']['input']>;
}>;


export type StartOutlookConnectionMutation = { __typename?: 'Mutation', startOutlookConnection: { __typename?: 'StartOutlookConnectionPayload', message: string, success: boolean, url?: string | null } };

export type SwitchOutlookToSendOnlyMutationVariables = Exact<{ [key: string]: never; }>;


export type SwitchOutlookToSendOnlyMutation = { __typename?: 'Mutation', switchOutlookToSendOnly: { __typename?: 'MessagePayload', message: string, success: boolean } };

export type DisconnectMailboxMutationVariables = Exact<{ [key: string]: never; }>;


export type DisconnectMailboxMutation = { __typename?: 'Mutation', disconnectMailbox: { __typename?: 'MessagePayload', message: string, success: boolean } };

export type NotificationPreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationPreferencesQuery = { __typename?: 'Query', notificationPreferences: { __typename?: 'NotificationPreferences', replyAlerts: boolean, sequenceUpdates: boolean } };

export type UpdateNotificationPreferencesMutationVariables = Exact<{
  data: UpdateNotificationPreferencesInput;
}>;


export type UpdateNotificationPreferencesMutation = { __typename?: 'Mutation', updateNotificationPreferences: { __typename?: 'NotificationPreferences', replyAlerts: boolean, sequenceUpdates: boolean } };

export type ReplyNoteFieldsFragment = { __typename?: 'ReplyNote', id: number, kind: ReplyNoteKind, status: ReplyNoteStatus, subject: string, body: string, scheduledFor?: string | null, sentAt?: string | null, timezone: string, threadId?: string | null, errorMessage?: string | null, goesNow: boolean };

export type GetReplyNoteStateQueryVariables = Exact<{
  contactId: Scalars['Int']['input'];
}>;


export type GetReplyNoteStateQuery = { __typename?: 'Query', contact?: { __typename?: 'Contact', id: number, firstName: string, outcome?: ReplyOutcome | null, outcomeProposed?: ReplyOutcome | null, interviewAt?: string | null, replyNoteOffer?: ReplyNoteKind | null, replyNote?: { __typename?: 'ReplyNote', id: number, kind: ReplyNoteKind, status: ReplyNoteStatus, subject: string, body: string, scheduledFor?: string | null, sentAt?: string | null, timezone: string, threadId?: string | null, errorMessage?: string | null, goesNow: boolean } | null, campaign?: { __typename?: 'Campaign', id: number, timezone: string } | null } | null };

export type DraftReplyNoteQueryVariables = Exact<{
  contactId: Scalars['Int']['input'];
  kind: ReplyNoteKind;
}>;


export type DraftReplyNoteQuery = { __typename?: 'Query', draftReplyNote: { __typename?: 'ReplyNoteDraft', kind: ReplyNoteKind, subject: string, body: string, sendAt: string, timezone: string } };

export type ApproveReplyNoteMutationVariables = Exact<{
  contactId: Scalars['Int']['input'];
  kind: ReplyNoteKind;
  subject: Scalars['String']['input'];
  body: Scalars['String']['input'];
}>;


export type ApproveReplyNoteMutation = { __typename?: 'Mutation', approveReplyNote: { __typename?: 'ReplyNote', id: number, kind: ReplyNoteKind, status: ReplyNoteStatus, subject: string, body: string, scheduledFor?: string | null, sentAt?: string | null, timezone: string, threadId?: string | null, errorMessage?: string | null, goesNow: boolean } };

export type UpdateReplyNoteMutationVariables = Exact<{
  contactId: Scalars['Int']['input'];
  subject: Scalars['String']['input'];
  body: Scalars['String']['input'];
}>;


export type UpdateReplyNoteMutation = { __typename?: 'Mutation', updateReplyNote: { __typename?: 'ReplyNote', id: number, kind: ReplyNoteKind, status: ReplyNoteStatus, subject: string, body: string, scheduledFor?: string | null, sentAt?: string | null, timezone: string, threadId?: string | null, errorMessage?: string | null, goesNow: boolean } };

export type CancelReplyNoteMutationVariables = Exact<{
  contactId: Scalars['Int']['input'];
}>;


export type CancelReplyNoteMutation = { __typename?: 'Mutation', cancelReplyNote: { __typename?: 'CancelReplyNoteResult', success: boolean, message: string, kind: ReplyNoteKind } };

export type SequenceSchedulePreviewQueryVariables = Exact<{
  timezone: Scalars['String']['input'];
  excludeWeekends: Scalars['Boolean']['input'];
  delays: Array<Scalars['Int']['input']> | Scalars['Int']['input'];
  startAt?: InputMaybe<Scalars['DateTime']['input']>;
  sendWindowStart?: InputMaybe<Scalars['Int']['input']>;
  sendWindowEnd?: InputMaybe<Scalars['Int']['input']>;
  workWeek?: InputMaybe<WorkWeek>;
}>;


export type SequenceSchedulePreviewQuery = { __typename?: 'Query', sequenceSchedulePreview: Array<{ __typename?: 'ScheduledSend', position: number, daysDelay: number, sendAt: string, movedFrom?: string | null, movedReason?: string | null }> };

export const PageInfoFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]} as unknown as DocumentNode<PageInfoFieldsFragment, unknown>;
export const CampaignSummaryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"timezoneSource"}},{"kind":"Field","name":{"kind":"Name","value":"excludeWeekends"}},{"kind":"Field","name":{"kind":"Name","value":"sendWindowStart"}},{"kind":"Field","name":{"kind":"Name","value":"sendWindowEnd"}},{"kind":"Field","name":{"kind":"Name","value":"workWeek"}},{"kind":"Field","name":{"kind":"Name","value":"workWeekChosen"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isDraft"}},{"kind":"Field","name":{"kind":"Name","value":"lastEmailSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"emailsSent"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"contacts"}},{"kind":"Field","name":{"kind":"Name","value":"sequenceSize"}},{"kind":"Field","name":{"kind":"Name","value":"averageResponseTime"}},{"kind":"Field","name":{"kind":"Name","value":"averageResponseRate"}}]}}]} as unknown as DocumentNode<CampaignSummaryFieldsFragment, unknown>;
export const ContactRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Contact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"emailsSent"}},{"kind":"Field","name":{"kind":"Name","value":"maxEmails"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"stopReason"}},{"kind":"Field","name":{"kind":"Name","value":"pauseReason"}},{"kind":"Field","name":{"kind":"Name","value":"wroteByHandAt"}},{"kind":"Field","name":{"kind":"Name","value":"replyUndoUntil"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeProposed"}},{"kind":"Field","name":{"kind":"Name","value":"outOfOfficeUntil"}},{"kind":"Field","name":{"kind":"Name","value":"interviewAt"}},{"kind":"Field","name":{"kind":"Name","value":"linkedInUrl"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}}]}}]} as unknown as DocumentNode<ContactRowFieldsFragment, unknown>;
export const ContactStateFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactStateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Contact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"stopReason"}},{"kind":"Field","name":{"kind":"Name","value":"pauseReason"}},{"kind":"Field","name":{"kind":"Name","value":"wroteByHandAt"}},{"kind":"Field","name":{"kind":"Name","value":"replyUndoUntil"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ContactStateFieldsFragment, unknown>;
export const CampaignEmailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignEmailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignEmail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledFor"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"bcc"}},{"kind":"Field","name":{"kind":"Name","value":"threadId"}},{"kind":"Field","name":{"kind":"Name","value":"outlookWebLink"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}}]}}]} as unknown as DocumentNode<CampaignEmailFieldsFragment, unknown>;
export const SequenceJobPostingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SequenceJobPostingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SequenceJobPosting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"ats"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"companyDomain"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"datePosted"}},{"kind":"Field","name":{"kind":"Name","value":"validThrough"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"importedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastCheckedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedReason"}},{"kind":"Field","name":{"kind":"Name","value":"noContactSentence"}}]}}]} as unknown as DocumentNode<SequenceJobPostingFieldsFragment, unknown>;
export const ReplyNoteFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReplyNoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReplyNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledFor"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"threadId"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"goesNow"}}]}}]} as unknown as DocumentNode<ReplyNoteFieldsFragment, unknown>;
export const RaiseAccessRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RaiseAccessRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"raiseAccessRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<RaiseAccessRequestMutation, RaiseAccessRequestMutationVariables>;
export const GetEmailAttachmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetEmailAttachments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EmailAttachmentFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EmailAttachmentSortInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailAttachments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagination"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<GetEmailAttachmentsQuery, GetEmailAttachmentsQueryVariables>;
export const GenerateSignedUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateSignedUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GenerateSignedUrlInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateSignedUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"signedUrl"}},{"kind":"Field","name":{"kind":"Name","value":"uploadLocation"}}]}}]}}]} as unknown as DocumentNode<GenerateSignedUrlMutation, GenerateSignedUrlMutationVariables>;
export const CreateEmailAttachmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateEmailAttachment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateEmailAttachmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEmailAttachment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailAttachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<CreateEmailAttachmentMutation, CreateEmailAttachmentMutationVariables>;
export const DeleteEmailAttachmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteEmailAttachment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"detachFromSequences"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteEmailAttachment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"detachFromSequences"},"value":{"kind":"Variable","name":{"kind":"Name","value":"detachFromSequences"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"usedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteEmailAttachmentMutation, DeleteEmailAttachmentMutationVariables>;
export const GetBillingOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetBillingOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"planSequences"}},{"kind":"Field","name":{"kind":"Name","value":"addOnSequences"}},{"kind":"Field","name":{"kind":"Name","value":"sequencesTotal"}},{"kind":"Field","name":{"kind":"Name","value":"sequencesUsed"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"renewsAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelsAt"}},{"kind":"Field","name":{"kind":"Name","value":"paymentFailed"}},{"kind":"Field","name":{"kind":"Name","value":"canManageBilling"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledDuplicatePlan"}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"checkout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"focused"}},{"kind":"Field","name":{"kind":"Name","value":"relentless"}},{"kind":"Field","name":{"kind":"Name","value":"addOn10"}},{"kind":"Field","name":{"kind":"Name","value":"addOn25"}}]}}]}}]}}]} as unknown as DocumentNode<GetBillingOverviewQuery, GetBillingOverviewQueryVariables>;
export const CreateCheckoutSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCheckoutSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"product"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutProduct"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCheckoutSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"product"},"value":{"kind":"Variable","name":{"kind":"Name","value":"product"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<CreateCheckoutSessionMutation, CreateCheckoutSessionMutationVariables>;
export const CreateBillingPortalSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBillingPortalSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBillingPortalSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<CreateBillingPortalSessionMutation, CreateBillingPortalSessionMutationVariables>;
export const GetCampaignEmailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetCampaignEmails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignEmailFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignEmailSortInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignEmails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pagination"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignEmailFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageInfoFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignEmailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignEmail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledFor"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"bcc"}},{"kind":"Field","name":{"kind":"Name","value":"threadId"}},{"kind":"Field","name":{"kind":"Name","value":"outlookWebLink"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}}]}}]} as unknown as DocumentNode<GetCampaignEmailsQuery, GetCampaignEmailsQueryVariables>;
export const ResendBouncedEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendBouncedEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contactId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendBouncedEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"contactId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contactId"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"email"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledFor"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}}]}}]}}]}}]} as unknown as DocumentNode<ResendBouncedEmailMutation, ResendBouncedEmailMutationVariables>;
export const SendNextEmailNowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendNextEmailNow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contactId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"emailId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendNextEmailNow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"contactId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contactId"}}},{"kind":"Argument","name":{"kind":"Name","value":"emailId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"emailId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"email"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledFor"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}}]}}]}}]}}]} as unknown as DocumentNode<SendNextEmailNowMutation, SendNextEmailNowMutationVariables>;
export const GetAllCampaignsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAllCampaigns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignSortInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaigns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pagination"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"emailsOpened"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageInfoFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"timezoneSource"}},{"kind":"Field","name":{"kind":"Name","value":"excludeWeekends"}},{"kind":"Field","name":{"kind":"Name","value":"sendWindowStart"}},{"kind":"Field","name":{"kind":"Name","value":"sendWindowEnd"}},{"kind":"Field","name":{"kind":"Name","value":"workWeek"}},{"kind":"Field","name":{"kind":"Name","value":"workWeekChosen"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isDraft"}},{"kind":"Field","name":{"kind":"Name","value":"lastEmailSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"emailsSent"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"contacts"}},{"kind":"Field","name":{"kind":"Name","value":"sequenceSize"}},{"kind":"Field","name":{"kind":"Name","value":"averageResponseTime"}},{"kind":"Field","name":{"kind":"Name","value":"averageResponseRate"}}]}}]} as unknown as DocumentNode<GetAllCampaignsQuery, GetAllCampaignsQueryVariables>;
export const GetSingleCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetSingleCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignFilterInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contactFilter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactFilterInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"contactFilter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contactFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"trackOpens"}},{"kind":"Field","name":{"kind":"Name","value":"gmailSendingPausedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"nextSendAt"}},{"kind":"Field","name":{"kind":"Name","value":"jobPosting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SequenceJobPostingFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"timezoneSource"}},{"kind":"Field","name":{"kind":"Name","value":"excludeWeekends"}},{"kind":"Field","name":{"kind":"Name","value":"sendWindowStart"}},{"kind":"Field","name":{"kind":"Name","value":"sendWindowEnd"}},{"kind":"Field","name":{"kind":"Name","value":"workWeek"}},{"kind":"Field","name":{"kind":"Name","value":"workWeekChosen"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isDraft"}},{"kind":"Field","name":{"kind":"Name","value":"lastEmailSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"emailsSent"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"contacts"}},{"kind":"Field","name":{"kind":"Name","value":"sequenceSize"}},{"kind":"Field","name":{"kind":"Name","value":"averageResponseTime"}},{"kind":"Field","name":{"kind":"Name","value":"averageResponseRate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SequenceJobPostingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SequenceJobPosting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"ats"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"companyDomain"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"datePosted"}},{"kind":"Field","name":{"kind":"Name","value":"validThrough"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"importedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastCheckedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedReason"}},{"kind":"Field","name":{"kind":"Name","value":"noContactSentence"}}]}}]} as unknown as DocumentNode<GetSingleCampaignQuery, GetSingleCampaignQueryVariables>;
export const GetCampaignWithEmailSequencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetCampaignWithEmailSequences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignFilterInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"emailSort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EmailSequenceSortInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"emailPagination"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contactFilter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactFilterInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"contactFilter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contactFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"timezoneSource"}},{"kind":"Field","name":{"kind":"Name","value":"excludeWeekends"}},{"kind":"Field","name":{"kind":"Name","value":"sendWindowStart"}},{"kind":"Field","name":{"kind":"Name","value":"sendWindowEnd"}},{"kind":"Field","name":{"kind":"Name","value":"workWeek"}},{"kind":"Field","name":{"kind":"Name","value":"workWeekChosen"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"trackOpens"}},{"kind":"Field","name":{"kind":"Name","value":"lastEmailSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"emailsSent"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"contacts"}},{"kind":"Field","name":{"kind":"Name","value":"sequenceSize"}},{"kind":"Field","name":{"kind":"Name","value":"emailSequences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"emailSort"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagination"},"value":{"kind":"Variable","name":{"kind":"Name","value":"emailPagination"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"daysDelay"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"nextMailInThread"}},{"kind":"Field","name":{"kind":"Name","value":"emailAttachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"linkedInUrl"}}]}}]}}]}}]} as unknown as DocumentNode<GetCampaignWithEmailSequencesQuery, GetCampaignWithEmailSequencesQueryVariables>;
export const CreateCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCampaignInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"timezoneSource"}},{"kind":"Field","name":{"kind":"Name","value":"excludeWeekends"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]}}]} as unknown as DocumentNode<CreateCampaignMutation, CreateCampaignMutationVariables>;
export const UpdateCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCampaignInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"timezoneSource"}},{"kind":"Field","name":{"kind":"Name","value":"excludeWeekends"}},{"kind":"Field","name":{"kind":"Name","value":"sendWindowStart"}},{"kind":"Field","name":{"kind":"Name","value":"sendWindowEnd"}},{"kind":"Field","name":{"kind":"Name","value":"workWeek"}},{"kind":"Field","name":{"kind":"Name","value":"workWeekChosen"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"trackOpens"}},{"kind":"Field","name":{"kind":"Name","value":"lastEmailSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextSendAt"}}]}}]}}]} as unknown as DocumentNode<UpdateCampaignMutation, UpdateCampaignMutationVariables>;
export const DeleteCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<DeleteCampaignMutation, DeleteCampaignMutationVariables>;
export const ChatConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChatConversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatConversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"context"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<ChatConversationQuery, ChatConversationQueryVariables>;
export const SaveChatConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveChatConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveChatConversationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveChatConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<SaveChatConversationMutation, SaveChatConversationMutationVariables>;
export const StartNewChatConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartNewChatConversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startNewChatConversation"}}]}}]} as unknown as DocumentNode<StartNewChatConversationMutation, StartNewChatConversationMutationVariables>;
export const GetContactsForCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetContactsForCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactSortInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contacts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pagination"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"campaignEmail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledFor"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageInfoFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Contact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"emailsSent"}},{"kind":"Field","name":{"kind":"Name","value":"maxEmails"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"stopReason"}},{"kind":"Field","name":{"kind":"Name","value":"pauseReason"}},{"kind":"Field","name":{"kind":"Name","value":"wroteByHandAt"}},{"kind":"Field","name":{"kind":"Name","value":"replyUndoUntil"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeProposed"}},{"kind":"Field","name":{"kind":"Name","value":"outOfOfficeUntil"}},{"kind":"Field","name":{"kind":"Name","value":"interviewAt"}},{"kind":"Field","name":{"kind":"Name","value":"linkedInUrl"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}}]}}]} as unknown as DocumentNode<GetContactsForCampaignQuery, GetContactsForCampaignQueryVariables>;
export const CreateContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateContactInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"hasPermission"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"timezoneSource"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CreateContactMutation, CreateContactMutationVariables>;
export const UpdateContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateContactInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactStateFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactStateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Contact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"stopReason"}},{"kind":"Field","name":{"kind":"Name","value":"pauseReason"}},{"kind":"Field","name":{"kind":"Name","value":"wroteByHandAt"}},{"kind":"Field","name":{"kind":"Name","value":"replyUndoUntil"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateContactMutation, UpdateContactMutationVariables>;
export const UndoMarkRepliedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UndoMarkReplied"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contactId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"undoMarkReplied"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"contactId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contactId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactStateFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactStateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Contact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"stopReason"}},{"kind":"Field","name":{"kind":"Name","value":"pauseReason"}},{"kind":"Field","name":{"kind":"Name","value":"wroteByHandAt"}},{"kind":"Field","name":{"kind":"Name","value":"replyUndoUntil"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UndoMarkRepliedMutation, UndoMarkRepliedMutationVariables>;
export const ResumeFollowUpsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResumeFollowUps"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contactId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeFollowUps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"contactId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contactId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactStateFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactStateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Contact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"stopReason"}},{"kind":"Field","name":{"kind":"Name","value":"pauseReason"}},{"kind":"Field","name":{"kind":"Name","value":"wroteByHandAt"}},{"kind":"Field","name":{"kind":"Name","value":"replyUndoUntil"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ResumeFollowUpsMutation, ResumeFollowUpsMutationVariables>;
export const DeleteContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<DeleteContactMutation, DeleteContactMutationVariables>;
export const GetSingleContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetSingleContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactFilterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeConfirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"replyOutcomes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"threadId"}},{"kind":"Field","name":{"kind":"Name","value":"returnDate"}},{"kind":"Field","name":{"kind":"Name","value":"interviewAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"isDraft"}},{"kind":"Field","name":{"kind":"Name","value":"jobPosting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SequenceJobPostingFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"campaignEmail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignEmailFields"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Contact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"emailsSent"}},{"kind":"Field","name":{"kind":"Name","value":"maxEmails"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"stopReason"}},{"kind":"Field","name":{"kind":"Name","value":"pauseReason"}},{"kind":"Field","name":{"kind":"Name","value":"wroteByHandAt"}},{"kind":"Field","name":{"kind":"Name","value":"replyUndoUntil"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeProposed"}},{"kind":"Field","name":{"kind":"Name","value":"outOfOfficeUntil"}},{"kind":"Field","name":{"kind":"Name","value":"interviewAt"}},{"kind":"Field","name":{"kind":"Name","value":"linkedInUrl"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignEmailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignEmail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledFor"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"bcc"}},{"kind":"Field","name":{"kind":"Name","value":"threadId"}},{"kind":"Field","name":{"kind":"Name","value":"outlookWebLink"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SequenceJobPostingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SequenceJobPosting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"ats"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"companyDomain"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"datePosted"}},{"kind":"Field","name":{"kind":"Name","value":"validThrough"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"importedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastCheckedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedReason"}},{"kind":"Field","name":{"kind":"Name","value":"noContactSentence"}}]}}]} as unknown as DocumentNode<GetSingleContactQuery, GetSingleContactQueryVariables>;
export const RecipientCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecipientCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"excludeContactId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recipientCheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"excludeContactId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"excludeContactId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"warning"}},{"kind":"Field","name":{"kind":"Name","value":"sameDomainActive"}}]}}]}}]} as unknown as DocumentNode<RecipientCheckQuery, RecipientCheckQueryVariables>;
export const SetContactOutcomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetContactOutcome"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contactId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"outcome"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReplyOutcome"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"interviewAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setContactOutcome"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"contactId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contactId"}}},{"kind":"Argument","name":{"kind":"Name","value":"outcome"},"value":{"kind":"Variable","name":{"kind":"Name","value":"outcome"}}},{"kind":"Argument","name":{"kind":"Name","value":"interviewAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"interviewAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"stopReason"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeProposed"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeConfirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outOfOfficeUntil"}},{"kind":"Field","name":{"kind":"Name","value":"interviewAt"}},{"kind":"Field","name":{"kind":"Name","value":"replyUndoUntil"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]} as unknown as DocumentNode<SetContactOutcomeMutation, SetContactOutcomeMutationVariables>;
export const GetContactTimelineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetContactTimeline"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contactId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contactId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"approximate"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"returnDate"}},{"kind":"Field","name":{"kind":"Name","value":"gmailThreadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"outlookWebLink"}},{"kind":"Field","name":{"kind":"Name","value":"postingUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"companyReplyTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"medianHours"}},{"kind":"Field","name":{"kind":"Name","value":"applications"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]} as unknown as DocumentNode<GetContactTimelineQuery, GetContactTimelineQueryVariables>;
export const HomeDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"campaigns"}},{"kind":"Field","name":{"kind":"Name","value":"contacts"}},{"kind":"Field","name":{"kind":"Name","value":"emailSent"}},{"kind":"Field","name":{"kind":"Name","value":"responseRate"}}]}}]}}]} as unknown as DocumentNode<HomeDashboardQuery, HomeDashboardQueryVariables>;
export const SearchSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchSummary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"timeZone"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchSummary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"timeZone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timeZone"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"funnel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applications"}},{"kind":"Field","name":{"kind":"Name","value":"replies"}},{"kind":"Field","name":{"kind":"Name","value":"interviews"}},{"kind":"Field","name":{"kind":"Name","value":"offers"}},{"kind":"Field","name":{"kind":"Name","value":"withPosting"}}]}},{"kind":"Field","name":{"kind":"Name","value":"weekly"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekStart"}},{"kind":"Field","name":{"kind":"Name","value":"emailsSent"}},{"kind":"Field","name":{"kind":"Name","value":"replies"}}]}}]}}]}}]} as unknown as DocumentNode<SearchSummaryQuery, SearchSummaryQueryVariables>;
export const CreateEmailSequenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateEmailSequence"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateEmailSequenceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEmailSequence"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<CreateEmailSequenceMutation, CreateEmailSequenceMutationVariables>;
export const SaveSequenceDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveSequenceDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateEmailSequenceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveSequenceDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<SaveSequenceDraftMutation, SaveSequenceDraftMutationVariables>;
export const GenerateJobEmailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateJobEmails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hiringManagerName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"jobRole"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attachmentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aboutMe"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"jobPostingId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateJobEmails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hiringManagerName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hiringManagerName"}}},{"kind":"Argument","name":{"kind":"Name","value":"jobRole"},"value":{"kind":"Variable","name":{"kind":"Name","value":"jobRole"}}},{"kind":"Argument","name":{"kind":"Name","value":"attachmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attachmentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"aboutMe"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aboutMe"}}},{"kind":"Argument","name":{"kind":"Name","value":"jobPostingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"jobPostingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email_1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}},{"kind":"Field","name":{"kind":"Name","value":"follow_up_1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}},{"kind":"Field","name":{"kind":"Name","value":"follow_up_2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]}}]}}]}}]} as unknown as DocumentNode<GenerateJobEmailsMutation, GenerateJobEmailsMutationVariables>;
export const ImportJobPostingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportJobPosting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"url"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importJobPosting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"url"},"value":{"kind":"Variable","name":{"kind":"Name","value":"url"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"posting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"ats"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"companyDomain"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"remote"}},{"kind":"Field","name":{"kind":"Name","value":"datePosted"}},{"kind":"Field","name":{"kind":"Name","value":"validThrough"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"confidence"}},{"kind":"Field","name":{"kind":"Name","value":"proposedTimezone"}},{"kind":"Field","name":{"kind":"Name","value":"noContactSentence"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"retryAt"}}]}}]}}]}}]} as unknown as DocumentNode<ImportJobPostingMutation, ImportJobPostingMutationVariables>;
export const SendAnywayAfterPostingClosedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendAnywayAfterPostingClosed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendAnywayAfterPostingClosed"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"contacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pauseReason"}},{"kind":"Field","name":{"kind":"Name","value":"stopReason"}}]}}]}}]}}]} as unknown as DocumentNode<SendAnywayAfterPostingClosedMutation, SendAnywayAfterPostingClosedMutationVariables>;
export const StopAfterPostingClosedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StopAfterPostingClosed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopAfterPostingClosed"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"contacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pauseReason"}},{"kind":"Field","name":{"kind":"Name","value":"stopReason"}}]}}]}}]}}]} as unknown as DocumentNode<StopAfterPostingClosedMutation, StopAfterPostingClosedMutationVariables>;
export const GetLinkedInDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GetLinkedInDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"linkedInUrl"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkedInDetailsFetcher"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"linkedInUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"linkedInUrl"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfidence"}}]}}]}}]} as unknown as DocumentNode<GetLinkedInDetailsMutation, GetLinkedInDetailsMutationVariables>;
export const SendTestEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendTestEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendTestEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendTestEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"hasRefreshToken"}}]}}]}}]} as unknown as DocumentNode<SendTestEmailMutation, SendTestEmailMutationVariables>;
export const StartGoogleAuthFlowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartGoogleAuthFlow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"returnTo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"detectReplies"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startGoogleAuthFlow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"returnTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"returnTo"}}},{"kind":"Argument","name":{"kind":"Name","value":"detectReplies"},"value":{"kind":"Variable","name":{"kind":"Name","value":"detectReplies"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<StartGoogleAuthFlowMutation, StartGoogleAuthFlowMutationVariables>;
export const MailPermissionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MailPermission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailPermission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasPermission"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<MailPermissionQuery, MailPermissionQueryVariables>;
export const GmailConnectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GmailConnection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gmailConnection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"googleEmail"}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"needsReconnect"}}]}}]}}]} as unknown as DocumentNode<GmailConnectionQuery, GmailConnectionQueryVariables>;
export const DowngradeGmailToSendOnlyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DowngradeGmailToSendOnly"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"returnTo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"downgradeGmailToSendOnly"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"returnTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"returnTo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<DowngradeGmailToSendOnlyMutation, DowngradeGmailToSendOnlyMutationVariables>;
export const DisconnectGmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisconnectGmail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disconnectGmail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<DisconnectGmailMutation, DisconnectGmailMutationVariables>;
export const MailConnectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MailConnection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailConnection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"needsReconnect"}}]}}]}}]} as unknown as DocumentNode<MailConnectionQuery, MailConnectionQueryVariables>;
export const StartOutlookConnectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartOutlookConnection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"detectReplies"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"returnTo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startOutlookConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"detectReplies"},"value":{"kind":"Variable","name":{"kind":"Name","value":"detectReplies"}}},{"kind":"Argument","name":{"kind":"Name","value":"returnTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"returnTo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<StartOutlookConnectionMutation, StartOutlookConnectionMutationVariables>;
export const SwitchOutlookToSendOnlyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SwitchOutlookToSendOnly"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"switchOutlookToSendOnly"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<SwitchOutlookToSendOnlyMutation, SwitchOutlookToSendOnlyMutationVariables>;
export const DisconnectMailboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisconnectMailbox"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disconnectMailbox"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<DisconnectMailboxMutation, DisconnectMailboxMutationVariables>;
export const NotificationPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replyAlerts"}},{"kind":"Field","name":{"kind":"Name","value":"sequenceUpdates"}}]}}]}}]} as unknown as DocumentNode<NotificationPreferencesQuery, NotificationPreferencesQueryVariables>;
export const UpdateNotificationPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateNotificationPreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateNotificationPreferencesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNotificationPreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replyAlerts"}},{"kind":"Field","name":{"kind":"Name","value":"sequenceUpdates"}}]}}]}}]} as unknown as DocumentNode<UpdateNotificationPreferencesMutation, UpdateNotificationPreferencesMutationVariables>;
export const GetReplyNoteStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetReplyNoteState"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contactId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contactId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeProposed"}},{"kind":"Field","name":{"kind":"Name","value":"interviewAt"}},{"kind":"Field","name":{"kind":"Name","value":"replyNoteOffer"}},{"kind":"Field","name":{"kind":"Name","value":"replyNote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReplyNoteFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReplyNoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReplyNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledFor"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"threadId"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"goesNow"}}]}}]} as unknown as DocumentNode<GetReplyNoteStateQuery, GetReplyNoteStateQueryVariables>;
export const DraftReplyNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DraftReplyNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contactId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReplyNoteKind"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"draftReplyNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"contactId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contactId"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"sendAt"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]}}]} as unknown as DocumentNode<DraftReplyNoteQuery, DraftReplyNoteQueryVariables>;
export const ApproveReplyNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveReplyNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contactId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReplyNoteKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subject"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"body"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveReplyNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"contactId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contactId"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"subject"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subject"}}},{"kind":"Argument","name":{"kind":"Name","value":"body"},"value":{"kind":"Variable","name":{"kind":"Name","value":"body"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReplyNoteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReplyNoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReplyNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledFor"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"threadId"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"goesNow"}}]}}]} as unknown as DocumentNode<ApproveReplyNoteMutation, ApproveReplyNoteMutationVariables>;
export const UpdateReplyNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateReplyNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contactId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subject"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"body"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateReplyNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"contactId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contactId"}}},{"kind":"Argument","name":{"kind":"Name","value":"subject"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subject"}}},{"kind":"Argument","name":{"kind":"Name","value":"body"},"value":{"kind":"Variable","name":{"kind":"Name","value":"body"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReplyNoteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReplyNoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReplyNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledFor"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"threadId"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"goesNow"}}]}}]} as unknown as DocumentNode<UpdateReplyNoteMutation, UpdateReplyNoteMutationVariables>;
export const CancelReplyNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelReplyNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contactId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelReplyNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"contactId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contactId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<CancelReplyNoteMutation, CancelReplyNoteMutationVariables>;
export const SequenceSchedulePreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SequenceSchedulePreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"timezone"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"excludeWeekends"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"delays"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sendWindowStart"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sendWindowEnd"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workWeek"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkWeek"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sequenceSchedulePreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"timezone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timezone"}}},{"kind":"Argument","name":{"kind":"Name","value":"excludeWeekends"},"value":{"kind":"Variable","name":{"kind":"Name","value":"excludeWeekends"}}},{"kind":"Argument","name":{"kind":"Name","value":"delays"},"value":{"kind":"Variable","name":{"kind":"Name","value":"delays"}}},{"kind":"Argument","name":{"kind":"Name","value":"startAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startAt"}}},{"kind":"Argument","name":{"kind":"Name","value":"sendWindowStart"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sendWindowStart"}}},{"kind":"Argument","name":{"kind":"Name","value":"sendWindowEnd"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sendWindowEnd"}}},{"kind":"Argument","name":{"kind":"Name","value":"workWeek"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workWeek"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"daysDelay"}},{"kind":"Field","name":{"kind":"Name","value":"sendAt"}},{"kind":"Field","name":{"kind":"Name","value":"movedFrom"}},{"kind":"Field","name":{"kind":"Name","value":"movedReason"}}]}}]}}]} as unknown as DocumentNode<SequenceSchedulePreviewQuery, SequenceSchedulePreviewQueryVariables>;