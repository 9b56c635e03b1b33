// Properties every template draft keeps, over a fixed sample of roles, fact mixes and seeds.
import { PLACEHOLDERS } from 'contracts';
import { KNOWN_SKILLS } from './known-skills';
import type { DraftedSequence, WriterInput } from './email-writer.types';
import { countWords, draftFromTemplate } from './template.writer';

const ROLES = [
  'Senior Frontend Engineer at Acme',
  'Backend Engineer @ Stripe',
  'Data Scientist - Netflix',
  'Product Designer, Figma',
  'software engineer',
  'QA Analyst',
  "I'm applying for the Staff Platform Engineer role at Very Long Company Name Holdings International",
  'Principal Machine Learning Infrastructure Engineer for Search Ranking and Recommendations Team at Globex',
];
const ABOUTS: Array<Pick<WriterInput, 'aboutMe' | 'resumeText'>> = [
  {},
  { aboutMe: 'I love building things for people and learning every day.' },
  { aboutMe: 'Frontend engineer with 7+ years of experience in React and TypeScript. I cut page load time by 40%.' },
  { aboutMe: 'I have 1 year of experience.' },
  { aboutMe: 'Skills: Python' },
  {
    resumeText:
      'Jane Doe\n• Reduced AWS costs by 30% ($120K/yr)\n• Increased weekly active users of the mobile app by 120%\nSkills: Go via golang, Kubernetes, Terraform, Kafka',
  },
  {
    aboutMe: 'I have 12+ years of experience with React, TypeScript and Node.js.',
    resumeText:
      'Reduced the monthly infrastructure spend of the main platform by 35%. Increased weekly active users of the mobile app by 120%.',
  },
];
const SEEDS = Array.from({ length: 40 }, (_, i) => `user-${i}`);

const ALL: Array<[WriterInput, DraftedSequence]> = ROLES.flatMap((jobRole) =>
  ABOUTS.flatMap((about) =>
    SEEDS.map((seed): [WriterInput, DraftedSequence] => {
      const input: WriterInput = { hiringManagerName: 'Dana', jobRole, seed, ...about };
      return [input, draftFromTemplate(input)];
    }),
  ),
);

const emails = (draft: DraftedSequence) => [draft.email_1, draft.follow_up_1, draft.follow_up_2];
/** The first sentence after the greeting line. */
const opening = (body: string) => body.split('\n\n')[1]!.split(/(?<=[.?!])\s/)[0];
const KNOWN_TOKENS = new Set<string>([PLACEHOLDERS.contactFirstName, PLACEHOLDERS.yourName]);

/** Runs `check` on every draft and lists the ones that fail (one expect per property keeps this fast). */
function failures(check: (input: WriterInput, draft: DraftedSequence) => string | null): string[] {
  return ALL.flatMap(([input, draft]) => {
    const problem = check(input, draft);
    return problem ? [`${problem} <- ${JSON.stringify(input)}`] : [];
  });
}

describe('template writer properties', () => {
  it(`drafts ${ROLES.length * ABOUTS.length * SEEDS.length} sequences: email 1 has 50-160 words, each follow-up fewer`, () => {
    expect(
      failures((_input, draft) => {
        const first = countWords(draft.email_1.body);
        if (first < 50 || first > 160) return `email 1 has ${first} words`;
        const longer = [draft.follow_up_1, draft.follow_up_2].find((e) => countWords(e.body) >= first);
        return longer ? `a follow-up has ${countWords(longer.body)} words, email 1 ${first}` : null;
      }),
    ).toEqual([]);
  });

  it('never leaves a placeholder to fill by hand, an empty field or a Re: subject', () => {
    expect(
      failures((_input, draft) => {
        for (const { subject, body } of emails(draft)) {
          if (!subject.trim() || !body.trim()) return 'empty field';
          const leftover = /\bX\b|\[|\]|\bundefined\b|\bnull\b|\bNaN\b/.exec(`${subject}\n${body}`);
          if (leftover) return `leftover ${leftover[0]}`;
          if (/^re:/i.test(subject) || subject.length > 200) return `bad subject ${subject}`;
          if (!(body.match(/\{\{[^{}]*\}\}/g) ?? []).every((token) => KNOWN_TOKENS.has(token))) return 'unknown placeholder';
          if (!/^(Hi|Hello) \{\{contact_first_name\}\},\n\n/.test(body)) return 'no greeting placeholder';
          if (!body.endsWith(`\n${PLACEHOLDERS.yourName}`)) return 'no signature placeholder';
        }
        return null;
      }),
    ).toEqual([]);
  });

  it('opens the three emails differently and names the role and company in email 1', () => {
    expect(
      failures((input, draft) => {
        if (new Set(emails(draft).map((e) => opening(e.body))).size !== 3) return 'two emails open alike';
        if (input.jobRole.includes('Acme') && !/the Senior Frontend Engineer (role|position) at Acme/.test(draft.email_1.body))
          return 'role/company missing';
        if (input.jobRole.includes('Acme') && !draft.email_1.subject.includes('Senior Frontend Engineer'))
          return 'subject without role';
        if (input.jobRole === 'QA Analyst' && / at [A-Z]/.test(draft.email_1.body)) return 'a company appeared from nowhere';
        return null;
      }),
    ).toEqual([]);
  });

  it('states no fact the user did not give', () => {
    expect(
      failures((input, draft) => {
        const given = `${input.jobRole} ${input.aboutMe ?? ''} ${input.resumeText ?? ''}`;
        const written = emails(draft)
          .map((e) => `${e.subject}\n${e.body}`)
          .join('\n');
        // Every number written is one the user wrote (15 is the 15-minute call).
        const number = (written.match(/\d+/g) ?? []).find((n) => n !== '15' && !given.includes(n));
        if (number) return `invented number ${number}`;
        if (!/years?\b/i.test(given) && /years?\b/.test(written)) return 'invented years';
        const skill = KNOWN_SKILLS.find((s) => s.pattern.test(written) && !s.pattern.test(given));
        return skill ? `invented skill ${skill.name}` : null;
      }),
    ).toEqual([]);
  });
});
