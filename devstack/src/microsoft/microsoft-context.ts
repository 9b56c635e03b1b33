import type { NextFunction, Request, Response } from 'express';
import type { MicrosoftAccount } from './accounts';
import type { CallCounter, GraphEndpoint } from './call-counter';
import type { Fault, FaultEndpoint, FaultInjector } from './faults';
import { sendGraphError, sendNamedError } from './graph-errors';
import type { AccessToken, IdentityStore } from './identity.store';
import type { MailStore } from './mail.store';
import type { MicrosoftBehaviour } from './microsoft-behaviour';
import type { SendingLimits } from './sending-limits';

/** State shared by the stand-in's routers. */
export interface MicrosoftContext {
  identity: IdentityStore;
  mail: MailStore;
  faults: FaultInjector;
  limits: SendingLimits;
  calls: CallCounter;
  behaviour: MicrosoftBehaviour;
  /** Requests in flight per mailbox (MailboxConcurrency). */
  inFlight: Map<string, number>;
  baseUrl(): string;
  /** Where browsers open the sign-in pages: the HTTPS base, or the plain-HTTP one when `browserPort` is set. */
  browserUrl(): string;
}

export interface GraphLocals {
  token: AccessToken;
  account: MicrosoftAccount;
  /** A fault whose send still goes through (deliverAnyway). */
  deliveredAnywayFault?: Fault;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function sendFault(res: Response, fault: Fault): void {
  if (fault.kind === 'throttled' || fault.kind === 'concurrency' || fault.kind === 'unavailable') {
    res.setHeader('Retry-After', String(fault.retryAfterSeconds));
  }
  if (fault.kind === 'throttled') return sendGraphError(res, 429, 'TooManyRequests', 'Too many requests');
  if (fault.kind === 'gatewayTimeout') return sendGraphError(res, 504, 'UnknownError', '');
  sendNamedError(res, fault.kind);
}

function bearer(req: Request): string | undefined {
  const header = req.headers.authorization;
  return header?.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : undefined;
}

/**
 * Runs before every Graph handler: latency, the bearer token (401), call counts, Outlook's per-mailbox limits
 * (4 concurrent, 10,000 per 10 minutes: 429 ApplicationThrottled + Retry-After), scripted faults, and the
 * unlicensed mailbox (MailboxNotEnabledForRESTAPI on mail calls).
 */
export function graphGate(
  context: MicrosoftContext,
  endpoint: GraphEndpoint,
  faultEndpoint: Exclude<FaultEndpoint, 'any' | 'token'>,
) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const token = bearer(req);
    const access = token ? context.identity.validAccessToken(token) : undefined;
    const account = access ? context.identity.account(access.grant.email) : undefined;
    if (!access || !account) {
      res.setHeader(
        'WWW-Authenticate',
        'Bearer realm="", authorization_uri="https://login.microsoftonline.com/common/oauth2/authorize", client_id="00000003-0000-0000-c000-000000000000"',
      );
      return sendNamedError(res, token ? 'badToken' : 'noToken');
    }
    const requests = context.calls.count(account.email, endpoint);
    const { behaviour, inFlight } = context;
    const running = inFlight.get(account.email) ?? 0;
    if (behaviour.mailboxConcurrency > 0 && running >= behaviour.mailboxConcurrency) {
      res.setHeader('Retry-After', '1');
      return sendNamedError(res, 'concurrency');
    }
    if (behaviour.requestsPerTenMinutes > 0 && requests > behaviour.requestsPerTenMinutes) {
      res.setHeader('Retry-After', '60');
      return sendNamedError(res, 'requestLimit');
    }
    inFlight.set(account.email, running + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      inFlight.set(account.email, Math.max(0, (inFlight.get(account.email) ?? 1) - 1));
    };
    res.once('finish', release);
    res.once('close', release);
    if (context.faults.latencyMs > 0) await sleep(context.faults.latencyMs);
    const fault = context.faults.take(faultEndpoint);
    if (fault && !(fault.deliverAnyway && endpoint === 'send')) return sendFault(res, fault);
    if (account.unlicensed && endpoint !== 'me') return sendNamedError(res, 'noMailbox');
    res.locals.graph = { token: access, account, deliveredAnywayFault: fault } satisfies GraphLocals;
    next();
  };
}

export const graphLocals = (res: Response) => res.locals.graph as GraphLocals;
