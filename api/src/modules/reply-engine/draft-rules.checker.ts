// The draft rules both writers meet (DRAFT_RULES and DISLIKED_PHRASES of contracts): email 1 is 50-125 words with one
// ask, each follow-up is shorter and opens differently, subjects are a few words, nothing is left to fill in by hand
// ('X role', '[Your Name]', an unknown placeholder), no phrase recruiters dislike, and the user's own facts are used.
// The LLM writer's answer must pass; the template writer is tested against the same function.
import { DRAFT_RULES, DRAFTED_EMAIL_KEYS, dislikedPhrasesIn, findDraftLeftovers } from 'contracts';
import { extractCandidateFacts } from './candidate-facts.extractor';
import type { DraftedSequence, WriterInput } from './email-writer.types';
import { matchPosting, POSTING_TEXT_MAX_CHARS } from './posting-match.extractor';
import { copiedRunChecker } from './verbatim-run.util';
import { trimEndOf } from './text-edges.util';

/** Numbers the user typed in the about-me that a draft must repeat (a long summary cannot all fit: the first few). */
const MAX_REQUIRED_NUMBERS = 4;

const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean).length;
/** The first sentence after the greeting line: how an email opens. */
const openingOf = (body: string) =>
  (body.split('\n\n')[1] ?? body)
    .split(/(?<=[.?!])\s/)[0]!
    .trim()
    .toLowerCase();
const questionsIn = (text: string) => text.split('?').length - 1;

/**
 * The facts a draft must show: the numbers the user typed about themselves (the first few), and, when the user gave
 * facts only in a resume, any one of the resume's results, years or skills.
 */
export function requiredFacts(input: Pick<WriterInput, 'aboutMe' | 'resumeText'>): { all: string[]; anyOf: string[] } {
  const typed = input.aboutMe ?? '';
  const all = [...new Set(typed.match(/\d[\d,.]*(?:\s?%|[kKmM]\b)?/g) ?? [])]
    .map((n) => trimEndOf(n, '.,'))
    .slice(0, MAX_REQUIRED_NUMBERS);
  if (typed.trim()) return { all, anyOf: [] };
  const facts = extractCandidateFacts(input.resumeText);
  const anyOf = [...facts.results, ...facts.skills, ...(facts.years ? [facts.years.split(' ')[0]!] : [])];
  return { all, anyOf };
}

/** What breaks the rules, one line each (no draft or user text beyond a listed phrase: safe to log). */
export function draftRuleProblems(
  draft: DraftedSequence,
  input?: Pick<WriterInput, 'aboutMe' | 'resumeText' | 'posting'>,
): string[] {
  const problems: string[] = [];
  const emails = DRAFTED_EMAIL_KEYS.map((key) => ({ key, ...draft[key] }));
  const first = wordsOf(draft.email_1.body);
  if (first < DRAFT_RULES.email1MinWords || first > DRAFT_RULES.email1MaxWords)
    problems.push(`email_1: ${first} words, not ${DRAFT_RULES.email1MinWords}-${DRAFT_RULES.email1MaxWords}`);
  const questions = questionsIn(draft.email_1.body);
  if (questions < 1 || questions > DRAFT_RULES.email1MaxQuestions) problems.push(`email_1: ${questions} questions, not one ask`);
  const openings = new Set<string>();
  for (const { key, subject, body } of emails) {
    if (key !== 'email_1' && wordsOf(body) >= first) problems.push(`${key}: not shorter than email_1`);
    const opening = openingOf(body);
    if (openings.has(opening)) problems.push(`${key}: opens like an earlier email`);
    openings.add(opening);
    if (wordsOf(subject) > DRAFT_RULES.subjectMaxWords) problems.push(`${key}: subject of ${wordsOf(subject)} words`);
    for (const phrase of dislikedPhrasesIn(`${subject}\n${body}`)) problems.push(`${key}: says "${phrase}"`);
  }
  for (const leftover of findDraftLeftovers(emails.map(({ subject, body }) => ({ subject: subject || '-', body }))))
    problems.push(`${DRAFTED_EMAIL_KEYS[leftover.position - 1]}: ${leftover.kind} left to fill in`);
  if (input) {
    const text = emails
      .map((e) => `${e.subject}\n${e.body}`)
      .join('\n')
      .toLowerCase();
    const { all, anyOf } = requiredFacts(input);
    const missing = all.filter((fact) => !text.includes(fact.toLowerCase())).length;
    if (missing > 0) problems.push(`${missing} of the user's facts missing`);
    if (anyOf.length > 0 && !anyOf.some((fact) => text.includes(fact.toLowerCase())))
      problems.push("none of the resume's facts is used");
    problems.push(...postingProblems(text, input));
  }
  return problems;
}

/**
 * With an imported posting: a draft answers at least one of its requirements the user has (posting-match), and never
 * repeats the posting's own sentences (more than MAX_COPIED_WORDS words in a row).
 */
function postingProblems(text: string, input: Pick<WriterInput, 'aboutMe' | 'resumeText' | 'posting'>): string[] {
  const posting = input.posting?.text;
  if (!posting) return [];
  const problems: string[] = [];
  const { skills } = matchPosting(input.posting, input);
  if (skills.length > 0 && !skills.some((skill) => text.includes(skill.toLowerCase())))
    problems.push("none of the posting's requirements the user has is answered");
  if (copiedRunChecker(posting.slice(0, POSTING_TEXT_MAX_CHARS))(text)) problems.push('copies the posting word for word');
  return problems;
}
