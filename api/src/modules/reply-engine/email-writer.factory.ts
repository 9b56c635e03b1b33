// Picks the email writer from configuration: the LLM writer (template fallback inside) when LLM_BASE_URL is
// set, else the template writer. Also the one call generateJobEmails makes, in a form the lead can time.
import type { AppConfig } from '../../config/config';
import type { Logger } from '../../logging/logger';
import type { DraftOutcome, EmailWriter, WriterInput } from './email-writer.types';
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

/** One draft with who wrote it and how long it took (for generateJobEmails, its logs and a later bench). */
export async function draftJobEmails(writer: EmailWriter, input: WriterInput): Promise<DraftOutcome & { elapsedMs: number }> {
  const started = performance.now();
  const outcome: DraftOutcome =
    writer instanceof LlmEmailWriter ? await writer.draft(input) : { sequence: await writer.write(input), source: 'template' };
  return { ...outcome, elapsedMs: performance.now() - started };
}
