import { request } from 'node:https';

export interface HttpsAnswer {
  status: number;
  headers: Record<string, string>;
  text: string;
  json<T = Record<string, unknown>>(): T;
}

/** One HTTPS request over loopback that trusts only the stand-in's certificate (the `ca` a real client is given). */
export function httpsRequest(
  url: string,
  ca: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<HttpsAnswer> {
  return new Promise((resolve, reject) => {
    const length = init.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(init.body)) };
    const req = request(url, { method: init.method ?? 'GET', headers: { ...length, ...init.headers }, ca }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const headers = Object.fromEntries(
          Object.entries(res.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : String(v)]),
        );
        resolve({ status: res.statusCode ?? 0, headers, text, json: <T>() => JSON.parse(text) as T });
      });
    });
    req.on('error', reject);
    if (init.body !== undefined) req.write(init.body);
    req.end();
  });
}

/** msal-node's INetworkModule over node:https with the stand-in's CA (what the api passes as `system.networkClient`). */
export function trustingNetworkClient(ca: string) {
  const send = async (url: string, method: string, options?: { headers?: Record<string, string>; body?: string }) => {
    const answer = await httpsRequest(url, ca, { method, headers: options?.headers, body: options?.body });
    return { headers: answer.headers, body: answer.text ? (JSON.parse(answer.text) as object) : {}, status: answer.status };
  };
  return {
    sendGetRequestAsync: <T>(url: string, options?: { headers?: Record<string, string> }) =>
      send(url, 'GET', options) as Promise<{ headers: Record<string, string>; body: T; status: number }>,
    sendPostRequestAsync: <T>(url: string, options?: { headers?: Record<string, string>; body?: string }) =>
      send(url, 'POST', options) as Promise<{ headers: Record<string, string>; body: T; status: number }>,
  };
}

/** Follows the login pages as a user would: pick `email`, then Accept (or `choice`); returns the redirect URL. */
export async function signIn(
  authorizeUrl: string,
  ca: string,
  email: string,
  choice: 'accept' | 'cancel' | 'back' = 'accept',
): Promise<{ redirect?: URL; page: string }> {
  const picker = await httpsRequest(authorizeUrl, ca);
  if (picker.status === 302) return { redirect: new URL(picker.headers.location!), page: '' };
  const origin = new URL(authorizeUrl).origin;
  const href = new RegExp(`data-email="${email.replace(/[.]/g, '\\.')}" href="([^"]+)"`).exec(picker.text)?.[1];
  if (!href) return { page: picker.text };
  const chosen = await httpsRequest(origin + href.replace(/&amp;/g, '&'), ca);
  if (chosen.status === 302) return { redirect: new URL(chosen.headers.location!), page: '' };
  const cls = choice === 'accept' ? 'primary accept' : choice === 'cancel' ? 'cancel' : 'back';
  const next = new RegExp(`class="${cls}" href="([^"]+)"`).exec(chosen.text)?.[1];
  if (!next) return { page: chosen.text };
  const done = await httpsRequest(origin + next.replace(/&amp;/g, '&'), ca);
  return { redirect: done.headers.location ? new URL(done.headers.location) : undefined, page: chosen.text };
}
