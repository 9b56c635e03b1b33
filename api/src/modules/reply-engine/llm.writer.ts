// The LLM email writer: any OpenAI-compatible chat-completions endpoint, asked for strict JSON and checked
// against the contract. Whatever goes wrong, the user still gets a draft: the template writer answers instead.
import type OpenAI from 'openai';
import { ZodError } from 'zod';
import { memoise } from '../../core/lazy-load.util';
import type { Logger } from '../../logging/logger';
import { allowedLinks } from './draft-text.sanitizer';
import { draftRuleProblems } from './draft-rules.checker';
import {
  DRAFTED_SEQUENCE_JSON_SCHEMA,
  draftedSequenceSchemaFor,
  FOREIGN_LINK_ISSUE,
  issueSummary,
} from './drafted-sequence.schema';
import type { DraftedSequence, DraftOutcome, EmailWriter, LlmFailureReason, WriterInput } from './email-writer.types';
import { buildDraftMessages } from './llm.prompt';
import { TemplateEmailWriter } from './template.writer';

export interface LlmWriterOptions {
  baseUrl: string;
  apiKey?: string | null;
  model: string;
  /** The whole answer, the one retry included. */
  timeoutMs: number;
  logger: Pick<Logger, 'warn'>;
  /** Answers when the LLM does not; the template writer unless a test says otherwise. */
  fallback?: EmailWriter;
}

/** The SDK, imported at the first request to the model (a large library only the LLM writers use). */
export const loadOpenAI = memoise(() => import('openai'));
type OpenAISdk = Awaited<ReturnType<typeof loadOpenAI>>;

/** A client of the SDK with the settings both LLM writers use. */
export async function openAIClient(settings: { baseUrl: string; apiKey?: string | null; timeoutMs: number }): Promise<OpenAI> {
  const { default: OpenAISdk } = await loadOpenAI();
  return new OpenAISdk({
    baseURL: settings.baseUrl,
    // Local endpoints (Ollama, vLLM) take no key, but the SDK insists on one.
    apiKey: settings.apiKey || 'no-key',
    organization: null,
    project: null,
    timeout: settings.timeoutMs,
    maxRetries: 1,
    // The SDK's own debug logs would print the prompt (the resume); it stays silent whatever OPENAI_LOG says.
    logLevel: 'off',
  });
}

/** A 200 answer we cannot use; `detail` never holds the answer's text. */
class UnusableAnswer extends Error {
  constructor(
    readonly reason: LlmFailureReason,
    readonly detail?: string[],
  ) {
    super(reason);
  }
}

function classify(error: unknown, sdk: OpenAISdk | undefined): { reason: LlmFailureReason; status?: number; detail?: string[] } {
  if (error instanceof UnusableAnswer) return { reason: error.reason, detail: error.detail };
  if (!sdk) return { reason: 'unexpected-error' };
  const { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } = sdk;
  if (error instanceof APIUserAbortError || error instanceof APIConnectionTimeoutError) return { reason: 'timeout' };
  if (error instanceof APIConnectionError) return { reason: 'connection-error' };
  if (error instanceof APIError) return { reason: 'http-error', status: error.status };
  return { reason: 'unexpected-error' };
}

function parseAnswer(completion: OpenAI.Chat.Completions.ChatCompletion, input: WriterInput): DraftedSequence {
  const message = completion.choices?.[0]?.message;
  if (message?.refusal) throw new UnusableAnswer('refusal');
  if (!message?.content?.trim()) throw new UnusableAnswer('empty-answer');
  let json: unknown;
  try {
    json = JSON.parse(message.content);
  } catch {
    throw new UnusableAnswer('malformed-json', [`finish_reason: ${completion.choices[0]?.finish_reason ?? 'unknown'}`]);
  }
  // Only links the user typed may appear: a link from anywhere else came from the model, or from an instruction
  // planted in the resume it read (the resume's own links count only when the user typed them too).
  const schema = draftedSequenceSchemaFor(allowedLinks([input.aboutMe, input.jobRole]));
  let draft: DraftedSequence;
  try {
    draft = schema.parse(json);
  } catch (error) {
    if (!(error instanceof ZodError)) throw error;
    const linked = error.issues.some((issue) => issue.message === FOREIGN_LINK_ISSUE);
    throw new UnusableAnswer(linked ? 'foreign-link' : 'schema-mismatch', issueSummary(error));
  }
  // The same rules the template writer meets: length, one ask, no filler phrases, the user's own facts.
  const problems = draftRuleProblems(draft, input);
  if (problems.length > 0) throw new UnusableAnswer('draft-rules', problems);
  return draft;
}

export class LlmEmailWriter implements EmailWriter {
  private readonly client = memoise(() => openAIClient(this.options));
  private readonly fallback: EmailWriter;

  constructor(private readonly options: LlmWriterOptions) {
    this.fallback = options.fallback ?? new TemplateEmailWriter();
  }

  /** The endpoint's settings (the note writer after a reply talks to the same model). */
  get settings(): Pick<LlmWriterOptions, 'baseUrl' | 'apiKey' | 'model' | 'timeoutMs'> {
    const { baseUrl, apiKey, model, timeoutMs } = this.options;
    return { baseUrl, apiKey, model, timeoutMs };
  }

  async write(input: WriterInput): Promise<DraftedSequence> {
    return (await this.draft(input)).sequence;
  }

  /** The draft plus which writer answered, and why the LLM did not when it did not. */
  async draft(input: WriterInput): Promise<DraftOutcome> {
    const started = Date.now();
    let sdk: OpenAISdk | undefined;
    try {
      sdk = await loadOpenAI();
      const client = await this.client();
      const completion = await client.chat.completions.create(
        {
          model: this.options.model,
          messages: buildDraftMessages(input),
          response_format: { type: 'json_schema', json_schema: DRAFTED_SEQUENCE_JSON_SCHEMA },
        },
        // One deadline over both attempts: a slow first answer is not followed by a second slow one.
        { signal: AbortSignal.timeout(this.options.timeoutMs) },
      );
      return { sequence: parseAnswer(completion, input), source: 'llm' };
    } catch (error) {
      const { reason, status, detail } = classify(error, sdk);
      this.options.logger.warn(
        { reason, status, detail, model: this.options.model, elapsedMs: Date.now() - started },
        `LLM email writer failed (${reason}); the template writer drafted the emails instead`,
      );
      return { sequence: await this.fallback.write(input), source: 'template', fallbackReason: reason };
    }
  }
}
