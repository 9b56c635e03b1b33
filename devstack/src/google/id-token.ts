import type { Grant, TestAccount } from './oauth.store';
import { grantsEmail, grantsProfile } from './scopes';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Claims Google puts in the id_token and userinfo, limited to what the granted scopes allow. */
export function identityClaims(account: TestAccount, scopes: ReadonlySet<string>): Record<string, unknown> {
  const claims: Record<string, unknown> = { sub: account.sub };
  if (grantsEmail(scopes)) Object.assign(claims, { email: account.email, email_verified: true });
  if (grantsProfile(scopes)) {
    Object.assign(claims, { name: account.name, given_name: account.givenName, picture: account.picture });
    if (account.familyName) claims.family_name = account.familyName;
  }
  return claims;
}

/** An unsigned JWT (alg "none"): the stand-in has no keys; callers that need verification use userinfo. */
export function buildIdToken(issuer: string, grant: Grant, account: TestAccount, ttlSeconds: number): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: issuer,
    azp: grant.clientId,
    aud: grant.clientId,
    ...identityClaims(account, grant.scopes),
    iat: now,
    exp: now + ttlSeconds,
    ...(grant.nonce ? { nonce: grant.nonce } : {}),
  };
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
}
