// Issue 35: the template's drafts read as a recruiter would read them, over both corpora (issue 28's thirty-odd job
// seekers and issue 35's of other fields and countries): grammatical sentences, degrees said naturally, no run of
// more than 10 of the user's words pasted back, and the company spelled exactly as given wherever it appears.
import { recruiterProblems } from '../../../testkit/fixtures/recruiter-reading.fixture';
import { WORLD_WRITER_CORPUS } from '../../../testkit/fixtures/world-writer-corpus.fixture';
import { WRITER_CORPUS } from '../../../testkit/fixtures/writer-corpus.fixture';
import { draftRuleProblems } from './draft-rules.checker';
import type { DraftedSequence } from './email-writer.types';
import { draftFromTemplate } from './template.writer';

const SEEDS = ['user-1', 'user-2', 'user-3', 'user-4'];
const emailsOf = (draft: DraftedSequence) => [draft.email_1, draft.follow_up_1, draft.follow_up_2];
const textOf = (draft: DraftedSequence) =>
  emailsOf(draft)
    .map((e) => `${e.subject}\n${e.body}`)
    .join('\n');

describe('template drafts as a recruiter reads them', () => {
  it('has the tester cases and at least 20 more job seekers of other fields and countries', () => {
    expect(WORLD_WRITER_CORPUS.filter((entry) => entry.name.startsWith('tester')).length).toBeGreaterThanOrEqual(2);
    expect(WORLD_WRITER_CORPUS.filter((entry) => !entry.name.startsWith('tester')).length).toBeGreaterThanOrEqual(20);
  });

  it.each(WORLD_WRITER_CORPUS.map((entry) => [entry.name, entry] as const))(
    '%s: reads well, keeps every fact and spells the company as given',
    (_name, entry) => {
      for (const seed of SEEDS) {
        const draft = draftFromTemplate({ hiringManagerName: 'Dana', seed, ...entry.input });
        for (const email of emailsOf(draft))
          expect(recruiterProblems(`${email.subject}\n${email.body}`, { ...entry.input, company: entry.company })).toEqual([]);
        expect(draft.email_1.body).toContain(entry.company);
        const text = textOf(draft).toLowerCase();
        expect(entry.facts.filter((fact) => !text.includes(fact.toLowerCase()))).toEqual([]);
        expect(draftRuleProblems(draft, entry.input)).toEqual([]);
      }
    },
  );

  it.each(WRITER_CORPUS.map((entry) => [entry.name, entry] as const))('%s (issue 28 corpus): reads well', (_name, entry) => {
    for (const seed of SEEDS) {
      const draft = draftFromTemplate({ hiringManagerName: 'Dana', seed, ...entry.input });
      for (const email of emailsOf(draft)) expect(recruiterProblems(`${email.subject}\n${email.body}`, entry.input)).toEqual([]);
    }
  });

  it('says degrees naturally: "I have a B.Sc. in Computer Science", never "I hold a B.Sc. Computer Science"', () => {
    const say = (resumeText: string) =>
      textOf(draftFromTemplate({ hiringManagerName: 'Dana', seed: 'user-1', jobRole: 'Engineer at Acme', resumeText }));
    expect(say('Kenji Sato\nB.Sc. Computer Science, Tokyo Tech, 2018')).toContain('I have a B.Sc. in Computer Science.');
    expect(say('Ana Lima\nMSc Data Science, USP')).toContain('I have an MSc in Data Science.');
    expect(say('Ola Ade\nMBA, INSEAD, 2019')).toContain('I have an MBA.');
    expect(say('Li Wei\nPhD in Chemistry, ETH Zurich')).toContain('I have a PhD in Chemistry.');
    expect(say("Sam Roe\nBachelor's in Economics, 2015")).toContain("I have a Bachelor's degree in Economics.");
    expect(say('Eve Ng\nMaster of Arts in History, 2012')).toContain('I have a Master of Arts in History.');
    expect(say('Jo Bay\nBSc, 2016')).toContain('I have a BSc.');
  });

  it('rewrites the about-me into sentences of its own instead of pasting it', () => {
    const aboutMe =
      'Strong communication skills and a background in finance. Love working with international teams. Nurse since 2015.';
    const draft = draftFromTemplate({ hiringManagerName: 'Dana', seed: 'user-1', jobRole: 'Analyst at Acme', aboutMe });
    const text = textOf(draft);
    expect(text).toContain('I have strong communication skills and a background in finance.');
    expect(text).toContain('I love working with international teams.');
    expect(text).toContain("I've been a nurse since 2015.");
    expect(recruiterProblems(text, { aboutMe })).toEqual([]);
  });
});
