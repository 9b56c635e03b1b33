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
