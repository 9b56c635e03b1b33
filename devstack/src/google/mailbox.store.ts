import { randomBytes } from 'node:crypto';
import { parseMimeBody, parseMimeHeaders, type ParsedBody, type ParsedHeaders } from '../mail/mime-parse';
import { conversationSubject } from './recipient-mailbox.store';

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
  /**
   * A send Gmail answered 200 and kept in Sent but never delivered (past the daily limit, `acceptPastLimit`): no
   * recipient gets a copy (recipient mailbox: skip it), and a limit notice follows in the inbox (limit-notice.ts).
   */
  undelivered?: boolean;
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
  /** The mailbox's history id: its last change (a message added or trashed; only additions are recorded). */
  latestHistoryId: number;
  /** history.list refuses a start id below this (expireHistory): Gmail no longer keeps history that old. */
  historyFloor: number;
}

/** Labels Gmail's messages.list leaves out unless asked (`includeSpamTrash`) or filtered on. */
const SPAM_TRASH = ['SPAM', 'TRASH'];

/** Whether a subject is the thread's (reply and forward prefixes, case and spacing aside): Gmail's rule for joining. */
function subjectMatches(thread: StoredThread, subject: string): boolean {
  const wanted = conversationSubject(subject);
  return thread.messages.some((message) => conversationSubject(message.parsed.subject) === wanted);
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
      mailbox = { threads: new Map(), messageCount: 0, history: [], latestHistoryId: this.historyCounter, historyFloor: 0 };
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
    return this.mailboxes.get(account)?.latestHistoryId ?? this.historyCounter;
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
   * otherwise it starts a new thread whose id is the message id, as Gmail does. With `subjectMustMatch` (a send) it
   * joins only when its Subject is the thread's, else it too starts a new thread.
   */
  async add(input: {
    account: string;
    raw: Buffer;
    labelIds: string[];
    threadId?: string;
    subjectMustMatch?: boolean;
  }): Promise<StoredMessage> {
    if (input.threadId && !this.thread(input.account, input.threadId)) throw new ThreadNotFoundError(input.threadId);
    const raw = ensureMessageId(input.raw);
    const parsed = await parseMimeHeaders(raw);
    const id = this.nextId();
    const mailbox = this.mailbox(input.account);
    // The thread may have gone while parsing (reset): then it starts a new one.
    let thread = input.threadId ? this.thread(input.account, input.threadId) : undefined;
    if (thread && input.subjectMustMatch && !subjectMatches(thread, parsed.subject)) thread = undefined;
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
    mailbox.latestHistoryId = message.historyId;
    return message;
  }

  /**
   * The user moves messages to the Trash (messages.trash, threads.trash): TRASH on, INBOX off. They stay readable
   * (messages.get, threads.get) and the thread takes new messages, which are not trashed themselves.
   */
  trash(messageIds: readonly string[]): number {
    let trashed = 0;
    for (const messageId of messageIds) {
      const message = this.messagesById.get(messageId);
      if (!message || message.labelIds.includes('TRASH')) continue;
      message.labelIds = [...message.labelIds.filter((label) => label !== 'INBOX'), 'TRASH'];
      this.mailbox(message.account).latestHistoryId = ++this.historyCounter;
      trashed += 1;
    }
    return trashed;
  }

  /** The whole thread to the Trash; false when there is no such thread. */
  trashThread(threadId: string): boolean {
    const thread = this.threadsById.get(threadId);
    if (!thread) return false;
    this.trash(thread.messages.map((message) => message.id));
    return true;
  }

  /**
   * Every history id the account's clients hold expires (Gmail keeps history "at least a week", sometimes only
   * hours): the mailbox's history id moves on, and history.list answers 404 for any start id before it.
   */
  expireHistory(account: string): number {
    const mailbox = this.mailbox(account);
    mailbox.latestHistoryId = ++this.historyCounter;
    mailbox.historyFloor = mailbox.latestHistoryId;
    return mailbox.historyFloor;
  }

  /**
   * Whether a start id asks for history Gmail no longer keeps: below the floor expireHistory set, or before a record
   * older than `retentionMs` (0: history is kept for ever).
   */
  historyExpired(account: string, startHistoryId: number, now: number, retentionMs: number): boolean {
    const mailbox = this.mailboxes.get(account);
    if (!mailbox) return false;
    if (startHistoryId < mailbox.historyFloor) return true;
    if (retentionMs <= 0) return false;
    // Records are in time order: find the first one still kept; a start before the one just before it is too old.
    const horizon = now - retentionMs;
    let low = 0;
    let high = mailbox.history.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((mailbox.history[mid]?.message.internalDate ?? 0) < horizon) low = mid + 1;
      else high = mid;
    }
    const newestExpired = mailbox.history[low - 1];
    return newestExpired !== undefined && startHistoryId < newestExpired.id;
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
   * `offset` (the page token is that offset, as a string). Spam and Trash only with `includeSpamTrash`, or when
   * labelIds names them, as Gmail lists.
   */
  list(
    account: string,
    labelIds: readonly string[],
    offset: number,
    maxResults: number,
    includeSpamTrash = false,
  ): { messages: StoredMessage[]; more: boolean } {
    const hidden = includeSpamTrash ? [] : SPAM_TRASH.filter((label) => !labelIds.includes(label));
    const history = this.mailboxes.get(account)?.history ?? [];
    const matching: StoredMessage[] = [];
    for (let index = history.length - 1; index >= 0 && matching.length <= offset + maxResults; index -= 1) {
      const message = history[index]!.message;
      if (message.deleted || message.labelIds.some((label) => hidden.includes(label))) continue;
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
