// GET /api/sequence-action?token=... shows a confirmation page; POST /api/sequence-action (the page's one button)
// acts. No session: the signed token is the credential. Why not act on the GET itself: mail scanners, link previewers
// and security gateways fetch the links of an email before (or without) the user clicking, and such a fetch must never
// stop or pause a sequence. A form POST is something only a person at the page does.
import express, { Router, type Request, type Response } from 'express';
import { SEQUENCE_ACTION_RATE_LIMIT, TOO_MANY_ATTEMPTS } from 'contracts';
import type { Database } from '../../db/db.client';
import { createRateLimit, type RateLimitStore } from '../../core/rate-limit.store';
import type { Logger } from '../../logging/logger';
import { confirmationPage, expiredPage, invalidPage, resultPage, tooManyPage } from './sequence-action-page.template';
import { replyOutcomeRoutes } from './reply-outcome.routes';
import { inspectSequenceAction, performSequenceAction, type SequenceActionState } from './sequence-action.service';
import {
  SEQUENCE_ACTION_PATH,
  sequenceActionKey,
  verifySequenceAction,
  type SequenceAction,
} from './sequence-action-token.service';

export interface SequenceActionRoutesOptions {
  db: Database;
  /** config.session.secret: the links' MAC key is derived from it. */
  sessionSecret: string;
  appOrigin: string;
  limitStore: RateLimitStore;
  logger: Logger;
  now?: () => Date;
}

const ipOf = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

function sendPage(res: Response, status: number, html: string): void {
  res
    .status(status)
    .set({
      'Content-Type': 'text/html; charset=utf-8',
      // The address carries the token: never cached, never sent on as a Referer, never indexed.
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      'X-Robots-Tag': 'noindex, nofollow',
    })
    .send(html);
}

export function sequenceActionRoutes(options: SequenceActionRoutesOptions): Router {
  const { db, appOrigin, logger } = options;
  const key = sequenceActionKey(options.sessionSecret);
  const now = options.now ?? (() => new Date());
  const limit = createRateLimit(options.limitStore, { name: 'sequence-action', ...SEQUENCE_ACTION_RATE_LIMIT });
  const router = Router();
  // The reply alert's outcome links: same signing scheme, own key, same page rules and per-address limit.
  router.use(replyOutcomeRoutes({ db, sessionSecret: options.sessionSecret, appOrigin, limit, logger, now, sendPage, ipOf }));

  /** The page for a state that is not 'ready' (a GET) or any state after acting (a POST). */
  const answer = (res: Response, state: SequenceActionState, action: SequenceAction) => {
    if (state.kind === 'expired') return sendPage(res, 410, expiredPage(appOrigin));
    return sendPage(res, 200, resultPage({ action, view: state.view, appOrigin }));
  };

  /** A token that is not ours (400) or past its hard expiry (410). */
  const refuse = (res: Response, reason: 'invalid' | 'expired') =>
    reason === 'expired' ? sendPage(res, 410, expiredPage(appOrigin)) : sendPage(res, 400, invalidPage(appOrigin));

  router.get(SEQUENCE_ACTION_PATH, async (req, res, next) => {
    try {
      const at = now();
      const check = verifySequenceAction(key, req.query.token, at);
      if (!check.ok) {
        return refuse(res, check.reason);
      }
      const state = await inspectSequenceAction(db, check.claims, at);
      // A used 'stop' link, opened again, is over: the sequence has stopped (a second POST still shows the result).
      if (state.kind === 'done' && check.claims.action === 'stop') return sendPage(res, 410, expiredPage(appOrigin));
      if (state.kind !== 'ready') return answer(res, state, check.claims.action);
      sendPage(
        res,
        200,
        confirmationPage({ action: check.claims.action, token: req.query.token as string, view: state.view, now: at, appOrigin }),
      );
    } catch (error) {
      next(error);
    }
  });

  router.post(SEQUENCE_ACTION_PATH, express.urlencoded({ extended: false, limit: '4kb' }), async (req, res, next) => {
    try {
      const decision = await limit.take(ipOf(req));
      if (!decision.allowed) {
        res.setHeader('Retry-After', String(Math.ceil(decision.retryAfterMs / 1000)));
        return sendPage(res, 429, tooManyPage(TOO_MANY_ATTEMPTS));
      }
      const at = now();
      const check = verifySequenceAction(key, (req.body as Record<string, unknown> | undefined)?.token, at);
      if (!check.ok) {
        return refuse(res, check.reason);
      }
      const state = await performSequenceAction(db, check.claims, at);
      // Ids only: the token never reaches a log line.
      logger.info(
        {
          campaignEmailId: check.claims.campaignEmailId,
          contactId: check.claims.contactId,
          action: check.claims.action,
          outcome: state.kind,
        },
        'sequence action link used',
      );
      answer(res, state, check.claims.action);
    } catch (error) {
      next(error);
    }
  });

  return router;
}
