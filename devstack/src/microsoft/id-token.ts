import type { MicrosoftAccount } from './accounts';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * An unsigned id_token (alg "none"): the adapter only reads its claims (MSAL decodes it without checking a
 * signature). The v2.0 claims: oid, tid, preferred_username, email (with the email scope: the `mail` attribute, which
 * a work account's tenant may set to any address), name (with profile), and for work accounts the optional claim
 * xms_edov (whether the tenant verified the email's domain), as if the app registration asked for it.
 */
export function buildIdToken(input: {
  issuerBase: string;
  clientId: string;
  account: MicrosoftAccount;
  scopes: ReadonlySet<string>;
  nonce?: string;
  ttlSeconds: number;
}): string {
  const { account } = input;
  const now = Math.floor(Date.now() / 1000);
  const payload: Record<string, unknown> = {
    ver: '2.0',
    iss: `${input.issuerBase}/${account.tenantId}/v2.0`,
    sub: `sub-${account.oid}`,
    aud: input.clientId,
    exp: now + input.ttlSeconds,
    iat: now,
    nbf: now,
    tid: account.tenantId,
    oid: account.oid,
    preferred_username: account.email,
    ...(input.scopes.has('email') ? { email: account.mail ?? account.email } : {}),
    ...(input.scopes.has('email') && account.kind === 'work' ? { xms_edov: account.mailDomainVerified ?? true } : {}),
    ...(input.scopes.has('profile') ? { name: account.name } : {}),
    ...(input.nonce ? { nonce: input.nonce } : {}),
  };
  return `${base64url({ typ: 'JWT', alg: 'none' })}.${base64url(payload)}.`;
}

/** `client_info` (asked with client_info=1): base64url JSON of the user's uid and tenant, which MSAL keys accounts by. */
export function buildClientInfo(account: MicrosoftAccount): string {
  return base64url({ uid: account.oid, utid: account.tenantId });
}
