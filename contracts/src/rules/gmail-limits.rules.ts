// Gmail's own limits that an email of a sequence must fit, said once for the editor and the api.

/** Gmail refuses an email whose attachments add up to more than 25 MB (35 MB once encoded, by upload). */
export const GMAIL_ATTACHMENTS_MAX_BYTES = 25 * 1024 * 1024;

export const attachmentsTooLarge = (emailNumber: number): string =>
  `The attachments of email ${emailNumber} add up to more than 25 MB, the most Gmail sends with one email. Remove one or attach smaller files.`;

/** The message when one email's attachments (their sizes in bytes) go over Gmail's limit, else null. */
export function validateStepAttachmentSizes(sizes: readonly number[], emailNumber: number): string | null {
  const total = sizes.reduce((sum, size) => sum + Math.max(0, size), 0);
  return total > GMAIL_ATTACHMENTS_MAX_BYTES ? attachmentsTooLarge(emailNumber) : null;
}

/** The Gmail API methods the api calls, each charged in quota units. */
export type GmailQuotaMethod = 'messages.send' | 'messages.get' | 'messages.list' | 'threads.get' | 'history.list' | 'getProfile';

/** What Google charges: units per call by method, and its limits in units a minute (any sliding minute). */
export interface GmailQuotaTable {
  units: Readonly<Record<GmailQuotaMethod, number>>;
  projectUnitsPerMinute: number;
  userUnitsPerMinute: number;
}

export const GMAIL_QUOTA_TABLE_NAMES = ['current', 'legacy'] as const;
export type GmailQuotaTableName = (typeof GMAIL_QUOTA_TABLE_NAMES)[number];
export const DEFAULT_GMAIL_QUOTA_TABLE: GmailQuotaTableName = 'current';

/**
 * Google's prices, by table (GMAIL_QUOTA_TABLE picks one for our budget; the Google stand-in charges by the same).
 * - `current`: Cloud projects created from May 2026. Google's "Usage limits" page
 *   (developers.google.com/workspace/gmail/api/reference/quota) gives 6,000 units a user and 1,200,000 a project a
 *   minute; where it and a reported figure disagree the stricter is taken: Nylas' 2026 Gmail API guide reports
 *   messages.get at 20 and threads.get at 40 units (the page: 5 and 10).
 * - `legacy`: the page's table for older projects: messages.get 5, threads.get 10, 15,000 units a user a minute.
 */
export const GMAIL_QUOTA_TABLES: Readonly<Record<GmailQuotaTableName, GmailQuotaTable>> = {
  current: {
    units: {
      'messages.send': 100,
      'messages.get': 20,
      'messages.list': 5,
      'threads.get': 40,
      'history.list': 2,
      getProfile: 1,
    },
    projectUnitsPerMinute: 1_200_000,
    userUnitsPerMinute: 6_000,
  },
  legacy: {
    units: {
      'messages.send': 100,
      'messages.get': 5,
      'messages.list': 5,
      'threads.get': 10,
      'history.list': 2,
      getProfile: 1,
    },
    projectUnitsPerMinute: 1_200_000,
    userUnitsPerMinute: 15_000,
  },
};

/** A send costs the same in every table; the least a budget a minute can be. */
export const GMAIL_SEND_UNITS = GMAIL_QUOTA_TABLES.current.units['messages.send'];

/** The default table's units (callers that know the configured table use GMAIL_QUOTA_TABLES[name].units). */
export const GMAIL_QUOTA_UNITS = GMAIL_QUOTA_TABLES[DEFAULT_GMAIL_QUOTA_TABLE].units;

/**
 * Our budget by default: half of the table's limits. Google counts over any sliding minute, our budget per clock
 * minute, and two clock minutes' worth can fall inside one sliding minute; half never goes over. A project with other
 * limits sets GMAIL_PROJECT_UNITS_PER_MINUTE / GMAIL_USER_UNITS_PER_MINUTE (docs/operations.md).
 */
export function gmailQuotaBudget(name: GmailQuotaTableName): { projectUnitsPerMinute: number; userUnitsPerMinute: number } {
  const table = GMAIL_QUOTA_TABLES[name];
  return { projectUnitsPerMinute: table.projectUnitsPerMinute / 2, userUnitsPerMinute: table.userUnitsPerMinute / 2 };
}
