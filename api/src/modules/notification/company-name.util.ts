// 'Dana Lee at Acme': the company is guessed from the contact's email domain (acme.com -> Acme). Free mail (the list in
// contracts, shared with reply detection) and reserved test domains say nothing about an employer: no company.
import { isFreeMailDomain } from 'contracts';

/** RFC 2606 / 6761 names: never a real employer. */
const RESERVED = new Set(['example', 'test', 'invalid', 'localhost']);

/** Second-level labels under which companies register (acme.co.uk, acme.com.au). */
const SECOND_LEVEL = new Set(['co', 'com', 'org', 'net', 'ac', 'gov', 'edu', 'ltd', 'plc']);

export function companyFromEmail(email: string | null | undefined): string | null {
  const domain = email?.split('@')[1]?.trim().toLowerCase();
  if (!domain) return null;
  const labels = domain.split('.').filter(Boolean);
  if (labels.length < 2) return null;
  const tld = labels[labels.length - 1]!;
  const secondLevel = labels[labels.length - 2]!;
  const name = labels.length >= 3 && tld.length === 2 && SECOND_LEVEL.has(secondLevel) ? labels[labels.length - 3]! : secondLevel;
  if (isFreeMailDomain(domain) || RESERVED.has(name) || RESERVED.has(tld)) return null;
  return name
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** 'Dana Lee', or 'Dana' without a last name. */
export function contactDisplayName(firstName: string, lastName: string | null | undefined): string {
  return [firstName, lastName]
    .filter((part) => part && part.trim())
    .join(' ')
    .trim();
}
