// Realistic, deterministic mock data for standalone front-end development and component tests.
// Records are stored flat (like database rows); mock-api.store.ts derives counts and nested fields from them.
import type {
  AuthSessionInfo,
  CampaignEmailStatus,
  ContactStatus,
  EmailConfidence,
  SendZoneSource,
  SequenceJobPosting,
  SessionUser,
  WorkWeek,
} from 'contracts';

export interface CampaignRecord {
  id: number;
  name: string;
  timezone: string;
  /** Where the zone came from (absent or null: a sequence made before it was kept). */
  timezoneSource?: SendZoneSource | null;
  excludeWeekends: boolean;
  /** The sending hours (minutes after local midnight) and the chosen work week; absent: 9:00-17:00, the zone's. */
  sendWindowStart?: number;
  sendWindowEnd?: number;
  workWeek?: WorkWeek | null;
  isActive: boolean;
  trackOpens: boolean;
  lastEmailSentAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** Gmail's daily sending limit holds the account until then (absent: not limited). */
  gmailSendingPausedUntil?: string | null;
  /** The imported job posting the sequence started from (absent: none). */
  jobPostingId?: number | null;
}

export interface ContactRecord {
  id: number;
  campaignId: number;
  email: string | null;
  firstName: string;
  lastName: string | null;
  linkedInUrl: string | null;
  status: ContactStatus;
  isActive: boolean;
  errorMessage: string | null;
  /** Why the sequence stopped early (SequenceStopReason); unset while it runs. */
  stopReason?: string | null;
  /** Until when a reply marked by hand can be undone. */
  replyUndoUntil?: string | null;
  /** Why the product paused the follow-ups (ContactPauseReason), and when the user wrote by hand. */
  pauseReason?: string | null;
  wroteByHandAt?: string | null;
  /** What the reply means (ReplyOutcome), as the user set it; and what the headers proposed. */
  outcome?: string | null;
  outcomeProposed?: string | null;
  outcomeConfirmedAt?: string | null;
  outOfOfficeUntil?: string | null;
  interviewAt?: string | null;
  /** The day the user applied (YYYY-MM-DD). */
  appliedAt?: string | null;
  /** The contact's replies with their outcomes, oldest first (ReplyOutcomeEvent). */
  replyOutcomes?: Array<{
    id: number;
    outcome: string;
    source: string;
    occurredAt: string;
    threadId: string | null;
    returnDate: string | null;
    interviewAt: string | null;
  }>;
  createdAt: string;
  updatedAt: string;
}

export interface StepRecord {
  id: number;
  campaignId: number;
  subject: string;
  body: string;
  daysDelay: number;
  position: number;
  nextMailInThread: boolean;
  attachmentIds: number[];
  createdAt: string;
}

export interface EmailRecord {
  id: number;
  campaignId: number;
  contactId: number;
  position: number;
  subject: string;
  body: string;
  status: CampaignEmailStatus;
  scheduledFor: string | null;
  sentAt: string | null;
  openedAt: string | null;
  respondedAt: string | null;
  errorMessage: string | null;
  bcc: string | null;
  threadId: string | null;
  /** Outlook's link to the sent email (an Outlook mailbox that may read headers). */
  outlookWebLink?: string | null;
  createdAt: string;
  updatedAt: string;
  /** SEQUENCE when absent; THANK_YOU / GRACIOUS_REPLY for a note approved after a reply (reply-note.mock.ts). */
  kind?: string;
}

export interface AttachmentRecord {
  id: number;
  fileName: string;
  fileSize: number;
  fileType: string;
  createdAt: string;
}

/** A profile the mocked email lookup (linkedInDetailsFetcher) knows; any other profile is 'not found'. */
export interface LinkedInProfileRecord {
  /** The profile id after /in/ (or /pub/, /company/, /school/), compared case-insensitively. */
  slug: string;
  email: string;
  name: string | null;
  /** How sure the lookup is of the address (the label beside a found email). */
  emailConfidence: EmailConfidence;
}

export interface InvoiceRecord {
  id: number;
  description: string;
  amountCents: number;
  currency: string;
  status: string;
  issuedAt: string;
  url: string | null;
}

/** The Reply Engine conversation kept for the user (the api keeps one per user; null before the first save). */
export interface ChatConversationRecord {
  id: number;
  step: number;
  messages: Array<{ id: string; role: 'bot' | 'user'; content: string; timestamp: string }>;
  /** The chat's own JSON object, as text. */
  context: string;
  updatedAt: string;
}

/** The account's plan and this month's usage (the mock keeps one month: the one `now` falls in). */
export interface BillingRecord {
  planId: 'starter' | 'focused' | 'relentless';
  sequencesUsed: number;
  addOnSequences: number;
  invoices: InvoiceRecord[];
  /** Which products can be bought (createCheckoutSession). */
  checkout: { focused: boolean; relentless: boolean; addOn10: boolean; addOn25: boolean };
  /** The paid plan's next renewal, or when a cancelled one ends (ISO); null on the free plan. */
  renewsAt: string | null;
  cancelsAt: string | null;
  paymentFailed: boolean;
  /** A second paid plan the server cancelled lately (billingOverview.cancelledDuplicatePlan); null when none. */
  cancelledDuplicatePlan: string | null;
  /** A purchase was made: the customer portal opens (createBillingPortalSession). */
  hasBillingAccount: boolean;
  /** Contacts whose sequence already counted (re-saving their steps does not count again). */
  scheduledContactIds: number[];
}

export interface MockData {
  user: SessionUser;
  session: AuthSessionInfo;
  /** Password accepted by the mocked POST /api/auth/sign-in/email for `user.email`. */
  password: string;
  campaigns: CampaignRecord[];
  contacts: ContactRecord[];
  steps: StepRecord[];
  emails: EmailRecord[];
  attachments: AttachmentRecord[];
  linkedInProfiles: LinkedInProfileRecord[];
  billing: BillingRecord;
  /** Objects PUT to the mocked signed upload URLs: URL without query -> size in bytes. */
  uploads: Record<string, number>;
  /** The current chat conversation; null until saveChatConversation, again after startNewChatConversation. */
  chatConversation: ChatConversationRecord | null;
  /** Job postings imported (importJobPosting), as the api keeps them (absent: none yet). */
  jobPostings?: JobPostingRecord[];
}

/** A kept posting (the api's job_postings row, shaped as SequenceJobPosting). */
export type JobPostingRecord = SequenceJobPosting;

export const fixtureUser: SessionUser = {
  id: '3f6c1e9a-8b2d-4c1e-9a7f-2d5b8c0e4a11',
  name: 'Alex Morgan',
  email: 'alex.morgan@example.com',
  emailVerified: true,
  createdAt: '2025-05-12T09:30:00.000Z',
};

export const fixturePassword = 'correct-horse-42';

export const fixtureSession: AuthSessionInfo = {
  id: 'b7d0a2c4-5e6f-4a1b-8c9d-0e1f2a3b4c5d',
  userId: fixtureUser.id,
  expiresAt: '2030-01-01T00:00:00.000Z',
};

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const fixtureAttachments: AttachmentRecord[] = [
  { id: 1, fileName: 'Alex_Morgan_Resume.pdf', fileSize: 248_312, fileType: PDF, createdAt: '2025-05-20T10:00:00.000Z' },
  { id: 2, fileName: 'Portfolio_Case_Study.pdf', fileSize: 1_873_402, fileType: PDF, createdAt: '2025-05-22T15:45:00.000Z' },
  { id: 3, fileName: 'Cover_Letter_Acme.docx', fileSize: 38_912, fileType: DOCX, createdAt: '2025-05-25T08:10:00.000Z' },
];

export const fixtureCampaigns: CampaignRecord[] = [
  {
    id: 101,
    name: 'Follow up with Jordan',
    timezone: 'America/New_York',
    excludeWeekends: true,
    isActive: true,
    trackOpens: true,
    lastEmailSentAt: '2025-06-04T13:02:00.000Z',
    createdAt: '2025-06-02T13:00:00.000Z',
    updatedAt: '2025-06-04T13:02:00.000Z',
  },
  {
    id: 102,
    name: 'Follow-up sequence for Priya Patel',
    timezone: 'America/Los_Angeles',
    excludeWeekends: true,
    isActive: true,
    trackOpens: true,
    lastEmailSentAt: '2025-05-30T17:15:00.000Z',
    createdAt: '2025-05-28T16:20:00.000Z',
    updatedAt: '2025-06-01T09:00:00.000Z',
  },
  {
    id: 103,
    name: 'Follow up with Hiring Manager',
    timezone: 'Europe/London',
    excludeWeekends: false,
    isActive: false,
    trackOpens: true,
    lastEmailSentAt: null,
    createdAt: '2025-05-26T11:00:00.000Z',
    updatedAt: '2025-05-26T11:05:00.000Z',
  },
];

export const fixtureContacts: ContactRecord[] = [
  {
    id: 201,
    campaignId: 101,
    email: 'jordan.lee@acme.example',
    firstName: 'Jordan',
    lastName: 'Lee',
    linkedInUrl: 'https://www.linkedin.com/in/jordan-lee',
    status: 'IN_PROGRESS',
    isActive: true,
    errorMessage: null,
    createdAt: '2025-06-02T13:00:30.000Z',
    updatedAt: '2025-06-04T13:02:00.000Z',
  },
  {
    id: 202,
    campaignId: 102,
    email: 'priya.patel@globex.example',
    firstName: 'Priya',
    lastName: 'Patel',
    linkedInUrl: null,
    status: 'RESPONDED',
    isActive: true,
    errorMessage: null,
    createdAt: '2025-05-28T16:21:00.000Z',
    updatedAt: '2025-06-01T09:00:00.000Z',
  },
  {
    id: 203,
    campaignId: 103,
    email: null,
    firstName: 'Sam',
    lastName: 'Rivera',
    linkedInUrl: 'https://www.linkedin.com/in/sam-rivera',
    status: 'IN_PROGRESS',
    isActive: true,
    errorMessage: null,
    createdAt: '2025-05-26T11:01:00.000Z',
    updatedAt: '2025-05-26T11:01:00.000Z',
  },
];

const body = (greeting: string, text: string): string =>
  `Hi {{contact_first_name}},\n\n${greeting} ${text}\n\nBest regards,\n{{your_name}}`;

function threeSteps(campaignId: number, firstId: number, role: string, createdAt: string): StepRecord[] {
  return [
    {
      id: firstId,
      campaignId,
      subject: `Quick follow-up on the ${role} role`,
      body: body('I recently applied for the', `${role} position and wanted to share why I'm excited about it.`),
      daysDelay: 0,
      position: 1,
      nextMailInThread: true,
      attachmentIds: [1],
      createdAt,
    },
    {
      id: firstId + 1,
      campaignId,
      subject: `Quick follow-up on the ${role} role`,
      body: body('Just bumping this up in case it got buried.', 'Happy to share more about my recent work.'),
      daysDelay: 2,
      position: 2,
      nextMailInThread: true,
      attachmentIds: [],
      createdAt,
    },
    {
      id: firstId + 2,
      campaignId,
      subject: `Quick follow-up on the ${role} role`,
      body: body('One last note from me.', 'Thanks for your time, and I hope to hear from you.'),
      daysDelay: 4,
      position: 3,
      nextMailInThread: true,
      attachmentIds: [],
      createdAt,
    },
  ];
}

export const fixtureSteps: StepRecord[] = [
  ...threeSteps(101, 301, 'Senior Frontend Engineer', '2025-06-02T13:01:00.000Z'),
  ...threeSteps(102, 304, 'Product Designer', '2025-05-28T16:22:00.000Z'),
];

export const fixtureEmails: EmailRecord[] = [
  {
    id: 401,
    campaignId: 101,
    contactId: 201,
    position: 1,
    subject: 'Quick follow-up on the Senior Frontend Engineer role',
    body: 'Hi Jordan,\n\nI recently applied for the Senior Frontend Engineer position...\n\nBest regards,\nAlex Morgan',
    status: 'OPENED',
    scheduledFor: '2025-06-02T13:02:00.000Z',
    sentAt: '2025-06-02T13:02:00.000Z',
    openedAt: '2025-06-02T15:40:00.000Z',
    respondedAt: null,
    errorMessage: null,
    bcc: null,
    threadId: '18f2a9c0d1e2f301',
    createdAt: '2025-06-02T13:01:30.000Z',
    updatedAt: '2025-06-02T15:40:00.000Z',
  },
  {
    id: 402,
    campaignId: 101,
    contactId: 201,
    position: 2,
    subject: 'Quick follow-up on the Senior Frontend Engineer role',
    body: 'Hi Jordan,\n\nJust bumping this up in case it got buried...\n\nBest regards,\nAlex Morgan',
    status: 'SENT',
    scheduledFor: '2025-06-04T13:02:00.000Z',
    sentAt: '2025-06-04T13:02:00.000Z',
    openedAt: null,
    respondedAt: null,
    errorMessage: null,
    bcc: null,
    threadId: '18f2a9c0d1e2f301',
    createdAt: '2025-06-02T13:01:30.000Z',
    updatedAt: '2025-06-04T13:02:00.000Z',
  },
  {
    id: 403,
    campaignId: 101,
    contactId: 201,
    position: 3,
    subject: 'Quick follow-up on the Senior Frontend Engineer role',
    body: 'Hi Jordan,\n\nOne last note from me...\n\nBest regards,\nAlex Morgan',
    status: 'SCHEDULED',
    scheduledFor: '2025-06-10T13:00:00.000Z',
    sentAt: null,
    openedAt: null,
    respondedAt: null,
    errorMessage: null,
    bcc: null,
    threadId: null,
    createdAt: '2025-06-02T13:01:30.000Z',
    updatedAt: '2025-06-02T13:01:30.000Z',
  },
  {
    id: 404,
    campaignId: 102,
    contactId: 202,
    position: 1,
    subject: 'Quick follow-up on the Product Designer role',
    body: 'Hi Priya,\n\nI recently applied for the Product Designer position...\n\nBest regards,\nAlex Morgan',
    status: 'RECEIVED',
    scheduledFor: '2025-05-28T17:00:00.000Z',
    sentAt: '2025-05-28T17:00:00.000Z',
    openedAt: '2025-05-29T08:12:00.000Z',
    respondedAt: '2025-05-30T17:15:00.000Z',
    errorMessage: null,
    bcc: null,
    threadId: '18f1b7d2e3f40512',
    createdAt: '2025-05-28T16:22:30.000Z',
    updatedAt: '2025-05-30T17:15:00.000Z',
  },
];

/** The two profiles the mocked lookup finds (the first is the fixture contact Jordan Lee). */
export const fixtureLinkedInProfiles: LinkedInProfileRecord[] = [
  { slug: 'jordan-lee', email: 'jordan.lee@acme.example', name: 'Jordan Lee', emailConfidence: 'VERIFIED' },
  { slug: 'jane-recruiter', email: 'jane.recruiter@example.com', name: 'Jane Recruiter', emailConfidence: 'VERIFIED' },
];

export const fixtureInvoices: InvoiceRecord[] = [
  {
    id: 9001,
    description: '25 additional sequences',
    amountCents: 599,
    currency: 'USD',
    status: 'paid',
    issuedAt: '2025-05-14T10:20:00.000Z',
    url: 'https://billing.mock.test/receipts/9001',
  },
];

/** Every product can be bought in the mock. */
export const fixtureCheckout: BillingRecord['checkout'] = { focused: true, relentless: true, addOn10: true, addOn25: true };

/** Where the mocked createCheckoutSession / createBillingPortalSession send the browser. */
export const MOCK_CHECKOUT_ORIGIN = 'https://checkout.mock.test';

/** Starter plan, 1 of 3 sequences used this month (the spec's billing display example). */
export function fixtureBilling(options: { empty?: boolean } = {}): BillingRecord {
  return {
    planId: 'starter',
    sequencesUsed: options.empty ? 0 : 1,
    addOnSequences: 0,
    invoices: options.empty ? [] : structuredClone(fixtureInvoices),
    checkout: { ...fixtureCheckout },
    renewsAt: null,
    cancelsAt: null,
    paymentFailed: false,
    cancelledDuplicatePlan: null,
    // The fixture invoice is a past add-on purchase.
    hasBillingAccount: !options.empty,
    // Fixture contacts that already have emails were scheduled before.
    scheduledContactIds: options.empty ? [] : [...new Set(fixtureEmails.map((e) => e.contactId))],
  };
}

/** A fresh, deep copy of the default mock data (each handler set mutates its own copy). */
export function createMockData(options: { empty?: boolean } = {}): MockData {
  const copy = <T>(rows: T[]): T[] => (options.empty ? [] : structuredClone(rows));
  return {
    user: { ...fixtureUser },
    session: { ...fixtureSession },
    password: fixturePassword,
    campaigns: copy(fixtureCampaigns),
    contacts: copy(fixtureContacts),
    steps: copy(fixtureSteps),
    emails: copy(fixtureEmails),
    attachments: structuredClone(fixtureAttachments),
    linkedInProfiles: structuredClone(fixtureLinkedInProfiles),
    billing: fixtureBilling(options),
    uploads: {},
    chatConversation: null,
  };
}
