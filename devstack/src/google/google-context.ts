import type { NextFunction, Request, Response } from 'express';
import type { CallCounter, GmailEndpoint } from './call-counter';
import type { FaultEndpoint, FaultInjector } from './faults';
import { sendApiFault, sendOAuthFault } from './google-errors';
import type { MailboxStore } from './mailbox.store';
import type { OAuthStore } from './oauth.store';

/** State shared by the stand-in's routers. */
export interface GoogleContext {
  oauth: OAuthStore;
  mailboxes: MailboxStore;
  faults: FaultInjector;
  /** Gmail API calls per account and endpoint. */
  calls: CallCounter;
  /** Public base URL (issuer), known once the server listens. */
  baseUrl(): string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Applies the scripted latency and failures to one Google endpoint before its handler runs. */
export function gate(context: GoogleContext, endpoint: Exclude<FaultEndpoint, 'any'>, shape: 'api' | 'oauth') {
  return async (_req: Request, res: Response, next: NextFunction): Promise<void> => {
    if (context.faults.latencyMs > 0) await sleep(context.faults.latencyMs);
    const fault = context.faults.take(endpoint);
    if (!fault) {
      next();
      return;
    }
    if (shape === 'api') sendApiFault(res, fault);
    else sendOAuthFault(res, fault);
  };
}

/** Counts a Gmail API call against the account its bearer token belongs to (before faults and scope checks). */
export function countCall(context: GoogleContext, endpoint: GmailEndpoint) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    const header = req.headers.authorization;
    const account = header?.startsWith('Bearer ') ? context.oauth.tokenAccount(header.slice(7).trim()) : undefined;
    if (account) context.calls.count(account, endpoint);
    next();
  };
}
