// A posting that asks candidates not to contact the recruiters (issue 38 item 5): the one sentence that says so,
// quoted in a warning before scheduling. One linear pass over a bounded text; no regular expression runs on it.

/** At most this much of the posting's text is looked at, and a quoted sentence is cut to this many characters. */
export const NO_CONTACT_SCAN_CHARS = 20_000;
export const NO_CONTACT_SENTENCE_MAX = 300;

/**
 * Phrases that ask a candidate not to get in touch, lower case with single spaces. "No agencies" is a request to
 * recruiting agencies, not to candidates, so it is not here.
 */
const NO_CONTACT_PHRASES: readonly string[] = [
  'no calls or emails',
  'no phone calls or emails',
  'no calls or e-mails',
  'no calls, emails',
  'no calls/emails',
  'no phone calls, please',
  'no phone calls please',
  'please do not contact',
  'please don’t contact',
  "please don't contact",
  'do not contact the recruiter',
  'do not contact the hiring manager',
  'do not contact our recruiters',
  'do not contact recruiters',
  'please do not call or email',
  'please do not email or call',
  'please refrain from contacting',
  'refrain from contacting',
  'no follow-up calls or emails',
  'no follow up calls or emails',
  'please do not reach out',
  "please don't reach out",
  'please don’t reach out',
];

const SENTENCE_ENDS = new Set(['.', '!', '?', '\n']);

/** Lower case, every run of white space one space: the form the phrases are written in. */
function normalised(sentence: string): string {
  let out = '';
  let space = false;
  for (const ch of sentence.toLowerCase()) {
    const blank = ch === ' ' || ch === '\t' || ch === '\r' || ch === '\n' || ch === '\u00a0';
    if (blank) {
      space = out.length > 0;
      continue;
    }
    if (space) out += ' ';
    space = false;
    out += ch;
  }
  return out;
}

function quoted(sentence: string): string {
  const trimmed = sentence.trim().split(/\s+/).join(' ');
  return trimmed.length <= NO_CONTACT_SENTENCE_MAX ? trimmed : `${trimmed.slice(0, NO_CONTACT_SENTENCE_MAX - 3).trimEnd()}...`;
}

/**
 * The first sentence of `text` asking candidates not to contact recruiters, as written (white space tidied), or null.
 * Sentences end at '.', '!', '?' or a line break; each is checked once, so the work grows with the text's length.
 */
export function findNoContactSentence(text: string | null | undefined): string | null {
  if (!text) return null;
  const scanned = text.length > NO_CONTACT_SCAN_CHARS ? text.slice(0, NO_CONTACT_SCAN_CHARS) : text;
  let start = 0;
  for (let i = 0; i <= scanned.length; i += 1) {
    const atEnd = i === scanned.length;
    if (!atEnd && !SENTENCE_ENDS.has(scanned[i]!)) continue;
    const sentence = scanned.slice(start, atEnd ? i : i + 1);
    start = i + 1;
    // A sentence is bounded by the scan, and each phrase search over it is linear.
    const plain = normalised(sentence);
    if (plain && NO_CONTACT_PHRASES.some((phrase) => plain.includes(phrase))) return quoted(sentence);
  }
  return null;
}

/** The warning before scheduling. */
export const noContactWarning = (sentence: string): string =>
  `This posting asks candidates not to contact the recruiters: "${sentence}" Following up may hurt more than help.`;
