// Where Microsoft is harder on a client than a naive fake, the stand-in is too, by default. A test that needs the
// kinder fake turns one off for itself (`behave({...})`); reset() turns them all back on.

export interface MicrosoftBehaviour {
  /** Exchange writes its own Message-ID on a MIME send (docs silent; the unkind reading, MS-OXCMAIL allows it). */
  replaceMessageId: boolean;
  /** Exchange Online: 30 messages a minute; the excess is held and delivered in the following minutes. 0 = none. */
  messagesPerMinute: number;
  /** Exchange Online: 10,000 recipients a rolling 24 h; past it, 202 and an NDR (SubmissionQuotaExceeded). 0 = none. */
  workRecipientsPerDay: number;
  /** Outlook.com: lower for non-subscribers (300 reported; 5,000 for Microsoft 365 subscribers). 0 = none. */
  personalRecipientsPerDay: number;
  /** Graph's Outlook limit: 4 concurrent requests per app per mailbox. 0 = none. */
  mailboxConcurrency: number;
  /** Graph's Outlook limit: 10,000 requests per 10 minutes per app per mailbox. 0 = none. */
  requestsPerTenMinutes: number;
  /** Graph's 4 MB limit on a request: a larger sendMail answers 413 (use an upload session instead). 0 = none. */
  maxRequestBytes: number;
  /** Mail.ReadBasic also reads `internetMessageHeaders` (the permission reference is silent; off = refused). */
  readBasicAllowsHeaders: boolean;
}

export const DEFAULT_BEHAVIOUR: MicrosoftBehaviour = {
  replaceMessageId: true,
  messagesPerMinute: 30,
  workRecipientsPerDay: 10000,
  personalRecipientsPerDay: 300,
  mailboxConcurrency: 4,
  requestsPerTenMinutes: 10000,
  maxRequestBytes: 4 * 1024 * 1024,
  readBasicAllowsHeaders: false,
};

const KEYS = Object.keys(DEFAULT_BEHAVIOUR) as Array<keyof MicrosoftBehaviour>;

/** Reads a JSON body of behaviour changes, keeping only known keys of the right type. */
export function parseBehaviour(body: unknown): Partial<MicrosoftBehaviour> {
  const record = (body ?? {}) as Record<string, unknown>;
  const change: Partial<MicrosoftBehaviour> = {};
  for (const key of KEYS) {
    const value = record[key];
    if (typeof value === typeof DEFAULT_BEHAVIOUR[key]) Object.assign(change, { [key]: value });
  }
  return change;
}
