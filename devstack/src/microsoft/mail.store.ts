import { randomBytes } from 'node:crypto';

export interface Address {
  name: string;
  address: string;
}

export type FolderName = 'inbox' | 'sentitems';

/** One message in a mailbox, with the Graph properties the stand-in answers. */
export interface MailMessage {
  id: string;
  account: string;
  folder: FolderName;
  internetMessageId: string;
  conversationId: string;
  subject: string;
  from: Address;
  toRecipients: Address[];
  ccRecipients: Address[];
  bccRecipients: Address[];
  receivedDateTime: string;
  sentDateTime: string;
  bodyText: string;
  hasAttachments: boolean;
  isRead: boolean;
  /** RFC 5322 headers as Graph's internetMessageHeaders lists them. */
  headers: Array<{ name: string; value: string }>;
  /** Order of changes, for delta queries. */
  changeSeq: number;
  raw: string;
}

/** A copy as a recipient's mail system received it (outside Microsoft: only what went over the wire). */
export interface RecipientCopy {
  address: string;
  fromAccount: string;
  messageId: string;
  subject: string;
  inReplyTo?: string;
  references: string[];
  threadTopic?: string;
  threadIndex?: string;
  /** When it reaches the recipient: later than the send when Exchange held it over the per-minute rate. */
  deliverAt: number;
  headers: Array<{ name: string; value: string }>;
  raw: string;
}

/** Graph item ids look like base64 of Exchange's entry id ("AAMkAG..."). */
export const newItemId = () => `AAMkAG${randomBytes(30).toString('base64url')}`;

/** Every mailbox's messages and the recipients' copies (in memory). */
export class MailStore {
  private messages: MailMessage[] = [];
  private copies: RecipientCopy[] = [];
  private seq = 0;
  /** Per account: the delta generation; expiring sync state moves it on. */
  private generations = new Map<string, number>();

  nextSeq(): number {
    return ++this.seq;
  }

  currentSeq(): number {
    return this.seq;
  }

  add(message: Omit<MailMessage, 'changeSeq' | 'id'> & { id?: string }): MailMessage {
    const stored: MailMessage = { ...message, id: message.id ?? newItemId(), changeSeq: this.nextSeq() };
    this.messages.push(stored);
    return stored;
  }

  /** Takes a message back out (a send refused after Exchange parsed it). */
  remove(message: MailMessage): void {
    this.messages = this.messages.filter((m) => m !== message);
  }

  addCopy(copy: RecipientCopy): void {
    this.copies.push(copy);
  }

  byId(account: string, id: string): MailMessage | undefined {
    return this.messages.find((m) => m.account === account && m.id === id);
  }

  byInternetId(account: string, internetMessageId: string): MailMessage | undefined {
    return this.messages.find((m) => m.account === account && m.internetMessageId === internetMessageId);
  }

  /** A mailbox's messages, oldest first; `folder` undefined = the whole mailbox. */
  list(account: string, folder?: FolderName): MailMessage[] {
    return this.messages.filter((m) => m.account === account && (!folder || m.folder === folder));
  }

  all(): MailMessage[] {
    return [...this.messages];
  }

  /** The copies an address has received by now (held ones appear when their minute comes). */
  copiesFor(address: string, now = Date.now()): RecipientCopy[] {
    const wanted = address.toLowerCase();
    return this.copies.filter((c) => c.address === wanted && c.deliverAt <= now);
  }

  allCopies(): RecipientCopy[] {
    return [...this.copies];
  }

  generation(account: string): number {
    return this.generations.get(account) ?? 1;
  }

  /** Every delta token the account's clients hold stops working (410 SyncStateNotFound). */
  expireSyncState(account: string): number {
    const next = this.generation(account) + 1;
    this.generations.set(account, next);
    return next;
  }

  reset(): void {
    this.messages = [];
    this.copies = [];
    this.seq = 0;
    this.generations.clear();
  }
}
