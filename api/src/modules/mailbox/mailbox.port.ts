// What delivery needs from a mail provider, one adapter per provider (modules/google first). Delivery holds the
// adapters by provider and picks the one of the grant it reads with each email; it never names a provider module.
import type Mail from 'nodemailer/lib/mailer';
import type { MailboxAccess, MailProviderId } from './mailbox.types';
import type { SentMail } from './mail-send.failure';
import type { MessageMetadata } from './message-metadata';

/** What stops the app itself from sending (an operator's alert): the mail API off, the project's quota, the client. */
export type AppProblem = 'api-disabled' | 'project-quota' | 'client-refused';

/** The grant as delivery reads it with each email (its cached access token still sealed). */
export interface GrantSnapshot {
  userId: string;
  provider: MailProviderId;
  address: string;
  scopes: readonly string[];
  accessToken: string | null;
  accessTokenExpiresAt: Date | null;
}

/** A message the mailbox gained since a cursor: ids and folder labels only (the port's labels are Gmail's names). */
export interface AddedMessage {
  id: string;
  threadId: string;
  labelIds: string[];
}

/** One page of the Sent folder, newest first. */
export interface SentFolderPage {
  messageIds: string[];
  nextPageToken?: string;
}

/** One page of what the mailbox gained since a cursor, and the cursor to read from next time. */
export interface MailboxChangesPage {
  added: AddedMessage[];
  cursor: string;
  nextPageToken?: string;
}

/**
 * Headers-only reads (reply detection, settling interrupted sends), made only with a grant that `canReadHeaders`;
 * never a body. Each throws MailReadError ('not-found' for a change cursor that expired: read everything again).
 */
export interface MailboxReads {
  /** The headers of every message of one conversation, oldest first. */
  threadHeaders(access: MailboxAccess, threadId: string): Promise<MessageMetadata[]>;
  messageHeaders(access: MailboxAccess, messageId: string): Promise<MessageMetadata>;
  sentFolderPage(access: MailboxAccess, options: { pageToken?: string; pageSize: number }): Promise<SentFolderPage>;
  /** Where the mailbox's changes stand now (read from here next time). */
  changeCursor(access: MailboxAccess): Promise<string>;
  changesSince(access: MailboxAccess, cursor: string, pageToken?: string): Promise<MailboxChangesPage>;
}

export interface MailboxAdapter extends MailboxReads {
  readonly provider: MailProviderId;
  /**
   * Whether each call is paid first from the app's per-minute unit budget (Gmail's per-project and per-user quota,
   * delivery's quota-budget.repository.ts). Absent or false: the provider only throttles with 429 (Graph), and its
   * reads cost no Gmail units.
   */
  readonly paysQuotaUnits?: boolean;
  /** Whether the granted scopes let the app read headers (reply detection, settling): the user's explicit choice. */
  canReadHeaders(scopes: readonly string[]): boolean;
  /** The access cached with the grant while it is valid, without a call (undefined: ask `access`). */
  cachedAccess(grant: GrantSnapshot, now: Date): MailboxAccess | undefined;
  /** A fresh access, refreshed at the provider when forced or expired. Throws MailAccessError. */
  access(userId: string, options: { now: Date; forceRefresh: boolean }): Promise<MailboxAccess>;
  /** Sends a composed message once (never retries by itself). Throws MailSendError. */
  send(access: MailboxAccess, mail: Mail.Options, options: { threadId?: string }): Promise<SentMail>;
  /** The Message-ID the recipient got for a message we sent (a provider may replace ours); undefined if unknown. */
  sentMessageId(access: MailboxAccess, providerMessageId: string): Promise<string | undefined>;
  /** The provider refused the grant for good: the user must reconnect. */
  markRevoked(userId: string, now: Date): Promise<void>;
  /** The provider stopped the account's sends until a time (its daily limit): nothing is claimed before it. */
  pauseSending(userId: string, until: Date): Promise<void>;
  /** The provider said 'retry after <time>': nothing is asked of it for the account before then. */
  holdRequests(userId: string, until: Date): Promise<void>;
  /** The app's registration cannot send (an operator's alert). */
  reportAppProblem(problem: AppProblem, detail: string, now: Date): Promise<void>;
}

/** The adapters a process has, by provider (a provider without configuration has none). */
export type MailboxAdapters = Readonly<Partial<Record<MailProviderId, MailboxAdapter>>>;

/** What the adapters are built with: a send may take this long before the engine gives up on its answer. */
export interface MailboxAdapterOptions {
  sendTimeoutMs: number;
}

/** Builds a process's adapters (modules/mail-providers), handed to delivery so it never names a provider. */
export type MailboxAdaptersFactory = (options: MailboxAdapterOptions) => MailboxAdapters;
