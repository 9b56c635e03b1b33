// GET /api/reply-outcome?token=... shows a confirmation page; POST /api/reply-outcome (its one button) sets the
// outcome. No session: the signed token is the credential. As with the heads-up links, a GET never acts (mail
// scanners and link previewers fetch links). POSTs share the heads-up links' per-address limit.
import express, { Router, type Response } from 'express';
import { TOO_MANY_ATTEMPTS } from 'contracts';
import type { RateLimit } from '../../core/rate-limit.store';
import type { Database } from '../../db/db.client';
import type { Logger } from '../../logging/logger';
import { inspectReplyOutcomeLink, performReplyOutcomeLink, type ReplyOutcomeLinkState } from './reply-outcome-link.service';
import { outcomeConfirmationPage, outcomeDonePage, outcomeRefusedPage, outcomeUsedPage } from './reply-outcome-page.template';
import { REPLY_OUTCOME_PATH, replyOutcomeKey, verifyReplyOutcome, type ReplyOutcomeClaims } from './reply-outcome-token.service';
import { tooManyPage } from './sequence-action-page.template';

export interface ReplyOutcomeRoutesOptions {
  db: Database;
  sessionSecret: string;
  appOrigin: string;
  limit: RateLimit;
  logger: Logger;
  now: () => Date;
  sendPage: (res: Response, status: number, html: string) => void;
  ipOf: (req: express.Request) => string;
}

export function replyOutcomeRoutes(options: ReplyOutcomeRoutesOptions): Router {
  const { db, appOrigin, logger, sendPage, now } = options;
  const key = replyOutcomeKey(options.sessionSecret);
  const router = Router();

  const answer = (res: Response, state: ReplyOutcomeLinkState, claims: ReplyOutcomeClaims, token: string) => {
    switch (state.kind) {
      case 'gone':
        return sendPage(res, 410, outcomeRefusedPage('expired', appOrigin));
      case 'used':
        return sendPage(res, 409, outcomeUsedPage({ view: state.view, appOrigin }));
      case 'done':
        return sendPage(res, 200, outcomeDonePage({ outcome: claims.outcome, view: state.view, appOrigin }));
      case 'ready':
        return sendPage(res, 200, outcomeConfirmationPage({ outcome: claims.outcome, token, view: state.view, appOrigin }));
    }
  };

  router.get(REPLY_OUTCOME_PATH, async (req, res, next) => {
    try {
      const check = verifyReplyOutcome(key, req.query.token, now());
      if (!check.ok) return sendPage(res, check.reason === 'expired' ? 410 : 400, outcomeRefusedPage(check.reason, appOrigin));
      answer(res, await inspectReplyOutcomeLink(db, check.claims), check.claims, req.query.token as string);
    } catch (error) {
      next(error);
    }
  });

  router.post(REPLY_OUTCOME_PATH, express.urlencoded({ extended: false, limit: '4kb' }), async (req, res, next) => {
    try {
      const decision = await options.limit.take(options.ipOf(req));
      if (!decision.allowed) {
        res.setHeader('Retry-After', String(Math.ceil(decision.retryAfterMs / 1000)));
        return sendPage(res, 429, tooManyPage(TOO_MANY_ATTEMPTS));
      }
      const at = now();
      const token = (req.body as Record<string, unknown> | undefined)?.token;
      const check = verifyReplyOutcome(key, token, at);
      if (!check.ok) return sendPage(res, check.reason === 'expired' ? 410 : 400, outcomeRefusedPage(check.reason, appOrigin));
      const state = await performReplyOutcomeLink(db, check.claims, at);
      // Ids only: the token never reaches a log line.
      logger.info(
        {
          replyEventId: check.claims.replyEventId,
          contactId: check.claims.contactId,
          outcome: check.claims.outcome,
          result: state.kind,
        },
        'reply outcome link used',
      );
      answer(res, state, check.claims, token as string);
    } catch (error) {
      next(error);
    }
  });

  return router;
}
