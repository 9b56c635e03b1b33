import { startLlmStandIn } from 'devstack/llm';
import { pino } from 'pino';
import { ConfigError, loadConfig } from '../../config/config';
import { createEmailWriter, draftJobEmails } from './email-writer.factory';
import { LlmEmailWriter } from './llm.writer';
import { TemplateEmailWriter } from './template.writer';

const logger = pino({ level: 'silent' });
const env = { DATABASE_URL: 'postgres://app@localhost/app' };
const input = { hiringManagerName: 'Dana', jobRole: 'Senior Frontend Engineer at Acme', seed: 'u1' };

describe('LLM configuration', () => {
  it('reads LLM_BASE_URL, LLM_API_KEY, LLM_MODEL and LLM_TIMEOUT_MS (default 20000)', () => {
    expect(loadConfig(env).llm).toEqual({ baseUrl: undefined, apiKey: undefined, model: undefined, timeoutMs: 20000 });
    expect(
      loadConfig({
        ...env,
        LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
        LLM_API_KEY: 'k',
        LLM_MODEL: 'llama3.1',
        LLM_TIMEOUT_MS: '5000',
      }).llm,
    ).toEqual({ baseUrl: 'http://127.0.0.1:11434/v1', apiKey: 'k', model: 'llama3.1', timeoutMs: 5000 });
  });

  it('refuses LLM_BASE_URL without LLM_MODEL, and a bad URL or timeout', () => {
    expect(() => loadConfig({ ...env, LLM_BASE_URL: 'https://api.openai.com/v1' })).toThrow(
      /LLM_MODEL is required when LLM_BASE_URL is set/,
    );
    const error = (() => {
      try {
        loadConfig({ ...env, LLM_BASE_URL: 'not a url', LLM_MODEL: 'm', LLM_TIMEOUT_MS: 'soon' });
      } catch (caught) {
        return caught as ConfigError;
      }
    })();
    expect(error?.problems).toEqual([expect.stringMatching(/^LLM_BASE_URL /), expect.stringMatching(/^LLM_TIMEOUT_MS /)]);
  });
});

describe('createEmailWriter', () => {
  it('gives the template writer without LLM_BASE_URL', async () => {
    const writer = createEmailWriter({ config: loadConfig(env), logger });
    expect(writer).toBeInstanceOf(TemplateEmailWriter);
    expect(await draftJobEmails(writer, input)).toMatchObject({ source: 'template', elapsedMs: expect.any(Number) });
  });

  it('gives the LLM writer with LLM_BASE_URL, answering from the endpoint', async () => {
    const llm = await startLlmStandIn({ port: 0 });
    try {
      const writer = createEmailWriter({
        config: loadConfig({ ...env, LLM_BASE_URL: llm.baseUrl, LLM_MODEL: 'devstack-writer' }),
        logger,
      });
      expect(writer).toBeInstanceOf(LlmEmailWriter);
      const outcome = await draftJobEmails(writer, input);
      expect(outcome).toMatchObject({
        source: 'llm',
        sequence: { email_1: { subject: 'Application for the Senior Frontend Engineer role at Acme' } },
      });
      expect(await writer.write(input)).toEqual(outcome.sequence);
    } finally {
      await llm.close();
    }
  });
});
