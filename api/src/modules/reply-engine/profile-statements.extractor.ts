// A typed summary ('Engineering manager of 12 people; grew the team from 4 and shipped the payments platform rewrite')
// turned into the first-person sentences a person would write ('I'm an engineering manager of 12 people.', 'I grew the
// team from 4 and shipped the payments platform rewrite.'), the user's own words kept, so every fact they typed can
// appear in a draft. Linear in the text: it is split once, and each pattern is anchored or bounded.
import { degreePhrase, isDegreeWord } from './degree-phrase.util';
import { squeezeWhitespace, trimEndOf } from './text-edges.util';
import { copiedRunChecker } from './verbatim-run.util';

/** A clause longer than this is split at its commas; a piece still longer is left out (a draft is short). */
const MAX_STATEMENT_WORDS = 32;
const MIN_STATEMENT_WORDS = 2;
/** Enough for any summary a user types (the api bounds the about-me well below this). */
const MAX_SCANNED_CHARS = 4_000;
const MAX_STATEMENTS = 8;

// Squeezed text: every whitespace run is one space. Sentence ends, semicolons, bullets, line breaks and dashes between words.
// A dot that ends an abbreviation ('B.Sc. Computer Science', 'St. Mary') does not end the clause.
const CLAUSE_SPLIT = /[\n•●▪◦■;|]|(?<=[A-Za-z\d%)][.!?])(?<!\b(?:[A-Z]\.[A-Za-z]{1,2}|St|Dr|Mr|Mrs|Ms)\.) (?=[A-Z\d"'(])| [-–—] /;

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
const DEGREE_ALONE = /^\S+(?:$|[,(]| (?:from|in|of|at|and|degree)\b|(?: [A-Z][a-z]+){1,3}(?:$|[,(]| (?:from|at)\b))/;
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
  education: (v) => (degreePhrase(v) ? `I have ${degreePhrase(v)}` : `I studied ${v}`),
  degree: (v) => (degreePhrase(v) ? `I have ${degreePhrase(v)}` : `I hold ${asList(v)}`),
  achievements: (v) => `I ${lowerFirstWord(v)}`,
};
/** Words that stay capitalised at the start of a clause ('Python developer'), besides acronyms and title-case phrases. */
const KEEP_CASE = /^(?:[A-Z]{2,}(?:s|-[A-Z]{1,6})?|[A-Z][a-z]*[A-Z]\w*|[A-Z][a-z]+(?:\.js|\+\+|#))$/;
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

/** Words a clause opens with that name something the user has ('Strong ... skills', 'Expertise in SEO'). */
const HAVE_OPENERS = /^(?:expertise|experience|background|knowledge|skills|fluency|proficiency|understanding)$/i;
const ONE_OF = /^(?:\S+ ){0,2}(?:track record|background|understanding|command)\b/i;
const HAVE_PHRASES =
  /^(?:strong|excellent|solid|proven|deep|extensive|broad|hands-on|good|great|track)(?: \S+){0,3} (?:skills|knowledge|experience|background|record|understanding|command)\b/i;
/** Present-tense verbs a clause can open with, said after 'I' ('Love teaching' -> 'I love teaching'). */
const PRESENT_VERBS = /^(?:love|enjoy|speak|thrive|care|believe|specialise|specialize|focus|bring|know|like|want)$/i;
/** Work nouns a non-native summary may use without an article ('I am teacher', 'as nurse'). */
const ROLE_NOUNS =
  'teacher|tester|nurse|engineer|developer|designer|accountant|analyst|manager|consultant|lawyer|doctor|pharmacist|chef|cook|driver|electrician|student|graduate|architect|researcher|scientist|marketer|writer|translator|receptionist|waiter|waitress|cashier|technician|programmer';
const MISSING_ARTICLE = new RegExp(`\\b(I am|I'm|as|like) (${ROLE_NOUNS})\\b`, 'g');

/** 'I am teacher since 2015' -> 'I am a teacher since 2015': the user's words, with the article English needs. */
const withArticles = (sentence: string) =>
  sentence.replace(MISSING_ARTICLE, (_m, lead: string, noun: string) => `${lead} ${article(noun)} ${noun}`);

/** One clause as a first-person sentence (no final stop), or null when it is not one we can say safely. */
function firstPerson(clause: string): string | null {
  const labelled = LABELLED.exec(clause);
  if (labelled) {
    const say = LABEL_SENTENCES[labelled[1]!.trim().toLowerCase()];
    return say ? say(labelled[2]!.trim()) : null;
  }
  const [first = ''] = words(clause);
  const firstLower = first.toLowerCase();
  if (FIRST_PERSON.test(first)) return withArticles(clause.charAt(0).toUpperCase() + clause.slice(1));
  // 'Strong communication skills', 'Background in finance': something the user has, not something they are.
  if (HAVE_OPENERS.test(first) || HAVE_PHRASES.test(clause)) {
    const had = lowerFirstWord(clause);
    // 'a background in finance', 'a proven track record': one of them.
    return `I have ${ONE_OF.test(had) ? `${article(had)} ` : ''}${had}`;
  }
  // 'Certified in ACLS and BLS', 'PMP certified since 2022', 'SHRM-CP certified': a state, said after "I'm".
  if (/^(?:certified|licensed|registered|qualified|trained|fluent) (?:in|as|by|since|to)\b/i.test(clause))
    return `I'm ${firstLower}${clause.slice(first.length)}`;
  if (/^\S+(?: \S+)? (?:certified|licensed|accredited)\b/i.test(clause) && KEEP_CASE.test(first)) return `I'm ${clause}`;
  // 'Love working with children', 'Speak Japanese and English': a verb in the present.
  if (PRESENT_VERBS.test(first)) return `I ${firstLower}${clause.slice(first.length)}`;
  if (DEGREE_OPENER.test(clause) && DEGREE_ALONE.test(clause)) {
    // 'I have a B.Sc. in Computer Science', not 'I hold a B.Sc. Computer Science'.
    const degree = degreePhrase(clause);
    if (degree) return `I have ${degree}`;
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
  // 'SDR for 3 years', 'Nurse since 2015': something the user has been, not is.
  if (
    / (?:for (?:\d{1,2}|over|more than|two|three|four|five|six|seven|eight|nine|ten)\b.* years?\b|since (?:19|20)\d\d\b)/i.test(
      phrase,
    )
  )
    return `I've been ${article(phrase)} ${phrase}`;
  return `I'm ${article(phrase)} ${phrase}`;
}

const lowerFirstWordOf = (sentence: string) =>
  /^I\b/.test(sentence) ? sentence : sentence.charAt(0).toLowerCase() + sentence.slice(1);
const firstWordOf = (text: string) => words(text)[0] ?? '';

/** Tries of a cut per clause: enough for any real one (a few), and a bound for hostile text. */
const CUT_BUDGET = 64;

/** Where a clause too close to the user's words is cut, best first, and how the part after the cut is said. */
const CUTS: Array<{
  at: RegExp;
  keepsWord?: boolean;
  /** `lead`: the sentence said before the cut; `head`: the user's words before it. */
  tail: (tail: string, lead: string, head: string) => string | null;
}> = [
  // 'Data engineer with 6 years building Kafka pipelines' -> "I'm a data engineer." + 'I have 6 years building...'
  // Not after a verb ('designer who runs usability tests with customers': the customers are not the user's).
  {
    at: /^with$/i,
    tail: (tail, lead, head) =>
      /^I(?:'m| am) an? |^I have /.test(lead) && !/\b(?:who|that|which|and)\b/i.test(head) ? `I have ${tail}` : null,
  },
  // 'Platform engineer who moved 200 services' -> 'I moved 200 services'.
  {
    at: /^(?:who|that)$/i,
    tail: (tail) => (PAST_VERB.test(firstWordOf(tail)) || PRESENT_VERBS.test(firstWordOf(tail)) ? `I ${tail}` : null),
  },
  // '... from 4 and shipped the rewrite' -> 'I also shipped the rewrite'.
  {
    at: /^and$/i,
    tail: (tail) =>
      /^was /.test(tail) ? `I was also ${tail.slice(4)}` : PAST_VERB.test(firstWordOf(tail)) ? `I also ${tail}` : null,
  },
  { at: /^where$/i, tail: (tail) => (FIRST_PERSON.test(firstWordOf(tail)) ? `There, ${tail}` : null) },
  // A comma: the part after it said on its own, when it can be.
  { at: /,$/, tail: (tail) => (SAYABLE_ALONE.test(tail) ? firstPerson(tail) : null) },
  // A place, a time or a purpose ('... by 18% over two years'): the sentence ends before it, unless it holds a
  // number the user gave ('for a team of 30 people'), which is then said on its own.
  {
    at: /^(?:at|in|for|from|on|over|across|during|since|to|after|while|including|within)$/i,
    keepsWord: true,
    tail: (tail) => (/\d/.test(tail) ? `This was ${tail}` : null),
  },
];
/** A part after a comma that reads as a sentence of its own once 'I' is put before it ('led a team of 6'). */
const SAYABLE_ALONE =
  /^(?:I\b|I['’]m\b|[Mm]y\b|\d|[A-Za-z][a-z]{1,19}ed\b|(?:built|grew|led|ran|taught|won|made|wrote|sold|cut)\b)/;

/**
 * The clause as first-person sentences that repeat at most MAX_COPIED_WORDS of the user's words in a row: said
 * whole when it is short enough, else cut at the best place ('with', 'who', 'and', a comma, a preposition) with
 * each part said on its own; a part that still cannot be said without pasting is left out.
 */
function withinCopyLimit(
  clause: string,
  copied: (text: string) => boolean,
  depth = 0,
  say: (clause: string) => string | null = firstPerson,
  budget = { left: CUT_BUDGET },
): string[] {
  // Hostile text ('with with with ...') could try every cut of every part: the tries per clause are bounded.
  if (budget.left <= 0) return [];
  budget.left -= 1;
  const sentence = say(clause);
  if (!sentence) return [];
  if (!copied(sentence)) return [sentence];
  const parts = words(clause);
  if (depth > 3 || parts.length < 3) return [];
  // A cut that leaves out a number the user gave is kept only when no other cut says it.
  let withoutNumber: string[] | null = null;
  for (const cut of CUTS) {
    // The cut leaving the longest first part: at the comma itself, else at the cut word (which is dropped).
    for (let at = parts.length - 2; at >= 1; at -= 1) {
      const comma = cut.at.source === ',$';
      const word = comma ? parts[at - 1]! : parts[at]!;
      if (!cut.at.test(word)) continue;
      const head = trimEndOf(parts.slice(0, at).join(' '), ' ,');
      const tail = parts.slice(comma || cut.keepsWord ? at : at + 1).join(' ');
      const first = withinCopyLimit(head, copied, depth + 1, say, budget);
      if (first.length === 0) continue;
      const lead = first.at(-1)!;
      // The part after the cut, said its own way, and cut again when it is still too close to the user's words.
      const rest = tail ? withinCopyLimit(tail, copied, depth + 1, (part) => cut.tail(part, lead, head), budget) : [];
      if (rest.length === 0 && /\d/.test(tail)) {
        withoutNumber ??= first;
        continue;
      }
      return [...first, ...rest];
    }
  }
  return withoutNumber ?? [];
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
  const copied = copiedRunChecker(squeezed);
  for (const clause of clausesOf(squeezed)) {
    const count = words(clause).length;
    // One word says nothing, unless it is a degree ('MBA').
    if ((count < MIN_STATEMENT_WORDS && !isDegreeWord(clause)) || count > MAX_STATEMENT_WORDS || UNSAFE.test(clause)) continue;
    // Text with no letters, or a salutation, says nothing about the user.
    if (!/[a-z]{2}/i.test(clause) || /^(?:hi|hello|dear|thanks|thank you|regards)\b/i.test(clause)) continue;
    for (const sentence of withinCopyLimit(clause, copied)) {
      const said = `${sentence}${/[.!?]$/.test(sentence) ? '' : '.'}`;
      // Two clauses the user wrote one after the other must not add up to a pasted run either.
      const done = statements.length > 0 && copied(`${statements.at(-1)} ${said}`) ? joined(said) : said;
      if (!statements.includes(done) && !copied(done)) statements.push(done);
    }
    if (statements.length >= MAX_STATEMENTS) break;
  }
  return statements.slice(0, MAX_STATEMENTS);
}

/** A sentence that would run on from the one before, with a word between them ('I also build' is not 'Also, I also'). */
const joined = (said: string) => (/^I also /.test(said) ? `In addition, I ${said.slice(7)}` : `Also, ${lowerFirstWordOf(said)}`);

/** The first degree a resume names on a line of its own ('BSc Nursing, King's College London, 2016' -> 'I have a BSc in Nursing.'). */
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
    const phrase = degreePhrase(degree);
    if (phrase) return `I have ${phrase}.`;
  }
  return null;
}
