// LinkedIn URL rules of spec §5: the lookup accepts in/pub/company/school paths, the chat only profiles (in/pub).
import { INVALID_LINKEDIN_PROFILE_URL, INVALID_LINKEDIN_URL } from './messages';

/** linkedin.com (optional http(s) and www) / in|pub|company|school / id of letters, digits, _ or -. */
export const LINKEDIN_URL_PATTERN = /(?:https?:\/\/)?(?:www\.)?linkedin\.com\/(?:in|pub|company|school)\/[A-Za-z0-9_-]+/i;
/** The chat only accepts personal profiles: /in/ or /pub/. */
export const LINKEDIN_PROFILE_PATTERN = /(?:https?:\/\/)?(?:www\.)?linkedin\.com\/(?:in|pub)\/[A-Za-z0-9_-]+/i;

/** The matched LinkedIn URL inside the input (e.g. without query string or trailing slash), or null. */
export function extractLinkedInUrl(input: string | null | undefined): string | null {
  return (input ?? '').trim().match(LINKEDIN_URL_PATTERN)?.[0] ?? null;
}

export function validateLinkedInUrl(input: string | null | undefined): string | null {
  return extractLinkedInUrl(input) ? null : INVALID_LINKEDIN_URL;
}

/** The matched LinkedIn profile URL (/in/ or /pub/) inside a chat message, or null. */
export function extractLinkedInProfileUrl(input: string | null | undefined): string | null {
  return (input ?? '').trim().match(LINKEDIN_PROFILE_PATTERN)?.[0] ?? null;
}

export function validateChatLinkedInUrl(input: string | null | undefined): string | null {
  return extractLinkedInProfileUrl(input) ? null : INVALID_LINKEDIN_PROFILE_URL;
}
