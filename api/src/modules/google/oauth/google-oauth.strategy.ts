// Sign-in with Google as a passport strategy over our one OAuth client (google-auth-library, google-oauth.client.ts):
// the same consent URL with PKCE, code exchange and userinfo the Gmail grant uses. `state` and the PKCE verifier go to
// a state store (the auth module's short-lived cookie) so a callback only completes in the browser that started it.
import { randomBytes } from 'node:crypto';
import type { Request } from 'express';
import type { Strategy, StrategyCreated } from 'passport';
import { AUTH_BASE_PATH, AUTH_PATHS } from 'contracts';
import type { AppConfig } from '../../../config/config';
import { googleOAuthClient } from '../google-clients.factory';
import type { GoogleOAuthClient, GoogleUserInfo } from './google-oauth.client';

/** Session key under which the state handle, the PKCE verifier and our flow state live when no store is given. */
export const GOOGLE_STATE_SESSION_KEY = 'oauth2:google';

/** What Google told us about the person, plus the tokens of this consent. */
export interface GoogleConsent {
  identity: GoogleIdentity;
  accessToken: string;
  /** Only when the consent asked for offline access (the Gmail grant). */
  refreshToken: string | undefined;
  /** Scopes Google actually granted (the token response's `scope`). */
  grantedScopes: string[];
  expiresInSeconds: number | undefined;
}

export type GoogleIdentity = GoogleUserInfo;

/** Keeps the state handle with the PKCE verifier and our flow state until Google comes back (the passport-oauth2 shape). */
export interface GoogleStateStore {
  store(
    req: Request,
    verifier: string,
    state: unknown,
    meta: unknown,
    callback: (error: Error | null, handle?: string) => void,
  ): void;
  verify(req: Request, handle: string, callback: (error: Error | null, verifier: string | false, state?: unknown) => void): void;
}

/** What the sign-in routes pass when they start a consent. */
export interface GoogleConsentOptions {
  scope?: string[];
  /** Our flow state, handed back as `info.state` on success. */
  state?: unknown;
  accessType?: 'online' | 'offline';
  prompt?: string;
  includeGrantedScopes?: boolean;
  loginHint?: string;
}

function sessionStateStore(): GoogleStateStore {
  type Saved = { handle: string; verifier: string; state: unknown };
  const session = (req: Request) => req.session as unknown as Record<string, Saved | undefined>;
  return {
    store(req, verifier, state, _meta, callback) {
      const handle = randomBytes(18).toString('base64url');
      session(req)[GOOGLE_STATE_SESSION_KEY] = { handle, verifier, state };
      callback(null, handle);
    },
    verify(req, handle, callback) {
      const saved = session(req)[GOOGLE_STATE_SESSION_KEY];
      delete session(req)[GOOGLE_STATE_SESSION_KEY];
      if (!saved || saved.handle !== handle) return callback(null, false);
      callback(null, saved.verifier, saved.state);
    },
  };
}

const query = (req: Request, name: string): string | undefined => {
  const value = (req.query as Record<string, unknown>)[name];
  return typeof value === 'string' && value ? value : undefined;
};

export class GoogleSignInStrategy implements Strategy {
  readonly name = 'google';

  constructor(
    readonly oauth: GoogleOAuthClient,
    readonly callbackUrl: string,
    readonly stateStore: GoogleStateStore,
  ) {}

  /** Without a code: starts a consent (redirect). With one: completes it (success with the consent, or fail). */
  authenticate(req: Request, options: GoogleConsentOptions = {}): void {
    // passport calls this on a per-request object that carries the actions (success, fail, redirect, error).
    const attempt = this as unknown as Attempt;
    const error = query(req, 'error');
    if (error) return attempt.fail({ message: query(req, 'error_description') ?? error });
    const code = query(req, 'code');
    if (code) return complete(attempt, req, code);
    start(attempt, req, options).catch((failure: unknown) => attempt.error(failure as Error));
  }
}

type Attempt = StrategyCreated<GoogleSignInStrategy>;
const STATE_UNVERIFIED = { message: 'Unable to verify authorization request state.' };

async function start(attempt: Attempt, req: Request, options: GoogleConsentOptions): Promise<void> {
  const { codeVerifier, codeChallenge } = await attempt.oauth.createPkcePair();
  const handle = await new Promise<string>((resolve, reject) =>
    attempt.stateStore.store(req, codeVerifier, options.state, {}, (error, stored) =>
      error || !stored ? reject(error ?? new Error('state not stored')) : resolve(stored),
    ),
  );
  attempt.redirect(
    attempt.oauth.authorizationUrl({
      redirectUri: attempt.callbackUrl,
      scopes: options.scope ?? [],
      state: handle,
      codeChallenge,
      accessType: options.accessType,
      prompt: options.prompt,
      includeGrantedScopes: options.includeGrantedScopes,
      loginHint: options.loginHint,
    }),
  );
}

function complete(attempt: Attempt, req: Request, code: string): void {
  const handle = query(req, 'state');
  if (!handle) return attempt.fail(STATE_UNVERIFIED);
  attempt.stateStore.verify(req, handle, (storeError, verifier, state) => {
    if (storeError) return attempt.error(storeError);
    if (!verifier) return attempt.fail(STATE_UNVERIFIED);
    consentOf(attempt, code, verifier).then(
      (consent) => attempt.success(consent as unknown as Express.User, { state }),
      (failure: unknown) => attempt.error(failure as Error),
    );
  });
}

async function consentOf(strategy: GoogleSignInStrategy, code: string, codeVerifier: string): Promise<GoogleConsent> {
  const tokens = await strategy.oauth.exchangeCode({ code, redirectUri: strategy.callbackUrl, codeVerifier });
  const identity = await strategy.oauth.fetchUserInfo(tokens.accessToken);
  return {
    identity,
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    grantedScopes: tokens.scopes,
    expiresInSeconds: Math.round((tokens.expiresAt.getTime() - Date.now()) / 1000),
  };
}

/**
 * The strategy, or undefined when GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET are not set. `stateStore` keeps the state
 * and PKCE verifier; without it they live in the session.
 */
export function createGoogleStrategy(
  config: Pick<AppConfig, 'google' | 'appOrigin'>,
  stateStore?: object,
): GoogleSignInStrategy | undefined {
  const { clientId, clientSecret } = config.google;
  if (!clientId || !clientSecret) return undefined;
  return new GoogleSignInStrategy(
    googleOAuthClient(config),
    `${config.appOrigin}${AUTH_BASE_PATH}${AUTH_PATHS.googleCallback}`,
    (stateStore as GoogleStateStore | undefined) ?? sessionStateStore(),
  );
}
