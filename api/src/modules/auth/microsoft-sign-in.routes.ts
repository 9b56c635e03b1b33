import { Router, type RequestHandler } from 'express';
import {
  AUTH_BASE_PATH,
  AUTH_PATHS,
  AUTH_REDIRECT_ERRORS,
  AUTH_ROUTES,
  DASHBOARD_HOME_ROUTE,
  MICROSOFT_NOT_CONFIGURED,
  MICROSOFT_SIGN_IN_FAILURE_REASONS,
  REDIRECT_NOT_ALLOWED,
  UNSUPPORTED_MICROSOFT_SCOPE,
  type MicrosoftSignInFailureReason,
} from 'contracts';
import type { Database } from '../../db/db.client';
import type { Logger } from '../../logging/logger';
import type { MicrosoftConfig } from '../../config/microsoft.config';
import { microsoftSignInClientFor, newMicrosoftConsent, type MicrosoftSignInClient } from '../microsoft';
import { toSessionUser } from '../../core/session-user.types';
import { signInWithMicrosoft } from './microsoft-sign-in.service';
import type { SocialSignInResult } from './social-sign-in.service';
import { createMicrosoftStateCookie, type OAuthStateCookie } from './oauth-state.cookie';
import { sameOriginPath } from './redirect-target.guard';
import { logIn, saveSession } from './session.helpers';

/** Kept with the state handle (oauth-state.cookie.ts) until Microsoft comes back. */
interface MicrosoftFlow {
  /** Same-origin path to land on afterwards. */
  callbackURL: string;
}

export interface MicrosoftSignInDeps {
  /** Undefined when MICROSOFT_CLIENT_ID/SECRET are not set: the start answers that it is unavailable. */
  client: MicrosoftSignInClient | undefined;
  /** The `ms_state` cookie (createMicrosoftStateCookie). */
  stateCookie: OAuthStateCookie;
}

/** The sign-in client for the process's MICROSOFT_* settings (none when unset) and its state cookie. */
export function microsoftSignInFor(config: {
  session: { secret: string; secureCookie: boolean };
  microsoft: MicrosoftConfig;
}): MicrosoftSignInDeps {
  return {
    client: microsoftSignInClientFor(config.microsoft),
    stateCookie: createMicrosoftStateCookie({ secret: config.session.secret, secure: config.session.secureCookie }),
  };
}

interface MicrosoftAuthRoutesOptions extends MicrosoftSignInDeps {
  db: Database;
  appOrigin: string;
  logger: Logger;
  /** Per client address, like the other routes that start a session (auth-ip). */
  perIp: RequestHandler;
}

const REFUSALS: Record<Exclude<SocialSignInResult, { ok: true }>['reason'], MicrosoftSignInFailureReason> = {
  'no-email': MICROSOFT_SIGN_IN_FAILURE_REASONS.noEmail,
  'email-not-verified': MICROSOFT_SIGN_IN_FAILURE_REASONS.emailNotVerified,
  'linked-to-other-account': MICROSOFT_SIGN_IN_FAILURE_REASONS.linkedElsewhere,
  conflict: MICROSOFT_SIGN_IN_FAILURE_REASONS.failed,
};

/** /login?error=microsoft&reason=<why>: the login page puts the reason in contracts' words. */
function failedTo(reason: MicrosoftSignInFailureReason): string {
  const params = new URLSearchParams({ error: AUTH_REDIRECT_ERRORS.microsoft, reason });
  return `${AUTH_ROUTES.login}?${params.toString()}`;
}

/**
 * 'Continue with Microsoft': POST /sign-in/social {provider:'microsoft'} answers Microsoft's authorize URL (state and
 * PKCE in the `ms_state` cookie, no session written), GET /callback/microsoft completes it. Sign-in only: the mail
 * grant is Settings' "Connect Outlook" (modules/microsoft).
 */
export function microsoftAuthRoutes(deps: MicrosoftAuthRoutesOptions): Router {
  const { db, appOrigin, client, stateCookie, logger, perIp } = deps;
  const router = Router();
  const redirectUri = `${appOrigin}${AUTH_BASE_PATH}${AUTH_PATHS.microsoftCallback}`;
  // Google's route answers every other provider; the limit counts a Microsoft start once.
  const onlyMicrosoft: RequestHandler = (req, _res, next) => next(req.body?.provider === 'microsoft' ? undefined : 'route');

  router.post(AUTH_PATHS.signInSocial, onlyMicrosoft, perIp, async (req, res) => {
    if (req.body?.scopes !== undefined) return void res.status(400).json({ message: UNSUPPORTED_MICROSOFT_SCOPE });
    const callbackURL = req.body?.callbackURL == null ? DASHBOARD_HOME_ROUTE : sameOriginPath(req.body.callbackURL, appOrigin);
    if (!callbackURL) return void res.status(400).json({ message: REDIRECT_NOT_ALLOWED });
    if (!client) return void res.status(503).json({ message: MICROSOFT_NOT_CONFIGURED });

    const { codeVerifier, codeChallenge } = newMicrosoftConsent();
    const flow: MicrosoftFlow = { callbackURL };
    const url = await client.signInUrl({ redirectUri, state: stateCookie.put(res, codeVerifier, flow), codeChallenge });
    res.json({ url, redirect: true });
  });

  router.get(AUTH_PATHS.microsoftCallback, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    // Used up whatever the answer: a replay, or an answer for another browser's start, finds nothing.
    const pending = stateCookie.take(req, res, req.query.state);
    if (!pending) {
      logger.warn({ reason: 'state-mismatch' }, 'microsoft sign-in failed');
      return void res.redirect(303, failedTo(MICROSOFT_SIGN_IN_FAILURE_REASONS.expired));
    }
    if (!client) return void res.redirect(303, failedTo(MICROSOFT_SIGN_IN_FAILURE_REASONS.failed));

    const outcome = await client.complete({
      query: req.query as Record<string, unknown>,
      codeVerifier: pending.verifier,
      redirectUri,
    });
    if (outcome.kind !== 'signed-in') {
      // The detail is the failure kind and Microsoft's error code, which carry no code or token.
      logger.warn(
        { outcome: outcome.kind, detail: 'detail' in outcome ? outcome.detail : undefined },
        'microsoft sign-in failed',
      );
      const reason =
        outcome.kind === 'consent-refused'
          ? MICROSOFT_SIGN_IN_FAILURE_REASONS.cancelled
          : outcome.kind === 'admin-consent-required'
            ? MICROSOFT_SIGN_IN_FAILURE_REASONS.adminConsentRequired
            : MICROSOFT_SIGN_IN_FAILURE_REASONS.failed;
      return void res.redirect(303, failedTo(reason));
    }

    const result = await signInWithMicrosoft(db, outcome.identity);
    if (!result.ok) {
      logger.warn({ reason: result.reason, vouched: outcome.identity.emailVouched }, 'microsoft sign-in refused');
      return void res.redirect(303, failedTo(REFUSALS[result.reason]));
    }
    await logIn(req, toSessionUser(result.user));
    await saveSession(req);
    logger.info({ userId: result.user.id, outcome: result.outcome }, 'microsoft sign-in');
    res.redirect(303, (pending.state as MicrosoftFlow).callbackURL);
  });

  return router;
}
