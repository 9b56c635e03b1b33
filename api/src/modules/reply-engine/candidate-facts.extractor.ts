// Picks the few concrete facts a template email can state safely: years of experience, named skills from a known
// list and quantified results ('cut load time by 40%'), all copied from the user's own text, never inferred.
// Linear in the text's length: whitespace runs are squeezed first and no pattern rescans a run from each offset.
import { KNOWN_SKILLS } from './known-skills';
import { squeezeWhitespace, trimEndOf } from './text-edges.util';

export interface CandidateFacts {
  /** e.g. '7+ years of experience'. */
  years: string | null;
  /** Canonical names in order of first mention, at most MAX_SKILLS. */
  skills: string[];
  /** Verb-first clauses, e.g. 'cut page load time by 40%', at most MAX_RESULTS. */
  results: string[];
}

const MAX_SKILLS = 3;
const MAX_RESULTS = 2;
const MAX_RESULT_WORDS = 14;

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
};
const NUMBER = `(\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})`;
const YEARS_PATTERNS = [
  new RegExp(
    `\\b(over|more than)?\\s*${NUMBER}\\s*(?:(\\+)\\s*)?(?:years?|yrs?)\\.?(?:\\s+of)?(?:\\s+(?:professional|hands-on|industry|relevant|work|working|software|engineering|combined|total))*\\s+(?:experience|exp)\\b`,
    'i',
  ),
  new RegExp(
    `\\b(over|more than)?\\s*${NUMBER}\\s*(?:(\\+)\\s*)?(?:years?|yrs?)\\s+(?:as\\s+an?|building|working|developing|designing|leading|shipping|writing)\\b`,
    'i',
  ),
];

const VERBS =
  'cut|reduced|increased|improved|grew|boosted|saved|lowered|raised|doubled|tripled|halved|sped up|accelerated|shortened|decreased|drove|generated|delivered|scaled|expanded|lifted|trimmed|slashed|optimi[sz]ed|exceeded';
// A number is at most 25 characters long: an unbounded one would be rescanned from every offset the lazy
// clause before it tries (a long run of digits after a verb is quadratic).
const NUMBER_TAIL = '[\\d,.]{0,24}';
const QUANTITY = `(?:\\$\\d${NUMBER_TAIL}\\s?(?:[kmb]\\b|million\\b|billion\\b)?|\\d${NUMBER_TAIL}\\s?(?:%|percent\\b|x\\b|×|[kmb]\\b|million\\b|billion\\b|ms\\b|seconds?\\b|minutes?\\b|hours?\\b|days?\\b|weeks?\\b|users\\b|customers\\b))`;
// Words that complete a quantity ('2 weeks early'); without them the clause would say something else.
const QUANTITY_TAIL =
  '(?:\\s+(?:early|earlier|faster|sooner|ahead of schedule|per (?:day|week|month|quarter|year)|a (?:day|week|month|year)|year-over-year|annually))?';
const RESULT = new RegExp(
  `(?:^|\\b(?:I|and|also)\\s+)(${VERBS})\\b([^\\n;]{0,90}?${QUANTITY})(\\s+(?:to|from)\\s+${QUANTITY})?(${QUANTITY_TAIL})`,
  'gi',
);
// Runs on squeezed text (every whitespace run one character), so a space is written as one.
const FRAGMENT_SPLIT = /[\n•●▪◦■;]|(?<=[.!?]) | [-–—] /;

/** The first years-of-experience phrase of a text, as '7+ years of experience' (squeezed text). */
export function findYears(text: string): string | null {
  for (const pattern of YEARS_PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const raw = match[2]!.toLowerCase();
    const value = NUMBER_WORDS[raw] ?? Number(raw);
    if (!Number.isInteger(value) || value < 1 || value > 45) continue;
    const plus = Boolean(match[1] || match[3]);
    return `${value}${plus ? '+' : ''} ${value === 1 && !plus ? 'year' : 'years'} of experience`;
  }
  return null;
}

/** Every known skill a text names, canonical, in order of first mention (squeezed text). */
export function findSkills(text: string): string[] {
  let rest = text;
  const found: Array<{ name: string; at: number }> = [];
  for (const skill of KNOWN_SKILLS) {
    const match = skill.pattern.exec(rest);
    if (!match) continue;
    found.push({ name: skill.name, at: match.index });
    // Blank every mention so a shorter name ('React') does not match inside a longer one ('React Native').
    rest = rest.replace(new RegExp(skill.pattern.source, `${skill.pattern.flags}g`), (m) => ' '.repeat(m.length));
  }
  return found.sort((a, b) => a.at - b.at).map((s) => s.name);
}

function findResults(text: string): string[] {
  const results: string[] = [];
  for (const rawFragment of text.split(FRAGMENT_SPLIT)) {
    // Every result holds a number: a fragment without a digit is skipped before the (large) pattern is run on it.
    if (!/\d/.test(rawFragment)) continue;
    const fragment = rawFragment.replace(/^[\s*\-–—>·]+/, '').trim();
    // exec on the one global pattern: matchAll would copy (and so set up again) the large pattern per fragment.
    RESULT.lastIndex = 0;
    for (let match = RESULT.exec(fragment); match; match = RESULT.exec(fragment)) {
      const clause = `${match[1]!.toLowerCase()}${match[2]}${match[3] ?? ''}${match[4] ?? ''}`
        .replace(/[[\]{}<>]/g, '')
        .replace(/\s+/g, ' ');
      const tidied = trimEndOf(clause, ' ,.:').trim();
      if (tidied.split(' ').length <= MAX_RESULT_WORDS && !results.includes(tidied)) results.push(tidied);
    }
  }
  return results;
}

/** Facts from the user's texts, the about-me first (what they chose to say), then the resume. */
export function extractCandidateFacts(...texts: Array<string | null | undefined>): CandidateFacts {
  const sources = texts.filter((t): t is string => typeof t === 'string' && t.trim() !== '').map(squeezeWhitespace);
  let years: string | null = null;
  const skills: string[] = [];
  const results: string[] = [];
  for (const text of sources) {
    years ??= findYears(text);
    for (const skill of findSkills(text)) if (!skills.includes(skill)) skills.push(skill);
    for (const result of findResults(text)) if (!results.includes(result)) results.push(result);
  }
  return { years, skills: skills.slice(0, MAX_SKILLS), results: results.slice(0, MAX_RESULTS) };
}
