// Microsoft (Outlook.com, Hotmail, Live, Microsoft 365) as the mailbox port's second adapter: the grant's access
// through msal-node, sends through Graph's sendMail (MIME), the Message-ID Exchange gave read from the Sent Items
// copy, the headers-only reads, and Microsoft's failures in the port's words (README.md).
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/db.client';
import type { MicrosoftConfig } from '../../config/microsoft.config';
import {
  holdGrantUntil,
  markGrantRevoked,
  MailAccessError,
  pauseGrantSending,
  readCachedAccessToken,
  reportMailAppProblem,
  type AppProblem,
  type MailboxAccess,
  type MailboxAdapter,
  type MailboxReads,
  type TokenKeyRing,
} from '../mailbox';
import { GraphMailClient } from './graph-mail.client';
import { graphMailReads, toMailReadError } from './graph-mail-reads.adapter';
import { readSentMessageId, sendThroughGraph } from './graph-send.driver';
import { getMicrosoftAccess, MICROSOFT_TOKEN_EXPIRY_MARGIN_MS } from './microsoft-access.service';
import { createMicrosoftHttps, type MicrosoftHttps } from './microsoft-https.client';
import { withMailboxSlot } from './mailbox-concurrency.limiter';
import { MicrosoftOAuthClient } from './microsoft-oauth.client';
import { canReadMicrosoftHeaders } from './microsoft-scopes.constants';

/** The app's Microsoft side, one per process: the OAuth client and the Graph client over one HTTPS client. */
export interface MicrosoftClients {
  https: MicrosoftHttps;
  oauth: () => MicrosoftOAuthClient;
  graph: GraphMailClient;
}

export function createMicrosoftClients(microsoft: MicrosoftConfig, options: { timeoutMs?: number } = {}): MicrosoftClients {
  const https = createMicrosoftHttps({ caPem: microsoft.caPem, timeoutMs: options.timeoutMs });
  let oauth: MicrosoftOAuthClient | undefined;
  return {
    https,
    oauth: () => {
      if (!microsoft.clientId || !microsoft.clientSecret)
        throw new MailAccessError('client-refused', 'MICROSOFT_CLIENT_ID / MICROSOFT_CLIENT_SECRET are not set');
      oauth ??= new MicrosoftOAuthClient({
        clientId: microsoft.clientId,
        clientSecret: microsoft.clientSecret,
        loginUrl: microsoft.loginUrl,
        https,
        customCa: Boolean(microsoft.caPem),
      });
      return oauth;
    },
    graph: new GraphMailClient(https, microsoft.graphUrl),
  };
}

export interface MicrosoftMailboxDeps {
  db: Database;
  /** The app's settings (only its token key ring is read). */
  config: { tokenEncryption: TokenKeyRing };
  microsoft: MicrosoftConfig;
  clients?: MicrosoftClients;
  /** How long to wait before a second look for a Sent Items copy not there yet. */
  sentCopyWaitMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * The app's own problems in Microsoft's terms, for the operator: the registration's client secret expired or is
 * wrong, or the app was deleted (AADSTS7000222, 7000215, 700016); Graph refusing the app; Graph throttling the app.
 */
const MICROSOFT_PROBLEM: Record<AppProblem, string> = {
  'client-refused': 'app-credentials-refused',
  'api-disabled': 'graph-refused-app',
  'project-quota': 'app-throttled',
};

/** Message-IDs Exchange gave messages this process sent (read with the Sent Items copy): sentMessageId costs no call. */
const REMEMBERED_IDS = 5_000;

export function createMicrosoftMailbox(deps: MicrosoftMailboxDeps): MailboxAdapter {
  const { db } = deps;
  const ring = deps.config.tokenEncryption;
  const clients = deps.clients ?? createMicrosoftClients(deps.microsoft);
  const remembered = new LRUCache<string, string>({ max: REMEMBERED_IDS });
  const lookup = {
    graph: clients.graph,
    sleep: deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))),
    remember: (id: string, messageId: string) => void remembered.set(id, messageId),
    secondLookAfterMs: deps.sentCopyWaitMs ?? 1_000,
  };
  return {
    provider: 'microsoft',
    // Graph has no unit budget: it throttles with 429 and Retry-After, which the engine honours.
    paysQuotaUnits: false,
    canReadHeaders: canReadMicrosoftHeaders,
    cachedAccess(grant, now) {
      if (grant.provider !== 'microsoft') return undefined;
      const accessToken = readCachedAccessToken(grant, ring, now, MICROSOFT_TOKEN_EXPIRY_MARGIN_MS);
      if (!accessToken) return undefined;
      const { userId, address, scopes } = grant;
      return { userId, provider: 'microsoft', address, scopes, accessToken };
    },
    access: (userId, options) => getMicrosoftAccess({ db, ring, oauth: clients.oauth }, userId, options),
    // Graph files the message by its Thread-Index, not by a thread id: `threadId` is not needed.
    send: (access, mail) => withMailboxSlot(access.address, () => sendThroughGraph(lookup, access, mail)),
    async sentMessageId(access, providerMessageId) {
      const known = remembered.get(providerMessageId);
      if (known) return known;
      if (!canReadMicrosoftHeaders(access.scopes)) return undefined;
      try {
        return await withMailboxSlot(access.address, () => readSentMessageId(clients.graph, access, providerMessageId));
      } catch (error) {
        throw toMailReadError(error);
      }
    },
    markRevoked: (userId, now) => markGrantRevoked(db, userId, now),
    pauseSending: (userId, until) => pauseGrantSending(db, userId, until),
    holdRequests: (userId, until) => holdGrantUntil(db, userId, until),
    reportAppProblem: (problem, detail, now) =>
      reportMailAppProblem(db, { provider: 'microsoft', problem: MICROSOFT_PROBLEM[problem], detail, now }),
    ...withinMailboxSlots(graphMailReads(clients.graph)),
  };
}

/** Each read inside one of the mailbox's request slots (mailbox-concurrency.limiter.ts). */
function withinMailboxSlots(reads: MailboxReads): MailboxReads {
  const slot =
    <A extends unknown[], R>(read: (access: MailboxAccess, ...args: A) => Promise<R>) =>
    (access: MailboxAccess, ...args: A) =>
      withMailboxSlot(access.address, () => read(access, ...args));
  return {
    threadHeaders: slot(reads.threadHeaders),
    messageHeaders: slot(reads.messageHeaders),
    sentFolderPage: slot(reads.sentFolderPage),
    changeCursor: slot(reads.changeCursor),
    changesSince: slot(reads.changesSince),
  };
}
