// Who sent a message, relative to a contact: the contact, someone at the contact's company domain (never a free-mail
// domain), an applicant tracking system writing on that company's behalf (its display name names the company), or
// anyone else. Headers only: the From address and its display name, read by nodemailer's address parser (RFC 5322
// quoting, comments, groups); the company's registered domain comes from the Public Suffix List (tldts).
import { isFreeMailDomain } from 'contracts';
import addressparser from 'nodemailer/lib/addressparser';
import { getDomain } from 'tldts';
import { ATS_DOMAINS } from './reply-classifier.rules';

export type SenderRelation = 'contact' | 'colleague' | 'ats-relay' | 'other';

/** The first mailbox of a From header value (a group's first member), or undefined when it names none. */
function firstMailbox(headerValueText: string | undefined) {
  if (!headerValueText) return undefined;
  return addressparser(headerValueText, { flatten: true }).find((mailbox) => mailbox.address);
}

/** The bare address of a From header value: `Dana <dana@x.com>`, `MAILER-DAEMON@x.com (Mail Delivery System)` -> the address. */
export function addressOf(headerValueText: string | undefined): string | undefined {
  return firstMailbox(headerValueText)?.address.trim().toLowerCase() || undefined;
}

/** Every address a To/Cc header value names, lower-cased: `"Lee, Dana" <dana@x.com>, ops@x.com` -> both. */
export function addressesOf(headerValueText: string | undefined): string[] {
  if (!headerValueText) return [];
  return addressparser(headerValueText, { flatten: true })
    .map((mailbox) => mailbox.address.trim().toLowerCase())
    .filter(Boolean);
}

/** The display name of a From header value: `"Acme Recruiting" <no-reply@greenhouse.io>` -> Acme Recruiting. */
export function displayNameOf(headerValueText: string | undefined): string {
  return firstMailbox(headerValueText)?.name.trim() ?? '';
}

export function domainOf(address: string | null | undefined): string | undefined {
  const at = address?.lastIndexOf('@') ?? -1;
  return at >= 0 ? address!.slice(at + 1).toLowerCase() || undefined : undefined;
}

/** The domain a company registered: eu.mail.acme.com -> acme.com, careers.acme.co.uk -> acme.co.uk. */
export function registrableDomain(domain: string): string {
  const bare = domain.toLowerCase().replace(/\.$/, '');
  return getDomain(bare) ?? bare;
}

/** The contact's company domain, or undefined for a free-mail address (gmail.com says nothing about an employer). */
export function companyDomainOf(contactAddress: string | null | undefined): string | undefined {
  const domain = domainOf(contactAddress);
  if (!domain || isFreeMailDomain(domain)) return undefined;
  return registrableDomain(domain);
}

const squash = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** The company's name as its domain spells it (acme-corp.co.uk -> acmecorp); too short a name matches nothing. */
export function companyNameOf(companyDomain: string): string | undefined {
  const name = squash(companyDomain.split('.')[0] ?? '');
  return name.length >= 3 ? name : undefined;
}

export function isAtsDomain(domain: string | undefined): boolean {
  if (!domain) return false;
  return ATS_DOMAINS.some((ats) => domain === ats || domain.endsWith(`.${ats}`));
}

export function senderRelation(from: string | undefined, contactAddress: string | null | undefined): SenderRelation {
  const address = addressOf(from);
  if (!address) return 'other';
  if (contactAddress && address === contactAddress.toLowerCase()) return 'contact';
  const company = companyDomainOf(contactAddress);
  if (!company) return 'other';
  const domain = domainOf(address);
  if (domain && !isFreeMailDomain(domain) && registrableDomain(domain) === company) return 'colleague';
  const name = companyNameOf(company);
  if (name && isAtsDomain(domain) && squash(displayNameOf(from)).includes(name)) return 'ats-relay';
  return 'other';
}
