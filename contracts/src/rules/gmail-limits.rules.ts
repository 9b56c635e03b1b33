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

/**
 * Gmail API quota units a call costs, by method (Google's "Usage limits" page). Each call is charged against a
 * per-project and a per-user limit a minute; the api takes these units from its own budget before calling.
 */
export const GMAIL_QUOTA_UNITS = {
  'messages.send': 100,
  'messages.get': 5,
  'messages.list': 5,
  'threads.get': 10,
  'history.list': 2,
  getProfile: 1,
} as const;

export type GmailQuotaMethod = keyof typeof GMAIL_QUOTA_UNITS;

/** Google's default limits a minute: 1,200,000 units a project; 6,000 a user (older projects: 15,000). */
export const GMAIL_DEFAULT_PROJECT_UNITS_PER_MINUTE = 1_200_000;
export const GMAIL_DEFAULT_USER_UNITS_PER_MINUTE = 6_000;

/**
 * Our budget by default: half of Google's. Google counts over any sliding minute, our budget per clock minute, and
 * two clock minutes' worth can fall inside one sliding minute; half never goes over. New Cloud projects may have lower
 * limits: GMAIL_PROJECT_UNITS_PER_MINUTE / GMAIL_USER_UNITS_PER_MINUTE set the budget (docs/operations.md).
 */
export const GMAIL_PROJECT_UNITS_BUDGET_PER_MINUTE = GMAIL_DEFAULT_PROJECT_UNITS_PER_MINUTE / 2;
export const GMAIL_USER_UNITS_BUDGET_PER_MINUTE = GMAIL_DEFAULT_USER_UNITS_PER_MINUTE / 2;
