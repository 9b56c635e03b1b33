import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An instant in time, sent over the wire as an ISO-8601 string in UTC (e.g. "2025-01-31T14:05:00.000Z"). */
  DateTime: { input: string; output: Date | string; }
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

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AttachmentSequenceUsage: ResolverTypeWrapper<AttachmentSequenceUsage>;
  BillingOverview: ResolverTypeWrapper<BillingOverview>;
  BillingRedirect: ResolverTypeWrapper<BillingRedirect>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Campaign: ResolverTypeWrapper<Campaign>;
  CampaignConnection: ResolverTypeWrapper<CampaignConnection>;
  CampaignDetail: ResolverTypeWrapper<CampaignDetail>;
  CampaignEdge: ResolverTypeWrapper<CampaignEdge>;
  CampaignEmail: ResolverTypeWrapper<CampaignEmail>;
  CampaignEmailConnection: ResolverTypeWrapper<CampaignEmailConnection>;
  CampaignEmailEdge: ResolverTypeWrapper<CampaignEmailEdge>;
  CampaignEmailFilterInput: CampaignEmailFilterInput;
  CampaignEmailKind: CampaignEmailKind;
  CampaignEmailSortField: CampaignEmailSortField;
  CampaignEmailSortInput: CampaignEmailSortInput;
  CampaignEmailStatus: CampaignEmailStatus;
  CampaignFilterInput: CampaignFilterInput;
  CampaignSortField: CampaignSortField;
  CampaignSortInput: CampaignSortInput;
  CancelReplyNoteResult: ResolverTypeWrapper<CancelReplyNoteResult>;
  ChatConversation: ResolverTypeWrapper<ChatConversation>;
  ChatMessage: ResolverTypeWrapper<ChatMessage>;
  ChatMessageInput: ChatMessageInput;
  ChatRole: ChatRole;
  CheckoutAvailability: ResolverTypeWrapper<CheckoutAvailability>;
  CheckoutProduct: CheckoutProduct;
  CompanyReplyTime: ResolverTypeWrapper<CompanyReplyTime>;
  Contact: ResolverTypeWrapper<Contact>;
  ContactConnection: ResolverTypeWrapper<ContactConnection>;
  ContactEdge: ResolverTypeWrapper<ContactEdge>;
  ContactFilterInput: ContactFilterInput;
  ContactPauseReason: ContactPauseReason;
  ContactSortField: ContactSortField;
  ContactSortInput: ContactSortInput;
  ContactStatus: ContactStatus;
  CreateCampaignInput: CreateCampaignInput;
  CreateCampaignPayload: ResolverTypeWrapper<CreateCampaignPayload>;
  CreateContactInput: CreateContactInput;
  CreateContactPayload: ResolverTypeWrapper<CreateContactPayload>;
  CreateEmailAttachmentInput: CreateEmailAttachmentInput;
  CreateEmailAttachmentPayload: ResolverTypeWrapper<CreateEmailAttachmentPayload>;
  CreateEmailSequenceInput: CreateEmailSequenceInput;
  CreateEmailSequencePayload: ResolverTypeWrapper<CreateEmailSequencePayload>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteEmailAttachmentPayload: ResolverTypeWrapper<DeleteEmailAttachmentPayload>;
  EmailAttachment: ResolverTypeWrapper<EmailAttachment>;
  EmailAttachmentConnection: ResolverTypeWrapper<EmailAttachmentConnection>;
  EmailAttachmentEdge: ResolverTypeWrapper<EmailAttachmentEdge>;
  EmailAttachmentFilterInput: EmailAttachmentFilterInput;
  EmailAttachmentSortField: EmailAttachmentSortField;
  EmailAttachmentSortInput: EmailAttachmentSortInput;
  EmailConfidence: EmailConfidence;
  EmailSequence: ResolverTypeWrapper<EmailSequence>;
  EmailSequenceConnection: ResolverTypeWrapper<EmailSequenceConnection>;
  EmailSequenceEdge: ResolverTypeWrapper<EmailSequenceEdge>;
  EmailSequenceSortField: EmailSequenceSortField;
  EmailSequenceSortInput: EmailSequenceSortInput;
  EmailSequenceStepInput: EmailSequenceStepInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GenerateJobEmailsPayload: ResolverTypeWrapper<GenerateJobEmailsPayload>;
  GenerateSignedUrlInput: GenerateSignedUrlInput;
  GeneratedEmail: ResolverTypeWrapper<GeneratedEmail>;
  GeneratedJobEmails: ResolverTypeWrapper<GeneratedJobEmails>;
  GmailAccessTier: GmailAccessTier;
  GmailConnection: ResolverTypeWrapper<GmailConnection>;
  HomeDashboard: ResolverTypeWrapper<HomeDashboard>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImportedJobPosting: ResolverTypeWrapper<ImportedJobPosting>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invoice: ResolverTypeWrapper<Invoice>;
  JobPostingClosedReason: JobPostingClosedReason;
  JobPostingConfidence: JobPostingConfidence;
  JobPostingImportFailure: ResolverTypeWrapper<JobPostingImportFailure>;
  JobPostingImportFailureReason: JobPostingImportFailureReason;
  JobPostingImportPayload: ResolverTypeWrapper<JobPostingImportPayload>;
  JobPostingStatus: JobPostingStatus;
  LinkedInDetails: ResolverTypeWrapper<LinkedInDetails>;
  MailConnection: ResolverTypeWrapper<MailConnection>;
  MailPermission: ResolverTypeWrapper<MailPermission>;
  MailProvider: MailProvider;
  MessagePayload: ResolverTypeWrapper<MessagePayload>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NotificationPreferences: ResolverTypeWrapper<NotificationPreferences>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PaginationInput: PaginationInput;
  PostingAts: PostingAts;
  PostingHoldPayload: ResolverTypeWrapper<PostingHoldPayload>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RecipientCheck: ResolverTypeWrapper<RecipientCheck>;
  ReplyNote: ResolverTypeWrapper<ReplyNote>;
  ReplyNoteDraft: ResolverTypeWrapper<ReplyNoteDraft>;
  ReplyNoteKind: ReplyNoteKind;
  ReplyNoteStatus: ReplyNoteStatus;
  ReplyOutcome: ReplyOutcome;
  ReplyOutcomeEvent: ResolverTypeWrapper<ReplyOutcomeEvent>;
  ReplyOutcomeSource: ReplyOutcomeSource;
  SaveChatConversationInput: SaveChatConversationInput;
  ScheduledSend: ResolverTypeWrapper<ScheduledSend>;
  SearchFunnel: ResolverTypeWrapper<SearchFunnel>;
  SearchSummary: ResolverTypeWrapper<SearchSummary>;
  SendNowPayload: ResolverTypeWrapper<SendNowPayload>;
  SendTestEmailInput: SendTestEmailInput;
  SendTestEmailPayload: ResolverTypeWrapper<SendTestEmailPayload>;
  SequenceJobPosting: ResolverTypeWrapper<SequenceJobPosting>;
  SequenceStopReason: SequenceStopReason;
  SignedUrlPayload: ResolverTypeWrapper<SignedUrlPayload>;
  SortDirection: SortDirection;
  StartGoogleAuthFlowPayload: ResolverTypeWrapper<StartGoogleAuthFlowPayload>;
  StartOutlookConnectionPayload: ResolverTypeWrapper<StartOutlookConnectionPayload>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TimelineEvent: ResolverTypeWrapper<TimelineEvent>;
  TimelineEventKind: TimelineEventKind;
  TimezoneSource: TimezoneSource;
  UpdateCampaignInput: UpdateCampaignInput;
  UpdateContactInput: UpdateContactInput;
  UpdateContactPayload: ResolverTypeWrapper<UpdateContactPayload>;
  UpdateNotificationPreferencesInput: UpdateNotificationPreferencesInput;
  WeekActivity: ResolverTypeWrapper<WeekActivity>;
  WorkWeek: WorkWeek;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AttachmentSequenceUsage: AttachmentSequenceUsage;
  BillingOverview: BillingOverview;
  BillingRedirect: BillingRedirect;
  Boolean: Scalars['Boolean']['output'];
  Campaign: Campaign;
  CampaignConnection: CampaignConnection;
  CampaignDetail: CampaignDetail;
  CampaignEdge: CampaignEdge;
  CampaignEmail: CampaignEmail;
  CampaignEmailConnection: CampaignEmailConnection;
  CampaignEmailEdge: CampaignEmailEdge;
  CampaignEmailFilterInput: CampaignEmailFilterInput;
  CampaignEmailSortInput: CampaignEmailSortInput;
  CampaignFilterInput: CampaignFilterInput;
  CampaignSortInput: CampaignSortInput;
  CancelReplyNoteResult: CancelReplyNoteResult;
  ChatConversation: ChatConversation;
  ChatMessage: ChatMessage;
  ChatMessageInput: ChatMessageInput;
  CheckoutAvailability: CheckoutAvailability;
  CompanyReplyTime: CompanyReplyTime;
  Contact: Contact;
  ContactConnection: ContactConnection;
  ContactEdge: ContactEdge;
  ContactFilterInput: ContactFilterInput;
  ContactSortInput: ContactSortInput;
  CreateCampaignInput: CreateCampaignInput;
  CreateCampaignPayload: CreateCampaignPayload;
  CreateContactInput: CreateContactInput;
  CreateContactPayload: CreateContactPayload;
  CreateEmailAttachmentInput: CreateEmailAttachmentInput;
  CreateEmailAttachmentPayload: CreateEmailAttachmentPayload;
  CreateEmailSequenceInput: CreateEmailSequenceInput;
  CreateEmailSequencePayload: CreateEmailSequencePayload;
  DateTime: Scalars['DateTime']['output'];
  DeleteEmailAttachmentPayload: DeleteEmailAttachmentPayload;
  EmailAttachment: EmailAttachment;
  EmailAttachmentConnection: EmailAttachmentConnection;
  EmailAttachmentEdge: EmailAttachmentEdge;
  EmailAttachmentFilterInput: EmailAttachmentFilterInput;
  EmailAttachmentSortInput: EmailAttachmentSortInput;
  EmailSequence: EmailSequence;
  EmailSequenceConnection: EmailSequenceConnection;
  EmailSequenceEdge: EmailSequenceEdge;
  EmailSequenceSortInput: EmailSequenceSortInput;
  EmailSequenceStepInput: EmailSequenceStepInput;
  Float: Scalars['Float']['output'];
  GenerateJobEmailsPayload: GenerateJobEmailsPayload;
  GenerateSignedUrlInput: GenerateSignedUrlInput;
  GeneratedEmail: GeneratedEmail;
  GeneratedJobEmails: GeneratedJobEmails;
  GmailConnection: GmailConnection;
  HomeDashboard: HomeDashboard;
  ID: Scalars['ID']['output'];
  ImportedJobPosting: ImportedJobPosting;
  Int: Scalars['Int']['output'];
  Invoice: Invoice;
  JobPostingImportFailure: JobPostingImportFailure;
  JobPostingImportPayload: JobPostingImportPayload;
  LinkedInDetails: LinkedInDetails;
  MailConnection: MailConnection;
  MailPermission: MailPermission;
  MessagePayload: MessagePayload;
  Mutation: Record<PropertyKey, never>;
  NotificationPreferences: NotificationPreferences;
  PageInfo: PageInfo;
  PaginationInput: PaginationInput;
  PostingHoldPayload: PostingHoldPayload;
  Query: Record<PropertyKey, never>;
  RecipientCheck: RecipientCheck;
  ReplyNote: ReplyNote;
  ReplyNoteDraft: ReplyNoteDraft;
  ReplyOutcomeEvent: ReplyOutcomeEvent;
  SaveChatConversationInput: SaveChatConversationInput;
  ScheduledSend: ScheduledSend;
  SearchFunnel: SearchFunnel;
  SearchSummary: SearchSummary;
  SendNowPayload: SendNowPayload;
  SendTestEmailInput: SendTestEmailInput;
  SendTestEmailPayload: SendTestEmailPayload;
  SequenceJobPosting: SequenceJobPosting;
  SignedUrlPayload: SignedUrlPayload;
  StartGoogleAuthFlowPayload: StartGoogleAuthFlowPayload;
  StartOutlookConnectionPayload: StartOutlookConnectionPayload;
  String: Scalars['String']['output'];
  TimelineEvent: TimelineEvent;
  UpdateCampaignInput: UpdateCampaignInput;
  UpdateContactInput: UpdateContactInput;
  UpdateContactPayload: UpdateContactPayload;
  UpdateNotificationPreferencesInput: UpdateNotificationPreferencesInput;
  WeekActivity: WeekActivity;
}>;

export type AttachmentSequenceUsageResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['AttachmentSequenceUsage'] = ResolversParentTypes['AttachmentSequenceUsage']> = ResolversObject<{
  campaignId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BillingOverviewResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['BillingOverview'] = ResolversParentTypes['BillingOverview']> = ResolversObject<{
  addOnSequences?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  canManageBilling?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cancelledDuplicatePlan?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cancelsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  checkout?: Resolver<ResolversTypes['CheckoutAvailability'], ParentType, ContextType>;
  invoices?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  paymentFailed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  planName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  planSequences?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  renewsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  sequencesTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sequencesUsed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BillingRedirectResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['BillingRedirect'] = ResolversParentTypes['BillingRedirect']> = ResolversObject<{
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CampaignResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['Campaign'] = ResolversParentTypes['Campaign']> = ResolversObject<{
  averageResponseRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  averageResponseTime?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  contacts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  emailSequences?: Resolver<ResolversTypes['EmailSequenceConnection'], ParentType, ContextType, Partial<CampaignEmailSequencesArgs>>;
  emailsOpened?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  emailsSent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  excludeWeekends?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  gmailSendingPausedUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDraft?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  jobPosting?: Resolver<Maybe<ResolversTypes['SequenceJobPosting']>, ParentType, ContextType>;
  lastEmailSentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextSendAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  sendWindowEnd?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sendWindowStart?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sequenceSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timezoneSource?: Resolver<Maybe<ResolversTypes['TimezoneSource']>, ParentType, ContextType>;
  trackOpens?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  workWeek?: Resolver<ResolversTypes['WorkWeek'], ParentType, ContextType>;
  workWeekChosen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type CampaignConnectionResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['CampaignConnection'] = ResolversParentTypes['CampaignConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['CampaignEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CampaignDetailResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['CampaignDetail'] = ResolversParentTypes['CampaignDetail']> = ResolversObject<{
  campaign?: Resolver<Maybe<ResolversTypes['Campaign']>, ParentType, ContextType>;
  contact?: Resolver<Maybe<ResolversTypes['Contact']>, ParentType, ContextType>;
}>;

export type CampaignEdgeResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['CampaignEdge'] = ResolversParentTypes['CampaignEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Campaign'], ParentType, ContextType>;
}>;

export type CampaignEmailResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['CampaignEmail'] = ResolversParentTypes['CampaignEmail']> = ResolversObject<{
  bcc?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  campaignId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  contactId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CampaignEmailKind'], ParentType, ContextType>;
  openedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  outlookWebLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  respondedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  scheduledFor?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CampaignEmailStatus'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  threadId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type CampaignEmailConnectionResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['CampaignEmailConnection'] = ResolversParentTypes['CampaignEmailConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['CampaignEmailEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CampaignEmailEdgeResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['CampaignEmailEdge'] = ResolversParentTypes['CampaignEmailEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['CampaignEmail'], ParentType, ContextType>;
}>;

export type CancelReplyNoteResultResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['CancelReplyNoteResult'] = ResolversParentTypes['CancelReplyNoteResult']> = ResolversObject<{
  kind?: Resolver<ResolversTypes['ReplyNoteKind'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ChatConversationResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['ChatConversation'] = ResolversParentTypes['ChatConversation']> = ResolversObject<{
  context?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['ChatMessage']>, ParentType, ContextType>;
  step?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type ChatMessageResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['ChatMessage'] = ResolversParentTypes['ChatMessage']> = ResolversObject<{
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['ChatRole'], ParentType, ContextType>;
  timestamp?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type CheckoutAvailabilityResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['CheckoutAvailability'] = ResolversParentTypes['CheckoutAvailability']> = ResolversObject<{
  addOn10?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  addOn25?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  focused?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  relentless?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type CompanyReplyTimeResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['CompanyReplyTime'] = ResolversParentTypes['CompanyReplyTime']> = ResolversObject<{
  applications?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  company?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  medianHours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type ContactResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['Contact'] = ResolversParentTypes['Contact']> = ResolversObject<{
  appliedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  campaign?: Resolver<Maybe<ResolversTypes['Campaign']>, ParentType, ContextType>;
  campaignEmail?: Resolver<Maybe<ResolversTypes['CampaignEmail']>, ParentType, ContextType>;
  campaignEmails?: Resolver<Array<ResolversTypes['CampaignEmail']>, ParentType, ContextType>;
  campaignId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  companyReplyTime?: Resolver<Maybe<ResolversTypes['CompanyReplyTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emailsSent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  interviewAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  linkedInUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maxEmails?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  outOfOfficeUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outcome?: Resolver<Maybe<ResolversTypes['ReplyOutcome']>, ParentType, ContextType>;
  outcomeConfirmedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  outcomeProposed?: Resolver<Maybe<ResolversTypes['ReplyOutcome']>, ParentType, ContextType>;
  pauseReason?: Resolver<Maybe<ResolversTypes['ContactPauseReason']>, ParentType, ContextType>;
  replyNote?: Resolver<Maybe<ResolversTypes['ReplyNote']>, ParentType, ContextType>;
  replyNoteOffer?: Resolver<Maybe<ResolversTypes['ReplyNoteKind']>, ParentType, ContextType>;
  replyOutcomes?: Resolver<Array<ResolversTypes['ReplyOutcomeEvent']>, ParentType, ContextType>;
  replyUndoUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ContactStatus'], ParentType, ContextType>;
  stopReason?: Resolver<Maybe<ResolversTypes['SequenceStopReason']>, ParentType, ContextType>;
  timeline?: Resolver<Array<ResolversTypes['TimelineEvent']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  wroteByHandAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type ContactConnectionResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['ContactConnection'] = ResolversParentTypes['ContactConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ContactEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ContactEdgeResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['ContactEdge'] = ResolversParentTypes['ContactEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Contact'], ParentType, ContextType>;
}>;

export type CreateCampaignPayloadResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['CreateCampaignPayload'] = ResolversParentTypes['CreateCampaignPayload']> = ResolversObject<{
  campaign?: Resolver<Maybe<ResolversTypes['Campaign']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type CreateContactPayloadResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['CreateContactPayload'] = ResolversParentTypes['CreateContactPayload']> = ResolversObject<{
  contact?: Resolver<Maybe<ResolversTypes['Contact']>, ParentType, ContextType>;
  hasPermission?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type CreateEmailAttachmentPayloadResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['CreateEmailAttachmentPayload'] = ResolversParentTypes['CreateEmailAttachmentPayload']> = ResolversObject<{
  emailAttachment?: Resolver<ResolversTypes['EmailAttachment'], ParentType, ContextType>;
}>;

export type CreateEmailSequencePayloadResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['CreateEmailSequencePayload'] = ResolversParentTypes['CreateEmailSequencePayload']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteEmailAttachmentPayloadResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['DeleteEmailAttachmentPayload'] = ResolversParentTypes['DeleteEmailAttachmentPayload']> = ResolversObject<{
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usedBy?: Resolver<Array<ResolversTypes['AttachmentSequenceUsage']>, ParentType, ContextType>;
}>;

export type EmailAttachmentResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['EmailAttachment'] = ResolversParentTypes['EmailAttachment']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fileType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type EmailAttachmentConnectionResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['EmailAttachmentConnection'] = ResolversParentTypes['EmailAttachmentConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['EmailAttachmentEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type EmailAttachmentEdgeResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['EmailAttachmentEdge'] = ResolversParentTypes['EmailAttachmentEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['EmailAttachment'], ParentType, ContextType>;
}>;

export type EmailSequenceResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['EmailSequence'] = ResolversParentTypes['EmailSequence']> = ResolversObject<{
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  daysDelay?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  emailAttachments?: Resolver<Array<ResolversTypes['EmailAttachment']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nextMailInThread?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EmailSequenceConnectionResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['EmailSequenceConnection'] = ResolversParentTypes['EmailSequenceConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['EmailSequenceEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type EmailSequenceEdgeResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['EmailSequenceEdge'] = ResolversParentTypes['EmailSequenceEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['EmailSequence'], ParentType, ContextType>;
}>;

export type GenerateJobEmailsPayloadResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['GenerateJobEmailsPayload'] = ResolversParentTypes['GenerateJobEmailsPayload']> = ResolversObject<{
  data?: Resolver<Maybe<ResolversTypes['GeneratedJobEmails']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type GeneratedEmailResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['GeneratedEmail'] = ResolversParentTypes['GeneratedEmail']> = ResolversObject<{
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type GeneratedJobEmailsResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['GeneratedJobEmails'] = ResolversParentTypes['GeneratedJobEmails']> = ResolversObject<{
  email_1?: Resolver<ResolversTypes['GeneratedEmail'], ParentType, ContextType>;
  follow_up_1?: Resolver<ResolversTypes['GeneratedEmail'], ParentType, ContextType>;
  follow_up_2?: Resolver<ResolversTypes['GeneratedEmail'], ParentType, ContextType>;
}>;

export type GmailConnectionResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['GmailConnection'] = ResolversParentTypes['GmailConnection']> = ResolversObject<{
  connected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  googleEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  needsReconnect?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tier?: Resolver<Maybe<ResolversTypes['GmailAccessTier']>, ParentType, ContextType>;
}>;

export type HomeDashboardResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['HomeDashboard'] = ResolversParentTypes['HomeDashboard']> = ResolversObject<{
  campaigns?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  contacts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  emailSent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  responseRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type ImportedJobPostingResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['ImportedJobPosting'] = ResolversParentTypes['ImportedJobPosting']> = ResolversObject<{
  ats?: Resolver<Maybe<ResolversTypes['PostingAts']>, ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyDomain?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  confidence?: Resolver<ResolversTypes['JobPostingConfidence'], ParentType, ContextType>;
  datePosted?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  excerpt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  noContactSentence?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  proposedTimezone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  remote?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validThrough?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type InvoiceResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = ResolversObject<{
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  issuedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type JobPostingImportFailureResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['JobPostingImportFailure'] = ResolversParentTypes['JobPostingImportFailure']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['JobPostingImportFailureReason'], ParentType, ContextType>;
  retryAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type JobPostingImportPayloadResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['JobPostingImportPayload'] = ResolversParentTypes['JobPostingImportPayload']> = ResolversObject<{
  failure?: Resolver<Maybe<ResolversTypes['JobPostingImportFailure']>, ParentType, ContextType>;
  posting?: Resolver<Maybe<ResolversTypes['ImportedJobPosting']>, ParentType, ContextType>;
}>;

export type LinkedInDetailsResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['LinkedInDetails'] = ResolversParentTypes['LinkedInDetails']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailConfidence?: Resolver<ResolversTypes['EmailConfidence'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type MailConnectionResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['MailConnection'] = ResolversParentTypes['MailConnection']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  connected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  needsReconnect?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  provider?: Resolver<Maybe<ResolversTypes['MailProvider']>, ParentType, ContextType>;
  tier?: Resolver<Maybe<ResolversTypes['GmailAccessTier']>, ParentType, ContextType>;
}>;

export type MailPermissionResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['MailPermission'] = ResolversParentTypes['MailPermission']> = ResolversObject<{
  hasPermission?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MessagePayloadResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['MessagePayload'] = ResolversParentTypes['MessagePayload']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  approveReplyNote?: Resolver<ResolversTypes['ReplyNote'], ParentType, ContextType, RequireFields<MutationApproveReplyNoteArgs, 'body' | 'contactId' | 'kind' | 'subject'>>;
  cancelReplyNote?: Resolver<ResolversTypes['CancelReplyNoteResult'], ParentType, ContextType, RequireFields<MutationCancelReplyNoteArgs, 'contactId'>>;
  createBillingPortalSession?: Resolver<ResolversTypes['BillingRedirect'], ParentType, ContextType>;
  createCampaign?: Resolver<ResolversTypes['CreateCampaignPayload'], ParentType, ContextType, RequireFields<MutationCreateCampaignArgs, 'data'>>;
  createCheckoutSession?: Resolver<ResolversTypes['BillingRedirect'], ParentType, ContextType, RequireFields<MutationCreateCheckoutSessionArgs, 'product'>>;
  createContact?: Resolver<ResolversTypes['CreateContactPayload'], ParentType, ContextType, RequireFields<MutationCreateContactArgs, 'data'>>;
  createEmailAttachment?: Resolver<ResolversTypes['CreateEmailAttachmentPayload'], ParentType, ContextType, RequireFields<MutationCreateEmailAttachmentArgs, 'data'>>;
  createEmailSequence?: Resolver<ResolversTypes['CreateEmailSequencePayload'], ParentType, ContextType, RequireFields<MutationCreateEmailSequenceArgs, 'campaignId' | 'data'>>;
  deleteCampaign?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationDeleteCampaignArgs, 'id'>>;
  deleteContact?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationDeleteContactArgs, 'id'>>;
  deleteEmailAttachment?: Resolver<ResolversTypes['DeleteEmailAttachmentPayload'], ParentType, ContextType, RequireFields<MutationDeleteEmailAttachmentArgs, 'id'>>;
  disconnectGmail?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType>;
  disconnectMailbox?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType>;
  downgradeGmailToSendOnly?: Resolver<ResolversTypes['StartGoogleAuthFlowPayload'], ParentType, ContextType, Partial<MutationDowngradeGmailToSendOnlyArgs>>;
  generateJobEmails?: Resolver<ResolversTypes['GenerateJobEmailsPayload'], ParentType, ContextType, RequireFields<MutationGenerateJobEmailsArgs, 'hiringManagerName' | 'jobRole'>>;
  generateSignedUrl?: Resolver<ResolversTypes['SignedUrlPayload'], ParentType, ContextType, RequireFields<MutationGenerateSignedUrlArgs, 'data'>>;
  importJobPosting?: Resolver<ResolversTypes['JobPostingImportPayload'], ParentType, ContextType, RequireFields<MutationImportJobPostingArgs, 'url'>>;
  linkedInDetailsFetcher?: Resolver<ResolversTypes['LinkedInDetails'], ParentType, ContextType, RequireFields<MutationLinkedInDetailsFetcherArgs, 'linkedInUrl'>>;
  raiseAccessRequest?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationRaiseAccessRequestArgs, 'email'>>;
  resendBouncedEmail?: Resolver<ResolversTypes['SendNowPayload'], ParentType, ContextType, RequireFields<MutationResendBouncedEmailArgs, 'contactId'>>;
  resumeFollowUps?: Resolver<ResolversTypes['UpdateContactPayload'], ParentType, ContextType, RequireFields<MutationResumeFollowUpsArgs, 'contactId'>>;
  saveChatConversation?: Resolver<ResolversTypes['ChatConversation'], ParentType, ContextType, RequireFields<MutationSaveChatConversationArgs, 'data'>>;
  saveSequenceDraft?: Resolver<ResolversTypes['CreateEmailSequencePayload'], ParentType, ContextType, RequireFields<MutationSaveSequenceDraftArgs, 'campaignId' | 'data'>>;
  sendAnywayAfterPostingClosed?: Resolver<ResolversTypes['PostingHoldPayload'], ParentType, ContextType, RequireFields<MutationSendAnywayAfterPostingClosedArgs, 'campaignId'>>;
  sendNextEmailNow?: Resolver<ResolversTypes['SendNowPayload'], ParentType, ContextType, RequireFields<MutationSendNextEmailNowArgs, 'contactId'>>;
  sendTestEmail?: Resolver<ResolversTypes['SendTestEmailPayload'], ParentType, ContextType, RequireFields<MutationSendTestEmailArgs, 'data'>>;
  setContactOutcome?: Resolver<ResolversTypes['UpdateContactPayload'], ParentType, ContextType, RequireFields<MutationSetContactOutcomeArgs, 'contactId' | 'outcome'>>;
  startGoogleAuthFlow?: Resolver<ResolversTypes['StartGoogleAuthFlowPayload'], ParentType, ContextType, Partial<MutationStartGoogleAuthFlowArgs>>;
  startNewChatConversation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startOutlookConnection?: Resolver<ResolversTypes['StartOutlookConnectionPayload'], ParentType, ContextType, RequireFields<MutationStartOutlookConnectionArgs, 'detectReplies'>>;
  stopAfterPostingClosed?: Resolver<ResolversTypes['PostingHoldPayload'], ParentType, ContextType, RequireFields<MutationStopAfterPostingClosedArgs, 'campaignId'>>;
  switchOutlookToSendOnly?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType>;
  undoMarkReplied?: Resolver<ResolversTypes['UpdateContactPayload'], ParentType, ContextType, RequireFields<MutationUndoMarkRepliedArgs, 'contactId'>>;
  updateCampaign?: Resolver<ResolversTypes['Campaign'], ParentType, ContextType, RequireFields<MutationUpdateCampaignArgs, 'data' | 'id'>>;
  updateContact?: Resolver<ResolversTypes['UpdateContactPayload'], ParentType, ContextType, RequireFields<MutationUpdateContactArgs, 'data'>>;
  updateNotificationPreferences?: Resolver<ResolversTypes['NotificationPreferences'], ParentType, ContextType, RequireFields<MutationUpdateNotificationPreferencesArgs, 'data'>>;
  updateReplyNote?: Resolver<ResolversTypes['ReplyNote'], ParentType, ContextType, RequireFields<MutationUpdateReplyNoteArgs, 'body' | 'contactId' | 'subject'>>;
}>;

export type NotificationPreferencesResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['NotificationPreferences'] = ResolversParentTypes['NotificationPreferences']> = ResolversObject<{
  replyAlerts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sequenceUpdates?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PostingHoldPayloadResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['PostingHoldPayload'] = ResolversParentTypes['PostingHoldPayload']> = ResolversObject<{
  contacts?: Resolver<Array<ResolversTypes['Contact']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  billingOverview?: Resolver<ResolversTypes['BillingOverview'], ParentType, ContextType>;
  campaign?: Resolver<ResolversTypes['CampaignDetail'], ParentType, ContextType, RequireFields<QueryCampaignArgs, 'filter'>>;
  campaignEmails?: Resolver<ResolversTypes['CampaignEmailConnection'], ParentType, ContextType, Partial<QueryCampaignEmailsArgs>>;
  campaigns?: Resolver<ResolversTypes['CampaignConnection'], ParentType, ContextType, Partial<QueryCampaignsArgs>>;
  chatConversation?: Resolver<Maybe<ResolversTypes['ChatConversation']>, ParentType, ContextType>;
  contact?: Resolver<Maybe<ResolversTypes['Contact']>, ParentType, ContextType, RequireFields<QueryContactArgs, 'filter'>>;
  contacts?: Resolver<ResolversTypes['ContactConnection'], ParentType, ContextType, Partial<QueryContactsArgs>>;
  draftReplyNote?: Resolver<ResolversTypes['ReplyNoteDraft'], ParentType, ContextType, RequireFields<QueryDraftReplyNoteArgs, 'contactId' | 'kind'>>;
  emailAttachments?: Resolver<ResolversTypes['EmailAttachmentConnection'], ParentType, ContextType, Partial<QueryEmailAttachmentsArgs>>;
  gmailConnection?: Resolver<ResolversTypes['GmailConnection'], ParentType, ContextType>;
  homeDashboard?: Resolver<ResolversTypes['HomeDashboard'], ParentType, ContextType>;
  mailConnection?: Resolver<ResolversTypes['MailConnection'], ParentType, ContextType>;
  mailPermission?: Resolver<ResolversTypes['MailPermission'], ParentType, ContextType>;
  notificationPreferences?: Resolver<ResolversTypes['NotificationPreferences'], ParentType, ContextType>;
  recipientCheck?: Resolver<ResolversTypes['RecipientCheck'], ParentType, ContextType, RequireFields<QueryRecipientCheckArgs, 'email'>>;
  searchSummary?: Resolver<ResolversTypes['SearchSummary'], ParentType, ContextType, RequireFields<QuerySearchSummaryArgs, 'timeZone'>>;
  sequenceSchedulePreview?: Resolver<Array<ResolversTypes['ScheduledSend']>, ParentType, ContextType, RequireFields<QuerySequenceSchedulePreviewArgs, 'delays' | 'excludeWeekends' | 'timezone'>>;
}>;

export type RecipientCheckResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['RecipientCheck'] = ResolversParentTypes['RecipientCheck']> = ResolversObject<{
  allowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sameDomainActive?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  warning?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ReplyNoteResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['ReplyNote'] = ResolversParentTypes['ReplyNote']> = ResolversObject<{
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  goesNow?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ReplyNoteKind'], ParentType, ContextType>;
  scheduledFor?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReplyNoteStatus'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  threadId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ReplyNoteDraftResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['ReplyNoteDraft'] = ResolversParentTypes['ReplyNoteDraft']> = ResolversObject<{
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ReplyNoteKind'], ParentType, ContextType>;
  sendAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ReplyOutcomeEventResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['ReplyOutcomeEvent'] = ResolversParentTypes['ReplyOutcomeEvent']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  interviewAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  occurredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['ReplyOutcome'], ParentType, ContextType>;
  returnDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['ReplyOutcomeSource'], ParentType, ContextType>;
  threadId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ScheduledSendResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['ScheduledSend'] = ResolversParentTypes['ScheduledSend']> = ResolversObject<{
  daysDelay?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  movedFrom?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  movedReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sendAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type SearchFunnelResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['SearchFunnel'] = ResolversParentTypes['SearchFunnel']> = ResolversObject<{
  applications?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  interviews?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  replies?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  withPosting?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SearchSummaryResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['SearchSummary'] = ResolversParentTypes['SearchSummary']> = ResolversObject<{
  funnel?: Resolver<ResolversTypes['SearchFunnel'], ParentType, ContextType>;
  weekly?: Resolver<Array<ResolversTypes['WeekActivity']>, ParentType, ContextType>;
}>;

export type SendNowPayloadResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['SendNowPayload'] = ResolversParentTypes['SendNowPayload']> = ResolversObject<{
  email?: Resolver<ResolversTypes['CampaignEmail'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SendTestEmailPayloadResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['SendTestEmailPayload'] = ResolversParentTypes['SendTestEmailPayload']> = ResolversObject<{
  hasRefreshToken?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type SequenceJobPostingResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['SequenceJobPosting'] = ResolversParentTypes['SequenceJobPosting']> = ResolversObject<{
  ats?: Resolver<Maybe<ResolversTypes['PostingAts']>, ParentType, ContextType>;
  closedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  closedReason?: Resolver<Maybe<ResolversTypes['JobPostingClosedReason']>, ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyDomain?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  datePosted?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  importedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  lastCheckedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  noContactSentence?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['JobPostingStatus'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validThrough?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type SignedUrlPayloadResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['SignedUrlPayload'] = ResolversParentTypes['SignedUrlPayload']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signedUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uploadLocation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StartGoogleAuthFlowPayloadResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['StartGoogleAuthFlowPayload'] = ResolversParentTypes['StartGoogleAuthFlowPayload']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type StartOutlookConnectionPayloadResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['StartOutlookConnectionPayload'] = ResolversParentTypes['StartOutlookConnectionPayload']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type TimelineEventResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['TimelineEvent'] = ResolversParentTypes['TimelineEvent']> = ResolversObject<{
  approximate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  gmailThreadUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['TimelineEventKind'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outcome?: Resolver<Maybe<ResolversTypes['ReplyOutcome']>, ParentType, ContextType>;
  outlookWebLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postingUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  returnDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type UpdateContactPayloadResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['UpdateContactPayload'] = ResolversParentTypes['UpdateContactPayload']> = ResolversObject<{
  contact?: Resolver<Maybe<ResolversTypes['Contact']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type WeekActivityResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['WeekActivity'] = ResolversParentTypes['WeekActivity']> = ResolversObject<{
  emailsSent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  replies?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekStart?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = unknown> = ResolversObject<{
  AttachmentSequenceUsage?: AttachmentSequenceUsageResolvers<ContextType>;
  BillingOverview?: BillingOverviewResolvers<ContextType>;
  BillingRedirect?: BillingRedirectResolvers<ContextType>;
  Campaign?: CampaignResolvers<ContextType>;
  CampaignConnection?: CampaignConnectionResolvers<ContextType>;
  CampaignDetail?: CampaignDetailResolvers<ContextType>;
  CampaignEdge?: CampaignEdgeResolvers<ContextType>;
  CampaignEmail?: CampaignEmailResolvers<ContextType>;
  CampaignEmailConnection?: CampaignEmailConnectionResolvers<ContextType>;
  CampaignEmailEdge?: CampaignEmailEdgeResolvers<ContextType>;
  CancelReplyNoteResult?: CancelReplyNoteResultResolvers<ContextType>;
  ChatConversation?: ChatConversationResolvers<ContextType>;
  ChatMessage?: ChatMessageResolvers<ContextType>;
  CheckoutAvailability?: CheckoutAvailabilityResolvers<ContextType>;
  CompanyReplyTime?: CompanyReplyTimeResolvers<ContextType>;
  Contact?: ContactResolvers<ContextType>;
  ContactConnection?: ContactConnectionResolvers<ContextType>;
  ContactEdge?: ContactEdgeResolvers<ContextType>;
  CreateCampaignPayload?: CreateCampaignPayloadResolvers<ContextType>;
  CreateContactPayload?: CreateContactPayloadResolvers<ContextType>;
  CreateEmailAttachmentPayload?: CreateEmailAttachmentPayloadResolvers<ContextType>;
  CreateEmailSequencePayload?: CreateEmailSequencePayloadResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeleteEmailAttachmentPayload?: DeleteEmailAttachmentPayloadResolvers<ContextType>;
  EmailAttachment?: EmailAttachmentResolvers<ContextType>;
  EmailAttachmentConnection?: EmailAttachmentConnectionResolvers<ContextType>;
  EmailAttachmentEdge?: EmailAttachmentEdgeResolvers<ContextType>;
  EmailSequence?: EmailSequenceResolvers<ContextType>;
  EmailSequenceConnection?: EmailSequenceConnectionResolvers<ContextType>;
  EmailSequenceEdge?: EmailSequenceEdgeResolvers<ContextType>;
  GenerateJobEmailsPayload?: GenerateJobEmailsPayloadResolvers<ContextType>;
  GeneratedEmail?: GeneratedEmailResolvers<ContextType>;
  GeneratedJobEmails?: GeneratedJobEmailsResolvers<ContextType>;
  GmailConnection?: GmailConnectionResolvers<ContextType>;
  HomeDashboard?: HomeDashboardResolvers<ContextType>;
  ImportedJobPosting?: ImportedJobPostingResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  JobPostingImportFailure?: JobPostingImportFailureResolvers<ContextType>;
  JobPostingImportPayload?: JobPostingImportPayloadResolvers<ContextType>;
  LinkedInDetails?: LinkedInDetailsResolvers<ContextType>;
  MailConnection?: MailConnectionResolvers<ContextType>;
  MailPermission?: MailPermissionResolvers<ContextType>;
  MessagePayload?: MessagePayloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NotificationPreferences?: NotificationPreferencesResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PostingHoldPayload?: PostingHoldPayloadResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RecipientCheck?: RecipientCheckResolvers<ContextType>;
  ReplyNote?: ReplyNoteResolvers<ContextType>;
  ReplyNoteDraft?: ReplyNoteDraftResolvers<ContextType>;
  ReplyOutcomeEvent?: ReplyOutcomeEventResolvers<ContextType>;
  ScheduledSend?: ScheduledSendResolvers<ContextType>;
  SearchFunnel?: SearchFunnelResolvers<ContextType>;
  SearchSummary?: SearchSummaryResolvers<ContextType>;
  SendNowPayload?: SendNowPayloadResolvers<ContextType>;
  SendTestEmailPayload?: SendTestEmailPayloadResolvers<ContextType>;
  SequenceJobPosting?: SequenceJobPostingResolvers<ContextType>;
  SignedUrlPayload?: SignedUrlPayloadResolvers<ContextType>;
  StartGoogleAuthFlowPayload?: StartGoogleAuthFlowPayloadResolvers<ContextType>;
  StartOutlookConnectionPayload?: StartOutlookConnectionPayloadResolvers<ContextType>;
  TimelineEvent?: TimelineEventResolvers<ContextType>;
  UpdateContactPayload?: UpdateContactPayloadResolvers<ContextType>;
  WeekActivity?: WeekActivityResolvers<ContextType>;
}>;

