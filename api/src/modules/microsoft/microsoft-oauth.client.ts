// Microsoft's identity platform through @azure/msal-node: the consent URL (PKCE S256 and state, the `common`
// authority for personal and work or school accounts), the code exchange, and refresh. MSAL keeps refresh tokens in
// its own cache; each token call here runs on a fresh, empty cache, the refresh token is read out of it and sealed in
// the grant by the caller (README.md, "Refresh tokens"), so no user's tokens stay in this process's memory.
import { AuthError, ConfidentialClientApplication, InteractionRequiredAuthError, ServerError } from '@azure/msal-node';
import { microsoftMailScopes, MICROSOFT_SIGN_IN_SCOPES, shortScope } from './microsoft-scopes.constants';
import { MicrosoftNetworkError, msalNetworkClient, type MicrosoftHttps } from './microsoft-https.client';

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

export type MicrosoftOAuthFailure =
  /** The refresh token is refused for good (consent removed, password reset, expired): the user reconnects. */
  | 'grant-revoked'
  /** The code cannot be redeemed (used, expired, PKCE verifier wrong): the user starts the consent again. */
  | 'code-refused'
  /** The app registration is refused (client id or secret, redirect URI): the operator's to fix. */
  | 'client-refused'
  /** The token endpoint failed or could not be reached: later. */
  | 'token-endpoint';

const CLIENT_REFUSED_CODES = new Set(['invalid_client', 'unauthorized_client', 'invalid_request', 'invalid_scope']);
/** AADSTS codes about the app itself: bad or expired secret, unknown app, redirect URI, app disabled. */
const CLIENT_REFUSED_AADSTS = new Set([7000215, 7000222, 700016, 50011, 7000112, 700054]);

export class MicrosoftOAuthError extends Error {
  override readonly name = 'MicrosoftOAuthError';
  constructor(
    readonly kind: MicrosoftOAuthFailure,
    message: string,
    readonly options: { aadsts?: number; errorCode?: string; retryAfterMs?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
  }
}

/** The AADSTS number an identity-platform message starts with (`AADSTS65001: ...`). */
export function aadstsOf(text: string | undefined): number | undefined {
  const match = /AADSTS(\d{4,8})/.exec(text ?? '');
  return match ? Number(match[1]) : undefined;
}

/** MSAL's failures in our words; `redeeming` tells a refused code from a refused refresh token. */
export function toMicrosoftOAuthError(error: unknown, redeeming: boolean): MicrosoftOAuthError {
  if (error instanceof MicrosoftOAuthError) return error;
  const network = findCause(error, MicrosoftNetworkError);
  if (network) return new MicrosoftOAuthError('token-endpoint', network.message, { cause: error });
  if (!(error instanceof AuthError)) {
    return new MicrosoftOAuthError('token-endpoint', error instanceof Error ? error.message : String(error), { cause: error });
  }
  const errorNo = (error as { errorNo?: unknown }).errorNo;
  const aadsts =
    aadstsOf(error.errorMessage) ?? (typeof errorNo === 'string' && /^\d+$/.test(errorNo) ? Number(errorNo) : undefined);
  const detail = `${error.errorCode}${aadsts ? ` AADSTS${aadsts}` : ''}`;
  const status = (error as { status?: number }).status;
  const options = { aadsts, errorCode: error.errorCode, cause: error };
  if ((status !== undefined && (status >= 500 || status === 429)) || error.errorCode === 'temporarily_unavailable')
    return new MicrosoftOAuthError('token-endpoint', detail, options);
  if (CLIENT_REFUSED_CODES.has(error.errorCode) || (aadsts !== undefined && CLIENT_REFUSED_AADSTS.has(aadsts)))
    return new MicrosoftOAuthError('client-refused', detail, options);
  if (error instanceof InteractionRequiredAuthError || error.errorCode === 'invalid_grant')
    return new MicrosoftOAuthError(redeeming ? 'code-refused' : 'grant-revoked', detail, options);
  if (error instanceof ServerError) return new MicrosoftOAuthError('token-endpoint', detail, options);
  // MSAL's own client errors (an unreadable answer, a network failure it wrapped): later.
  return new MicrosoftOAuthError('token-endpoint', detail, options);
}

function findCause<T extends Error>(error: unknown, type: new (...args: never[]) => T): T | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    if (current instanceof type) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

interface SerializedCache {
  RefreshToken?: Record<string, { secret?: string; home_account_id?: string }>;
}

export class MicrosoftOAuthClient {
  private readonly authority: string;
  private metadata: Promise<string> | undefined;

  constructor(private readonly settings: MicrosoftOAuthSettings) {
    this.authority = `${settings.loginUrl}/common`;
  }

  /** The authorization URL: PKCE S256, `state`, the tier's scopes; `prompt=select_account` lets the user pick. */
  async consentUrl(input: {
    redirectUri: string;
    state: string;
    codeChallenge: string;
    detect: boolean;
    loginHint?: string;
  }): Promise<string> {
    return (await this.client()).getAuthCodeUrl({
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
    const cca = await this.client();
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
    const cca = await this.client();
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

  /** A client on an empty cache (one per call), given the authority's metadata read once per process. */
  private async client(): Promise<ConfidentialClientApplication> {
    const { clientId, clientSecret, loginUrl, https, customCa } = this.settings;
    return new ConfidentialClientApplication({
      auth: {
        clientId,
        clientSecret,
        authority: this.authority,
        // MSAL's instance discovery otherwise asks the real login.microsoftonline.com about any other host.
        knownAuthorities: [new URL(loginUrl).host],
        authorityMetadata: await this.authorityMetadata(),
      },
      // Our engine owns retries: a token call is made once.
      system: { disableInternalRetries: true, ...(customCa ? { networkClient: msalNetworkClient(https) } : {}) },
    });
  }

  /** The authority's OpenID configuration, read once per process (MSAL would read it for every new client). */
  private authorityMetadata(): Promise<string> {
    this.metadata ??= this.settings.https
      .send(`${this.authority}/v2.0/.well-known/openid-configuration`)
      .then((answer) => {
        if (answer.status !== 200)
          throw new MicrosoftOAuthError('token-endpoint', `openid-configuration answered ${answer.status}`);
        return answer.text;
      })
      .catch((error: unknown) => {
        this.metadata = undefined;
        throw toMicrosoftOAuthError(error, false);
      });
    return this.metadata;
  }
}

/** One `@` with something on both sides and a dot in the domain, no spaces (a claim, not user text). */
function isAddress(value: string | undefined): value is string {
  if (!value || /\s/.test(value)) return false;
  const [local, domain, extra] = value.split('@');
  return !!local && !!domain && extra === undefined && domain.includes('.');
}
