import { randomBytes } from 'node:crypto';
import { parseMimeBody, parseMimeHeaders, type ParsedBody, type ParsedHeaders } from '../mail/mime-parse';

export interface StoredMessage {
  id: string;
  threadId: string;
  /** Email of the Gmail account whose mailbox holds the message. */
  account: string;
  labelIds: string[];
  historyId: number;
  internalDate: number;
  raw: Buffer;
  parsed: ParsedHeaders;
  /** Deleted by the user: gone from threads and reads, while history still lists its messageAdded record. */
  deleted?: boolean;
  /** Bodies are parsed on first use (cached): the send path only needs the headers. */
  body(): Promise<ParsedBody & { snippet: string }>;
}

export interface StoredThread {
  id: string;
  account: string;
  messages: StoredMessage[];
}

export interface HistoryRecord {
  id: number;
  message: StoredMessage;
}

interface Mailbox {
  threads: Map<string, StoredThread>;
  messageCount: number;
  /** Append-only, ids increasing: history.list finds its start with a binary search. */
  history: HistoryRecord[];
}

export class ThreadNotFoundError extends Error {}

const FIRST_HISTORY_ID = 1000;

/** In-memory Gmail mailboxes: messages, threads and the messageAdded history, per account. */
export class MailboxStore {
  private mailboxes = new Map<string, Mailbox>();
  private messagesById = new Map<string, StoredMessage>();
  private threadsById = new Map<string, StoredThread>();
  private ordered: StoredMessage[] = [];
  private historyCounter = FIRST_HISTORY_ID;
  private idCounter = 0n;
  // Gmail ids are 16 hex digits; a time-based base keeps them unique across restarts.
  private readonly idBase = BigInt(Date.now()) << 20n;

  reset(): void {
    this.mailboxes.clear();
    this.messagesById.clear();
    this.threadsById.clear();
    this.ordered = [];
  }

  private mailbox(account: string): Mailbox {
    let mailbox = this.mailboxes.get(account);
    if (!mailbox) {
      mailbox = { threads: new Map(), messageCount: 0, history: [] };
      this.mailboxes.set(account, mailbox);
    }
    return mailbox;
  }

  private nextId(): string {
    this.idCounter++;
    return (this.idBase + this.idCounter).toString(16).padStart(16, '0');
  }

  /** The mailbox's current history id (what users.getProfile and history.list report). */
  currentHistoryId(account: string): number {
    const history = this.mailboxes.get(account)?.history;
    return history?.[history.length - 1]?.id ?? this.historyCounter;
  }

  counts(account: string): { messages: number; threads: number } {
    const mailbox = this.mailboxes.get(account);
    return { messages: mailbox?.messageCount ?? 0, threads: mailbox?.threads.size ?? 0 };
  }

  thread(account: string, threadId: string): StoredThread | undefined {
    const thread = this.threadsById.get(threadId);
    return thread && thread.account === account ? thread : undefined;
  }

  /** Any account's thread (control API). */
  threadById(threadId: string): StoredThread | undefined {
    return this.threadsById.get(threadId);
  }

  message(account: string, messageId: string): StoredMessage | undefined {
    const message = this.messagesById.get(messageId);
    return message && message.account === account ? message : undefined;
  }

  /**
   * Stores a raw MIME message. With threadId it joins that thread (which must exist in this mailbox),
   * otherwise it starts a new thread whose id is the message id, as Gmail does.
   */
  async add(input: { account: string; raw: Buffer; labelIds: string[]; threadId?: string }): Promise<StoredMessage> {
    if (input.threadId && !this.thread(input.account, input.threadId)) throw new ThreadNotFoundError(input.threadId);
    const raw = ensureMessageId(input.raw);
    const parsed = await parseMimeHeaders(raw);
    const id = this.nextId();
    const mailbox = this.mailbox(input.account);
    // The thread may have gone while parsing (reset): then it starts a new one.
    let thread = input.threadId ? this.thread(input.account, input.threadId) : undefined;
    if (!thread) {
      thread = { id, account: input.account, messages: [] };
      this.threadsById.set(id, thread);
      mailbox.threads.set(id, thread);
    }
    const message: StoredMessage = {
      id,
      threadId: thread.id,
      account: input.account,
      labelIds: input.labelIds,
      historyId: ++this.historyCounter,
      internalDate: Date.now(),
      raw,
      parsed,
      body: lazyBody(raw),
    };
    thread.messages.push(message);
    mailbox.messageCount++;
    this.messagesById.set(id, message);
    this.ordered.push(message);
    mailbox.history.push({ id: message.historyId, message });
    return message;
  }

  /**
   * The user deletes a message (from Trash, for good): messages.get answers 404 from now on, but a history.list
   * still lists it as added, as Gmail does. The thread goes when its last message does.
   */
  deleteMessage(messageId: string): boolean {
    const message = this.messagesById.get(messageId);
    if (!message) return false;
    message.deleted = true;
    this.messagesById.delete(messageId);
    const mailbox = this.mailboxes.get(message.account);
    if (mailbox) mailbox.messageCount--;
    const thread = this.threadsById.get(message.threadId);
    if (thread) {
      thread.messages = thread.messages.filter((item) => item !== message);
      if (thread.messages.length === 0) {
        this.threadsById.delete(thread.id);
        mailbox?.threads.delete(thread.id);
      }
    }
    return true;
  }

  /** The user deletes a whole thread: its messages go, and a send into it is refused (400 Invalid thread_id value). */
  deleteThread(threadId: string): boolean {
    const thread = this.threadsById.get(threadId);
    if (!thread) return false;
    for (const message of [...thread.messages]) this.deleteMessage(message.id);
    return true;
  }

  /** Records after startHistoryId (exclusive), oldest first, at most maxResults. */
  historySince(account: string, startHistoryId: number, maxResults: number): { records: HistoryRecord[]; more: boolean } {
    const history = this.mailboxes.get(account)?.history ?? [];
    let low = 0;
    let high = history.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((history[mid]?.id ?? 0) <= startHistoryId) low = mid + 1;
      else high = mid;
    }
    const records = history.slice(low, low + maxResults);
    return { records, more: low + maxResults < history.length };
  }

  /**
   * messages.list: the account's messages carrying every one of labelIds, newest first, `maxResults` from
   * `offset` (the page token is that offset, as a string).
   */
  list(
    account: string,
    labelIds: readonly string[],
    offset: number,
    maxResults: number,
  ): { messages: StoredMessage[]; more: boolean } {
    const history = this.mailboxes.get(account)?.history ?? [];
    const matching: StoredMessage[] = [];
    for (let index = history.length - 1; index >= 0 && matching.length <= offset + maxResults; index -= 1) {
      const message = history[index]!.message;
      if (message.deleted) continue;
      if (labelIds.every((label) => message.labelIds.includes(label))) matching.push(message);
    }
    return { messages: matching.slice(offset, offset + maxResults), more: matching.length > offset + maxResults };
  }

  all(): StoredMessage[] {
    return this.ordered.filter((message) => !message.deleted);
  }
}

function lazyBody(raw: Buffer): () => Promise<ParsedBody & { snippet: string }> {
  let parsing: Promise<ParsedBody & { snippet: string }> | undefined;
  return () => {
    parsing ??= parseMimeBody(raw).then((body) => ({ ...body, snippet: body.text.replace(/\s+/g, ' ').trim().slice(0, 200) }));
    return parsing;
  };
}

/** Gmail adds a Message-ID when the sender left it out; replies need one to thread on. */
function ensureMessageId(raw: Buffer): Buffer {
  const headerEnd = raw.indexOf('\r\n\r\n') >= 0 ? raw.indexOf('\r\n\r\n') : raw.indexOf('\n\n');
  const head = raw.subarray(0, headerEnd >= 0 ? headerEnd : raw.length).toString('latin1');
  if (/^message-id\s*:/im.test(head)) return raw;
  const messageId = `Message-ID: <${randomBytes(12).toString('hex')}@mail.gmail.com>\r\n`;
  return Buffer.concat([Buffer.from(messageId), raw]);
}
