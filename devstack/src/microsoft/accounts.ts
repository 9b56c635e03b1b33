// Tenants and test accounts of the stand-in. A personal account lives in Microsoft's consumer tenant (its fixed tid);
// work accounts in Entra tenants, one of which lets only its admin consent for apps.

/** The tenant id every personal Microsoft account carries (`tid` in its id_token). */
export const CONSUMER_TENANT_ID = '9188040d-6c67-4c5b-b112-36a304b66dad';

export interface Tenant {
  id: string;
  name: string;
  /** Users may not consent for apps themselves: an admin must (AADSTS90094 page, AADSTS65001 answer). */
  adminConsentRequired: boolean;
  /** An admin granted the app tenant-wide (POST /__control/admin-consent). */
  adminConsented: boolean;
}

export type AccountKind = 'personal' | 'work';

export interface MicrosoftAccount {
  /** The sign-in name (`preferred_username`, `userPrincipalName`), lower case. */
  email: string;
  name: string;
  kind: AccountKind;
  tenantId: string;
  /** The user's object id (`oid`, Graph `id`). */
  oid: string;
  /** No Exchange Online licence: Graph mail calls answer MailboxNotEnabledForRESTAPI. */
  unlicensed: boolean;
  /** Outlook.com has blocked the account from sending (ErrorMessageSubmissionBlocked). */
  sendingBlocked: boolean;
  /**
   * A work account's `mail` attribute, which its tenant's admin (or the user, without a mailbox) may set to any
   * address: the id_token's `email`. Unset: the sign-in name.
   */
  mail?: string;
  /**
   * Whether the tenant owns and verified the domain of `mail` (the id_token's `xms_edov`, work accounts only).
   * Unset: verified, as for every seeded account.
   */
  mailDomainVerified?: boolean;
}

export const SEEDED_TENANTS: ReadonlyArray<Omit<Tenant, 'adminConsented'>> = [
  { id: CONSUMER_TENANT_ID, name: 'Microsoft accounts', adminConsentRequired: false },
  { id: '72f988bf-0000-4000-8000-00000000c0de', name: 'Contoso', adminConsentRequired: false },
  { id: '4a7b9c2e-0000-4000-8000-0000000fab01', name: 'Fabrikam University', adminConsentRequired: true },
];

export const SEEDED_ACCOUNTS: ReadonlyArray<Omit<MicrosoftAccount, 'oid' | 'sendingBlocked'>> = [
  { email: 'sam.seeker@outlook.com', name: 'Sam Seeker', kind: 'personal', tenantId: CONSUMER_TENANT_ID, unlicensed: false },
  { email: 'alex@contoso.com', name: 'Alex Candidate', kind: 'work', tenantId: SEEDED_TENANTS[1]!.id, unlicensed: false },
  { email: 'jo.student@fabrikam.edu', name: 'Jo Student', kind: 'work', tenantId: SEEDED_TENANTS[2]!.id, unlicensed: false },
  { email: 'no.mailbox@contoso.com', name: 'No Mailbox', kind: 'work', tenantId: SEEDED_TENANTS[1]!.id, unlicensed: true },
];

/** A stable object id per address, so tests can predict `oid`. */
export function objectIdFor(email: string): string {
  let hash = 0x811c9dc5;
  for (const char of email) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  const hex = hash.toString(16).padStart(8, '0');
  return `${hex}-0000-4000-8000-${hex}${hex.slice(0, 4)}`;
}

/** Which accounts a `{tenant}` path segment lets sign in (common: all; consumers: personal; organizations: work). */
export function tenantAdmits(tenantSegment: string, account: MicrosoftAccount): boolean {
  const segment = tenantSegment.toLowerCase();
  if (segment === 'common') return true;
  if (segment === 'consumers') return account.kind === 'personal';
  if (segment === 'organizations') return account.kind === 'work';
  return segment === account.tenantId;
}
