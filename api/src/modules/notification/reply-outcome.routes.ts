// GET /api/reply-outcome?token=... shows a confirmation page; POST /api/reply-outcome (its one button) sets the
// outcome. GET /api/reply-outcome/correct?token=... ('That's not right') shows a page to pick the outcome; each of its
// buttons POSTs the token with the outcome picked. No session: the signed token is the credential. As with the
// heads-up links, a GET never acts (mail scanners and link previewers fetch links), and an outcome the user confirmed
// changes only on a POST from the page that asked (it names the outcome it replaces). POSTs share the heads-up links'
// per-address limit.
import express, { Router, type Request, type Response } from 'express';
import { isReplyOutcome, REPLY_CORRECTION_OUTCOMES, TOO_MANY_ATTEMPTS, type ReplyOutcome } from 'contracts';
import type { RateLimit } from '../../core/rate-limit.store';
import type { Database } from '../../db/db.client';
import type { Logger } from '../../logging/logger';
import { inspectReplyOutcomeLink, performReplyOutcomeLink, type ReplyOutcomeLinkState } from './reply-outcome-link.service';
import {
  correctionPage,
  outcomeChangePage,
  outcomeConfirmationPage,
  outcomeDonePage,
  outcomeRefusedPage,
  outcomeSamePage,
  outcomeUsedPage,
  type OutcomeLinkForm,
} from './reply-outcome-page.template';
import { REPLY_CORRECTION_PATH, verifyReplyCorrection } from './reply-correction-token.service';
import { REPLY_OUTCOME_PATH, replyOutcomeKey, verifyReplyOutcome } from './reply-outcome-token.service';
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

const formField = (req: Request, name: string): unknown => (req.body as Record<string, unknown> | undefined)?.[name];
const outcomeField = (req: Request, name: string): ReplyOutcome | null => {
  const value = formField(req, name);
  return isReplyOutcome(value) ? value : null;
};

export function replyOutcomeRoutes(options: ReplyOutcomeRoutesOptions): Router {
  const { db, appOrigin, logger, sendPage, now } = options;
  const key = replyOutcomeKey(options.sessionSecret);
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: '4kb' });

  const refused = (res: Response, reason: 'invalid' | 'expired') =>
    sendPage(res, reason === 'expired' ? 410 : 400, outcomeRefusedPage(reason, appOrigin));

  const answer = (res: Response, state: ReplyOutcomeLinkState, outcome: ReplyOutcome, linkForm: OutcomeLinkForm) => {
    switch (state.kind) {
      case 'gone':
        return refused(res, 'expired');
      case 'used':
        return sendPage(res, 409, outcomeUsedPage({ view: state.view, appOrigin }));
      case 'done':
        return sendPage(res, 200, outcomeDonePage({ outcome, view: state.view, appOrigin }));
      case 'same':
        return sendPage(res, 200, outcomeSamePage({ outcome, view: state.view, appOrigin }));
      case 'ask':
        return sendPage(res, 200, outcomeChangePage({ outcome, form: linkForm, view: state.view, appOrigin }));
      case 'ready':
        return sendPage(res, 200, outcomeConfirmationPage({ outcome, token: linkForm.token, view: state.view, appOrigin }));
    }
  };

  /** The per-address limit of every POST; false when it answered 429. */
  const allowed = async (req: Request, res: Response): Promise<boolean> => {
    const decision = await options.limit.take(options.ipOf(req));
    if (decision.allowed) return true;
    res.setHeader('Retry-After', String(Math.ceil(decision.retryAfterMs / 1000)));
    sendPage(res, 429, tooManyPage(TOO_MANY_ATTEMPTS));
    return false;
  };

  const logUse = (claims: { replyEventId: number; contactId: number }, outcome: ReplyOutcome, state: ReplyOutcomeLinkState) =>
    // Ids only: the token never reaches a log line.
    logger.info(
      { replyEventId: claims.replyEventId, contactId: claims.contactId, outcome, result: state.kind },
      'reply outcome link used',
    );

  router.get(REPLY_OUTCOME_PATH, async (req, res, next) => {
    try {
      const check = verifyReplyOutcome(key, req.query.token, now());
      if (!check.ok) return refused(res, check.reason);
      const state = await inspectReplyOutcomeLink(db, check.claims, check.claims.outcome);
      answer(res, state, check.claims.outcome, { token: req.query.token as string });
    } catch (error) {
      next(error);
    }
  });

  router.post(REPLY_OUTCOME_PATH, form, async (req, res, next) => {
    try {
      if (!(await allowed(req, res))) return;
      const at = now();
      const token = formField(req, 'token');
      const check = verifyReplyOutcome(key, token, at);
      if (!check.ok) return refused(res, check.reason);
      const state = await performReplyOutcomeLink(db, check.claims, at, outcomeField(req, 'replace'));
      logUse(check.claims, check.claims.outcome, state);
      answer(res, state, check.claims.outcome, { token: token as string });
    } catch (error) {
      next(error);
    }
  });

  router.get(REPLY_CORRECTION_PATH, async (req, res, next) => {
    try {
      const check = verifyReplyCorrection(key, req.query.token, now());
      if (!check.ok) return refused(res, check.reason);
      const state = await inspectReplyOutcomeLink(db, check.claims);
      if (state.kind === 'gone') return refused(res, 'expired');
      if (state.kind === 'used') return sendPage(res, 409, outcomeUsedPage({ view: state.view, appOrigin }));
      sendPage(res, 200, correctionPage({ token: req.query.token as string, view: state.view, appOrigin }));
    } catch (error) {
      next(error);
    }
  });

  router.post(REPLY_CORRECTION_PATH, form, async (req, res, next) => {
    try {
      if (!(await allowed(req, res))) return;
      const at = now();
      const token = formField(req, 'token');
      const check = verifyReplyCorrection(key, token, at);
      if (!check.ok) return refused(res, check.reason);
      const picked = outcomeField(req, 'outcome');
      if (!picked || !REPLY_CORRECTION_OUTCOMES.includes(picked)) return refused(res, 'invalid');
      const claims = { ...check.claims, outcome: picked };
      const state = await performReplyOutcomeLink(db, claims, at, outcomeField(req, 'replace'));
      logUse(claims, picked, state);
      answer(res, state, picked, { token: token as string, picked });
    } catch (error) {
      next(error);
    }
  });

  return router;
}
