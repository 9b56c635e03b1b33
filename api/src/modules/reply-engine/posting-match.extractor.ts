// What a job posting asks for that the user's own texts show they have (issue 38): the known skills both name, a
// result clause of the user's that names one of them, and the years of experience when the user has at least as
// many. Only the posting's skill names and its years figure are used, never its sentences: a draft cannot copy the
// posting, and nothing the user did not say is claimed. Linear: the same skill list and years patterns as the
// candidate's facts, on a posting text bounded first.
import { extractCandidateFacts, findSkills, findYears } from './candidate-facts.extractor';
import { squeezeWhitespace } from './text-edges.util';

/** The posting as the writers get it: what the import read (role, company, its text stripped to plain text). */
export interface PostingFacts {
  role: string | null;
  company: string | null;
  text: string | null;
}

export interface PostingMatch {
  /** Skills the posting names and the user has, in the posting's order (at most MAX_MATCHED_SKILLS). */
  skills: string[];
  /** A result clause of the user's ('cut report time by 40%') whose sentence names one of those skills. */
  result: { skill: string; result: string } | null;
  /** The posting's years requirement and the user's own figure, when the user's is at least as high. */
  years: { asked: string; have: string } | null;
}

/** The posting text read for requirements: its opening part, where requirements are listed, bounded. */
export const POSTING_TEXT_MAX_CHARS = 8_000;
const MAX_MATCHED_SKILLS = 3;

const yearsFigure = (years: string) => Number(years.split(' ')[0]!.replace('+', ''));
/** The user's sentences (squeezed text): a result and a skill in one sentence go together. */
const SENTENCE_SPLIT = /[\n•●▪◦■;]|(?<=[.!?]) /;

/** The first result of the user's whose own sentence also names a matched skill ('... by 40% using SQL.'). */
function resultWithSkill(results: string[], skills: string[], own: string[]): PostingMatch['result'] {
  const sentences = own.flatMap((text) => text.split(SENTENCE_SPLIT));
  for (const result of results) {
    const sentence = sentences.find((candidate) => candidate.toLowerCase().includes(result.toLowerCase()));
    const named = sentence ? findSkills(sentence) : [];
    const skill = skills.find((name) => named.includes(name));
    if (skill) return { skill, result };
  }
  return null;
}

export function matchPosting(
  posting: PostingFacts | null | undefined,
  user: { aboutMe?: string | null; resumeText?: string | null },
): PostingMatch {
  const none: PostingMatch = { skills: [], result: null, years: null };
  const text = posting?.text ? squeezeWhitespace(posting.text.slice(0, POSTING_TEXT_MAX_CHARS)) : '';
  if (!text) return none;
  const own = [user.aboutMe, user.resumeText].filter((t): t is string => Boolean(t?.trim())).map(squeezeWhitespace);
  const ownSkills = new Set(own.flatMap(findSkills));
  const skills = findSkills(text)
    .filter((skill) => ownSkills.has(skill))
    .slice(0, MAX_MATCHED_SKILLS);
  const { results, years: ownYears } = extractCandidateFacts(user.aboutMe, user.resumeText);
  const asked = findYears(text);
  const enough = asked && ownYears && yearsFigure(ownYears) >= yearsFigure(asked);
  return { skills, result: resultWithSkill(results, skills, own), years: enough ? { asked, have: ownYears } : null };
}
