// Add-contact rules of product.md §5 (by email or by LinkedIn URL; inputs are trimmed first) and our bounds
// (input-bounds.rules.ts): a real address shape (RFC 5321 lengths), a LinkedIn URL that is the whole input, names of
// at most 100 characters on one line.
import {
  EMAIL_ADDRESS_TOO_LONG,
  EMAIL_LOCAL_PART_TOO_LONG,
  FIRST_NAME_TOO_LONG,
  LAST_NAME_TOO_LONG,
  TEXT_LIMITS,
  checkText,
} from './input-bounds.rules';
import { validateLinkedInUrl } from './linkedin.validators';
import { validateReadableAddress } from './recipient.rules';
import {
  EMAIL_REQUIRED,
  ENRICH_LINKEDIN_FIRST,
  FIRST_NAME_REQUIRED,
  INVALID_EMAIL_ADDRESS,
  LINKEDIN_URL_REQUIRED,
} from './messages';

export type AddContactMode = 'email' | 'linkedin';

export interface AddContactValues {
  mode: AddContactMode;
  email?: string | null;
  linkedInUrl?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

export interface TrimmedContactValues {
  email: string;
  linkedInUrl: string;
  firstName: string;
  lastName: string;
}

export function trimContactValues(values: AddContactValues): TrimmedContactValues {
  return {
    email: (values.email ?? '').trim(),
    linkedInUrl: (values.linkedInUrl ?? '').trim(),
    firstName: (values.firstName ?? '').trim(),
    lastName: (values.lastName ?? '').trim(),
  };
}

/** RFC 5322 atext: the characters of a dot-atom local part. */
const ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]";
/**
 * An address as Gmail will take it: a dot-atom local part (no leading, trailing or double dots; quoted local parts
 * are not accepted) and a domain of at least two LDH labels of 1-63 characters, the last one starting with a letter
 * (a real TLD, 'xn--' forms included). No spaces, no control characters, no angle brackets, one '@'.
 */
const EMAIL_SHAPE = new RegExp(
  `^${ATEXT}+(?:\\.${ATEXT}+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])$`,
);

/**
 * The problem of an email address (trimmed first), or null: longer than 254 characters, a local part longer than 64
 * (RFC 5321 §4.5.3.1), or not the shape of a real address. An empty value is 'Email is required'.
 */
export function validateEmailAddress(value: string | null | undefined): string | null {
  const address = (value ?? '').trim();
  if (!address) return EMAIL_REQUIRED;
  if (address.length > TEXT_LIMITS.emailAddress) return EMAIL_ADDRESS_TOO_LONG;
  const at = address.lastIndexOf('@');
  if (at > TEXT_LIMITS.emailLocalPart) return EMAIL_LOCAL_PART_TOO_LONG;
  return EMAIL_SHAPE.test(address) ? null : INVALID_EMAIL_ADDRESS;
}

/** Whether the value (trimmed) is a well-formed address within the RFC 5321 lengths; used on every side. */
export function isEmailAddress(value: string): boolean {
  return validateEmailAddress(value) === null;
}

/** The bounds of a contact's names (each trimmed): at most 100 characters, one line without control characters. */
export function validateContactNames(values: { firstName?: string | null; lastName?: string | null }): string | null {
  return (
    checkText((values.firstName ?? '').trim(), {
      field: 'First Name',
      max: TEXT_LIMITS.personName,
      tooLong: FIRST_NAME_TOO_LONG,
    }) ??
    checkText((values.lastName ?? '').trim(), { field: 'Last Name', max: TEXT_LIMITS.personName, tooLong: LAST_NAME_TOO_LONG })
  );
}

/**
 * The first add-contact error, or null. On the LinkedIn path an email must already have been found
 * (enriched) before the contact can be added. Then the bounds: the address, the LinkedIn URL when one is given
 * (the whole input must be the URL), the names.
 */
export function validateAddContact(values: AddContactValues): string | null {
  const trimmed = trimContactValues(values);
  if (values.mode === 'email' && !trimmed.email) return EMAIL_REQUIRED;
  if (values.mode === 'linkedin' && !trimmed.linkedInUrl) return LINKEDIN_URL_REQUIRED;
  if (!trimmed.firstName) return FIRST_NAME_REQUIRED;
  if (values.mode === 'linkedin' && !trimmed.email) return ENRICH_LINKEDIN_FIRST;
  return (
    validateEmailAddress(trimmed.email) ??
    validateReadableAddress(trimmed.email) ??
    (trimmed.linkedInUrl ? validateLinkedInUrl(trimmed.linkedInUrl) : null) ??
    validateContactNames(trimmed)
  );
}

/**
 * The 'Find Email' button needs only a typed URL (issue 15: the lookup fills the names). Whether it is a LinkedIn
 * URL is the §5 rule's answer on click, shown under the field.
 */
export function canFindEmail(values: { linkedInUrl?: string | null }): boolean {
  return Boolean((values.linkedInUrl ?? '').trim());
}
