// LinkedIn URL rules of spec §5: the lookup (and a contact's linkedInUrl) accepts in/pub/company/school paths, the
// chat only profiles (in/pub).
import { TEXT_LIMITS } from './input-bounds.rules';
import { INVALID_LINKEDIN_PROFILE_URL, INVALID_LINKEDIN_URL } from './messages';

/** The chat only accepts personal profiles: /in/ or /pub/. */
export const LINKEDIN_PROFILE_PATTERN = /(?:https?:\/\/)?(?:www\.)?linkedin\.com\/(?:in|pub)\/[A-Za-z0-9_-]+/i;

/**
 * linkedin.com (optional http(s) and www) / in|pub|company|school / id of letters, digits, _ or -.
 * The whole input must be the URL (anchored: 'javascript:alert(1)//linkedin.com/in/x' is refused): the §5 URL, then
 * optionally the rest of a LinkedIn address (a further path, query string or fragment, without spaces or control
 * characters), which is dropped. The id is at most 100 characters (LinkedIn's own limit for a public profile URL).
 */
export const LINKEDIN_URL_PATTERN =
  // eslint-disable-next-line no-control-regex -- the tail may not hold control characters
  /^((?:https?:\/\/)?(?:www\.)?linkedin\.com\/(in|pub|company|school)\/([A-Za-z0-9_-]{1,100}))(?:[/?#][^\s\u0000-\u001f\u007f-\u009f]*)?$/i;

function matchWhole(input: string | null | undefined) {
  const trimmed = (input ?? '').trim();
  if (trimmed.length > TEXT_LIMITS.linkedInUrl) return null;
  return LINKEDIN_URL_PATTERN.exec(trimmed);
}

/**
 * The §5 part of a LinkedIn URL the whole input consists of (e.g. without its query string or trailing slash), or
 * null when the input is not a LinkedIn URL (text around it included).
 */
export function extractLinkedInUrl(input: string | null | undefined): string | null {
  return matchWhole(input)?.[1] ?? null;
}

/** The form a LinkedIn URL is stored and looked up in: 'https://www.linkedin.com/<in|pub|company|school>/<id>'. */
export function normalizeLinkedInUrl(input: string | null | undefined): string | null {
  const match = matchWhole(input);
  return match ? `https://www.linkedin.com/${match[2]!.toLowerCase()}/${match[3]}` : null;
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
