// An OpenAI-compatible chat-completions endpoint on loopback for the Reply Engine's LLM writer: POST
// /v1/chat/completions answers three emails echoing the prompt; /__control/llm makes the next answers fail, or
// answer like a model that obeyed an instruction planted in the resume ('injected': a link and HTML in the drafts),
// or like a weak model ('off-rules': generic filler that breaks the draft rules). A request with the api's
// `reply_note` schema (a note after a reply) gets a short note instead (canned-notes.ts).
import type { Server } from 'node:http';
import express from 'express';
import { listenHttp } from '../http/listen';
import { cannedDrafts, injectedDrafts, offRulesDrafts, promptFacts } from './canned-drafts';
import { cannedNote, isNoteRequest } from './canned-notes';

export type LlmFaultMode = 'malformed' | 'slow' | 'error' | 'injected' | 'off-rules';

export interface LlmFault {
  mode: LlmFaultMode;
  /** 'slow' only: how long the answer waits (default 5000 ms). */
  delayMs?: number;
  /** How many of the next answers it applies to (default 1). */
  count?: number;
}

export interface RecordedLlmRequest {
  model: unknown;
  messages: unknown;
  responseFormat: unknown;
  /** The bearer token the request carried, if any. */
  bearer: string | null;
  /** The fault applied to this request, if any. */
  fault: LlmFaultMode | null;
  receivedAt: string;
}

export interface LlmStandInOptions {
  port?: number;
  host?: string;
  /** When set, completions need `Authorization: Bearer <apiKey>` (401 otherwise, as OpenAI answers). */
  apiKey?: string;
}

export type LlmStandIn = Awaited<ReturnType<typeof startLlmStandIn>>;

const MODES: readonly LlmFaultMode[] = ['malformed', 'slow', 'error', 'injected', 'off-rules'];
const DEFAULT_SLOW_MS = 5000;
const openAiError = (message: string, type: string) => ({ error: { message, type, param: null, code: null } });

export async function startLlmStandIn({ port = 0, host = '127.0.0.1', apiKey }: LlmStandInOptions = {}) {
  const faults: Array<Required<LlmFault>> = [];
  const requests: RecordedLlmRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let counter = 0;

  const queue = (fault: LlmFault) => {
    if (!MODES.includes(fault.mode)) throw new Error(`mode must be one of ${MODES.join(', ')}`);
    faults.push({
      mode: fault.mode,
      delayMs: fault.delayMs ?? DEFAULT_SLOW_MS,
      count: Math.max(1, Math.floor(fault.count ?? 1)),
    });
  };
  const takeFault = () => {
    const fault = faults[0];
    if (fault && --fault.count <= 0) faults.shift();
    return fault ?? null;
  };

  const app = express();
  app.disable('x-powered-by');
  app.get('/v1/models', (_req, res) => {
    res.json({ object: 'list', data: [{ id: 'devstack-writer', object: 'model', created: 0, owned_by: 'devstack' }] });
  });
  app.post('/v1/chat/completions', express.json({ limit: '2mb' }), (req, res) => {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? null;
    if (apiKey && bearer !== apiKey) {
      res.status(401).json(openAiError('Incorrect API key provided.', 'invalid_request_error'));
      return;
    }
    const body = (req.body ?? {}) as Record<string, unknown>;
    const fault = takeFault();
    requests.push({
      model: body.model,
      messages: body.messages,
      responseFormat: body.response_format,
      bearer,
      fault: fault?.mode ?? null,
      receivedAt: new Date().toISOString(),
    });
    if (fault?.mode === 'error') {
      res.status(500).json(openAiError('The devstack LLM stand-in was told to fail this request.', 'server_error'));
      return;
    }
    const facts = promptFacts(body.messages);
    // A note after a reply (the api's `reply_note` schema) gets a note; anything else the three emails.
    const content = isNoteRequest(body.response_format)
      ? fault?.mode === 'malformed'
        ? '{"body": "Unfinished'
        : JSON.stringify(cannedNote(body.messages, fault?.mode === 'off-rules'))
      : fault?.mode === 'malformed'
        ? '{"email_1": {"subject": "Unfinished'
        : JSON.stringify(
            fault?.mode === 'injected'
              ? injectedDrafts(facts)
              : fault?.mode === 'off-rules'
                ? offRulesDrafts(facts)
                : cannedDrafts(facts),
          );
    const answer = {
      id: `chatcmpl-devstack-${++counter}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: typeof body.model === 'string' ? body.model : 'devstack-writer',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content, refusal: null },
          logprobs: null,
          finish_reason: fault?.mode === 'malformed' ? 'length' : 'stop',
        },
      ],
      usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
    };
    if (fault?.mode !== 'slow') {
      res.json(answer);
      return;
    }
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!res.destroyed) res.json(answer);
    }, fault.delayMs);
    timers.add(timer);
  });
  app.post('/__control/llm/next', express.json(), (req, res) => {
    try {
      queue(req.body as LlmFault);
      res.json({ ok: true, pending: faults.length });
    } catch (error) {
      res.status(400).json({ error: (error as Error).message });
    }
  });
  app.get('/__control/llm/requests', (_req, res) => {
    res.json(requests);
  });
  app.delete('/__control/llm/requests', (_req, res) => {
    requests.length = 0;
    faults.length = 0;
    res.json({ ok: true });
  });

  const listening = await listenHttp(app, port, host);
  return {
    url: listening.url,
    /** What an OpenAI client takes as baseURL (LLM_BASE_URL). */
    baseUrl: `${listening.url}/v1`,
    port: listening.port,
    server: listening.server as Server,
    close: async () => {
      timers.forEach(clearTimeout);
      timers.clear();
      await listening.close();
    },
    /** Requests received so far, oldest first (tests check what the api sent). */
    requests: () => [...requests],
    /** Makes the next answer(s) malformed, slow, a 500, or well-formed with a planted link and HTML ('injected'). */
    next: queue,
    reset: () => {
      requests.length = 0;
      faults.length = 0;
    },
  };
}
