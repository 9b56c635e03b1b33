import { httpsRequest, type HttpsAnswer } from './https-client.helper';
import type { MicrosoftStandIn } from './microsoft-stand-in';

/** Graph calls as the adapter makes them: bearer token, MIME sends as base64 text/plain. */
export function graphClient(ms: MicrosoftStandIn) {
  const get = (token: string, path: string, headers: Record<string, string> = {}): Promise<HttpsAnswer> =>
    httpsRequest(path.startsWith('https://') ? path : `${ms.url}${path}`, ms.caPem, {
      headers: { authorization: `Bearer ${token}`, ...headers },
    });
  const sendRaw = (token: string, body: string, contentType = 'text/plain'): Promise<HttpsAnswer> =>
    httpsRequest(`${ms.url}/v1.0/me/sendMail`, ms.caPem, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      body,
    });
  const sendMime = (token: string, lines: string[]) => sendRaw(token, Buffer.from(lines.join('\r\n'), 'utf8').toString('base64'));
  return { get, sendRaw, sendMime };
}

/** A plain MIME message from `from` to `to` (extra header lines before the body). */
export function mime(from: string, to: string, subject: string, extra: string[] = [], body = 'Hello there'): string[] {
  return [
    `From: ${from}`,
    `To: ${to}`,
    `Subject: ${subject}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    ...extra,
    '',
    body,
  ];
}

export const SEND_ONLY = ['Mail.Send', 'offline_access', 'openid', 'profile', 'email'];
export const WITH_HEADERS = [...SEND_ONLY, 'Mail.ReadBasic'];
