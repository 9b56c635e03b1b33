// HTTPS to Microsoft's two hosts (the identity platform, Graph) over node:https: an agent that trusts the extra CA
// when one is configured (the devstack stand-in), a timeout, no retries of its own, and the one thing a send must
// know about a failure: whether any of the request can have reached Microsoft.
import { Agent, request } from 'node:https';

/** Default time one call may take before it is abandoned. */
export const DEFAULT_MICROSOFT_TIMEOUT_MS = 30_000;

export interface HttpsAnswer {
  status: number;
  headers: Record<string, string>;
  text: string;
}

export class MicrosoftNetworkError extends Error {
  override readonly name = 'MicrosoftNetworkError';
  constructor(
    message: string,
    /** True when the connection failed before its TLS handshake ended: nothing of the request left this process. */
    readonly requestNotSent: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface MicrosoftHttps {
  send(
    url: string,
    init?: { method?: string; headers?: Record<string, string>; body?: string; timeoutMs?: number },
  ): Promise<HttpsAnswer>;
}

/**
 * One client per process. Connections are not kept alive: a reused socket the server has closed fails with a reset
 * that cannot tell "never read" from "read", and a send must not be left unconfirmed for that.
 */
export function createMicrosoftHttps(options: { caPem?: string; timeoutMs?: number } = {}): MicrosoftHttps {
  const agent = new Agent({ keepAlive: false, ...(options.caPem ? { ca: options.caPem } : {}) });
  const defaultTimeout = options.timeoutMs ?? DEFAULT_MICROSOFT_TIMEOUT_MS;
  return {
    send(url, init = {}) {
      return new Promise<HttpsAnswer>((resolve, reject) => {
        const body = init.body === undefined ? undefined : Buffer.from(init.body, 'utf8');
        const headers = { ...(body ? { 'content-length': String(body.length) } : {}), ...init.headers };
        let connected = false;
        const req = request(url, { method: init.method ?? 'GET', headers, agent }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', (error) =>
            reject(new MicrosoftNetworkError(`answer cut off: ${error.message}`, false, { cause: error })),
          );
          res.on('end', () => {
            if (!res.complete) return reject(new MicrosoftNetworkError('answer cut off', false));
            const flat = Object.entries(res.headers).map(([name, value]) => [
              name,
              Array.isArray(value) ? value.join(', ') : String(value),
            ]);
            resolve({
              status: res.statusCode ?? 0,
              headers: Object.fromEntries(flat),
              text: Buffer.concat(chunks).toString('utf8'),
            });
          });
        });
        req.on('socket', (socket) => {
          if (!socket.connecting && (socket as { encrypted?: boolean }).encrypted) connected = true;
          socket.once('secureConnect', () => (connected = true));
        });
        req.setTimeout(init.timeoutMs ?? defaultTimeout, () => {
          req.destroy(new MicrosoftNetworkError(`timed out after ${init.timeoutMs ?? defaultTimeout} ms`, !connected));
        });
        req.on('error', (error) => {
          if (error instanceof MicrosoftNetworkError) return reject(error);
          const code = (error as NodeJS.ErrnoException).code ?? error.message;
          reject(new MicrosoftNetworkError(`Microsoft request failed: ${code}`, !connected, { cause: error }));
        });
        req.end(body);
      });
    },
  };
}

/** Retry-After in milliseconds (Graph sends whole seconds; an HTTP date is read too), if present. */
export function retryAfterMs(headers: Record<string, string>, now: number = Date.now()): number | undefined {
  const value = headers['retry-after'];
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isFinite(date) ? Math.max(0, date - now) : undefined;
}

/**
 * msal-node's INetworkModule over the same client (how MSAL trusts the stand-in's CA). A body that is not JSON (a
 * proxy's page) is handed over empty, so MSAL reports the status instead of a parse error.
 */
export function msalNetworkClient(https: MicrosoftHttps) {
  const send = async <T>(url: string, method: string, options?: { headers?: Record<string, string>; body?: string }) => {
    const answer = await https.send(url, { method, headers: options?.headers, body: options?.body });
    let body: unknown = {};
    try {
      body = answer.text ? JSON.parse(answer.text) : {};
    } catch {
      body = {};
    }
    return { headers: answer.headers, body: body as T, status: answer.status };
  };
  return {
    sendGetRequestAsync: <T>(url: string, options?: { headers?: Record<string, string> }) => send<T>(url, 'GET', options),
    sendPostRequestAsync: <T>(url: string, options?: { headers?: Record<string, string>; body?: string }) =>
      send<T>(url, 'POST', options),
  };
}
