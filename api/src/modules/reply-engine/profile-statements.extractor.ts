// A typed summary ('Engineering manager of 12 people; grew the team from 4 and shipped the payments platform rewrite')
// turned into the first-person sentences a person would write ('I'm an engineering manager of 12 people.', 'I grew the
// team from 4 and shipped the payments platform rewrite.'), the user's own words kept, so every fact they typed can
// appear in a draft. Linear in the text: it is split once, and each pattern is anchored or bounded.
import { squeezeWhitespace, trimEndOf } from './text-edges.util';

/** A clause longer than this is split at its commas; a piece still longer is left out (a draft is short). */
const MAX_STATEMENT_WORDS = 32;
const MIN_STATEMENT_WORDS = 2;
/** Enough for any summary a user types (the api bounds the about-me well below this). */
const MAX_SCANNED_CHARS = 4_000;
const MAX_STATEMENTS = 8;

// Squeezed text: every whitespace run is one space. Sentence ends, semicolons, bullets, line breaks and dashes between words.
const CLAUSE_SPLIT = /[\n•●▪◦■;|]|(?<=[A-Za-z\d%)][.!?]) (?=[A-Z\d"'(])| [-–—] /;

/** Past-tense verbs a resume-style clause starts with ('Led a team of 6'), besides the regular '-ed' ones. */
const IRREGULAR_PAST =
  'built|grew|led|ran|taught|won|made|wrote|drove|took|brought|began|became|kept|found|set|cut|sold|spent|oversaw|held|gave|got|did|rebuilt|redesigned|helped|shipped';
const PAST_VERB = new RegExp(`^(?:${IRREGULAR_PAST}|[a-z]{2,20}ed)$`, 'i');
// Adjectives ending in -ed that open a noun phrase, not an action ('Experienced nurse', 'Certified accountant').
const ED_ADJECTIVES = new Set([
  'experienced',
  'certified',
  'licensed',
  'registered',
  'qualified',
  'skilled',
  'detail-oriented',
  'results-oriented',
  'motivated',
  'self-motivated',
  'dedicated',
  'seasoned',
  'accomplished',
  'trained',
  'talented',
  'chartered',
  'based',
]);
/** Openings already in the first person; kept as written. */
const FIRST_PERSON = /^(?:i|i'm|i’m|i've|i’ve|i'd|i’d|i'll|my|me)$/i;
/** Words a clause opens with that go after "I'm" ('Passionate about...', 'Currently leading...', 'Fluent in...'). */
const STATE_OPENERS =
  /^(?:[a-z]{3,20}ing|passionate|fluent|comfortable|proficient|currently|now|also|keen|eager|open|available|bilingual|trilingual|native|confident|familiar|skilled|experienced|certified|licensed|registered|qualified|new|recently)$/i;
/** Fields of work that end in -ing and open a noun phrase ('Engineering manager', 'Marketing lead'). */
const ING_NOUNS = new Set(
  'engineering marketing accounting nursing banking consulting manufacturing recruiting merchandising fundraising publishing computing learning training purchasing sourcing housing catering printing editing programming auditing bookkeeping teaching tutoring coaching counseling counselling lending underwriting lighting gaming shipping trading e-commerce'.split(
    ' ',
  ),
);
/** A degree or diploma at the start of a clause ('BSN from Ohio State', 'MBA, 2020', 'Bachelor of Arts in History'). */
const DEGREE_OPENER =
  /^(?:B\.?S\.?c?|B\.?A|BSN|MSN|B\.?Eng|M\.?Eng|B\.?Ed|M\.?Ed|M\.?S\.?c?|M\.?A|MBA|MPH|MFA|BFA|Ph\.?D|PGCE|LLB|LLM|JD|MSW|Bachelor(?:'s)?|Master(?:'s)?|Associate(?:'s)?|Diploma|Doctorate|Degree)\b/;
/** A degree said on its own ('BSN from Ohio State'), not a person ('PharmD with 5 years' is said like 'a nurse with...'). */
const DEGREE_ALONE = /^\S+(?:$|[,(]| (?:from|in|of|at|and)\b| [A-Z][a-z]+(?:$|[,(]| (?:from|at)\b))/;
/** 'Skills: Python, SQL' and similar labelled lines. */
const LABELLED = /^([A-Za-z][A-Za-z ]{1,24}):\s?(.+)$/;
/** 'ACLS, BLS, Epic' -> 'ACLS, BLS and Epic'. */
const asList = (value: string) => {
  const at = value.lastIndexOf(', ');
  return at < 0 ? value : `${value.slice(0, at)} and ${value.slice(at + 2)}`;
};
const LABEL_SENTENCES: Record<string, (value: string) => string> = {
  skills: (v) => `I work with ${asList(v)}`,
  tools: (v) => `I work with ${asList(v)}`,
  'technical skills': (v) => `I work with ${asList(v)}`,
  languages: (v) => `I speak ${asList(v)}`,
  certifications: (v) => `I hold ${asList(v)}`,
  certification: (v) => `I hold ${asList(v)}`,
  certificates: (v) => `I hold ${asList(v)}`,
  licenses: (v) => `I hold ${asList(v)}`,
  education: (v) => `I studied ${v}`,
  degree: (v) => `I hold ${asList(v)}`,
  achievements: (v) => `I ${lowerFirstWord(v)}`,
};
/** Words that stay capitalised at the start of a clause ('Python developer'), besides acronyms and title-case phrases. */
const KEEP_CASE = /^(?:[A-Z]{2,}s?|[A-Z][a-z]*[A-Z]\w*|[A-Z][a-z]+(?:\.js|\+\+|#))$/;
/** Links, brackets and placeholders are left out of a statement: a draft repeats none of them. */
const UNSAFE = /https?:|www\.|@|[[\]{}<>]/i;

const words = (text: string) => text.split(' ').filter(Boolean);

function lowerFirstWord(text: string): string {
  const [first = '', second = ''] = words(text);
  // 'Registered Nurse', 'Senior Data Engineer': a title-case phrase keeps its case; 'Engineering manager' does not.
  if (KEEP_CASE.test(first) || /^[A-Z]/.test(second)) return text;
  return first.charAt(0).toLowerCase() + text.slice(1);
}

/** 'a' or 'an' by sound: 'an MBA', 'an engineering', 'a UX', 'a university'. */
function article(word: string): 'a' | 'an' {
  if (/^[A-Z]{2,}/.test(word)) return /^[AEFHILMNORSX]/.test(word) ? 'an' : 'a';
  if (/^(?:uni|use|usu|eu|one|once)/i.test(word)) return 'a';
  if (/^(?:hour|honest|honou?r)/i.test(word)) return 'an';
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** One clause as a first-person sentence (no final stop), or null when it is not one we can say safely. */
function firstPerson(clause: string): string | null {
  const labelled = LABELLED.exec(clause);
  if (labelled) {
    const say = LABEL_SENTENCES[labelled[1]!.trim().toLowerCase()];
    return say ? say(labelled[2]!.trim()) : null;
  }
  const [first = ''] = words(clause);
  const firstLower = first.toLowerCase();
  if (FIRST_PERSON.test(first)) return clause.charAt(0).toUpperCase() + clause.slice(1);
  if (DEGREE_OPENER.test(clause) && DEGREE_ALONE.test(clause)) {
    const degree = lowerFirstWord(clause);
    return `I hold ${article(degree)} ${degree}`;
  }
  if (firstLower === 'with') return `I have ${clause.slice(first.length + 1)}`;
  if (
    /^\d/.test(first) ||
    /^(?:over|more|nearly|almost|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty)$/i.test(first)
  ) {
    // '7+ years of experience in React', 'Two internships at...'; 'Over 10 years...'.
    return `I have ${lowerFirstWord(clause)}`;
  }
  if (PAST_VERB.test(first) && !ED_ADJECTIVES.has(firstLower)) return `I ${firstLower}${clause.slice(first.length)}`;
  if (/^(?:a|an|the)$/i.test(first)) return `I'm ${lowerFirstWord(clause)}`;
  if (
    STATE_OPENERS.test(first) &&
    !ING_NOUNS.has(firstLower) &&
    !/^(?:experienced|certified|licensed|registered|qualified|new)$/i.test(first)
  )
    return `I'm ${lowerFirstWord(clause)}`;
  // A noun phrase: 'Recent graduate in interaction design...', 'Engineering manager of 12 people', 'CPA with...'.
  const phrase = lowerFirstWord(clause);
  return `I'm ${article(phrase)} ${phrase}`;
}

function clausesOf(text: string): string[] {
  const pieces: string[] = [];
  for (const raw of text.split(CLAUSE_SPLIT)) {
    const clause = trimEndOf(raw.replace(/^[\s*\-–—>·.,:]+/, ''), ' .,:!').trim();
    if (!clause) continue;
    if (words(clause).length <= MAX_STATEMENT_WORDS) pieces.push(clause);
    // A long clause: its comma-separated parts, each of which must stand on its own.
    else for (const part of clause.split(', ')) if (part.trim()) pieces.push(trimEndOf(part, ' .,').trim());
  }
  return pieces;
}

/** The user's typed summary as first-person sentences, in the order written, at most MAX_STATEMENTS. */
export function profileStatements(text: string | null | undefined): string[] {
  if (!text?.trim()) return [];
  const squeezed = squeezeWhitespace(text.slice(0, MAX_SCANNED_CHARS)).trim();
  const statements: string[] = [];
  for (const clause of clausesOf(squeezed)) {
    const count = words(clause).length;
    if (count < MIN_STATEMENT_WORDS || count > MAX_STATEMENT_WORDS || UNSAFE.test(clause)) continue;
    // Text with no letters, or a salutation, says nothing about the user.
    if (!/[a-z]{2}/i.test(clause) || /^(?:hi|hello|dear|thanks|thank you|regards)\b/i.test(clause)) continue;
    const sentence = firstPerson(clause);
    if (!sentence) continue;
    const done = `${sentence}${/[.!?]$/.test(sentence) ? '' : '.'}`;
    if (!statements.includes(done)) statements.push(done);
    if (statements.length >= MAX_STATEMENTS) break;
  }
  return statements;
}

/** The first degree a resume names on a line of its own ('BSc Nursing, King's College London, 2016' -> 'I hold a BSc Nursing.'). */
export function degreeStatement(text: string | null | undefined): string | null {
  if (!text?.trim()) return null;
  for (const line of squeezeWhitespace(text.slice(0, 20_000)).split('\n')) {
    const clause = line.replace(/^[\s*\-–—>·•]+/, '');
    if (!DEGREE_OPENER.test(clause)) continue;
    // Up to the school, the dates or a separator: the degree itself.
    const end = clause.search(/[,(|\d]| [-–—] | at | from /);
    const degree = trimEndOf(end < 0 ? clause : clause.slice(0, end), ' .,:;').trim();
    const count = words(degree).length;
    if (count < 1 || count > 10 || UNSAFE.test(degree)) continue;
    const phrase = lowerFirstWord(degree);
    return `I hold ${article(phrase)} ${phrase}.`;
  }
  return null;
}
