import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { objectIdFor, SEEDED_ACCOUNTS, SEEDED_TENANTS, type MicrosoftAccount, type Tenant } from './accounts';
import { resourceScopes } from './scopes';
import type { AccessToken, AppRegistration, AuthRequest, Grant, IssuedCode, RefreshToken } from './identity.types';

export { DEFAULT_APP } from './identity.types';
export type { AccessToken, AppRegistration, AuthRequest, Grant, IssuedCode, RefreshToken } from './identity.types';

/** Microsoft: authorization codes are short lived, "typically expire after about 10 minutes". */
const CODE_TTL_MS = 10 * 60 * 1000;
const opaque = (prefix: string) => `${prefix}${randomBytes(48).toString('base64url')}`;

/** Accounts, consent, codes and tokens of the identity platform (in memory). */
export class IdentityStore {
  readonly tenants = new Map<string, Tenant>();
  readonly accounts = new Map<string, MicrosoftAccount>();
  private requests = new Map<string, AuthRequest>();
  private codes = new Map<string, IssuedCode>();
  private grants = new Map<string, Grant>();
  private accessTokens = new Map<string, AccessToken>();
  private refreshTokens = new Map<string, RefreshToken>();

  constructor(
    readonly apps: AppRegistration[],
    private readonly accessTokenTtl: () => number,
  ) {
    this.reset();
  }

  reset(): void {
    for (const map of [this.requests, this.codes, this.grants, this.accessTokens, this.refreshTokens]) map.clear();
    this.tenants.clear();
    this.accounts.clear();
    for (const tenant of SEEDED_TENANTS) this.tenants.set(tenant.id, { ...tenant, adminConsented: false });
    for (const account of SEEDED_ACCOUNTS) this.addAccount(account);
  }

  app(clientId: string | undefined): AppRegistration | undefined {
    return this.apps.find((app) => app.clientId === clientId);
  }

  addAccount(input: Omit<MicrosoftAccount, 'oid' | 'sendingBlocked'> & { sendingBlocked?: boolean }): MicrosoftAccount {
    const email = input.email.toLowerCase();
    const mail = input.mail?.toLowerCase();
    const account: MicrosoftAccount = {
      sendingBlocked: false,
      ...input,
      email,
      ...(mail ? { mail } : {}),
      oid: objectIdFor(email),
    };
    this.accounts.set(email, account);
    return account;
  }

  account(email: string): MicrosoftAccount | undefined {
    return this.accounts.get(email.toLowerCase());
  }

  createAuthRequest(input: Omit<AuthRequest, 'id'>): AuthRequest {
    const request = { ...input, id: randomUUID() };
    this.requests.set(request.id, request);
    return request;
  }

  authRequest(id: string): AuthRequest | undefined {
    return this.requests.get(id);
  }

  endAuthRequest(id: string): void {
    this.requests.delete(id);
  }

  /** The account's consent to the app, if it already covers these scopes (then no consent page). */
  consentCovers(email: string, clientId: string, scopes: string[]): boolean {
    const grant = this.liveGrant(email, clientId);
    return !!grant && scopes.every((scope) => grant.scopes.has(scope) || scope === 'offline_access');
  }

  private liveGrant(email: string, clientId: string): Grant | undefined {
    return [...this.grants.values()].find((g) => g.email === email && g.clientId === clientId && !g.revoked);
  }

  /** The user consented: a code for exactly the asked scopes. */
  issueCode(request: AuthRequest, email: string): string {
    let grant = this.liveGrant(email, request.clientId);
    if (!grant) {
      grant = { id: randomUUID(), email, clientId: request.clientId, scopes: new Set(), issuedAt: Date.now() };
      this.grants.set(grant.id, grant);
    }
    for (const scope of request.scopes) grant.scopes.add(scope);
    const code = opaque('M.C5');
    this.codes.set(code, { request, grant, scopes: request.scopes, expiresAt: Date.now() + CODE_TTL_MS, redeemed: false });
    this.requests.delete(request.id);
    return code;
  }

  code(code: string): IssuedCode | undefined {
    return this.codes.get(code);
  }

  /** Expires every unredeemed code (the 10-minute life passed). */
  expireCodes(): void {
    for (const code of this.codes.values()) code.expiresAt = 0;
  }

  issueTokens(grant: Grant, scopes: string[], offline: boolean): { access: AccessToken; refresh?: RefreshToken } {
    const access: AccessToken = {
      token: opaque('EwB'),
      grant,
      scopes: new Set(scopes),
      expiresAt: Date.now() + this.accessTokenTtl() * 1000,
    };
    this.accessTokens.set(access.token, access);
    if (!offline) return { access };
    const refresh: RefreshToken = { token: opaque('M.R3_'), grant, issuedAt: Date.now(), inactive: false };
    this.refreshTokens.set(refresh.token, refresh);
    return { access, refresh };
  }

  refreshToken(token: string): RefreshToken | undefined {
    return this.refreshTokens.get(token);
  }

  /** A valid (unexpired) access token; revoked consent does not end it: access tokens live until they expire. */
  validAccessToken(token: string): AccessToken | undefined {
    const access = this.accessTokens.get(token);
    return access && access.expiresAt > Date.now() ? access : undefined;
  }

  /** Which account a presented token belongs to, valid or not (for call counts). */
  tokenAccount(token: string): string | undefined {
    return this.accessTokens.get(token)?.grant.email;
  }

  expireAccessTokens(): void {
    for (const access of this.accessTokens.values()) access.expiresAt = 0;
  }

  expireRefreshTokens(email?: string): void {
    for (const refresh of this.refreshTokens.values()) if (!email || refresh.grant.email === email) refresh.inactive = true;
  }

  /**
   * What the user (or an admin) can do at Microsoft: remove the app's consent (account.live.com/consent/Manage,
   * myapps.microsoft.com) or reset the password / revoke sessions. There is no per-token revoke endpoint for apps.
   */
  revoke(email: string, why: 'consentRemoved' | 'passwordReset' = 'consentRemoved'): number {
    let count = 0;
    for (const grant of this.grants.values()) {
      if (grant.email === email.toLowerCase() && !grant.revoked) {
        grant.revoked = why;
        count++;
      }
    }
    return count;
  }

  /** Does this grant still carry the asked scopes (resource ones) for a refresh? */
  grantCovers(grant: Grant, scopes: string[]): boolean {
    return resourceScopes(scopes).every((scope) => grant.scopes.has(scope));
  }
}

/** PKCE: S256 = base64url(sha256(verifier)); plain compares as is. */
export function verifierMatches(request: AuthRequest, verifier: string): boolean {
  if (request.codeChallengeMethod === 'plain') return request.codeChallenge === verifier;
  return createHash('sha256').update(verifier).digest('base64url') === request.codeChallenge;
}
