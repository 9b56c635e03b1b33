// Default names and body placeholders of product.md §3/§4/§9.
import { HIRING_MANAGER_FALLBACK, PLACEHOLDERS, YOUR_NAME_DISPLAY } from './constants';

export const defaultSequenceName = (firstName: string, lastName: string): string =>
  `Follow-up sequence for ${firstName} ${lastName}`.trim();

/** Campaign name used by the wizard and by the chat (with the hiring manager's name). */
export const followUpCampaignName = (name: string | null | undefined): string =>
  `Follow up with ${name && name.trim() ? name.trim() : HIRING_MANAGER_FALLBACK}`;

export const DEFAULT_FIRST_BODY = `Hi ${PLACEHOLDERS.contactFirstName},\n\nI recently applied for the X role and wanted to follow up to share my interest. I'd love to learn more about the team and how I could help.\n\nBest regards,\n${PLACEHOLDERS.yourName}`;

/** Shows {{your_name}} as [Your Name] in editors and previews. */
export function displayBody(body: string): string {
  return body.split(PLACEHOLDERS.yourName).join(YOUR_NAME_DISPLAY);
}

/** Fills the placeholders for sending. */
export function renderBody(body: string, values: { yourName: string; contactFirstName: string }): string {
  return body
    .split(PLACEHOLDERS.yourName)
    .join(values.yourName)
    .split(PLACEHOLDERS.contactFirstName)
    .join(values.contactFirstName);
}
