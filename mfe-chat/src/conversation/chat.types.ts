// The Reply Engine's persisted shape (step, messages, context), in one place so the store, the server copy and
// every step handler agree on it. The context is what the chat gathered; the server keeps it as a JSON string.
import type { SendZoneSource, StoredSendSettings, ThreadOption } from 'contracts';

/** Spec §4: 0 LinkedIn URL, 1 about-me, 2 role and company, 3 generating, 4 sequence shown. */
export type ChatStep = 0 | 1 | 2 | 3 | 4;

/** Spec §3 Chat message; the timestamp is epoch milliseconds here (ISO on the wire). */
export interface ChatMessage {
  id: string;
  role: 'bot' | 'user';
  content: string;
  timestamp: number;
}

/** One email of the editable block (product.md §3: each step carries a thread option). */
export interface DraftEmail {
  subject: string;
  body: string;
  daysDelay: number;
  thread: ThreadOption;
  /** Files sent with this email: the chat's resume goes with the first email unless the user removes it. */
  attachments?: DraftAttachment[];
}

export interface DraftAttachment {
  id: number;
  fileName: string;
}

/** A question the chat asked that the next typed message answers (besides the step's own question). */
export type Awaiting = 'name' | 'contact-email' | null;

export interface ChatContext {
  profileUrl: string | null;
  contactName: string | null;
  /** Null while unknown or when the user continued without it. */
  contactEmail: string | null;
  /** Where the email came from; 'none' once the user chose to continue without one. */
  emailSource: 'lookup' | 'typed' | 'none' | null;
  lookupFailed: boolean;
  awaiting: Awaiting;
  aboutMe: string | null;
  resume: { id: number; fileName: string } | null;
  role: string | null;
  /** The day the user applied (YYYY-MM-DD as typed on the block, optional): saved on the contact the chat creates. */
  appliedAt: string | null;
  generationFailed: boolean;
  drafts: DraftEmail[] | null;
  /** The reply that introduced the drafts: the block shows right after it, later replies below the block. */
  draftsMessageId: string | null;
  timezone: string | null;
  /** Where `timezone` came from (null with it, or in a conversation saved before the source was kept). */
  timezoneSource: SendZoneSource | null;
  /**
   * The zone guessed from an imported job posting's location (issue 38): proposed while nobody set `timezone`, after
   * the recipient's domain guess and before the browser's zone. Absent in conversations saved before it existed.
   */
  postingZone?: string | null;
  /** The posting's location, named with that guess. */
  postingLocation?: string | null;
  /** The role came from a posting pasted before the profile: the role question is skipped. */
  roleFromPosting?: boolean;
  /** The imported posting the server keeps (importJobPosting's id): the sequence is created from it. */
  postingId?: number | null;
  /** Ids the send flow created, so a retry resumes instead of creating a second campaign or contact. */
  campaignId: number | null;
  contactId: number | null;
  campaignActive: boolean;
  scheduled: boolean;
  firstSendAt: string | null;
  /**
   * The sequence's sending hours and week once scheduled, read live from its campaign (the chat drafts with the
   * defaults: 9:00-17:00, the recipient's country's work week, weekends skipped); absent before.
   */
  sendSettings?: Omit<StoredSendSettings, 'zone'>;
  /** Sending waits for the Gmail grant ('One More Step!'). */
  needsGmail: boolean;
  /** Where the chat expects to come back after Google's consent (…?campaignId=…&autoCreate=true). */
  gmailReturnTo: string | null;
}

export interface ChatState {
  step: ChatStep;
  messages: ChatMessage[];
  context: ChatContext;
}

export const INITIAL_CONTEXT: ChatContext = {
  profileUrl: null,
  contactName: null,
  contactEmail: null,
  emailSource: null,
  lookupFailed: false,
  awaiting: null,
  aboutMe: null,
  resume: null,
  role: null,
  appliedAt: null,
  generationFailed: false,
  drafts: null,
  draftsMessageId: null,
  timezone: null,
  timezoneSource: null,
  campaignId: null,
  contactId: null,
  campaignActive: false,
  scheduled: false,
  firstSendAt: null,
  needsGmail: false,
  gmailReturnTo: null,
};

export const INITIAL_STATE: ChatState = { step: 0, messages: [], context: INITIAL_CONTEXT };
