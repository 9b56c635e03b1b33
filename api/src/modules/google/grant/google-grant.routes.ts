// Browser routes of the Gmail authorization (mounted at /api/google-grant behind the session middleware):
//   GET /authorize?returnTo=/path&detectReplies=true  -> 302 to Google's consent screen
//   GET /callback?state&code | ?state&error           -> stores the grant, 302 to the return path
// A failure lands on the return path with `?error=gmail` (AUTH_REDIRECT_ERRORS, as the auth service's own Gmail
// grant flow does), so the page shows 'Failed to authorize Google Mail permissions'.
import { Router, type Response } from 'express';
import { AUTH_REDIRECT_ERRORS, AUTH_ROUTES, GMAIL_GRANT_FAILURE_REASON_PARAM, GMAIL_SEND_MISSING_REASON } from 'contracts';
import type { AppConfig } from '../../../config/config';
import type { Database } from '../../../db/db.client';
import type { Logger } from '../../../logging/logger';
import type { FetchLike } from '../google-http.util';
import { completeGoogleAuthFlow, safeReturnPath, startGoogleAuthFlow } from './google-auth-flow.service';
import { googleOAuthClient } from '../google-clients.factory';
import { GoogleAuthNotConfiguredError } from './google-grant.errors';

export interface GoogleGrantRoutesOptions {
  db: Database;
  config: AppConfig;
  logger: Logger;
  /** Called after a grant is stored, e.g. to resume emails that waited for a reconnect. */
  onGrantStored?: (db: Database, userId: string) => Promise<unknown>;
  fetch?: FetchLike;
}

function failedTo(path: string, sendMissing = false): string {
  const url = new URL(path, 'http://placeholder.invalid');
  url.searchParams.set('error', AUTH_REDIRECT_ERRORS.gmail);
  // The page says why: the user unticked sending on Google's granular consent.
  if (sendMissing) url.searchParams.set(GMAIL_GRANT_FAILURE_REASON_PARAM, GMAIL_SEND_MISSING_REASON);
  return `${url.pathname}${url.search}${url.hash}`;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

export function googleGrantRoutes(options: GoogleGrantRoutesOptions): Router {
  const { db, config, logger } = options;
  const router = Router();
  const noStore = (res: Response) => res.set('Cache-Control', 'no-store');

  router.get('/authorize', async (req, res) => {
    noStore(res);
    if (!req.user) return res.redirect(302, AUTH_ROUTES.login);
    const returnTo = safeReturnPath(req.query.returnTo);
    try {
      const { url } = await startGoogleAuthFlow(
        { db, config },
        { userId: req.user.id, returnTo, detectReplies: req.query.detectReplies === 'true' },
      );
      res.redirect(302, url);
    } catch (error) {
      if (!(error instanceof GoogleAuthNotConfiguredError)) throw error;
      logger.error('Gmail authorization requested but Google OAuth is not configured');
      res.redirect(302, failedTo(returnTo));
    }
  });

  router.get('/callback', async (req, res) => {
    noStore(res);
    if (!req.user) return res.redirect(302, AUTH_ROUTES.login);
    let oauth;
    try {
      oauth = googleOAuthClient(config, options.fetch);
    } catch (error) {
      if (!(error instanceof GoogleAuthNotConfiguredError)) throw error;
      return res.redirect(302, failedTo(safeReturnPath(undefined)));
    }
    const result = await completeGoogleAuthFlow(
      { db, config, oauth, ring: config.tokenEncryption },
      { userId: req.user.id, state: text(req.query.state), code: text(req.query.code), error: text(req.query.error) },
    );
    if (!result.ok) {
      logger.warn({ userId: req.user.id, reason: result.reason }, 'Gmail authorization failed');
      return res.redirect(302, failedTo(result.returnTo, result.reason === 'send_scope_missing'));
    }
    logger.info({ userId: req.user.id, scopes: result.scopes }, 'Gmail authorization stored');
    if (options.onGrantStored) {
      await options
        .onGrantStored(db, req.user.id)
        .catch((error: unknown) =>
          logger.error({ err: error, userId: req.user?.id }, 'resuming emails after a Gmail reconnect failed'),
        );
    }
    res.redirect(302, result.returnTo);
  });

  return router;
}
