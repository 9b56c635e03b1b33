// The default email writer: deterministic, no outside call, written for every user who has no LLM configured
// (and the fallback when the LLM fails). Facts come only from the user's text; phrasing varies by seed and role.
import { PLACEHOLDERS } from 'contracts';
import { extractCandidateFacts, type CandidateFacts } from './candidate-facts.extractor';
import type { DraftedSequence, EmailWriter, WriterInput } from './email-writer.types';
import { parseJobRole } from './job-role.parser';
import { stablePicker, type Picker } from './stable-pick.util';
import { EMAIL_1, FACTS, FOLLOW_UP_1, FOLLOW_UP_2, GREETINGS, SUBJECTS, type PhraseContext } from './template.phrasings';

/** Email 1 must stay within 50-160 words; past this a second fact sentence is dropped. */
const EMAIL_1_SOFT_MAX_WORDS = 150;
/** Fact sentences shorter than this are followed by the no-facts offer. */
const THIN_FACTS_WORDS = 12;

export const countWords = (text: string): number => text.split(/\s+/).filter(Boolean).length;

const listOf = (items: string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

const lowerFirst = (sentence: string): string =>
  /^I\b/.test(sentence) ? sentence : sentence.charAt(0).toLowerCase() + sentence.slice(1);

type FactKind = 'years' | 'result0' | 'skills' | 'result1';

/** Fact sentences for email 1 (at most `max`) and the kinds they used. */
function email1Facts(facts: CandidateFacts, pick: Picker, max: number): { sentences: string[]; used: Set<FactKind> } {
  const used = new Set<FactKind>();
  const sentences: string[] = [];
  const skills = listOf(facts.skills);
  if (facts.years && skills && !facts.results[0]) {
    used.add('years').add('skills');
    return { sentences: [pick('f-ys', FACTS.yearsAndSkills)(facts.years, skills)], used };
  }
  const candidates: Array<[FactKind, string | null]> = [
    ['years', facts.years ? pick('f-y', FACTS.years)(facts.years) : null],
    ['result0', facts.results[0] ? pick('f-r0', FACTS.result)(facts.results[0]) : null],
    ['skills', skills ? pick('f-s', FACTS.skills)(skills) : null],
  ];
  for (const [kind, sentence] of candidates) {
    if (!sentence || sentences.length >= max) continue;
    sentences.push(sentence);
    used.add(kind);
  }
  return { sentences, used };
}

/** Follow-up 1's one new point: a fact email 1 did not use, else null (then a different angle is used). */
function newPoint(facts: CandidateFacts, used: Set<FactKind>, pick: Picker): string | null {
  const skills = listOf(facts.skills);
  const options: Array<[FactKind, string | null]> = [
    ['result0', facts.results[0] ? `I ${facts.results[0]}.` : null],
    ['result1', facts.results[1] ? `I ${facts.results[1]}.` : null],
    ['skills', skills ? pick('np-s', FACTS.skills)(skills) : null],
    ['years', facts.years ? pick('np-y', FACTS.years)(facts.years) : null],
  ];
  const unused = options.find(([kind, sentence]) => sentence && !used.has(kind));
  return unused ? pick('np', FACTS.newPoint)(lowerFirst(unused[1]!)) : null;
}

const signature = (signOff: string) => `${signOff}\n${PLACEHOLDERS.yourName}`;
const paragraphs = (...parts: Array<string | null | false>) => parts.filter(Boolean).join('\n\n');

export function draftFromTemplate(input: WriterInput): DraftedSequence {
  const { role, company } = parseJobRole(input.jobRole);
  const pick = stablePicker(input.seed, input.jobRole ?? '');
  const noun = pick('noun', ['role', 'position']);
  const context: PhraseContext = {
    roleRef: role ? `the ${role} ${noun}` : 'the open position',
    atCompany: company ? ` at ${company}` : '',
  };
  const facts = extractCandidateFacts(input.aboutMe, input.resumeText);
  const [firstGreeting, secondGreeting] = pick('greet', [GREETINGS, [...GREETINGS].reverse()]);
  const greet = (word: string) => `${word} ${PLACEHOLDERS.contactFirstName},`;

  const email1Body = (maxFacts: number) => {
    const { sentences, used } = email1Facts(facts, pick, maxFacts);
    const body = paragraphs(
      greet(firstGreeting!),
      `${pick('e1-open', EMAIL_1.openings)(context)} ${pick('e1-int', EMAIL_1.interests)}`,
      // Thin facts get the offer too, so email 1 stays the fullest of the three.
      [...sentences, countWords(sentences.join(' ')) < THIN_FACTS_WORDS && pick('e1-none', EMAIL_1.noFacts)]
        .filter(Boolean)
        .join(' '),
      `${pick('e1-ask', EMAIL_1.asks)} ${pick('e1-thx', EMAIL_1.thanks)}`,
      signature(pick('e1-sign', EMAIL_1.signOffs)),
    );
    return { body, used };
  };
  let first = email1Body(2);
  if (countWords(first.body) > EMAIL_1_SOFT_MAX_WORDS) first = email1Body(1);

  const followUp1 = paragraphs(
    greet(secondGreeting!),
    `${pick('f1-open', FOLLOW_UP_1.openings)(context)} ${newPoint(facts, first.used, pick) ?? pick('f1-angle', FOLLOW_UP_1.angles)}`,
    pick('f1-ask', FOLLOW_UP_1.asks),
    signature(pick('f1-sign', FOLLOW_UP_1.signOffs)),
  );
  const followUp2 = paragraphs(
    greet(GREETINGS[0]),
    `${pick('f2-open', FOLLOW_UP_2.openings)(context)} ${pick('f2-und', FOLLOW_UP_2.understanding)}`,
    pick('f2-keep', FOLLOW_UP_2.stayInTouch)(context),
    signature(pick('f2-sign', FOLLOW_UP_2.signOffs)),
  );

  const subject = (slot: string, options: typeof SUBJECTS.email1, withoutRole: string) =>
    role ? pick(slot, options)(role, context.atCompany) : withoutRole;
  return {
    email_1: { subject: subject('s1', SUBJECTS.email1, SUBJECTS.noRole.email1), body: first.body },
    follow_up_1: { subject: subject('s2', SUBJECTS.followUp1, SUBJECTS.noRole.followUp1), body: followUp1 },
    follow_up_2: { subject: subject('s3', SUBJECTS.followUp2, SUBJECTS.noRole.followUp2), body: followUp2 },
  };
}

export class TemplateEmailWriter implements EmailWriter {
  async write(input: WriterInput): Promise<DraftedSequence> {
    return draftFromTemplate(input);
  }
}
