import { createHash, randomBytes } from 'node:crypto';
import { SIGN_IN_SCOPES } from './scopes';

export interface TestAccount {
  /** Stable numeric id like Google's `sub`. */
  sub: string;
  email: string;
  name: string;
  givenName: string;
  familyName: string;
  picture: string;
}

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
  /** When set, authorize rejects any other redirect_uri (like the Cloud console list). Empty = accept any. */
  redirectUris?: string[];
}

/** What the consent page is asked to approve; kept server-side so the page links cannot be tampered with. */
export interface AuthRequest {
  id: string;
  clientId: string;
  redirectUri: string;
  scopes: string[];
  state?: string;
  nonce?: string;
  offline: boolean;
  loginHint?: string;
  includeGrantedScopes: boolean;
  /** PKCE (RFC 7636), checked at the token exchange when present. */
  codeChallenge?: string;
  codeChallengeMethod?: 'plain' | 'S256';
  /** `prompt` as asked ('consent', 'select_account', ...). */
  prompt?: string;
}

interface AuthCode {
  clientId: string;
  redirectUri: string;
  email: string;
  scopes: string[];
  offline: boolean;
  /** Google issues a refresh token only on the first consent of an account to a client, or with prompt=consent. */
  issueRefreshToken: boolean;
  nonce?: string;
  codeChallenge?: string;
  codeChallengeMethod?: 'plain' | 'S256';
  expiresAt: number;
}

export interface Grant {
  clientId: string;
  email: string;
  scopes: Set<string>;
  refreshToken?: string;
  nonce?: string;
  revoked: boolean;
}

export interface AccessToken {
  token: string;
  grant: Grant;
  scopes: Set<string>;
  expiresAt: number;
}

export const DEFAULT_CLIENT: OAuthClient = { clientId: 'devstack-client', clientSecret: 'devstack-secret' };

export const SEEDED_ACCOUNTS: ReadonlyArray<{ email: string; name: string }> = [
  { email: 'test.user@gmail.com', name: 'Test User' },
  { email: 'alex@gmail.com', name: 'Alex Candidate' },
];

const CODE_TTL_MS = 10 * 60 * 1000;

function verifierMatches(challenge: string, method: 'plain' | 'S256' | undefined, verifier: string | undefined): boolean {
  if (!verifier) return false;
  const expected = method === 'S256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  return expected === challenge;
}

function randomToken(prefix: string): string {
  return `${prefix}${randomBytes(24).toString('base64url')}`;
}

/** In-memory OAuth state: accounts, clients, pending consents, codes, grants and tokens. */
export class OAuthStore {
  private accountsByEmail = new Map<string, TestAccount>();
  private clients = new Map<string, OAuthClient>();
  private authRequests = new Map<string, AuthRequest>();
  private codes = new Map<string, AuthCode>();
  private grantsByRefreshToken = new Map<string, Grant>();
  private grantsByEmail = new Map<string, Grant[]>();
  private accessTokens = new Map<string, AccessToken>();
  /** Scopes granted before, per client+account, for include_granted_scopes. */
  private previouslyGranted = new Map<string, Set<string>>();
  private nextSub = 1;

  constructor(
    private readonly initialClients: OAuthClient[],
    private readonly initialAccounts: ReadonlyArray<{ email: string; name: string }>,
    readonly accessTokenTtlSeconds: number,
  ) {
    this.reset();
  }

  reset(): void {
    this.accountsByEmail.clear();
    this.clients.clear();
    this.authRequests.clear();
    this.codes.clear();
    this.grantsByRefreshToken.clear();
    this.grantsByEmail.clear();
    this.accessTokens.clear();
    this.previouslyGranted.clear();
    this.nextSub = 1;
    for (const client of this.initialClients) this.clients.set(client.clientId, client);
    for (const account of this.initialAccounts) this.addAccount(account);
  }

  // --- accounts and clients ---

  addAccount(input: { email: string; name?: string; picture?: string }): TestAccount {
    const email = input.email.trim().toLowerCase();
    const existing = this.accountsByEmail.get(email);
    const name = input.name?.trim() || existing?.name || email.split('@')[0] || email;
    const [givenName = name, ...rest] = name.split(/\s+/);
    const account: TestAccount = {
      sub: existing?.sub ?? `1${String(this.nextSub++).padStart(20, '0')}`,
      email,
      name,
      givenName,
      familyName: rest.join(' '),
      picture: input.picture ?? existing?.picture ?? `https://lh3.googleusercontent.com/a/devstack-${encodeURIComponent(email)}`,
    };
    this.accountsByEmail.set(email, account);
    return account;
  }

  accounts(): TestAccount[] {
    return [...this.accountsByEmail.values()];
  }

  account(email: string): TestAccount | undefined {
    return this.accountsByEmail.get(email.toLowerCase());
  }

  client(clientId: string): OAuthClient | undefined {
    return this.clients.get(clientId);
  }

  addClient(client: OAuthClient): void {
    this.clients.set(client.clientId, client);
  }

  // --- authorization ---

  createAuthRequest(request: Omit<AuthRequest, 'id'>): AuthRequest {
    const saved = { ...request, id: randomBytes(12).toString('base64url') };
    this.authRequests.set(saved.id, saved);
    return saved;
  }

  authRequest(id: string): AuthRequest | undefined {
    return this.authRequests.get(id);
  }

  /**
   * Consumes the consent request and issues a one-time code for the chosen account. `grantedScopes` is the user's
   * choice on the granular consent screen (the ticked boxes); sign-in scopes come regardless. Without it every
   * requested scope is granted.
   */
  approve(
    requestId: string,
    email: string,
    grantedScopes?: readonly string[],
  ): { code: string; request: AuthRequest; scopes: string[] } | undefined {
    const request = this.authRequests.get(requestId);
    const account = this.account(email);
    if (!request || !account) return undefined;
    this.authRequests.delete(requestId);
    const key = `${request.clientId} ${account.email}`;
    const firstConsent = !this.previouslyGranted.has(key);
    const chosen = grantedScopes
      ? request.scopes.filter((scope) => SIGN_IN_SCOPES.includes(scope) || grantedScopes.includes(scope))
      : request.scopes;
    const scopes = new Set(chosen);
    if (request.includeGrantedScopes) for (const scope of this.previouslyGranted.get(key) ?? []) scopes.add(scope);
    const code = randomToken('4/0A');
    this.codes.set(code, {
      clientId: request.clientId,
      redirectUri: request.redirectUri,
      email: account.email,
      scopes: [...scopes],
      offline: request.offline,
      issueRefreshToken: request.offline && (firstConsent || (request.prompt ?? '').split(/\s+/).includes('consent')),
      nonce: request.nonce,
      codeChallenge: request.codeChallenge,
      codeChallengeMethod: request.codeChallengeMethod,
      expiresAt: Date.now() + CODE_TTL_MS,
    });
    return { code, request, scopes: [...scopes] };
  }

  deny(requestId: string): AuthRequest | undefined {
    const request = this.authRequests.get(requestId);
    this.authRequests.delete(requestId);
    return request;
  }

  /** Single use: a second exchange of the same code fails like Google's invalid_grant. */
  exchangeCode(
    code: string,
    clientId: string,
    redirectUri: string | undefined,
    codeVerifier?: string,
  ): { ok: true; grant: Grant; accessToken: AccessToken } | { ok: false; error: 'invalid_grant' | 'redirect_uri_mismatch' } {
    const saved = this.codes.get(code);
    if (!saved || saved.clientId !== clientId || saved.expiresAt < Date.now()) return { ok: false, error: 'invalid_grant' };
    if (saved.redirectUri !== redirectUri) return { ok: false, error: 'redirect_uri_mismatch' };
    // Google burns the code on any further attempt, so a failed PKCE check also consumes it.
    this.codes.delete(code);
    if (saved.codeChallenge && !verifierMatches(saved.codeChallenge, saved.codeChallengeMethod, codeVerifier)) {
      return { ok: false, error: 'invalid_grant' };
    }
    const grant = this.createGrant({
      clientId,
      email: saved.email,
      scopes: saved.scopes,
      offline: saved.issueRefreshToken,
      nonce: saved.nonce,
    });
    return { ok: true, grant, accessToken: this.issueAccessToken(grant) };
  }

  /** Creates a grant directly (tests that need a token without the browser step). */
  createGrant(input: { clientId: string; email: string; scopes: string[]; offline: boolean; nonce?: string }): Grant {
    const grant: Grant = {
      clientId: input.clientId,
      email: input.email.toLowerCase(),
      scopes: new Set(input.scopes),
      refreshToken: input.offline ? randomToken('1//0g') : undefined,
      nonce: input.nonce,
      revoked: false,
    };
    if (grant.refreshToken) this.grantsByRefreshToken.set(grant.refreshToken, grant);
    const list = this.grantsByEmail.get(grant.email) ?? [];
    list.push(grant);
    this.grantsByEmail.set(grant.email, list);
    const key = `${grant.clientId} ${grant.email}`;
    const previous = this.previouslyGranted.get(key) ?? new Set<string>();
    for (const scope of grant.scopes) previous.add(scope);
    this.previouslyGranted.set(key, previous);
    return grant;
  }

  issueAccessToken(grant: Grant): AccessToken {
    const accessToken: AccessToken = {
      token: randomToken('ya29.'),
      grant,
      scopes: grant.scopes,
      expiresAt: Date.now() + this.accessTokenTtlSeconds * 1000,
    };
    this.accessTokens.set(accessToken.token, accessToken);
    return accessToken;
  }

  refresh(refreshToken: string, clientId: string): AccessToken | undefined {
    const grant = this.grantsByRefreshToken.get(refreshToken);
    if (!grant || grant.revoked || grant.clientId !== clientId) return undefined;
    return this.issueAccessToken(grant);
  }

  /** A live access token, or undefined when unknown, expired or revoked. */
  /** The account an access token was issued to, valid or not (call counting: a refused call still cost one). */
  tokenAccount(token: string): string | undefined {
    return this.accessTokens.get(token)?.grant.email.toLowerCase();
  }

  validAccessToken(token: string): AccessToken | undefined {
    const saved = this.accessTokens.get(token);
    if (!saved || saved.grant.revoked) return undefined;
    if (saved.expiresAt <= Date.now()) return undefined;
    return saved;
  }

  /** Revoking either token of a grant revokes the whole grant, as Google does. */
  revokeToken(token: string): boolean {
    const grant = this.grantsByRefreshToken.get(token) ?? this.accessTokens.get(token)?.grant;
    if (!grant || grant.revoked) return false;
    grant.revoked = true;
    return true;
  }

  /** Revokes every grant of an account (the user removed the app in their Google account). */
  revokeAccount(email: string): number {
    const key = email.toLowerCase();
    const grants = this.grantsByEmail.get(key) ?? [];
    let count = 0;
    for (const grant of grants) {
      if (!grant.revoked) count++;
      grant.revoked = true;
    }
    for (const mapKey of this.previouslyGranted.keys()) if (mapKey.endsWith(` ${key}`)) this.previouslyGranted.delete(mapKey);
    return count;
  }

  /** Makes every issued access token expire now, so callers must refresh. */
  expireAccessTokens(): number {
    const now = Date.now();
    for (const token of this.accessTokens.values()) token.expiresAt = now;
    return this.accessTokens.size;
  }
}
