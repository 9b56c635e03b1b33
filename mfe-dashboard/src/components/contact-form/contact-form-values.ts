import { EMAIL_REQUIRED, FIRST_NAME_REQUIRED, type AddContactMode } from 'contracts';

export interface ContactFormValues {
  email?: string;
  linkedInUrl?: string;
  firstName?: string;
  lastName?: string;
}

export type ContactField = keyof ContactFormValues;

export const CONTACT_MODE_OPTIONS: ReadonlyArray<{ label: string; value: AddContactMode }> = [
  { label: 'Manual Entry', value: 'email' },
  { label: 'LinkedIn URL', value: 'linkedin' },
];

/**
 * The field a contracts add-contact message belongs to. 'Please enrich the LinkedIn contact first' goes under the
 * URL, next to the 'Find Email' button that fixes it.
 */
export function contactFieldOf(message: string): ContactField {
  if (message === EMAIL_REQUIRED) return 'email';
  if (message === FIRST_NAME_REQUIRED) return 'firstName';
  return 'linkedInUrl';
}

/** 'Jordan Lee' -> first 'Jordan', last 'Lee'; a one-word name has no last name. */
export function splitFullName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** The browser's IANA timezone (spec §9: the wizard's default), or the product default when it has none. */
export function browserTimezone(fallback: string): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || fallback;
  } catch {
    return fallback;
  }
}
