// The Gmail API v1 calls the engine makes (base URL from config): users.messages.send with gmail.send, and the
// headers-only reads the optional gmail.metadata scope allows (threads.get, messages.list/get, history.list,
// getProfile).
import { randomBytes } from 'node:crypto';
import { gmailErrorFrom } from './gmail-api.error';
import { googleFetch, retryAfterMs, type FetchLike } from '../google-http.util';

/** Above this size the message goes through the upload endpoint instead of a base64 JSON body. */
const JSON_SEND_LIMIT_BYTES = 3 * 1024 * 1024;

export interface SentMessage {
  id: string;
  threadId: string;
}

export interface MessageHeader {
  name: string;
  value: string;
}

export interface MessageMetadata {
  id: string;
  threadId: string;
  labelIds: string[];
  internalDate: Date;
  headers: MessageHeader[];
}

export interface ThreadMetadata {
  id: string;
  messages: MessageMetadata[];
}

export interface MessageListPage {
  /** Newest first. */
  messages: Array<{ id: string; threadId: string }>;
  nextPageToken?: string;
}

export interface HistoryPage {
  /** Messages added since the start id, whatever their labels (a reply a filter archived carries no INBOX). */
  addedMessages: Array<{ id: string; threadId: string; labelIds: string[] }>;
  historyId: string;
  nextPageToken?: string;
}

/** The headers the reply detector reads; never bodies. */
export const REPLY_DETECTION_HEADERS = [
  'From',
  'To',
  'Subject',
  'Message-ID',
  'In-Reply-To',
  'References',
  'Auto-Submitted',
  'X-Autoreply',
  'X-Autorespond',
  'X-Auto-Response-Suppress',
  'Precedence',
  'X-Failed-Recipients',
  'Content-Type',
  // Null (<>) on bounces and most auto-replies; mailing lists and newsletters carry the List-* headers.
  'Return-Path',
  'List-Id',
  'List-Unsubscribe',
] as const;

interface RawMessageResource {
  id: string;
  threadId: string;
  labelIds?: string[];
  internalDate?: string;
  payload?: { headers?: MessageHeader[] };
}

function toMetadata(resource: RawMessageResource): MessageMetadata {
  return {
    id: resource.id,
    threadId: resource.threadId,
    labelIds: resource.labelIds ?? [],
    internalDate: new Date(Number(resource.internalDate ?? Date.now())),
    headers: resource.payload?.headers ?? [],
  };
}

export class GmailApiClient {
  constructor(
    private readonly apiUrl: string,
    private readonly fetchImpl: FetchLike = fetch,
    private readonly timeoutMs?: number,
  ) {}

  /** users.messages.send: `raw` is the complete RFC 822 message; `threadId` files it in that Gmail thread. */
  async sendRawMessage(accessToken: string, raw: Buffer, threadId?: string): Promise<SentMessage> {
    const response =
      raw.length <= JSON_SEND_LIMIT_BYTES
        ? await this.call(accessToken, '/gmail/v1/users/me/messages/send', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ raw: raw.toString('base64url'), ...(threadId ? { threadId } : {}) }),
          })
        : await this.upload(accessToken, raw, threadId);
    const body = (await response.json()) as { id: string; threadId: string };
    return { id: body.id, threadId: body.threadId };
  }

  async getThreadMetadata(accessToken: string, threadId: string): Promise<ThreadMetadata> {
    const response = await this.call(
      accessToken,
      `/gmail/v1/users/me/threads/${encodeURIComponent(threadId)}?${metadataQuery()}`,
    );
    const body = (await response.json()) as { id: string; messages?: RawMessageResource[] };
    return { id: body.id, messages: (body.messages ?? []).map(toMetadata) };
  }

  async getMessageMetadata(accessToken: string, messageId: string): Promise<MessageMetadata> {
    const response = await this.call(
      accessToken,
      `/gmail/v1/users/me/messages/${encodeURIComponent(messageId)}?${metadataQuery()}`,
    );
    return toMetadata((await response.json()) as RawMessageResource);
  }

  /**
   * The Message-ID header Gmail gave a message (users.messages.send replaces the one we set): one metadata read,
   * 5 quota units. Needs a header scope.
   */
  async getMessageIdHeader(accessToken: string, messageId: string): Promise<string | undefined> {
    const query = new URLSearchParams({ format: 'metadata', metadataHeaders: 'Message-ID' });
    const response = await this.call(
      accessToken,
      `/gmail/v1/users/me/messages/${encodeURIComponent(messageId)}?${query.toString()}`,
    );
    return headerValue(toMetadata((await response.json()) as RawMessageResource).headers, 'Message-ID')?.trim() || undefined;
  }

  /** users.messages.list filtered by one label (no search: gmail.metadata does not allow `q`). */
  async listMessagesWithLabel(
    accessToken: string,
    labelId: string,
    pageToken?: string,
    maxResults = 100,
  ): Promise<MessageListPage> {
    const query = new URLSearchParams({ labelIds: labelId, maxResults: String(maxResults) });
    if (pageToken) query.set('pageToken', pageToken);
    const response = await this.call(accessToken, `/gmail/v1/users/me/messages?${query.toString()}`);
    const body = (await response.json()) as { messages?: Array<{ id: string; threadId: string }>; nextPageToken?: string };
    return { messages: body.messages ?? [], nextPageToken: body.nextPageToken };
  }

  /**
   * history.list of added messages, every label: replies a user's filter archives, or a muted thread keeps out of the
   * inbox, carry no INBOX label, and `labelId=INBOX` would hide them. Same 2 quota units a page.
   */
  async listAddedHistory(accessToken: string, startHistoryId: string, pageToken?: string): Promise<HistoryPage> {
    const query = new URLSearchParams({ startHistoryId, historyTypes: 'messageAdded', maxResults: '500' });
    if (pageToken) query.set('pageToken', pageToken);
    const response = await this.call(accessToken, `/gmail/v1/users/me/history?${query.toString()}`);
    const body = (await response.json()) as {
      history?: Array<{ messagesAdded?: Array<{ message: { id: string; threadId: string; labelIds?: string[] } }> }>;
      historyId: string;
      nextPageToken?: string;
    };
    const addedMessages = (body.history ?? []).flatMap((record) =>
      (record.messagesAdded ?? []).map(({ message }) => ({ ...message, labelIds: message.labelIds ?? [] })),
    );
    return { addedMessages, historyId: body.historyId, nextPageToken: body.nextPageToken };
  }

  async getProfileHistoryId(accessToken: string): Promise<string> {
    const response = await this.call(accessToken, '/gmail/v1/users/me/profile');
    return ((await response.json()) as { historyId: string }).historyId;
  }

  private async upload(accessToken: string, raw: Buffer, threadId?: string): Promise<Response> {
    const boundary = `gmail-upload-${randomBytes(12).toString('hex')}`;
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Type: application/json; charset=UTF-8\r\n\r\n${JSON.stringify(threadId ? { threadId } : {})}\r\n` +
          `--${boundary}\r\nContent-Type: message/rfc822\r\n\r\n`,
      ),
      raw,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return this.call(accessToken, '/upload/gmail/v1/users/me/messages/send?uploadType=multipart', {
      method: 'POST',
      headers: { 'content-type': `multipart/related; boundary="${boundary}"` },
      body,
    });
  }

  private async call(accessToken: string, path: string, init: RequestInit = {}): Promise<Response> {
    const response = await googleFetch(
      this.fetchImpl,
      `${this.apiUrl.replace(/\/$/, '')}${path}`,
      { ...init, headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${accessToken}` } },
      this.timeoutMs,
    );
    if (!response.ok) throw await gmailErrorFrom(response, retryAfterMs(response));
    return response;
  }
}

function metadataQuery(): string {
  const query = new URLSearchParams({ format: 'metadata' });
  for (const name of REPLY_DETECTION_HEADERS) query.append('metadataHeaders', name);
  return query.toString();
}

/** A header's value, case-insensitively. */
export function headerValue(headers: readonly MessageHeader[], name: string): string | undefined {
  const lower = name.toLowerCase();
  return headers.find((header) => header.name.toLowerCase() === lower)?.value;
}
