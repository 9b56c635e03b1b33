// The LLM writer with an imported posting, against the devstack stand-in: the prompt names what the posting asks for
// that the user has (never the posting's own sentences), a good answer that answers it is used, and an answer that
// ignores it is refused for the template's, which answers it.
import { startLlmStandIn, type LlmStandIn } from 'devstack/llm';
import { pino } from 'pino';
import { POSTING_CORPUS } from '../../../testkit/fixtures/posting-corpus.fixture';
import { draftRuleProblems } from './draft-rules.checker';
import type { DraftedSequence } from './email-writer.types';
import { draftJobEmails } from './email-writer.factory';
import { LlmEmailWriter } from './llm.writer';
import { buildUserPrompt } from './llm.prompt';
import { draftFromTemplate } from './template.writer';

let llm: LlmStandIn;
const logger = pino({ level: 'silent' });
const writer = () => new LlmEmailWriter({ baseUrl: llm.baseUrl, model: 'devstack-writer', timeoutMs: 5000, logger });
const textOf = (draft: DraftedSequence) =>
  [draft.email_1, draft.follow_up_1, draft.follow_up_2].map((e) => `${e.subject}\n${e.body}`).join('\n');

beforeAll(async () => {
  llm = await startLlmStandIn({ port: 0 });
});
afterAll(() => llm.close());
beforeEach(() => llm.reset());

const [analyst] = POSTING_CORPUS;
const matching = POSTING_CORPUS.filter((entry) => entry.answered.length > 0);

describe('LLM writer with the job posting', () => {
  it("tells the model what the posting asks for that the user has, and none of the posting's sentences", () => {
    const prompt = buildUserPrompt({ hiringManagerName: 'Dana', seed: 'u1', ...analyst!.input });
    expect(prompt).toContain('Posting asks for (the candidate has): SQL, Tableau');
    expect(prompt).toContain('Candidate result with SQL: reduced reporting time by 40%');
    expect(prompt).toContain('Posting asks for experience: 3+ years of experience (the candidate has 5 years of experience)');
    expect(prompt).not.toContain('dashboards our sales team');
    expect(prompt).not.toMatch(/Looker|Python/);
  });

  it.each(matching.map((entry) => [entry.name, entry] as const))('%s: a good answer is used', async (_name, entry) => {
    const outcome = await draftJobEmails(writer(), { hiringManagerName: 'Dana', seed: 'u1', ...entry.input });
    expect(outcome.source).toBe('llm');
    const text = textOf(outcome.sequence);
    const skills = entry.answered.filter(
      (need) => !/years|[A-Z][a-z]+ [A-Z]/.test(need) && need !== entry.input.posting!.company,
    );
    expect(skills.filter((skill) => !text.includes(skill))).toEqual([]);
    expect(draftRuleProblems(outcome.sequence, entry.input)).toEqual([]);
  });

  it('refuses a rule-breaking answer, and the template answers the posting instead', async () => {
    llm.next({ mode: 'off-rules' });
    const outcome = await draftJobEmails(writer(), { hiringManagerName: 'Dana', seed: 'u1', ...analyst!.input });
    expect(outcome).toMatchObject({ source: 'template', fallbackReason: 'draft-rules' });
    expect(textOf(outcome.sequence)).toMatch(/with SQL,? I reduced reporting time by 40%/);
  });

  it("the checker refuses a draft that answers none of the posting's requirements, or repeats the posting", () => {
    const input = analyst!.input;
    const silent = draftFromTemplate({
      hiringManagerName: 'Dana',
      seed: 'u1',
      jobRole: input.jobRole,
      aboutMe: 'I enjoy analytics.',
    });
    expect(draftRuleProblems(silent, input)).toContain("none of the posting's requirements the user has is answered");
    const pasted = draftFromTemplate({ hiringManagerName: 'Dana', seed: 'u1', ...input });
    pasted.follow_up_2.body = pasted.follow_up_2.body.replace(
      '{{your_name}}',
      "You'll build the dashboards our sales team runs on every morning.\n{{your_name}}",
    );
    expect(draftRuleProblems(pasted, input)).toContain('copies the posting word for word');
  });
});
