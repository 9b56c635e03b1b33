// The template writer over the corpus of job seekers (testing/writer-corpus.fixture.ts): every fact each one gave
// appears in their drafts, and every draft keeps the draft rules the LLM's answers are checked against.
import { WRITER_CORPUS } from '../../../testkit/fixtures/writer-corpus.fixture';
import { draftRuleProblems } from './draft-rules.checker';
import type { DraftedSequence } from './email-writer.types';
import { draftFromTemplate } from './template.writer';

const SEEDS = ['user-1', 'user-2', 'user-3', 'user-4'];
const textOf = (draft: DraftedSequence) =>
  [draft.email_1, draft.follow_up_1, draft.follow_up_2].map((e) => `${e.subject}\n${e.body}`).join('\n');

describe('template writer over the corpus', () => {
  it('has at least 30 varied inputs, typed and from resumes', () => {
    expect(WRITER_CORPUS.length).toBeGreaterThanOrEqual(30);
    expect(WRITER_CORPUS.filter((entry) => entry.input.resumeText).length).toBeGreaterThanOrEqual(4);
  });

  it.each(WRITER_CORPUS.map((entry) => [entry.name, entry] as const))(
    '%s: every fact appears, the rules hold',
    (_name, entry) => {
      for (const seed of SEEDS) {
        const draft = draftFromTemplate({ hiringManagerName: 'Dana', seed, ...entry.input });
        const text = textOf(draft).toLowerCase();
        expect(entry.facts.filter((fact) => !text.includes(fact.toLowerCase()))).toEqual([]);
        expect(draftRuleProblems(draft, entry.input)).toEqual([]);
      }
    },
  );

  it('writes the facts as a person would: first person, never "My background includes Kafka."', () => {
    const [manager] = WRITER_CORPUS.filter((entry) => entry.name.startsWith('engineering manager'));
    const draft = draftFromTemplate({ hiringManagerName: 'Dana', seed: 'user-1', ...manager!.input });
    expect(draft.email_1.body).toContain("I'm an engineering manager of 12 people.");
    // Issue 35: an 11-word clause is said in two sentences rather than pasted whole.
    expect(draft.email_1.body).toContain('I grew the team from 4. I also shipped the payments platform rewrite.');
    const [data] = WRITER_CORPUS.filter((entry) => entry.name.startsWith('data engineer'));
    const dataDraft = draftFromTemplate({ hiringManagerName: 'Dana', seed: 'user-1', ...data!.input });
    expect(dataDraft.email_1.body).toContain("I'm a data engineer. I have 6 years building Kafka pipelines at a fintech.");
    expect(textOf(dataDraft)).not.toContain('My background includes');
  });

  it('never gives the user what a "with" after a verb names ("who runs tests with customers" is no "I have customers")', () => {
    const aboutMe = 'Product designer who prototypes in Figma and runs weekly usability tests with customers.';
    for (const seed of SEEDS) {
      const draft = draftFromTemplate({ hiringManagerName: 'Dana', seed, jobRole: 'Product Designer at Umbrella', aboutMe });
      expect(textOf(draft)).not.toContain('I have customers');
      expect(draftRuleProblems(draft, { aboutMe })).toEqual([]);
    }
  });
});
