import type { NextFunction, Request, Response } from 'express';
import type { CallCounter, GmailEndpoint } from './call-counter';
import type { GmailBehaviour } from './gmail-behaviour';
import type { SendingLimits } from './sending-limit';
import type { QuotaLedger } from './quota';
import type { FaultEndpoint, FaultInjector } from './faults';
import { sendApiFault, sendOAuthFault, sendQuotaExceeded } from './google-errors';
import type { MailboxStore } from './mailbox.store';
import type { OAuthStore } from './oauth.store';
import type { RecipientMailboxStore } from './recipient-mailbox.store';

/** State shared by the stand-in's routers. */
export interface GoogleContext {
  oauth: OAuthStore;
  mailboxes: MailboxStore;
  /** What the recipients of sends see, threaded by Gmail's rule for incoming mail. */
  recipients: RecipientMailboxStore;
  faults: FaultInjector;
  /** Which of Gmail's harder behaviours are on (all by default). */
  behaviour: GmailBehaviour;
  /** Per-account daily sending limits. */
  limits: SendingLimits;
  /** Quota units spent per user and project over the last minute. */
  quota: QuotaLedger;
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
    // The send goes through and only its answer fails: the handler stores it, then answers the fault.
    if (fault.deliverAnyway && endpoint === 'send') {
      res.locals.deliveredAnywayFault = fault;
      next();
      return;
    }
    if (shape === 'api') sendApiFault(res, fault);
    else sendOAuthFault(res, fault);
  };
}

/**
 * Counts a Gmail API call against the account its bearer token belongs to (before faults and scope checks), and
 * charges its quota units: over the user's or the project's units a minute it answers 429.
 */
export function countCall(context: GoogleContext, endpoint: GmailEndpoint) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const header = req.headers.authorization;
    const account = header?.startsWith('Bearer ') ? context.oauth.tokenAccount(header.slice(7).trim()) : undefined;
    if (account) {
      context.calls.count(account, endpoint);
      const refused = context.quota.charge(account, endpoint, Date.now(), context.behaviour);
      if (refused) return sendQuotaExceeded(res, refused.scope);
    }
    next();
  };
}
