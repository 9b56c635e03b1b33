import express from 'express';
import { CallCounter } from './call-counter';
import { createControlRouter, describe } from './control.routes';
import { createDiscoveryRouter } from './discovery.routes';
import { createAuthorizeRouter } from './authorize.routes';
import { FaultInjector, type Fault } from './faults';
import { sendGraphError } from './graph-errors';
import { createReadRouter } from './graph-read.routes';
import { createSendRouter } from './graph-send.routes';
import { DEFAULT_APP, IdentityStore, type AppRegistration } from './identity.store';
import { addAutoReply, addReply, type InboundOptions } from './inbound-mail';
import { addNdr } from './ndr-mail';
import { listenHttp } from '../http/listen';
import { MailStore, type MailMessage } from './mail.store';
import { DEFAULT_BEHAVIOUR, type MicrosoftBehaviour } from './microsoft-behaviour';
import type { MicrosoftContext } from './microsoft-context';
import { SendingLimits } from './sending-limits';
import { makeLoopbackCertificate } from './tls-certificate';
import { createTokenRouter } from './token.routes';
import type { AccountKind } from './accounts';

export interface MicrosoftStandInOptions {
  port?: number;
  host?: string;
  /** App registrations accepted; default the devstack app (DEFAULT_APP). */
  apps?: AppRegistration[];
  /** Access token life in seconds; default Microsoft's random 60-90 minutes. */
  accessTokenTtlSeconds?: number;
  behaviour?: Partial<MicrosoftBehaviour>;
  /**
   * Also serve the sign-in pages over plain HTTP on this port (0 = random) and name that origin as the
   * `authorization_endpoint`, so a browser (npm start, Playwright) needs no certificate exception. MSAL checks only
   * the authority for https; the token endpoint and Graph stay HTTPS. Unset: HTTPS only, as Microsoft.
   */
  browserPort?: number;
}

export type MicrosoftStandIn = Awaited<ReturnType<typeof startMicrosoftStandIn>>;

/** One HTTPS server standing in for login.microsoftonline.com (`/{tenant}/...`) and graph.microsoft.com (`/v1.0/...`). */
export async function startMicrosoftStandIn({
  port = 0,
  browserPort,
  host = '127.0.0.1',
  apps = [DEFAULT_APP],
  accessTokenTtlSeconds,
  behaviour = {},
}: MicrosoftStandInOptions = {}) {
  const tls = await makeLoopbackCertificate([host]);
  let baseUrl = '';
  let browserUrl = '';
  const initialBehaviour = { ...DEFAULT_BEHAVIOUR, ...behaviour };
  const ttl = () => accessTokenTtlSeconds ?? 3600 + Math.floor(Math.random() * 1800);
  const context: MicrosoftContext = {
    identity: new IdentityStore(apps, ttl),
    mail: new MailStore(),
    faults: new FaultInjector(),
    limits: new SendingLimits(),
    calls: new CallCounter(),
    behaviour: { ...initialBehaviour },
    inFlight: new Map(),
    baseUrl: () => baseUrl,
    browserUrl: () => browserUrl || baseUrl,
  };
  const reset = () => {
    context.identity.reset();
    context.mail.reset();
    context.faults.reset();
    context.limits.reset();
    context.calls.reset();
    context.inFlight.clear();
    context.behaviour = { ...initialBehaviour };
  };
  const issueTokens = (email: string, scopes: string[]) => {
    const app = apps[0] ?? DEFAULT_APP;
    const request = context.identity.createAuthRequest({
      tenant: 'common',
      clientId: app.clientId,
      redirectUri: 'http://localhost/',
      scopes,
    });
    const code = context.identity.code(context.identity.issueCode(request, email.toLowerCase()))!;
    code.redeemed = true;
    const { access, refresh } = context.identity.issueTokens(code.grant, scopes, scopes.includes('offline_access'));
    return { accessToken: access.token, refreshToken: refresh?.token };
  };

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use('/__control', createControlRouter(context, { reset, caPem: () => tls.cert, issueTokens }));
  app.use(createDiscoveryRouter(context));
  app.use(createAuthorizeRouter(context));
  app.use(createTokenRouter(context));
  app.use(createSendRouter(context));
  app.use(createReadRouter(context));
  app.use((_req, res) => sendGraphError(res, 404, 'UnknownError', 'Not Found (Microsoft stand-in)'));

  const listening = await listenHttp(app, port, host, tls);
  baseUrl = listening.url;
  // Only the sign-in pages are on plain HTTP; discovery, tokens and Graph answer 404 there.
  const pages = express();
  pages.disable('x-powered-by');
  pages.use(createAuthorizeRouter(context));
  pages.use((_req, res) => sendGraphError(res, 404, 'UnknownError', 'Only the sign-in pages are served over HTTP'));
  const browser =
    browserPort === undefined
      ? undefined
      : await listenHttp(pages, browserPort, host).catch(async (error: unknown) => {
          await listening.close();
          throw error;
        });
  browserUrl = browser?.url ?? '';
  const find = (id: string): MailMessage => {
    const message = context.mail.all().find((m) => m.id === id);
    if (!message) throw new Error(`No message ${id}`);
    return message;
  };

  return {
    url: listening.url,
    port: listening.port,
    close: async () => {
      await browser?.close();
      await listening.close();
    },
    /** The plain-HTTP origin of the sign-in pages (only with `browserPort`), else the HTTPS one. */
    browserUrl: browser?.url ?? listening.url,
    /** The certificate (PEM) to trust: an https Agent's `ca`, or msal-node's `system.networkClient`. */
    caPem: tls.cert,
    /** The devstack app registration (client id and secret). */
    app: apps[0] ?? DEFAULT_APP,
    /** `${url}/common`: the authority an msal-node client is given (with knownAuthorities: [host]). */
    authority: (tenant = 'common') => `${listening.url}/${tenant}`,
    reset,
    accounts: () => [...context.identity.accounts.values()],
    addAccount: (input: {
      email: string;
      name?: string;
      kind?: AccountKind;
      tenantId?: string;
      unlicensed?: boolean;
      sendingBlocked?: boolean;
      /** The `mail` attribute (the id_token's `email`), when it is not the sign-in name. */
      mail?: string;
      /** false: the tenant did not verify `mail`'s domain (`xms_edov: false`). */
      mailDomainVerified?: boolean;
    }) => {
      const kind = input.kind ?? 'work';
      const tenantId = input.tenantId ?? [...context.identity.tenants.values()][kind === 'personal' ? 0 : 1]!.id;
      return context.identity.addAccount({ name: input.email, unlicensed: false, ...input, kind, tenantId });
    },
    tenants: () => [...context.identity.tenants.values()],
    grantAdminConsent: (tenantId: string) => {
      const tenant = context.identity.tenants.get(tenantId);
      if (tenant) tenant.adminConsented = true;
    },
    /** The user removes the app (account.live.com / myapps) or resets the password; there is no per-token revoke. */
    revoke: (email: string, why: 'consentRemoved' | 'passwordReset' = 'consentRemoved') => context.identity.revoke(email, why),
    issueTokens,
    expireAccessTokens: () => context.identity.expireAccessTokens(),
    expireRefreshTokens: (email?: string) => context.identity.expireRefreshTokens(email?.toLowerCase()),
    expireCodes: () => context.identity.expireCodes(),
    expireSyncState: (email: string) => context.mail.expireSyncState(email.toLowerCase()),
    sentItems: (email: string) => context.mail.list(email.toLowerCase(), 'sentitems').map(describe),
    inbox: (email: string) => context.mail.list(email.toLowerCase(), 'inbox').map(describe),
    recipientCopies: (address: string) => context.mail.copiesFor(address),
    reply: (messageId: string, options: InboundOptions = {}) => describe(addReply(context, find(messageId), options)),
    autoReply: (messageId: string, options: InboundOptions = {}) => describe(addAutoReply(context, find(messageId), options)),
    bounce: async (messageId: string, recipient?: string) => describe(await addNdr(context, find(messageId), { recipient })),
    calls: () => context.calls.snapshot(),
    callsOf: (email: string) => context.calls.of(email),
    failNext: (fault: Partial<Omit<Fault, 'remaining'>> & { count?: number }) => context.faults.failNext(fault),
    clearFaults: () => context.faults.reset(),
    setLatency: (ms: number) => {
      context.faults.latencyMs = ms;
    },
    behave: (change: Partial<MicrosoftBehaviour>) => {
      context.behaviour = { ...context.behaviour, ...change };
    },
    recipientsLastDay: (email: string) => context.limits.recipientsLastDay(email.toLowerCase()),
  };
}
