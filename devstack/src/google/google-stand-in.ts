import express from 'express';
import { listenHttp } from '../http/listen';
import { CallCounter } from './call-counter';
import {
  addInboxMessage,
  addReply,
  createControlRouter,
  describeMessage,
  type InboxMessageOptions,
  type ReplyOptions,
} from './control.routes';
import { addOwnMessage, type OwnMessageOptions } from './own-message';
import { FaultInjector, type FaultEndpoint, type FaultStatus, type FaultVariant } from './faults';
import type { GoogleContext } from './google-context';
import { DEFAULT_BEHAVIOUR, type GmailBehaviour } from './gmail-behaviour';
import { SendingLimits } from './sending-limit';
import { QuotaLedger } from './quota';
import { createGmailRouter } from './gmail.routes';
import { MailboxStore } from './mailbox.store';
import { RecipientMailboxStore } from './recipient-mailbox.store';
import { createOAuthRouter } from './oauth.routes';
import { RequestLog } from './request-log';
import { DEFAULT_CLIENT, OAuthStore, SEEDED_ACCOUNTS, type OAuthClient } from './oauth.store';

export interface GoogleStandInOptions {
  port?: number;
  host?: string;
  /** OAuth clients accepted; default the devstack client (devstack-client / devstack-secret). */
  clients?: OAuthClient[];
  /** Test accounts offered on the consent page; default Test User and Alex Candidate. */
  accounts?: Array<{ email: string; name: string }>;
  /** Lifetime of access tokens (Google: 3599 s). */
  accessTokenTtlSeconds?: number;
  /** Gmail's harder behaviours, all on by default (see gmail-behaviour.ts); reset() comes back to these. */
  behaviour?: Partial<GmailBehaviour>;
}

export type GoogleStandIn = Awaited<ReturnType<typeof startGoogleStandIn>>;

/** One server standing in for Google OAuth 2.0 / OpenID Connect and the Gmail API. */
export async function startGoogleStandIn({
  port = 0,
  host = '127.0.0.1',
  clients = [DEFAULT_CLIENT],
  accounts = [...SEEDED_ACCOUNTS],
  accessTokenTtlSeconds = 3599,
  behaviour = {},
}: GoogleStandInOptions = {}) {
  let baseUrl = '';
  const initialBehaviour: GmailBehaviour = { ...DEFAULT_BEHAVIOUR, ...behaviour };
  const context: GoogleContext = {
    oauth: new OAuthStore(clients, accounts, accessTokenTtlSeconds),
    mailboxes: new MailboxStore(),
    recipients: new RecipientMailboxStore(),
    faults: new FaultInjector(),
    behaviour: { ...initialBehaviour },
    limits: new SendingLimits(),
    quota: new QuotaLedger(),
    calls: new CallCounter(),
    baseUrl: () => baseUrl,
  };
  const requestLog = new RequestLog();
  const reset = () => {
    requestLog.reset();
    context.oauth.reset();
    context.mailboxes.reset();
    context.recipients.reset();
    context.faults.reset();
    context.calls.reset();
    context.limits.reset();
    context.quota.reset();
    context.behaviour = { ...initialBehaviour };
  };

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use('/__control', createControlRouter(context, reset, requestLog));
  app.use(requestLog.middleware());
  app.use(createOAuthRouter(context));
  app.use(createGmailRouter(context));
  app.use((_req, res) => {
    res.status(404).json({ error: { code: 404, message: 'Not Found (Google stand-in)', status: 'NOT_FOUND' } });
  });

  const listening = await listenHttp(app, port, host);
  baseUrl = listening.url;

  return {
    url: listening.url,
    port: listening.port,
    close: listening.close,
    /** The devstack OAuth client (first configured client). */
    client: clients[0] ?? DEFAULT_CLIENT,
    /** Sent messages (label SENT) as the control API lists them. */
    sentMessages: () =>
      Promise.all(
        context.mailboxes
          .all()
          .filter((m) => m.labelIds.includes('SENT'))
          .map(describeMessage),
      ),
    /** Every stored message, sent and received. */
    allMessages: () => Promise.all(context.mailboxes.all().map(describeMessage)),
    /** How many messages were sent (cheap, no parsing). */
    sentCount: () => context.mailboxes.all().filter((m) => m.labelIds.includes('SENT')).length,
    accounts: () => context.oauth.accounts(),
    /** The conversations a recipient sees in their Gmail, threaded by Google's rule (recipient-mailbox.store.ts). */
    recipientConversations: (address: string) => context.recipients.conversations(address),
    addAccount: (account: { email: string; name?: string }) => context.oauth.addAccount(account),
    reply: async (threadId: string, options: ReplyOptions = {}) => {
      const message = await addReply(context, threadId, options);
      return message ? await describeMessage(message) : undefined;
    },
    /** The account's owner writes in the thread from Gmail itself (SENT, From the account; own-message.ts). */
    ownMessage: async (threadId: string, options: OwnMessageOptions = {}) => {
      const message = await addOwnMessage(context, threadId, options);
      return message ? await describeMessage(message) : undefined;
    },
    /** A message starting a new thread in an account's inbox. */
    receive: async (options: InboxMessageOptions) => describeMessage(await addInboxMessage(context, options)),
    /** Gmail API calls per account and endpoint since the last reset (as GET /__control/calls). */
    calls: () => context.calls.snapshot(),
    /** One account's calls per endpoint (all zero if it made none). */
    callsOf: (account: string) => context.calls.of(account),
    /** Quota units an account spent in the last minute (messages.send 100, messages.get 5 ...). */
    unitsOf: (account: string) => context.quota.unitsOf(account.toLowerCase()),
    /** The last requests to Google's paths (method, path, uploadType, `x-goog-api-client`, `user-agent`), oldest first. */
    requests: () => requestLog.list(),
    /** Forgets the call counts only (mailboxes and grants stay). */
    resetCalls: () => context.calls.reset(),
    /**
     * The next calls fail: a status (401; 429 'Retry after <time>' in the message, a Retry-After header only with
     * `retryAfterHeader`; 500 ...), or one of Google's other error bodies. `deliverAnyway` (a 500 on 'send'):
     * the message is sent and stored all the same, only the answer is the 500.
     */
    failNext: (fault: {
      status?: FaultStatus;
      variant?: FaultVariant;
      count?: number;
      endpoint?: FaultEndpoint;
      retryAfterSeconds?: number;
      retryAfterHeader?: boolean;
      deliverAnyway?: boolean;
    }) => context.faults.failNext(fault),
    /** Ends every scripted failure still queued (e.g. a throttle that lasted long enough). */
    clearFaults: () => {
      context.faults.reset();
    },
    setLatency: (ms: number) => {
      context.faults.latencyMs = ms;
    },
    /** Turns Gmail behaviours on or off until the next reset (e.g. `{ replaceMessageId: false }`). */
    behave: (change: Partial<GmailBehaviour>) => {
      context.behaviour = { ...context.behaviour, ...change };
    },
    /** The account hit Gmail's daily sending limit: every send is refused (429) until `until`. */
    limitSending: (account: string, until: Date) => context.limits.limitUntil(account.toLowerCase(), until),
    /**
     * The account is past Gmail's daily limit but Gmail still answers 200: each send stays in Sent, undelivered
     * (`undelivered: true`, no recipient copy), and a 'You have reached a limit for sending mail' notice from
     * nobody@gmail.com lands in the inbox, in a thread of its own. `false` ends it.
     */
    acceptPastLimit: (account: string, on = true) => context.limits.acceptPastLimit(account.toLowerCase(), on),
    /** The user deleted the thread in Gmail (a send into it answers 400 Invalid thread_id value). */
    deleteThread: (threadId: string) => context.mailboxes.deleteThread(threadId),
    /** The user deleted the message for good (history still lists it; messages.get answers 404). */
    deleteMessage: (messageId: string) => context.mailboxes.deleteMessage(messageId),
    /** The user moved the thread to the Trash: TRASH on, INBOX off; still readable, and sends into it still join it. */
    trashThread: (threadId: string) => context.mailboxes.trashThread(threadId),
    /** The user moved one message to the Trash. */
    trashMessage: (messageId: string) => context.mailboxes.trash([messageId]) > 0,
    /** Every history id the account's clients hold expires: history.list answers 404 until they start anew. */
    expireHistory: (account: string) => String(context.mailboxes.expireHistory(account.toLowerCase())),
    revokeAccount: (email: string) => context.oauth.revokeAccount(email),
    expireAccessTokens: () => context.oauth.expireAccessTokens(),
    /** Issues tokens without the browser step (for tests of code that only needs a token). */
    issueTokens: (input: { email: string; scopes: string[]; offline?: boolean; clientId?: string }) => {
      const grant = context.oauth.createGrant({
        clientId: input.clientId ?? (clients[0] ?? DEFAULT_CLIENT).clientId,
        email: input.email,
        scopes: input.scopes,
        offline: input.offline ?? true,
      });
      const accessToken = context.oauth.issueAccessToken(grant);
      return { accessToken: accessToken.token, refreshToken: grant.refreshToken };
    },
    reset,
  };
}
