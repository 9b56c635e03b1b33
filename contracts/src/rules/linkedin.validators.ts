// The one LinkedIn URL parser: the lookup and a contact's linkedInUrl accept in/pub/company/school paths, the chat
// only profiles (in/pub). Used by the chat, the dashboard forms, the mocks and the api alike.
//
// Accepted: http(s) or no scheme; linkedin.com, www., m. (mobile) or a two-letter country host (de.linkedin.com);
// a slug of Unicode letters, marks, digits, '_' or '-', typed as is ('müller-anna') or percent-encoded
// ('jos%C3%A9-garcia'), at most 100 characters; then anything LinkedIn adds (a further path such as
// /details/experience/, a query string, a fragment), which is dropped.
//
// Stored and looked-up form: 'https://www.linkedin.com/<kind>/<slug>' with the kind lowercased and the slug WHOLE,
// in Unicode NFC and percent-encoded as UTF-8 (what encodeURIComponent gives, uppercase hex): 'müller-anna' and
// 'm%c3%bcller-anna' are both stored as 'm%C3%BCller-anna'. An ASCII slug reads as typed; one form per profile.
import { TEXT_LIMITS } from './input-bounds.rules';
import { INVALID_LINKEDIN_PROFILE_URL, INVALID_LINKEDIN_URL } from './messages';

export const LINKEDIN_PATH_KINDS = ['in', 'pub', 'company', 'school'] as const;
export type LinkedInPathKind = (typeof LINKEDIN_PATH_KINDS)[number];
/** The chat only takes a person's profile. */
export const LINKEDIN_PROFILE_KINDS: readonly LinkedInPathKind[] = ['in', 'pub'];

export interface ParsedLinkedInUrl {
  /** The stored and looked-up form, e.g. 'https://www.linkedin.com/in/jos%C3%A9-garcia'. */
  url: string;
  kind: LinkedInPathKind;
  /** The slug as a person reads it (decoded, NFC), e.g. 'josé-garcia'. */
  slug: string;
}

// Every pattern here is linear: character classes with fixed or single quantifiers, no nested quantifiers.
const HAS_HTTP_SCHEME = /^https?:\/\//i;
/** Any other scheme ('javascript:', 'ftp:', 'data:') is refused rather than read as a host. */
const OTHER_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** Spaces, backslashes and control characters: a URL never holds them as typed. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_CHARACTERS = /[\s\\\u0000-\u001f\u007f-\u009f]/u;
/** www, m (mobile) or a country code before linkedin.com. */
const HOST_PREFIX = /^(?:www|m|[a-z]{2})$/;
const SLUG = /^[\p{L}\p{M}\p{N}_-]{1,100}$/u;
const ROOT_HOST = 'linkedin.com';

const isLinkedInHost = (host: string) =>
  host === ROOT_HOST || (host.endsWith(`.${ROOT_HOST}`) && HOST_PREFIX.test(host.slice(0, -ROOT_HOST.length - 1)));

function decodeSlug(raw: string): string | null {
  try {
    // Decoded once: '%2541' stays '%41', which is not a slug character.
    return decodeURIComponent(raw).normalize('NFC');
  } catch {
    return null;
  }
}

/**
 * The LinkedIn address the whole input consists of (surrounding spaces aside), or null: text around it, another
 * host, a path kind not allowed, or a slug that is empty, too long or holds anything but letters, marks, digits, '_'
 * and '-' (a percent-encoded '/' or space included).
 */
export function parseLinkedInUrl(
  input: string | null | undefined,
  kinds: readonly LinkedInPathKind[] = LINKEDIN_PATH_KINDS,
): ParsedLinkedInUrl | null {
  const text = (input ?? '').trim();
  if (!text || text.length > TEXT_LIMITS.linkedInUrl || FORBIDDEN_CHARACTERS.test(text)) return null;
  if (!HAS_HTTP_SCHEME.test(text) && (OTHER_SCHEME.test(text) || text.startsWith('/'))) return null;
  let address: URL;
  try {
    // The WHATWG parser: host lowercased, non-ASCII in the path percent-encoded as UTF-8.
    address = new URL(HAS_HTTP_SCHEME.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (address.username || address.password || address.port || !isLinkedInHost(address.hostname)) return null;
  const [, kindPart = '', slugPart = ''] = address.pathname.split('/');
  const kind = kindPart.toLowerCase() as LinkedInPathKind;
  if (!kinds.includes(kind)) return null;
  const slug = decodeSlug(slugPart);
  if (slug === null || !SLUG.test(slug)) return null;
  return { url: `https://www.linkedin.com/${kind}/${encodeURIComponent(slug)}`, kind, slug };
}

/** The stored form of a LinkedIn URL the whole input consists of, or null. */
export function normalizeLinkedInUrl(input: string | null | undefined): string | null {
  return parseLinkedInUrl(input)?.url ?? null;
}

/**
 * The LinkedIn URL to look up and store (the normalised form: its query string, extra path and host variant
 * dropped, its slug whole), or null when the input is not a LinkedIn URL (text around it included).
 */
export function extractLinkedInUrl(input: string | null | undefined): string | null {
  return normalizeLinkedInUrl(input);
}

export function validateLinkedInUrl(input: string | null | undefined): string | null {
  return parseLinkedInUrl(input) ? null : INVALID_LINKEDIN_URL;
}

/** Characters around a URL in a sentence ('(see linkedin.com/in/x).'), not part of it. */
const LEADING_PUNCTUATION = '<([{"\'';
const TRAILING_PUNCTUATION = '>)]}"\'.,;:!?';

function trimPunctuation(token: string): string {
  let start = 0;
  let end = token.length;
  while (start < end && LEADING_PUNCTUATION.includes(token[start]!)) start += 1;
  while (end > start && TRAILING_PUNCTUATION.includes(token[end - 1]!)) end -= 1;
  return token.slice(start, end);
}

/**
 * The first LinkedIn profile (/in/ or /pub/) in a chat message, in the stored form with its whole slug, or null.
 * The message is split at whitespace and each word is parsed whole, so a URL is never cut short inside a slug.
 */
export function extractLinkedInProfileUrl(input: string | null | undefined): string | null {
  const text = (input ?? '').trim();
  if (!text) return null;
  // Each word is bounded by parseLinkedInUrl (TEXT_LIMITS.linkedInUrl).
  for (const word of text.split(/\s+/)) {
    const parsed = parseLinkedInUrl(trimPunctuation(word), LINKEDIN_PROFILE_KINDS);
    if (parsed) return parsed.url;
  }
  return null;
}

export function validateChatLinkedInUrl(input: string | null | undefined): string | null {
  return extractLinkedInProfileUrl(input) ? null : INVALID_LINKEDIN_PROFILE_URL;
}
