// The LLM writer over the corpus of job seekers, against the devstack stand-in over loopback: a good answer (the
// candidate's facts kept, the rules met) is used; a rule-breaking one ('just checking in', no facts) is refused by the
// same checker the template meets, and the template's draft answers. Either way every fact each user gave appears.
import { JOB_EMAILS_FROM_TEMPLATE } from 'contracts';
import { startLlmStandIn, type LlmStandIn } from 'devstack/llm';
import { pino } from 'pino';
import { WRITER_CORPUS } from '../../../testkit/fixtures/writer-corpus.fixture';
import { draftRuleProblems } from './draft-rules.checker';
import type { DraftedSequence } from './email-writer.types';
import { draftJobEmails } from './email-writer.factory';
import { LlmEmailWriter } from './llm.writer';

let llm: LlmStandIn;
const logger = pino({ level: 'silent' });
const writer = () => new LlmEmailWriter({ baseUrl: llm.baseUrl, model: 'devstack-writer', timeoutMs: 5000, logger });
const textOf = (draft: DraftedSequence) =>
  [draft.email_1, draft.follow_up_1, draft.follow_up_2]
    .map((e) => `${e.subject}\n${e.body}`)
    .join('\n')
    .toLowerCase();

beforeAll(async () => {
  llm = await startLlmStandIn({ port: 0 });
});
afterAll(async () => {
  await llm.close();
});
beforeEach(() => llm.reset());

const cases = WRITER_CORPUS.map((entry) => [entry.name, entry] as const);

describe('LLM writer over the corpus', () => {
  it.each(cases)('%s: a good answer is used, with every fact', async (_name, entry) => {
    const outcome = await draftJobEmails(writer(), { hiringManagerName: 'Dana', seed: 'u1', ...entry.input });
    expect(outcome.source).toBe('llm');
    expect(entry.facts.filter((fact) => !textOf(outcome.sequence).includes(fact.toLowerCase()))).toEqual([]);
    expect(draftRuleProblems(outcome.sequence, entry.input)).toEqual([]);
  });

  it.each(cases)('%s: a rule-breaking answer is refused and the template answers, with every fact', async (_name, entry) => {
    llm.next({ mode: 'off-rules' });
    const outcome = await draftJobEmails(writer(), { hiringManagerName: 'Dana', seed: 'u1', ...entry.input });
    expect(outcome).toMatchObject({ source: 'template', fallbackReason: 'draft-rules', message: JOB_EMAILS_FROM_TEMPLATE });
    const text = textOf(outcome.sequence);
    expect(text).not.toMatch(/just checking in|touching base|circling back/);
    expect(entry.facts.filter((fact) => !text.includes(fact.toLowerCase()))).toEqual([]);
  });
});
