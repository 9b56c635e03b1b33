// Microsoft Graph's mail calls as plain HTTPS (the Graph SDK cannot carry a MIME body): sendMail with base64 MIME,
// and GETs of message lists, one message and delta pages. A link Graph hands back (nextLink, deltaLink) is followed
// only when it points at the configured Graph origin, so a stored cursor cannot send a token anywhere else.
import { graphErrorFrom, GraphApiError } from './graph-api.error';
import { retryAfterMs, type MicrosoftHttps } from './microsoft-https.client';

/** A message as the headers-only reads select it (Mail.ReadBasic's properties; headers only with Mail.Read). */
export interface GraphMessage {
  id: string;
  conversationId?: string;
  internetMessageId?: string;
  subject?: string;
  receivedDateTime?: string;
  sentDateTime?: string;
  from?: GraphRecipient;
  sender?: GraphRecipient;
  toRecipients?: GraphRecipient[];
  ccRecipients?: GraphRecipient[];
  internetMessageHeaders?: Array<{ name: string; value: string }>;
  /** Outlook on the web's link to the message. */
  webLink?: string;
  '@removed'?: unknown;
}

export interface GraphRecipient {
  emailAddress?: { name?: string; address?: string };
}

export interface GraphPage {
  value: GraphMessage[];
  nextLink?: string;
  deltaLink?: string;
}

export class GraphMailClient {
  private readonly origin: string;

  constructor(
    private readonly https: MicrosoftHttps,
    graphUrl: string,
  ) {
    this.origin = new URL(graphUrl).origin;
  }

  /** POST /me/sendMail with the MIME message, base64 (Graph's MIME form): 202 and no body. Throws GraphApiError. */
  async sendMime(accessToken: string, mime: Buffer): Promise<void> {
    const answer = await this.https.send(`${this.origin}/v1.0/me/sendMail`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'text/plain' },
      body: mime.toString('base64'),
    });
    if (answer.status !== 202) throw graphErrorFrom(answer.status, answer.text, retryAfterMs(answer.headers));
  }

  /** A GET of a path under /v1.0 (with its query) or of a link Graph gave. Throws GraphApiError. */
  async get<T>(accessToken: string, pathOrLink: string, options: { pageSize?: number } = {}): Promise<T> {
    const url = pathOrLink.startsWith('/') ? `${this.origin}/v1.0${pathOrLink}` : pathOrLink;
    if (!URL.canParse(url) || new URL(url).origin !== this.origin)
      throw new GraphApiError(0, 'ForeignLink', 'a link outside Microsoft Graph');
    const headers: Record<string, string> = { authorization: `Bearer ${accessToken}`, accept: 'application/json' };
    if (options.pageSize) headers.prefer = `odata.maxpagesize=${options.pageSize}`;
    const answer = await this.https.send(url, { headers });
    if (answer.status !== 200) throw graphErrorFrom(answer.status, answer.text, retryAfterMs(answer.headers));
    try {
      return JSON.parse(answer.text) as T;
    } catch {
      throw new GraphApiError(answer.status, 'UnreadableAnswer', 'the answer was not JSON');
    }
  }

  /** A list or delta page, its links named plainly. */
  async page(accessToken: string, pathOrLink: string, options: { pageSize?: number } = {}): Promise<GraphPage> {
    const body = await this.get<{ value?: GraphMessage[]; '@odata.nextLink'?: string; '@odata.deltaLink'?: string }>(
      accessToken,
      pathOrLink,
      options,
    );
    return { value: body.value ?? [], nextLink: body['@odata.nextLink'], deltaLink: body['@odata.deltaLink'] };
  }
}

/** An OData string literal ('' doubles a quote). */
export const odataString = (value: string) => `'${value.replace(/'/g, "''")}'`;
