// "No longer available"-style pages: a short phrase list, matched as plain substrings of lower-cased text (no regular
// expressions), in the page's title, its first headings and the start of its text, where such a notice sits.
export const CLOSED_PAGE_PHRASES = [
  'no longer available',
  'no longer accepting applications',
  'no longer open',
  'no longer active',
  'position has been filled',
  'position is closed',
  'position has been closed',
  'job has expired',
  'job is closed',
  'job has been closed',
  'posting has expired',
  'posting is closed',
  'posting has closed',
  'not accepting applications',
  'job you are looking for is no longer',
] as const;

/** Characters of the page text searched: a notice is near the top, a description may mention a deadline lower down. */
export const CLOSED_NOTICE_SEARCH_CHARS = 3_000;

export function saysClosed(title: string, headings: string[], text: string): boolean {
  const haystack = [title, ...headings, text.slice(0, CLOSED_NOTICE_SEARCH_CHARS)].join('\n').toLowerCase().replace(/\s+/g, ' ');
  return CLOSED_PAGE_PHRASES.some((phrase) => haystack.includes(phrase));
}
