// Who signed in with Microsoft, from the id_token's claims, and whether Microsoft vouches for the address.
//
// The `email` claim is not verified in general: a work or school tenant (or a user without a mailbox) may set the
// `mail` attribute to any address, and an app that matched accounts by it could be taken over from a stranger's
// tenant (the "nOAuth" advisory; Microsoft: "Migrate away from using email claims for user identification or
// authorization"). So the user is identified by `tid` + `oid` ("use the immutable claim values tid and oid as a
// combined key", Secure applications and APIs by validating claims), and the address counts as the account's only
// when Microsoft vouches for it: a personal Microsoft account's own sign-in address (its tenant is Microsoft's
// consumer tenant), or `xms_edov: true` (the optional claim saying the tenant verified the email's domain).
import { MICROSOFT_CONSUMER_TENANT_ID } from 'contracts';

export interface MicrosoftIdentity {
  /** `<tid>:<oid>`: what users.microsoft_sub holds. */
  key: string;
  tid: string;
  oid: string;
  /** The `email` claim (else the sign-in name), lower case. Alone it proves nothing. */
  email: string | undefined;
  /** Microsoft vouches that `email` belongs to this account. */
  emailVouched: boolean;
  name: string | undefined;
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One `@` with something on both sides and a dot in the domain, no spaces (a claim, not user text). */
function asAddress(value: unknown): string | undefined {
  if (typeof value !== 'string' || /\s/.test(value)) return undefined;
  const [local, domain, extra] = value.split('@');
  return local && domain && extra === undefined && domain.includes('.') ? value.toLowerCase() : undefined;
}

/** The identity in an id_token's claims; undefined when it carries no usable tid and oid. */
export function microsoftIdentityOf(claims: Record<string, unknown>): MicrosoftIdentity | undefined {
  const tid = typeof claims.tid === 'string' ? claims.tid.toLowerCase() : '';
  const oid = typeof claims.oid === 'string' ? claims.oid.toLowerCase() : '';
  if (!GUID.test(tid) || !GUID.test(oid)) return undefined;
  const emailClaim = asAddress(claims.email);
  const signInName = asAddress(claims.preferred_username);
  const personal = tid === MICROSOFT_CONSUMER_TENANT_ID;
  const emailVouched = emailClaim !== undefined && ((personal && emailClaim === signInName) || claims.xms_edov === true);
  const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name : undefined;
  return { key: `${tid}:${oid}`, tid, oid, email: emailClaim ?? signInName, emailVouched, name };
}
