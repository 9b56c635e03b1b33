// Google's OAuth 2.0 endpoints (base URLs from config): code exchange, access-token refresh, userinfo, revoke.
// Tokens pass through here and are never logged or put into error messages.
import { googleFetch, retryAfterMs, type FetchLike } from '../google-http.util';

export interface GoogleOAuthEndpoints {
  clientId: string;
  clientSecret: string;
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

export class GoogleOAuthClient {
  constructor(
    private readonly endpoints: GoogleOAuthEndpoints,
    private readonly fetchImpl: FetchLike = fetch,
    private readonly timeoutMs?: number,
  ) {}

  exchangeCode(input: { code: string; redirectUri: string; codeVerifier: string }, now = new Date()): Promise<TokenSet> {
    return this.tokenRequest(
      { grant_type: 'authorization_code', code: input.code, redirect_uri: input.redirectUri, code_verifier: input.codeVerifier },
      now,
    );
  }

  refreshAccessToken(refreshToken: string, now = new Date()): Promise<TokenSet> {
    return this.tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken }, now);
  }

  /** The Google account's email address (needs the email scope). */
  async fetchUserEmail(accessToken: string): Promise<string> {
    const response = await googleFetch(
      this.fetchImpl,
      this.endpoints.userInfoUrl,
      { headers: { authorization: `Bearer ${accessToken}` } },
      this.timeoutMs,
    );
    const body = (await response.json().catch(() => ({}))) as { email?: unknown; error?: unknown };
    if (!response.ok || typeof body.email !== 'string') {
      throw new GoogleOAuthError(response.status, typeof body.error === 'string' ? body.error : 'userinfo_failed');
    }
    return body.email.toLowerCase();
  }

  /** Revokes the whole grant at Google; an already revoked token is not an error. */
  async revoke(token: string): Promise<void> {
    const response = await googleFetch(
      this.fetchImpl,
      this.endpoints.revokeUrl,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }).toString(),
      },
      this.timeoutMs,
    );
    if (response.ok || response.status === 400) return;
    throw new GoogleOAuthError(response.status, 'revoke_failed');
  }

  private async tokenRequest(params: Record<string, string>, now: Date): Promise<TokenSet> {
    const response = await googleFetch(
      this.fetchImpl,
      this.endpoints.tokenUrl,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          ...params,
          client_id: this.endpoints.clientId,
          client_secret: this.endpoints.clientSecret,
        }).toString(),
      },
      this.timeoutMs,
    );
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok || typeof body.access_token !== 'string') {
      const code = typeof body.error === 'string' ? body.error : 'token_request_failed';
      throw new GoogleOAuthError(response.status, code, retryAfterMs(response));
    }
    const expiresIn = typeof body.expires_in === 'number' ? body.expires_in : 3599;
    return {
      accessToken: body.access_token,
      expiresAt: new Date(now.getTime() + expiresIn * 1000),
      refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : undefined,
      scopes: typeof body.scope === 'string' ? body.scope.split(/\s+/).filter(Boolean) : [],
    };
  }
}
