// The Gmail API v1 calls the engine makes, through the official client (@googleapis/gmail; root URL from config):
// users.messages.send with gmail.send, and the headers-only reads the optional gmail.metadata scope allows
// (threads.get, messages.list/get, history.list, getProfile). The client never retries by itself and never refreshes
// tokens: each call carries the user's access token, and a failure comes back as our GmailApiError or
// GoogleNetworkError for the engine's own retry policy.
import { Readable } from 'node:stream';
import { gmail as createGmail, type gmail_v1, type MethodOptions } from '@googleapis/gmail';
import { gmailErrorFromBody } from './gmail-api.error';
import { headerValue, type MessageMetadata } from '../../mailbox';
import {
  DEFAULT_GOOGLE_TIMEOUT_MS,
  NO_LIBRARY_RETRY,
  responseOf,
  retryAfterMs,
  toGoogleNetworkError,
  type FetchLike,
} from '../google-http.util';

/** Above this size the message goes through the upload endpoint instead of a base64 JSON body. */
const JSON_SEND_LIMIT_BYTES = 3 * 1024 * 1024;

export interface SentMessage {
  id: string;
  threadId: string;
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

function toMetadata(resource: gmail_v1.Schema$Message): MessageMetadata {
  return {
    id: resource.id ?? '',
    threadId: resource.threadId ?? '',
    labelIds: resource.labelIds ?? [],
    internalDate: new Date(Number(resource.internalDate ?? Date.now())),
    headers: (resource.payload?.headers ?? []).map((header) => ({ name: header.name ?? '', value: header.value ?? '' })),
  };
}

export class GmailApiClient {
  private readonly api: gmail_v1.Gmail;
  private readonly rootUrl: string;

  constructor(
    apiUrl: string,
    fetchImpl: FetchLike = fetch,
    private readonly timeoutMs: number = DEFAULT_GOOGLE_TIMEOUT_MS,
  ) {
    this.rootUrl = apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`;
    this.api = createGmail({
      version: 'v1',
      timeout: timeoutMs,
      fetchImplementation: fetchImpl,
      ...NO_LIBRARY_RETRY,
    });
  }

  /** users.messages.send: `raw` is the complete RFC 822 message; `threadId` files it in that Gmail thread. */
  async sendRawMessage(accessToken: string, raw: Buffer, threadId?: string): Promise<SentMessage> {
    const thread = threadId ? { threadId } : {};
    const { data } = await this.call(accessToken, (options) =>
      raw.length <= JSON_SEND_LIMIT_BYTES
        ? this.api.users.messages.send({ userId: 'me', requestBody: { raw: raw.toString('base64url'), ...thread } }, options)
        : // The upload endpoint (/upload/gmail/v1/..., multipart: the {threadId} metadata, then the message).
          this.api.users.messages.send(
            { userId: 'me', requestBody: thread, media: { mimeType: 'message/rfc822', body: Readable.from([raw]) } },
            options,
          ),
    );
    return { id: data.id ?? '', threadId: data.threadId ?? '' };
  }

  async getThreadMetadata(accessToken: string, threadId: string): Promise<ThreadMetadata> {
    const { data } = await this.call(accessToken, (options) =>
      this.api.users.threads.get(
        { userId: 'me', id: threadId, format: 'metadata', metadataHeaders: [...REPLY_DETECTION_HEADERS] },
        options,
      ),
    );
    return { id: data.id ?? threadId, messages: (data.messages ?? []).map(toMetadata) };
  }

  async getMessageMetadata(accessToken: string, messageId: string): Promise<MessageMetadata> {
    const { data } = await this.call(accessToken, (options) =>
      this.api.users.messages.get(
        { userId: 'me', id: messageId, format: 'metadata', metadataHeaders: [...REPLY_DETECTION_HEADERS] },
        options,
      ),
    );
    return toMetadata(data);
  }

  /**
   * The Message-ID header Gmail gave a message (users.messages.send replaces the one we set): one metadata read,
   * 5 quota units. Needs a header scope.
   */
  async getMessageIdHeader(accessToken: string, messageId: string): Promise<string | undefined> {
    const { data } = await this.call(accessToken, (options) =>
      this.api.users.messages.get({ userId: 'me', id: messageId, format: 'metadata', metadataHeaders: ['Message-ID'] }, options),
    );
    return headerValue(toMetadata(data).headers, 'Message-ID')?.trim() || undefined;
  }

  /** users.messages.list filtered by one label (no search: gmail.metadata does not allow `q`). */
  async listMessagesWithLabel(
    accessToken: string,
    labelId: string,
    pageToken?: string,
    maxResults = 100,
  ): Promise<MessageListPage> {
    const { data } = await this.call(accessToken, (options) =>
      this.api.users.messages.list(
        { userId: 'me', labelIds: [labelId], maxResults, ...(pageToken ? { pageToken } : {}) },
        options,
      ),
    );
    return {
      messages: (data.messages ?? []).map((message) => ({ id: message.id ?? '', threadId: message.threadId ?? '' })),
      nextPageToken: data.nextPageToken ?? undefined,
    };
  }

  /**
   * history.list of added messages, every label: replies a user's filter archives, or a muted thread keeps out of the
   * inbox, carry no INBOX label, and `labelId=INBOX` would hide them. Same 2 quota units a page.
   */
  async listAddedHistory(accessToken: string, startHistoryId: string, pageToken?: string): Promise<HistoryPage> {
    const { data } = await this.call(accessToken, (options) =>
      this.api.users.history.list(
        { userId: 'me', startHistoryId, historyTypes: ['messageAdded'], maxResults: 500, ...(pageToken ? { pageToken } : {}) },
        options,
      ),
    );
    const addedMessages = (data.history ?? []).flatMap((record) =>
      (record.messagesAdded ?? []).flatMap(({ message }) =>
        message?.id && message.threadId ? [{ id: message.id, threadId: message.threadId, labelIds: message.labelIds ?? [] }] : [],
      ),
    );
    return { addedMessages, historyId: data.historyId ?? startHistoryId, nextPageToken: data.nextPageToken ?? undefined };
  }

  async getProfileHistoryId(accessToken: string): Promise<string> {
    const { data } = await this.call(accessToken, (options) => this.api.users.getProfile({ userId: 'me' }, options));
    return data.historyId ?? '';
  }

  /**
   * One call with the user's token. The root URL goes with each call, not the client: the upload endpoint's URL is
   * built from the call's options only, and a client-wide root URL would drop any path of GMAIL_API_URL.
   */
  private async call<T>(accessToken: string, request: (options: MethodOptions) => Promise<T>): Promise<T> {
    try {
      return await request({ rootUrl: this.rootUrl, headers: { authorization: `Bearer ${accessToken}` } });
    } catch (error) {
      const response = responseOf(error);
      if (!response) throw toGoogleNetworkError(error, this.timeoutMs);
      throw gmailErrorFromBody(response.status, response.statusText, response.data, retryAfterMs(response));
    }
  }
}
