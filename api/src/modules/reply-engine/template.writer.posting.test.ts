// The template writer with an imported posting (issue 38 item 4): it answers the posting's requirements the user
// has, claims none the user did not give, keeps the user's own facts and the draft rules, and never repeats the
// posting's sentences.
import { POSTING_CORPUS } from '../../../testkit/fixtures/posting-corpus.fixture';
import { draftRuleProblems } from './draft-rules.checker';
import type { DraftedSequence } from './email-writer.types';
import { draftFromTemplate } from './template.writer';
import { longestCopiedRun, MAX_COPIED_WORDS, wordsOf } from './verbatim-run.util';

const SEEDS = ['user-1', 'user-2', 'user-3'];
const textOf = (draft: DraftedSequence) =>
  [draft.email_1, draft.follow_up_1, draft.follow_up_2].map((e) => `${e.subject}\n${e.body}`).join('\n');

describe('template writer with the job posting', () => {
  it.each(POSTING_CORPUS.map((entry) => [entry.name, entry] as const))('%s', (_name, entry) => {
    for (const seed of SEEDS) {
      const draft = draftFromTemplate({ hiringManagerName: 'Dana', seed, ...entry.input });
      const text = textOf(draft);
      expect(entry.answered.filter((need) => !text.includes(need))).toEqual([]);
      expect(entry.neverClaimed.filter((claim) => text.includes(claim))).toEqual([]);
      expect(entry.facts.filter((fact) => !text.toLowerCase().includes(fact.toLowerCase()))).toEqual([]);
      expect(draftRuleProblems(draft, entry.input)).toEqual([]);
      expect(wordsOf(longestCopiedRun(text, entry.input.posting!.text)).length).toBeLessThanOrEqual(MAX_COPIED_WORDS);
    }
  });

  it("answers the posting in email 1, tying the user's result to the skill it was achieved with", () => {
    const [analyst] = POSTING_CORPUS;
    const draft = draftFromTemplate({ hiringManagerName: 'Dana', seed: 'user-1', ...analyst!.input });
    expect(draft.email_1.body).toMatch(
      /(The posting asks for|You asked for) SQL and Tableau(;|,) (and )?with SQL,? I reduced reporting time by 40%\./,
    );
    expect(draft.email_1.body).toMatch(/asks for 3\+ years of experience|looking for 3\+ years of experience/);
  });

  it('says nothing about the posting when it shares nothing with the user', () => {
    const teacher = POSTING_CORPUS.find((entry) => entry.name.startsWith('teacher'))!;
    const text = textOf(draftFromTemplate({ hiringManagerName: 'Dana', seed: 'user-1', ...teacher.input }));
    expect(text).not.toMatch(/posting|you asked for|looking for/i);
  });

  it('without a posting, drafts as before', () => {
    const [analyst] = POSTING_CORPUS;
    const { posting: _posting, ...withoutPosting } = analyst!.input;
    const text = textOf(draftFromTemplate({ hiringManagerName: 'Dana', seed: 'user-1', ...withoutPosting }));
    expect(text).not.toMatch(/posting/i);
    expect(text).toContain('reduced reporting time by 40%');
  });
});
