// The default email writer: deterministic, no outside call, written for every user who has no LLM configured
// (and the fallback when the LLM fails). Facts come only from the user's text; phrasing varies by seed and role.
import { DRAFT_RULES, PLACEHOLDERS } from 'contracts';
import { extractCandidateFacts } from './candidate-facts.extractor';
import type { DraftedSequence, EmailWriter, WriterInput } from './email-writer.types';
import { parseJobRole } from './job-role.parser';
import { matchPosting } from './posting-match.extractor';
import { degreeStatement, profileStatements } from './profile-statements.extractor';
import { stablePicker, type Picker } from './stable-pick.util';
import { EMAIL_1, FACTS, FOLLOW_UP_1, FOLLOW_UP_2, GREETINGS, SUBJECTS, type PhraseContext } from './template.phrasings';

/** Email 1 stays within 50-125 words (DRAFT_RULES); a fact that would push it past is kept for a follow-up. */
const EMAIL_1_MAX_WORDS = DRAFT_RULES.email1MaxWords;
/** Fact sentences shorter than this are followed by the no-facts offer. */
const THIN_FACTS_WORDS = 12;
/** At most this many fact sentences in email 1: the rest make the follow-ups' new points. */
const EMAIL_1_MAX_FACTS = 3;

export const countWords = (text: string): number => text.split(/\s+/).filter(Boolean).length;

const listOf = (items: string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

const lowerFirst = (sentence: string): string =>
  /^I\b/.test(sentence) ? sentence : sentence.charAt(0).toLowerCase() + sentence.slice(1);

const mentions = (text: string, fact: string) => text.toLowerCase().includes(fact.toLowerCase());

/**
 * Every fact sentence the user's texts allow, most personal first: the typed summary in their own words, then what
 * the extractor read (results, years, degree, skills) unless a summary sentence already says it.
 */
/**
 * What the posting asks for that the user has, in a sentence or two (none without a posting or a match), and the
 * result clause it tied to a skill, if any (not said again elsewhere). `opening` is the user's first sentence, which
 * comes before: a result it already states is not repeated here.
 */
function postingSentences(input: WriterInput, pick: Picker, opening: string): { sentences: string[]; result?: string } {
  const match = matchPosting(input.posting, input);
  const sentences: string[] = [];
  const skills = listOf(match.skills);
  const result = match.result && !mentions(opening, match.result.result) ? match.result : null;
  if (result) sentences.push(pick('p-r', FACTS.postingResult)(skills, result.skill, result.result));
  else if (match.skills.length > 0) sentences.push(pick('p-s', FACTS.postingSkills)(skills, match.skills.length));
  if (match.years) sentences.push(pick('p-y', FACTS.postingYears)(match.years.asked, match.years.have));
  return { sentences, result: result?.result };
}

function factSentences(input: WriterInput, pick: Picker): string[] {
  const [opening, ...typedRest] = profileStatements(input.aboutMe);
  // The posting's match right after the user's first sentence: what this job asks for, answered with their facts.
  const posting = postingSentences(input, pick, opening ?? '');
  const rest = typedRest.filter((sentence) => !posting.result || !mentions(sentence, posting.result));
  const sentences = [...(opening ? [opening] : []), ...posting.sentences, ...rest];
  const said = () => sentences.join(' ');
  // Read apart, so the summary's own results do not crowd out the resume's.
  const typed = extractCandidateFacts(input.aboutMe);
  const resume = extractCandidateFacts(input.resumeText);
  const results = [...typed.results, ...resume.results].filter((result) => !mentions(said(), result)).slice(0, 2);
  for (const [index, result] of results.entries()) sentences.push(pick(`f-r${index}`, FACTS.result)(result));
  const years = typed.years ?? resume.years;
  const yearsNumber = years?.split(' ')[0]?.replace('+', '');
  if (years && !(yearsNumber && mentions(said(), yearsNumber) && /\byears?\b/i.test(said())))
    sentences.push(pick('f-y', FACTS.years)(years));
  const degree = degreeStatement(input.resumeText);
  if (degree && !mentions(said(), degree.replace(/^I have an? /, '').slice(0, -1))) sentences.push(degree);
  const skills = [...new Set([...typed.skills, ...resume.skills])].filter((skill) => !mentions(said(), skill)).slice(0, 3);
  if (skills.length > 0) sentences.push(pick('f-s', FACTS.skills)(listOf(skills)));
  return sentences;
}

const signature = (signOff: string) => `${signOff}\n${PLACEHOLDERS.yourName}`;
const paragraphs = (...parts: Array<string | null | false>) => parts.filter(Boolean).join('\n\n');

export function draftFromTemplate(input: WriterInput): DraftedSequence {
  const typed = parseJobRole(input.jobRole);
  // What the user typed wins; the imported posting fills what the text did not say.
  const role = typed.role ?? input.posting?.role ?? null;
  const company = typed.company ?? input.posting?.company ?? null;
  const pick = stablePicker(input.seed, input.jobRole ?? '');
  const noun = pick('noun', ['role', 'position']);
  const context: PhraseContext = {
    roleRef: role ? `the ${role} ${noun}` : 'the open position',
    atCompany: company ? ` at ${company}` : '',
  };
  const pool = factSentences(input, pick);
  const [firstGreeting, secondGreeting] = pick('greet', [GREETINGS, [...GREETINGS].reverse()]);
  const greet = (word: string) => `${word} ${PLACEHOLDERS.contactFirstName},`;

  const email1Body = (sentences: string[], withInterest: boolean) =>
    paragraphs(
      greet(firstGreeting!),
      [pick('e1-open', EMAIL_1.openings)(context), withInterest && pick('e1-int', EMAIL_1.interests)].filter(Boolean).join(' '),
      // Thin facts get the offer too, so email 1 stays the fullest of the three.
      [...sentences, countWords(sentences.join(' ')) < THIN_FACTS_WORDS && pick('e1-none', EMAIL_1.noFacts)]
        .filter(Boolean)
        .join(' '),
      `${pick('e1-ask', EMAIL_1.asks)} ${pick('e1-thx', EMAIL_1.thanks)}`,
      signature(pick('e1-sign', EMAIL_1.signOffs)),
    );
  // Email 1 takes the facts in order while it stays within its words (dropping the general interest line first to
  // make room); a fact that does not fit waits for a follow-up.
  const inFirst: string[] = [];
  const later: string[] = [];
  for (const sentence of pool) {
    const fits = inFirst.length < EMAIL_1_MAX_FACTS && countWords(email1Body([...inFirst, sentence], false)) <= EMAIL_1_MAX_WORDS;
    (fits ? inFirst : later).push(sentence);
  }
  const roomy = countWords(email1Body(inFirst, true)) <= EMAIL_1_MAX_WORDS;
  const firstBody = email1Body(inFirst, roomy);
  const firstWords = countWords(firstBody);

  // Each follow-up adds one fact email 1 did not hold, when it stays shorter than email 1.
  const shorter = (body: string) => countWords(body) < firstWords;
  const followUp1 = (point: string | null) =>
    paragraphs(
      greet(secondGreeting!),
      `${pick('f1-open', FOLLOW_UP_1.openings)(context)} ${point ? pick('np', FACTS.newPoint)(lowerFirst(point)) : pick('f1-angle', FOLLOW_UP_1.angles)}`,
      pick('f1-ask', FOLLOW_UP_1.asks),
      signature(pick('f1-sign', FOLLOW_UP_1.signOffs)),
    );
  let followUp1Body = followUp1(later[0] ?? null);
  let nextFact = later[0] ? 1 : 0;
  if (later[0] && !shorter(followUp1Body)) {
    followUp1Body = followUp1(null);
    nextFact = 0;
  }
  const followUp2 = (point: string | null) =>
    paragraphs(
      greet(GREETINGS[0]),
      `${pick('f2-open', FOLLOW_UP_2.openings)(context)} ${pick('f2-und', FOLLOW_UP_2.understanding)}`,
      point && pick('f2-last', FACTS.lastPoint)(lowerFirst(point)),
      pick('f2-keep', FOLLOW_UP_2.stayInTouch)(context),
      signature(pick('f2-sign', FOLLOW_UP_2.signOffs)),
    );
  const lastPoint = later[nextFact] ?? null;
  const withLast = lastPoint ? followUp2(lastPoint) : null;
  const followUp2Body = withLast && shorter(withLast) ? withLast : followUp2(null);

  // Subjects stay a few words: with the company when it fits, else the role alone, else no role.
  const subject = (slot: string, options: typeof SUBJECTS.email1, withoutRole: string) => {
    const phrase = role ? pick(slot, options) : null;
    const fitting = [phrase?.(role!, context.atCompany), phrase?.(role!, '')].find(
      (text) => text && countWords(text) <= DRAFT_RULES.subjectMaxWords,
    );
    return fitting ?? withoutRole;
  };
  return {
    email_1: { subject: subject('s1', SUBJECTS.email1, SUBJECTS.noRole.email1), body: firstBody },
    follow_up_1: { subject: subject('s2', SUBJECTS.followUp1, SUBJECTS.noRole.followUp1), body: followUp1Body },
    follow_up_2: { subject: subject('s3', SUBJECTS.followUp2, SUBJECTS.noRole.followUp2), body: followUp2Body },
  };
}

export class TemplateEmailWriter implements EmailWriter {
  async write(input: WriterInput): Promise<DraftedSequence> {
    return draftFromTemplate(input);
  }
}
