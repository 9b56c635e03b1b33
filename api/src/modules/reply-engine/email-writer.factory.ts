// Picks the email writer from configuration: the LLM writer (template fallback inside) when LLM_BASE_URL is
// set, else the template writer. Also the one call generateJobEmails makes, in a form the lead can time.
import { JOB_EMAILS_FROM_TEMPLATE, JOB_EMAILS_GENERATED } from 'contracts';
import type { AppConfig } from '../../config/config';
import type { Logger } from '../../logging/logger';
import type { DraftOutcome, DraftResult, EmailWriter, LlmFailureReason, WriterInput } from './email-writer.types';
import { LlmEmailWriter } from './llm.writer';
import { TemplateEmailWriter } from './template.writer';

export function createEmailWriter({
  config,
  logger,
}: {
  config: Pick<AppConfig, 'llm'>;
  logger: Pick<Logger, 'warn'>;
}): EmailWriter {
  const { baseUrl, apiKey, model, timeoutMs } = config.llm;
  // loadConfig refuses LLM_BASE_URL without LLM_MODEL; a hand-built config without a model gets the template.
  if (!baseUrl || !model) return new TemplateEmailWriter();
  return new LlmEmailWriter({ baseUrl, apiKey, model, timeoutMs, logger, fallback: new TemplateEmailWriter() });
}

/**
 * The model answered, but not with a draft we send: the user is told the template wrote instead. (An endpoint that
 * is down or slow is not the draft's fault; the template's draft then comes with the usual message.)
 */
const FAILED_CHECKS: ReadonlySet<LlmFailureReason> = new Set([
  'empty-answer',
  'refusal',
  'malformed-json',
  'schema-mismatch',
  'foreign-link',
  'draft-rules',
]);

/** One draft with who wrote it, what the user is told and how long it took (for generateJobEmails, its logs, a bench). */
export async function draftJobEmails(writer: EmailWriter, input: WriterInput): Promise<DraftResult> {
  const started = performance.now();
  const outcome: DraftOutcome =
    writer instanceof LlmEmailWriter ? await writer.draft(input) : { sequence: await writer.write(input), source: 'template' };
  const failedChecks = outcome.fallbackReason !== undefined && FAILED_CHECKS.has(outcome.fallbackReason);
  return {
    ...outcome,
    message: failedChecks ? JOB_EMAILS_FROM_TEMPLATE : JOB_EMAILS_GENERATED,
    elapsedMs: performance.now() - started,
  };
}
