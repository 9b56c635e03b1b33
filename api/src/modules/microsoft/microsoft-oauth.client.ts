// Microsoft's identity platform through @azure/msal-node: the consent URL (PKCE S256 and state, the `common`
// authority for personal and work or school accounts), the code exchange, and refresh. MSAL keeps refresh tokens in
// its own cache; each token call here runs on a fresh, empty cache, the refresh token is read out of it and sealed in
// the grant by the caller (README.md, "Refresh tokens"), so no user's tokens stay in this process's memory.
import { microsoftMailScopes, MICROSOFT_SIGN_IN_SCOPES, shortScope } from './microsoft-scopes.constants';
import type { ConfidentialClientApplication } from '@azure/msal-node';
import type { MicrosoftHttps } from './microsoft-https.client';
import { MsalAppSource } from './msal-app.source';
import { MicrosoftOAuthError, toMicrosoftOAuthError } from './microsoft-oauth.error';

export * from './microsoft-oauth.error';

export interface MicrosoftOAuthSettings {
  clientId: string;
  clientSecret: string;
  /** The identity platform's origin (`https://login.microsoftonline.com`, or the stand-in's). */
  loginUrl: string;
  https: MicrosoftHttps;
  /** Whether `https` trusts an extra CA (then MSAL must use it too; otherwise MSAL's own fetch is used). */
  customCa: boolean;
}

export interface MicrosoftTokens {
  accessToken: string;
  expiresAt: Date;
  /** Microsoft rotates it on every use: the newest is kept. Absent if the answer had none. */
  refreshToken: string | undefined;
  /** The Graph scopes granted, short names (`Mail.Send`). */
  scopes: string[];
}

export interface MicrosoftConnection extends MicrosoftTokens {
  /** The mailbox's address: the id_token's `email`, else `preferred_username`. */
  address: string;
  /** The user's object id and tenant id (the consumer tenant for Outlook.com accounts). */
  oid: string | undefined;
  tid: string | undefined;
  name: string | undefined;
}

interface SerializedCache {
  RefreshToken?: Record<string, { secret?: string; home_account_id?: string }>;
}

export class MicrosoftOAuthClient {
  private readonly apps: MsalAppSource;

  constructor(settings: MicrosoftOAuthSettings) {
    this.apps = new MsalAppSource(settings);
  }

  /** The authorization URL: PKCE S256, `state`, the tier's scopes; `prompt=select_account` lets the user pick. */
  async consentUrl(input: {
    redirectUri: string;
    state: string;
    codeChallenge: string;
    detect: boolean;
    loginHint?: string;
  }): Promise<string> {
    return (await this.apps.client()).getAuthCodeUrl({
      scopes: [...microsoftMailScopes(input.detect), ...MICROSOFT_SIGN_IN_SCOPES],
      redirectUri: input.redirectUri,
      state: input.state,
      codeChallenge: input.codeChallenge,
      codeChallengeMethod: 'S256',
      responseMode: 'query',
      prompt: 'select_account',
      ...(input.loginHint ? { loginHint: input.loginHint } : {}),
    });
  }

  /** Redeems the code (with the PKCE verifier) for tokens and the connected address. Throws MicrosoftOAuthError. */
  async exchangeCode(input: {
    code: string;
    codeVerifier: string;
    redirectUri: string;
    detect: boolean;
  }): Promise<MicrosoftConnection> {
    const cca = await this.apps.client();
    try {
      const result = await cca.acquireTokenByCode({
        code: input.code,
        codeVerifier: input.codeVerifier,
        redirectUri: input.redirectUri,
        scopes: [...microsoftMailScopes(input.detect), ...MICROSOFT_SIGN_IN_SCOPES],
      });
      const claims = (result.idTokenClaims ?? {}) as Record<string, unknown>;
      const text = (name: string) =>
        typeof claims[name] === 'string' && claims[name] !== '' ? (claims[name] as string) : undefined;
      const address = [text('email'), text('preferred_username'), result.account?.username].find(isAddress);
      if (!address) throw new MicrosoftOAuthError('code-refused', 'the id_token names no email address');
      return {
        ...this.tokensOf(cca, result),
        address: address.toLowerCase(),
        oid: text('oid'),
        tid: text('tid') ?? result.tenantId,
        name: text('name'),
      };
    } catch (error) {
      throw toMicrosoftOAuthError(error, true);
    }
  }

  /** A fresh access token (and the rotated refresh token) for the grant's scopes. Throws MicrosoftOAuthError. */
  async refresh(refreshToken: string, scopes: readonly string[]): Promise<MicrosoftTokens> {
    const cca = await this.apps.client();
    try {
      // forceCache: MSAL caches a refresh answer only for an account it already holds; ours is always empty, and the
      // rotated refresh token is read from that cache.
      const result = await cca.acquireTokenByRefreshToken({ refreshToken, scopes: [...scopes], forceCache: true });
      if (!result) throw new MicrosoftOAuthError('token-endpoint', 'the token endpoint answered no token');
      return this.tokensOf(cca, result);
    } catch (error) {
      throw toMicrosoftOAuthError(error, false);
    }
  }

  private tokensOf(
    cca: ConfidentialClientApplication,
    result: { accessToken: string; expiresOn: Date | null; scopes: string[] },
  ): MicrosoftTokens {
    const cache = JSON.parse(cca.getTokenCache().serialize()) as SerializedCache;
    const refreshToken = Object.values(cache.RefreshToken ?? {}).find((entry) => entry.secret)?.secret;
    return {
      accessToken: result.accessToken,
      expiresAt: result.expiresOn ?? new Date(Date.now() + 3_600_000),
      refreshToken,
      scopes: result.scopes.map(shortScope).filter((scope) => !/^(openid|profile|email|offline_access)$/i.test(scope)),
    };
  }
}

/** One `@` with something on both sides and a dot in the domain, no spaces (a claim, not user text). */
function isAddress(value: string | undefined): value is string {
  if (!value || /\s/.test(value)) return false;
  const [local, domain, extra] = value.split('@');
  return !!local && !!domain && extra === undefined && domain.includes('.');
}
