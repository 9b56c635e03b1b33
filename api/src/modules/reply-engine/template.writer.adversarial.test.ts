// The template writer (role parser and fact extractor included) on hostile text: at the api's bounds and at the sizes
// of the probe that once froze it (120 KB of '[' as the role, 40 KB about-me texts). Each draft must still read as a
// draft: greeting, a short sensible subject, no brackets, email 1 the longest. Timing lives in api/bench/.
import { PLACEHOLDERS, TEXT_LIMITS } from 'contracts';
import type { DraftedSequence, WriterInput } from './email-writer.types';
import { parseJobRole } from './job-role.parser';
import { extractCandidateFacts } from './candidate-facts.extractor';
import { countWords, draftFromTemplate } from './template.writer';

const exactly = (length: number, head: string, fill: string) => (head + fill.repeat(length)).slice(0, length);

const ROLES: Array<[string, string]> = [
  ["'[' at the bound", '['.repeat(TEXT_LIMITS.jobRole)],
  ["'[' x 120 KB", '['.repeat(120_000)],
  ['a role, then brackets to the bound', exactly(TEXT_LIMITS.jobRole, 'Data Engineer at Acme ', '[')],
  ["'at at at' to the bound", exactly(TEXT_LIMITS.jobRole, '', 'at ')],
  ['one long word', 'e'.repeat(TEXT_LIMITS.jobRole)],
  ['separators to the bound', exactly(TEXT_LIMITS.jobRole, 'QA Lead', ' - ,@ |')],
  ['trailing punctuation', exactly(TEXT_LIMITS.jobRole, 'Backend Engineer', '. ')],
  ['angle brackets and braces', exactly(TEXT_LIMITS.jobRole, 'Designer ', '<{')],
];
const ABOUTS: Array<[string, string]> = [
  ['digits at the bound', '7'.repeat(TEXT_LIMITS.aboutMe)],
  ['spaces after a number, at the bound', exactly(TEXT_LIMITS.aboutMe, '5', ' ')],
  ["'at at at' at the bound", exactly(TEXT_LIMITS.aboutMe, '', 'at ')],
  ['one long word at the bound', 'w'.repeat(TEXT_LIMITS.aboutMe)],
  ['a verb before 40 KB of digits', `I cut ${'1'.repeat(40_000)}`],
  ['spaces and dashes x 40 KB', exactly(40_000, 'I have 3 years of experience.', ' - ')],
  ['a real sentence, then 40 KB of spaces', `I have 4 years of experience and cut costs by 30%.${' '.repeat(40_000)}x`],
  ['dots and spaces x 40 KB', exactly(40_000, '', '. ')],
];

function problems(draft: DraftedSequence): string[] {
  const found: string[] = [];
  const emails = [draft.email_1, draft.follow_up_1, draft.follow_up_2];
  for (const { subject, body } of emails) {
    if (!subject.trim() || subject.length > 200) found.push(`subject of ${subject.length} characters`);
    if (/[[\]<>]/.test(`${subject}\n${body}`)) found.push('a bracket in the draft');
    if (!body.startsWith('Hi ') && !body.startsWith('Hello ')) found.push('no greeting');
    if (!body.endsWith(PLACEHOLDERS.yourName)) found.push('no signature');
  }
  const first = countWords(draft.email_1.body);
  if (first < 50 || first > 160) found.push(`email 1 has ${first} words`);
  if (emails.slice(1).some((email) => countWords(email.body) >= first)) found.push('a follow-up as long as email 1');
  return found;
}

describe('template writer on hostile text', () => {
  it.each(ROLES)('role: %s', (_name, jobRole) => {
    const draft = draftFromTemplate({ hiringManagerName: 'Dana', jobRole, seed: 'u1' });
    expect(problems(draft)).toEqual([]);
    const { role, company } = parseJobRole(jobRole);
    expect((role ?? '').length).toBeLessThanOrEqual(90);
    expect((company ?? '').length).toBeLessThanOrEqual(60);
  });

  it.each(ABOUTS)('about-me: %s (also as the resume)', (_name, aboutMe) => {
    const input: WriterInput = {
      hiringManagerName: 'Dana',
      jobRole: 'Frontend Engineer at Acme',
      aboutMe,
      resumeText: aboutMe,
      seed: 'u2',
    };
    const draft = draftFromTemplate(input);
    expect(problems(draft)).toEqual([]);
    expect(draft.email_1.subject).toContain('Frontend Engineer');
  });

  it('still finds the real facts in front of a long hostile tail', () => {
    expect(extractCandidateFacts(`I have 4 years of experience and cut costs by 30%.${' '.repeat(40_000)}x`)).toEqual({
      years: '4 years of experience',
      skills: [],
      results: ['cut costs by 30%'],
    });
    expect(parseJobRole(exactly(TEXT_LIMITS.jobRole, 'Data Engineer at Acme ', '['))).toEqual({
      role: 'Data Engineer',
      company: 'Acme',
    });
  });
});
