// An LLM's draft is treated like text a stranger typed: the model reads the user's resume, and an instruction hidden
// there can make it write HTML or a phishing link. Drafts are made plain text, and a link the user never typed fails
// the draft (the template answers instead). Links are compared after Unicode dots are read as dots, as a browser
// reads a host name: 'evil．com' is evil.com (product.md §7).
import { decodeHTML } from 'entities';
import LinkifyIt from 'linkify-it';
import type sanitizeHtml from 'sanitize-html';
import tlds from 'tlds';
import { lazyRequire } from '../../core/lazy-load.util';

// Loaded at the first LLM answer (it brings an HTML parser and a CSS parser); the package exports the function itself.
const loadSanitizeHtml = lazyRequire<typeof sanitizeHtml>('sanitize-html');

// Every IANA top-level domain, so 'login-check.app' counts as a link like 'evil.com' does (linkify-it's own list is short).
const linkify = new LinkifyIt({}, { fuzzyLink: true, fuzzyEmail: true, fuzzyIP: true }).tlds(tlds, false);

/** Line breaks a model writes as HTML, kept as line breaks (the patterns are linear: no nested quantifiers). */
const BREAK_TAG = /<br\s*\/?>/gi;
const PARAGRAPH_END = /<\/(?:p|div|li|h[1-6])\s*>/gi;

/**
 * HTML tags removed (script and style with their contents), entities decoded exactly once: '&amp;lt;' stays '&lt;'.
 * sanitize-html decodes while parsing and re-escapes its output; decodeHTML undoes that escaping only.
 */
export function toPlainText(text: string): string {
  const withBreaks = text.replace(BREAK_TAG, '\n').replace(PARAGRAPH_END, '\n\n');
  return decodeHTML(loadSanitizeHtml()(withBreaks, { allowedTags: [], allowedAttributes: {} }));
}

/**
 * A link's comparable form: no scheme, no 'www.', no trailing slash, lowercase ('https://www.GitHub.com/jane/' and
 * 'github.com/jane' are one link). An address (mailto:) compares by the address.
 */
function linkKey(url: string): string {
  let key = url
    .trim()
    .toLowerCase()
    .replace(/^(?:[a-z][a-z0-9+.-]{0,20}:)?(?:\/\/)?(?:www\.)?/, '');
  while (key.endsWith('/')) key = key.slice(0, -1);
  return key;
}

/**
 * The ideographic full stop and its half-width form, which NFKC leaves alone while IDNA maps them to '.' (NFKC already
 * turns the full-width '．', the small '﹒', the one-dot leader and full-width letters into ASCII).
 */
const IDEOGRAPHIC_DOTS = /[\u3002\uFF61]/g;

/** Text as a browser would read a host name in it: NFKC, then every dot IDNA maps to '.' written as '.'. */
function withAsciiDots(text: string): string {
  return text.normalize('NFKC').replace(IDEOGRAPHIC_DOTS, '.');
}

/**
 * Every link in a text: http(s) and other schemes, protocol-relative, 'www.' hosts, bare domains, e-mail addresses,
 * also when written with full-width or ideographic dots ('evil．com', 'evil。com').
 */
export function linksIn(text: string): string[] {
  return (linkify.match(withAsciiDots(text)) ?? []).map((match) => match.url);
}

/**
 * The links in what the user typed (the about-me, the job role): the only ones a draft may contain. A resume is not
 * such a text: it is where a planted instruction comes from, so a link found only there is refused; one the user also
 * typed is theirs.
 */
export function allowedLinks(texts: ReadonlyArray<string | null | undefined>): Set<string> {
  return new Set(texts.flatMap((text) => (text ? linksIn(text) : [])).map(linkKey));
}

/** How many links of a text are not in the allowed set (0: the text may be sent). */
export function foreignLinkCount(text: string, allowed: ReadonlySet<string>): number {
  return linksIn(text).filter((url) => !allowed.has(linkKey(url))).length;
}
