// Google's OAuth 2.0 endpoints through the official client (google-auth-library's OAuth2Client, endpoints from
// config): the consent URL with PKCE, code exchange, access-token refresh, userinfo, revoke. Sign-in with Google and
// the Gmail grant both go through here. The library's own retries are off (ours decide), and tokens are never logged
// or put into error messages.
import { CodeChallengeMethod, OAuth2Client, type Credentials } from 'google-auth-library';
import {
  DEFAULT_GOOGLE_TIMEOUT_MS,
  NO_LIBRARY_RETRY,
  responseOf,
  retryAfterMs,
  toGoogleNetworkError,
  type FetchLike,
} from '../google-http.util';

export interface GoogleOAuthEndpoints {
  clientId: string;
  clientSecret: string;
  /** The consent page (Google: https://accounts.google.com/o/oauth2/v2/auth). */
  authUrl?: string;
  tokenUrl: string;
  userInfoUrl: string;
  revokeUrl: string;
}

export interface TokenSet {
  accessToken: string;
  expiresAt: Date;
  refreshToken?: string;
  scopes: string[];
}

/** What Google's OpenID userinfo endpoint says about the account. */
export interface GoogleUserInfo {
  sub: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
}

export interface AuthorizationUrlInput {
  redirectUri: string;
  scopes: readonly string[];
  state: string;
  /** S256 challenge of the PKCE verifier kept for the callback. */
  codeChallenge: string;
  accessType?: 'online' | 'offline';
  prompt?: string;
  includeGrantedScopes?: boolean;
  loginHint?: string;
}

/** Google answered with an OAuth error (`{error, error_description}`). */
export class GoogleOAuthError extends Error {
  override readonly name = 'GoogleOAuthError';
  constructor(
    readonly status: number,
    /** Google's `error` code, e.g. invalid_grant. */
    readonly code: string,
    readonly retryAfterMs?: number,
  ) {
    super(`Google OAuth error ${status}: ${code}`);
  }

  /** The refresh token was revoked or expired: the user must authorize again. */
  get isGrantRevoked(): boolean {
    return this.code === 'invalid_grant';
  }

  get isTransient(): boolean {
    return this.status === 429 || this.status >= 500;
  }
}

/** OAuth2Client with its per-token refresh (protected there) callable without keeping anyone's credentials on it. */
class StatelessOAuth2Client extends OAuth2Client {
  refreshWith(refreshToken: string) {
    return this.refreshToken(refreshToken);
  }
}

const DEFAULT_EXPIRES_IN_SECONDS = 3599;

export class GoogleOAuthClient {
  private readonly client: StatelessOAuth2Client;

  constructor(
    private readonly endpoints: GoogleOAuthEndpoints,
    fetchImpl: FetchLike = fetch,
    private readonly timeoutMs: number = DEFAULT_GOOGLE_TIMEOUT_MS,
  ) {
    this.client = new StatelessOAuth2Client({
      clientId: endpoints.clientId,
      clientSecret: endpoints.clientSecret,
      endpoints: {
        ...(endpoints.authUrl ? { oauth2AuthBaseUrl: endpoints.authUrl } : {}),
        oauth2TokenUrl: endpoints.tokenUrl,
        oauth2RevokeUrl: endpoints.revokeUrl,
      },
      transporterOptions: { fetchImplementation: fetchImpl, timeout: timeoutMs },
    });
    // The library asks gaxios to retry each token call (POST included); this wins over that, per request.
    this.client.transporter.interceptors.request.add({
      resolved: async (config) => Object.assign(config, structuredClone(NO_LIBRARY_RETRY)),
    });
  }

  /** A PKCE pair: keep `codeVerifier` for the callback, send `codeChallenge` (S256) in the consent URL. */
  createPkcePair(): Promise<{ codeVerifier: string; codeChallenge: string }> {
    return this.client.generateCodeVerifierAsync().then(({ codeVerifier, codeChallenge }) => ({
      codeVerifier,
      codeChallenge: codeChallenge ?? '',
    }));
  }

  /** Google's consent page for these scopes (PKCE S256, our state). */
  authorizationUrl(input: AuthorizationUrlInput): string {
    return this.client.generateAuthUrl({
      redirect_uri: input.redirectUri,
      scope: [...input.scopes],
      state: input.state,
      code_challenge: input.codeChallenge,
      code_challenge_method: CodeChallengeMethod.S256,
      ...(input.accessType ? { access_type: input.accessType } : {}),
      ...(input.prompt ? { prompt: input.prompt } : {}),
      ...(input.includeGrantedScopes !== undefined ? { include_granted_scopes: input.includeGrantedScopes } : {}),
      ...(input.loginHint ? { login_hint: input.loginHint } : {}),
    });
  }

  async exchangeCode(input: { code: string; redirectUri: string; codeVerifier: string }, now = new Date()): Promise<TokenSet> {
    const { tokens } = await this.tokenCall(() =>
      this.client.getToken({ code: input.code, codeVerifier: input.codeVerifier, redirect_uri: input.redirectUri }),
    );
    return toTokenSet(tokens, now);
  }

  async refreshAccessToken(refreshToken: string, now = new Date()): Promise<TokenSet> {
    const { tokens } = await this.tokenCall(() => this.client.refreshWith(refreshToken));
    return toTokenSet(tokens, now);
  }

  /** The Google account behind an access token (OpenID userinfo; the token goes in a header, never the URL). */
  async fetchUserInfo(accessToken: string): Promise<GoogleUserInfo> {
    const { data } = await this.tokenCall(() =>
      this.client.transporter.request<Record<string, unknown>>({
        url: this.endpoints.userInfoUrl,
        headers: { authorization: `Bearer ${accessToken}` },
        responseType: 'json',
      }),
    );
    const body = data && typeof data === 'object' ? data : {};
    if (typeof body.sub !== 'string' || !body.sub) throw new GoogleOAuthError(200, 'userinfo_failed');
    const verified = body.email_verified;
    return {
      sub: body.sub,
      email: typeof body.email === 'string' ? body.email : undefined,
      emailVerified: verified === true || verified === 'true',
      name: typeof body.name === 'string' && body.name ? body.name : undefined,
    };
  }

  /** The Google account's email address (needs the email scope). */
  async fetchUserEmail(accessToken: string): Promise<string> {
    const info = await this.fetchUserInfo(accessToken);
    if (!info.email) throw new GoogleOAuthError(200, 'userinfo_failed');
    return info.email.toLowerCase();
  }

  /** Revokes the whole grant at Google; an already revoked token is not an error. */
  async revoke(token: string): Promise<void> {
    try {
      await this.tokenCall(() => this.client.revokeToken(token));
    } catch (error) {
      if (error instanceof GoogleOAuthError && error.status === 400) return;
      throw error;
    }
  }

  /** One call to Google: an HTTP error becomes GoogleOAuthError (Google's `error` code only), no answer a network error. */
  private async tokenCall<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      const response = responseOf(error);
      if (!response) throw toGoogleNetworkError(error, this.timeoutMs);
      throw new GoogleOAuthError(response.status, oauthErrorCode(response.data), retryAfterMs(response));
    }
  }
}

function oauthErrorCode(data: unknown): string {
  let body = data;
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body) as unknown;
    } catch {
      return 'token_request_failed';
    }
  }
  const code = (body as { error?: unknown } | null)?.error;
  if (typeof code === 'string' && code) return code;
  // Google APIs' envelope (`{error: {status}}`), e.g. userinfo's 401.
  const status = (code as { status?: unknown } | undefined)?.status;
  return typeof status === 'string' && status ? status : 'token_request_failed';
}

function toTokenSet(tokens: Credentials, now: Date): TokenSet {
  if (typeof tokens.access_token !== 'string' || !tokens.access_token) throw new GoogleOAuthError(200, 'token_request_failed');
  // The library turns `expires_in` into `expiry_date` against the clock; counted from `now` again here.
  const expiresInMs =
    typeof tokens.expiry_date === 'number' ? Math.max(0, tokens.expiry_date - Date.now()) : DEFAULT_EXPIRES_IN_SECONDS * 1000;
  return {
    accessToken: tokens.access_token,
    expiresAt: new Date(now.getTime() + Math.round(expiresInMs / 1000) * 1000),
    refreshToken: typeof tokens.refresh_token === 'string' && tokens.refresh_token ? tokens.refresh_token : undefined,
    scopes: typeof tokens.scope === 'string' ? tokens.scope.split(/\s+/).filter(Boolean) : [],
  };
}
