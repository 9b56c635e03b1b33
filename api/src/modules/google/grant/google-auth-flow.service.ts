// The Gmail authorization flow: startGoogleAuthFlow builds Google's consent URL (gmail.send, offline access,
// optionally gmail.metadata with include_granted_scopes) with a `state` bound to the signed-in user and a PKCE pair,
// both through the OAuth client sign-in uses too; the callback consumes that state once, exchanges the code and
// stores the grant.
import { randomBytes } from 'node:crypto';
import { SETTINGS_ROUTE } from 'contracts';
import type { AppConfig } from '../../../config/config';
import type { Database } from '../../../db/db.client';
import type { GoogleOAuthClient } from '../oauth/google-oauth.client';
import { googleOAuthClient } from '../google-clients.factory';
import { GoogleAuthNotConfiguredError } from './google-grant.errors';
import {
  findGrant,
  prunePendingConsents,
  safeReturnPath,
  savePendingConsent,
  storeGrant,
  takePendingConsent,
} from '../../mailbox';
import { canSend, gmailConsentScopes } from './google-scopes.constants';
import type { TokenKeyRing } from '../../mailbox';

export { safeReturnPath } from '../../mailbox';

export const GOOGLE_GRANT_CALLBACK_PATH = '/api/google-grant/callback';
/** How long the user has to finish the consent screen. */
export const AUTH_STATE_TTL_MS = 10 * 60 * 1000;

export function callbackUrl(config: AppConfig): string {
  return `${config.appOrigin}${GOOGLE_GRANT_CALLBACK_PATH}`;
}

export interface StartFlowInput {
  userId: string;
  returnTo?: string;
  /** Also ask for gmail.metadata (headers only) so replies are detected automatically. */
  detectReplies?: boolean;
  /**
   * Incremental consent: Google adds the scopes granted before. By default only when detection is asked for (the
   * upgrade); a 'Send only' consent asks for exactly gmail.send, so an earlier gmail.metadata grant cannot come back
   * with the new token against the user's choice.
   */
  includeGrantedScopes?: boolean;
  now?: Date;
}

export async function startGoogleAuthFlow(
  deps: { db: Database; config: AppConfig },
  input: StartFlowInput,
): Promise<{ url: string }> {
  const { db, config } = deps;
  if (!config.google.clientId || !config.google.clientSecret) throw new GoogleAuthNotConfiguredError();
  const now = input.now ?? new Date();
  const oauth = googleOAuthClient(config);
  const state = randomBytes(32).toString('base64url');
  const { codeVerifier, codeChallenge } = await oauth.createPkcePair();
  const scopes = gmailConsentScopes(input.detectReplies === true);

  await savePendingConsent(
    db,
    {
      provider: 'google',
      state,
      userId: input.userId,
      codeVerifier,
      returnTo: safeReturnPath(input.returnTo),
      scopes,
      expiresAt: new Date(now.getTime() + AUTH_STATE_TTL_MS),
    },
    now,
  );

  const existing = await findGrant(db, input.userId);
  const url = oauth.authorizationUrl({
    redirectUri: callbackUrl(config),
    scopes,
    state,
    codeChallenge,
    // offline + consent: Google issues a refresh token even if the user authorized before.
    accessType: 'offline',
    prompt: 'consent',
    includeGrantedScopes: input.includeGrantedScopes ?? input.detectReplies === true,
    ...(existing ? { loginHint: existing.address } : {}),
  });
  return { url };
}

export type CompleteFlowResult =
  | { ok: true; returnTo: string; googleEmail: string; scopes: string[] }
  | { ok: false; returnTo: string; reason: CompleteFlowFailure };

export type CompleteFlowFailure = 'invalid_state' | 'access_denied' | 'send_scope_missing' | 'no_refresh_token' | 'google_error';

export interface CompleteFlowInput {
  /** The signed-in user receiving the callback (must be the one who started the flow). */
  userId: string;
  state: string | undefined;
  code: string | undefined;
  error: string | undefined;
  now?: Date;
}

export async function completeGoogleAuthFlow(
  deps: { db: Database; config: AppConfig; ring: TokenKeyRing; oauth: GoogleOAuthClient },
  input: CompleteFlowInput,
): Promise<CompleteFlowResult> {
  const { db, config } = deps;
  const now = input.now ?? new Date();
  if (!input.state) return { ok: false, returnTo: SETTINGS_ROUTE, reason: 'invalid_state' };
  // Single use: the row is deleted whoever presents it; only the user who started the flow may complete it.
  const pending = await takePendingConsent(db, { provider: 'google', state: input.state, userId: input.userId, now });
  if (!pending) return { ok: false, returnTo: SETTINGS_ROUTE, reason: 'invalid_state' };
  const { returnTo } = pending;
  if (input.error || !input.code) return { ok: false, returnTo, reason: 'access_denied' };

  try {
    const tokens = await deps.oauth.exchangeCode(
      { code: input.code, redirectUri: callbackUrl(config), codeVerifier: pending.codeVerifier },
      now,
    );
    // Google's granular consent lets the user untick gmail.send: refuse the grant, and take back what was given so
    // no token of ours stays live at Google (revoking one token revokes the whole grant).
    if (!canSend(tokens.scopes)) {
      await deps.oauth.revoke(tokens.refreshToken ?? tokens.accessToken).catch(() => undefined);
      return { ok: false, returnTo, reason: 'send_scope_missing' };
    }
    const googleEmail = await deps.oauth.fetchUserEmail(tokens.accessToken);
    if (!tokens.refreshToken) {
      // Without a new refresh token the stored one is only usable for the same mailbox.
      const existing = await findGrant(db, input.userId);
      if (!existing?.refreshTokenCiphertext || existing.address !== googleEmail) {
        return { ok: false, returnTo, reason: 'no_refresh_token' };
      }
    }
    await storeGrant(db, deps.ring, {
      userId: input.userId,
      provider: 'google',
      address: googleEmail,
      scopes: tokens.scopes,
      refreshToken: tokens.refreshToken,
      accessToken: tokens.accessToken,
      accessTokenExpiresAt: tokens.expiresAt,
    });
    return { ok: true, returnTo, googleEmail, scopes: tokens.scopes };
  } catch {
    // Deliberately not passed on: the error could carry the code; the caller logs the failure reason only.
    return { ok: false, returnTo, reason: 'google_error' };
  }
}

/** Removes flows nobody finished (also done lazily on each start). */
export async function pruneExpiredAuthStates(db: Database, now: Date = new Date()): Promise<void> {
  await prunePendingConsents(db, now);
}
