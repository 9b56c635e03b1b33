import type { Request } from 'express';
import {
  Strategy as GoogleStrategy,
  type Profile,
  type StrategyOptionsWithRequest,
  type VerifyCallback,
} from 'passport-google-oauth20';
import { AUTH_BASE_PATH, AUTH_PATHS } from 'contracts';
import type { AppConfig } from '../../../config/config';

/** Session key under which the strategy keeps the state handle, the PKCE verifier and our flow state. */
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

export interface GoogleIdentity {
  /** Google's stable account id (`sub`). */
  sub: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
}

interface TokenResponseParams {
  scope?: unknown;
  expires_in?: unknown;
}

/** passport-google-oauth20 with our endpoints; the userinfo call sends its token in a header, not the URL. */
class GoogleSignInStrategy extends GoogleStrategy {
  constructor(
    config: AppConfig['google'] & { clientId: string; clientSecret: string },
    appOrigin: string,
    stateStore: object | undefined,
  ) {
    super(
      {
        clientID: config.clientId,
        clientSecret: config.clientSecret,
        authorizationURL: config.authUrl,
        tokenURL: config.tokenUrl,
        userProfileURL: config.userInfoUrl,
        callbackURL: `${appOrigin}${AUTH_BASE_PATH}${AUTH_PATHS.googleCallback}`,
        // state bound to the session (and PKCE): a callback only completes in the browser that started it.
        state: true,
        pkce: true,
        sessionKey: GOOGLE_STATE_SESSION_KEY,
        // Where state and verifier live instead of the session (the auth module keeps them in a short-lived cookie).
        // (Typed without the five-argument PKCE form passport-oauth2 calls: hence the cast.)
        ...(stateStore ? { store: stateStore as unknown as StrategyOptionsWithRequest['store'] } : {}),
        passReqToCallback: true,
      },
      // Four-plus-two arguments on purpose: passport-oauth2 passes the token response (`params`) only to a
      // verify function of arity 6.
      (
        _req: Request,
        accessToken: string,
        refreshToken: string,
        params: TokenResponseParams,
        profile: Profile,
        done: VerifyCallback,
      ) => {
        const consent: GoogleConsent = {
          identity: toIdentity(profile),
          accessToken,
          refreshToken: refreshToken || undefined,
          grantedScopes: typeof params.scope === 'string' ? params.scope.split(/\s+/).filter(Boolean) : [],
          expiresInSeconds: Number.isFinite(Number(params.expires_in)) ? Number(params.expires_in) : undefined,
        };
        // The strategy's "user" is the consent; the route decides what it means (sign-in or Gmail grant).
        done(null, consent as unknown as Express.User);
      },
    );
    this._oauth2.useAuthorizationHeaderforGET(true);
  }
}

function toIdentity(profile: Profile): GoogleIdentity {
  const email = profile.emails?.[0];
  const verified = email?.verified as unknown;
  return {
    sub: profile.id,
    email: email?.value,
    emailVerified: verified === true || verified === 'true',
    name: profile.displayName || undefined,
  };
}

/**
 * The strategy, or undefined when GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET are not set. `stateStore` (a passport-oauth2
 * state store) keeps the state and PKCE verifier; without it they live in the session.
 */
export function createGoogleStrategy(
  config: Pick<AppConfig, 'google' | 'appOrigin'>,
  stateStore?: object,
): GoogleStrategy | undefined {
  const { clientId, clientSecret } = config.google;
  if (!clientId || !clientSecret) return undefined;
  return new GoogleSignInStrategy({ ...config.google, clientId, clientSecret }, config.appOrigin, stateStore);
}
