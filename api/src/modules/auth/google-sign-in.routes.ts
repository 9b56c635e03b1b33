import { Router, type RequestHandler } from 'express';
import type { Strategy } from 'passport';
import {
  AUTH_PATHS,
  AUTH_REDIRECT_ERRORS,
  AUTH_ROUTES,
  DASHBOARD_HOME_ROUTE,
  FAILED_TO_START_GOOGLE_AUTH,
  GMAIL_SEND_SCOPE,
  GOOGLE_NOT_CONFIGURED,
  REDIRECT_NOT_ALLOWED,
  SETTINGS_ROUTE,
  SIGN_IN_REQUIRED,
  UNSUPPORTED_GOOGLE_SCOPE,
  UNSUPPORTED_PROVIDER,
} from 'contracts';
import type { Database } from '../../db/db.client';
import type { Logger } from '../../logging/logger';
import { signInWithGoogle } from './google-sign-in.service';
import type { GoogleGrantReceiver } from '../google';
import type { GoogleConsent } from '../google';
import type { GoogleStateCookie } from './oauth-state.cookie';
import { sameOriginPath, withErrorParam } from './redirect-target.guard';
import { logIn, saveSession } from './session.helpers';
import { toSessionUser } from '../../core/session-user.types';
import { runStrategy, type StrategyOutcome } from './strategy-runner.util';

/** Kept with the state handle (oauth-state.cookie.ts) until Google comes back. */
interface GoogleFlow {
  purpose: 'sign-in' | 'gmail';
  /** Same-origin path to land on afterwards. */
  callbackURL: string;
  /** The Gmail grant belongs to the user who asked for it. */
  userId?: string;
}

const SIGN_IN_SCOPES = ['openid', 'email', 'profile'];
// The Gmail grant asks for send only; openid + email name the Google account that granted it.
const GMAIL_GRANT_SCOPES = ['openid', 'email', GMAIL_SEND_SCOPE];
const ALLOWED_EXTRA_SCOPES = new Set([GMAIL_SEND_SCOPE]);

interface GoogleAuthRoutesOptions {
  db: Database;
  appOrigin: string;
  /** Undefined when Google is not configured: the endpoints answer that sign-in with Google is unavailable. */
  strategy: Strategy | undefined;
  grantReceiver: GoogleGrantReceiver | undefined;
  logger: Logger;
  /** Where the strategy keeps the state handle, PKCE verifier and GoogleFlow until Google comes back. */
  stateCookie: GoogleStateCookie;
  /** Per client address, like the other routes that start a session (auth-ip). */
  perIp: RequestHandler;
}

function failureReason(outcome: StrategyOutcome): string {
  if (outcome.kind === 'fail') return outcome.reason;
  if (outcome.kind === 'error') {
    const error = outcome.error as { name?: string; code?: string; message?: string };
    // Names and codes only: token errors never carry tokens, but keep bodies out of logs anyway.
    return [error?.name, error?.code, error?.message].filter(Boolean).join(': ') || 'error';
  }
  return outcome.kind;
}

/**
 * Google sign-in (POST /sign-in/social, GET /callback/google) with our Google OAuth strategy (google-auth-library) against the
 * configured endpoints. The same pair runs the Gmail send grant when a signed-in user asks for the scope.
 */
export function googleAuthRoutes(deps: GoogleAuthRoutesOptions): Router {
  const { db, appOrigin, strategy, grantReceiver, logger, stateCookie, perIp } = deps;
  const router = Router();
  const signInFailed = withErrorParam(AUTH_ROUTES.login, AUTH_REDIRECT_ERRORS.google, appOrigin);

  router.post(AUTH_PATHS.signInSocial, perIp, async (req, res) => {
    if (req.body?.provider !== 'google') return void res.status(400).json({ message: UNSUPPORTED_PROVIDER });
    const scopes: unknown = req.body?.scopes ?? [];
    if (!Array.isArray(scopes) || !scopes.every((scope) => typeof scope === 'string' && ALLOWED_EXTRA_SCOPES.has(scope))) {
      return void res.status(400).json({ message: UNSUPPORTED_GOOGLE_SCOPE });
    }
    const purpose: GoogleFlow['purpose'] = scopes.length > 0 ? 'gmail' : 'sign-in';
    if (purpose === 'gmail' && !req.user) return void res.status(401).json({ message: SIGN_IN_REQUIRED });

    const fallback = purpose === 'gmail' ? SETTINGS_ROUTE : DASHBOARD_HOME_ROUTE;
    const callbackURL = req.body?.callbackURL == null ? fallback : sameOriginPath(req.body.callbackURL, appOrigin);
    if (!callbackURL) return void res.status(400).json({ message: REDIRECT_NOT_ALLOWED });

    if (!strategy || (purpose === 'gmail' && !grantReceiver)) {
      return void res.status(503).json({ message: purpose === 'gmail' ? FAILED_TO_START_GOOGLE_AUTH : GOOGLE_NOT_CONFIGURED });
    }

    const flow: GoogleFlow = { purpose, callbackURL, ...(purpose === 'gmail' ? { userId: req.user!.id } : {}) };
    const options =
      purpose === 'gmail'
        ? // Offline + consent: Google only issues a refresh token on a fresh consent.
          { scope: GMAIL_GRANT_SCOPES, state: flow, accessType: 'offline', prompt: 'consent', includeGrantedScopes: true }
        : { scope: SIGN_IN_SCOPES, state: flow, prompt: 'select_account' };
    const outcome = await runStrategy(strategy, req, options);
    if (outcome.kind !== 'redirect') throw new Error(`Google authorization could not start: ${failureReason(outcome)}`);
    // The state handle and PKCE verifier went out in a cookie with this answer: no session is written here.
    res.json({ url: outcome.url, redirect: true });
  });

  router.get(AUTH_PATHS.googleCallback, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const pending = stateCookie.pending(req, req.query.state) as GoogleFlow | undefined;
    const failedTo =
      pending?.purpose === 'gmail' ? withErrorParam(pending.callbackURL, AUTH_REDIRECT_ERRORS.gmail, appOrigin) : signInFailed;
    if (!strategy) {
      stateCookie.clear(res);
      return void res.redirect(303, failedTo);
    }

    const outcome = await runStrategy(strategy, req);
    if (outcome.kind !== 'success') {
      stateCookie.clear(res);
      logger.warn({ purpose: pending?.purpose, reason: failureReason(outcome) }, 'google authorization failed');
      return void res.redirect(303, failedTo);
    }
    const consent = outcome.user as GoogleConsent;
    const flow = (outcome.info as { state?: GoogleFlow } | undefined)?.state;
    if (!flow) return void res.redirect(303, signInFailed);

    if (flow.purpose === 'gmail') {
      const failed = withErrorParam(flow.callbackURL, AUTH_REDIRECT_ERRORS.gmail, appOrigin);
      // The grant goes to the user who asked, still signed in in this browser.
      if (!grantReceiver || !req.user || req.user.id !== flow.userId || !consent.identity.email) {
        return void res.redirect(303, failed);
      }
      try {
        await grantReceiver.saveGrant({
          userId: req.user.id,
          googleEmail: consent.identity.email,
          googleSub: consent.identity.sub,
          scopes: consent.grantedScopes,
          accessToken: consent.accessToken,
          refreshToken: consent.refreshToken,
          expiresInSeconds: consent.expiresInSeconds,
        });
      } catch (error) {
        // E.g. the user unticked gmail.send on the consent screen: the page offers to authorize again.
        logger.warn({ userId: req.user.id, reason: failureReason({ kind: 'error', error }) }, 'Gmail grant not stored');
        return void res.redirect(303, failed);
      }
      return void res.redirect(303, flow.callbackURL);
    }

    const result = await signInWithGoogle(db, consent.identity);
    if (!result.ok) {
      logger.warn({ reason: result.reason }, 'google sign-in refused');
      return void res.redirect(303, signInFailed);
    }
    await logIn(req, toSessionUser(result.user));
    await saveSession(req);
    logger.info({ userId: result.user.id, outcome: result.outcome }, 'google sign-in');
    res.redirect(303, flow.callbackURL);
  });

  return router;
}
