import {
  EMAIL_ADDRESS_TOO_LONG,
  EMAIL_LOCAL_PART_TOO_LONG,
  EMAIL_REQUIRED,
  FIRST_NAME_REQUIRED,
  FIRST_NAME_TOO_LONG,
  INVALID_EMAIL_ADDRESS,
  LAST_NAME_TOO_LONG,
  controlCharactersIn,
  isUnreadAddressRefusal,
  type AddContactMode,
  type TrimmedContactValues,
} from 'contracts';
import { userTimezone } from 'shared-ui';

export interface ContactFormValues {
  email?: string;
  linkedInUrl?: string;
  firstName?: string;
  lastName?: string;
  /** The day the user applied (YYYY-MM-DD from the date input), optional. */
  appliedAt?: string;
}

/** What step 1 hands on: the checked contact values and the applied day, when given. */
export type ContactSubmitValues = TrimmedContactValues & { appliedAt?: string | null };

export type ContactField = keyof ContactFormValues;

export const CONTACT_MODE_OPTIONS: ReadonlyArray<{ label: string; value: AddContactMode }> = [
  { label: 'Manual Entry', value: 'email' },
  { label: 'LinkedIn URL', value: 'linkedin' },
];

const EMAIL_MESSAGES: readonly string[] = [
  EMAIL_REQUIRED,
  INVALID_EMAIL_ADDRESS,
  EMAIL_ADDRESS_TOO_LONG,
  EMAIL_LOCAL_PART_TOO_LONG,
];
const FIRST_NAME_MESSAGES: readonly string[] = [FIRST_NAME_REQUIRED, FIRST_NAME_TOO_LONG, controlCharactersIn('First Name')];
const LAST_NAME_MESSAGES: readonly string[] = [LAST_NAME_TOO_LONG, controlCharactersIn('Last Name')];

/**
 * The field a contracts add-contact message belongs to. 'Please enrich the LinkedIn contact first' goes under the
 * URL, next to the 'Find Email' button that fixes it.
 */
export function contactFieldOf(message: string): ContactField {
  if (EMAIL_MESSAGES.includes(message) || isUnreadAddressRefusal(message)) return 'email';
  if (FIRST_NAME_MESSAGES.includes(message)) return 'firstName';
  if (LAST_NAME_MESSAGES.includes(message)) return 'lastName';
  return 'linkedInUrl';
}

/** 'Jordan Lee' -> first 'Jordan', last 'Lee'; a one-word name has no last name. */
export function splitFullName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** The browser's IANA timezone (product.md §9: the wizard's default), or the product default when it has none. */
export function browserTimezone(fallback: string): string {
  return userTimezone(fallback);
}
