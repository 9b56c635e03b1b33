// Add-contact rules of spec §5: by email or by LinkedIn URL; inputs are trimmed first.
import { EMAIL_REQUIRED, ENRICH_LINKEDIN_FIRST, FIRST_NAME_REQUIRED, LINKEDIN_URL_REQUIRED } from './messages';

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

/**
 * The first add-contact error, or null. On the LinkedIn path an email must already have been found
 * (enriched) before the contact can be added.
 */
export function validateAddContact(values: AddContactValues): string | null {
  const trimmed = trimContactValues(values);
  if (values.mode === 'email' && !trimmed.email) return EMAIL_REQUIRED;
  if (values.mode === 'linkedin' && !trimmed.linkedInUrl) return LINKEDIN_URL_REQUIRED;
  if (!trimmed.firstName) return FIRST_NAME_REQUIRED;
  if (values.mode === 'linkedin' && !trimmed.email) return ENRICH_LINKEDIN_FIRST;
  return null;
}

/** The 'Find Email' button needs a URL and a first name. */
export function canFindEmail(values: { linkedInUrl?: string | null; firstName?: string | null }): boolean {
  return Boolean((values.linkedInUrl ?? '').trim() && (values.firstName ?? '').trim());
}

/** A loose shape check (the inputs also use type="email"); used server-side before sending. */
export function isEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}
