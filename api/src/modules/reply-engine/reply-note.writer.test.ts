// The note writer after a reply is the process's writer: the template by default; the configured model (the devstack
// stand-in over loopback HTTP) when there is one, its note used only when it passes the note rules, else the template.
import { startLlmStandIn, type LlmStandIn } from 'devstack/llm';
import { pino } from 'pino';
import { LlmEmailWriter } from './llm.writer';
import { replyNoteProblems } from './reply-note.checker';
import { replyNoteWriterFor } from './reply-note.writer';
import { draftReplyNoteFromTemplate, type ReplyNoteInput } from './reply-note.template';
import { TemplateEmailWriter } from './template.writer';

const input: ReplyNoteInput = {
  kind: 'THANK_YOU',
  firstName: 'Priya',
  userName: 'Jordan Lee',
  role: 'Product Designer',
  company: 'Globex',
  seed: 'user-1',
};

let llm: LlmStandIn;
const lines: string[] = [];
const logger = pino({ level: 'trace' }, { write: (line: string) => void lines.push(line) });
const llmWriter = () =>
  new LlmEmailWriter({ baseUrl: llm.baseUrl, apiKey: 'k', model: 'devstack-writer', timeoutMs: 5000, logger });

beforeAll(async () => {
  llm = await startLlmStandIn({ port: 0, apiKey: 'k' });
});
afterAll(() => llm.close());
beforeEach(() => {
  llm.reset();
  lines.length = 0;
});

describe('replyNoteWriterFor', () => {
  it('drafts with the template when no model is configured', async () => {
    const note = await replyNoteWriterFor(new TemplateEmailWriter(), logger).writeNote(input);
    expect(note).toEqual({ ...draftReplyNoteFromTemplate(input), source: 'template' });
  });

  it("uses the model's note when it meets the rules, asking with the note's JSON schema and the facts", async () => {
    const note = await replyNoteWriterFor(llmWriter(), logger).writeNote(input);
    expect(note.source).toBe('llm');
    expect(replyNoteProblems(note.body, input)).toEqual([]);
    expect(note.body).toContain('the Product Designer role at Globex');
    const [request] = llm.requests();
    expect(request).toMatchObject({ responseFormat: { type: 'json_schema', json_schema: { name: 'reply_note', strict: true } } });
    const user = (request!.messages as Array<{ content: string }>)[1]!.content;
    expect(user).toBe('Recipient first name: Priya\nCandidate name: Jordan Lee\nRole: Product Designer\nCompany: Globex');
  });

  it.each(['off-rules', 'malformed', 'error'] as const)('falls back to the template when the model answers %s', async (mode) => {
    llm.next({ mode, count: 2 }); // the client retries a 500 once
    const note = await replyNoteWriterFor(llmWriter(), logger).writeNote({ ...input, kind: 'GRACIOUS_REPLY' });
    expect(note).toEqual({ ...draftReplyNoteFromTemplate({ ...input, kind: 'GRACIOUS_REPLY' }), source: 'template' });
    const warned = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.level === 40);
    expect(warned).toHaveLength(1);
    expect(warned[0]).toMatchObject({ model: 'devstack-writer' });
  });
});
