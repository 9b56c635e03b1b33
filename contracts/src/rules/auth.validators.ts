// Auth form rules of product.md §5. Each returns the exact message to show, or null when the input is valid.
import { NAME_MAX_LENGTH } from '../auth/auth-contract';
import { PASSWORD_MIN_LENGTH } from './constants';
import {
  EMAIL_ADDRESS_TOO_LONG,
  EMAIL_LOCAL_PART_TOO_LONG,
  SINGLE_LINE_CONTROL_CHARACTERS,
  TEXT_LIMITS,
  controlCharactersIn,
} from './input-bounds.rules';
import {
  ENTER_EMAIL_ADDRESS,
  FILL_ALL_FIELDS,
  NAME_HAS_LINK,
  nameTooLong,
  passwordTooLong,
  INVALID_RESET_TOKEN,
  NEW_PASSWORD_SAME_AS_CURRENT,
  NEW_PASSWORD_TOO_SHORT,
  NEW_PASSWORDS_DO_NOT_MATCH,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
} from './messages';

type Text = string | null | undefined;

const isBlank = (value: Text): boolean => !value || value.trim() === '';

export function validateLogin(values: { email: Text; password: Text }): string | null {
  return isBlank(values.email) || isBlank(values.password) ? FILL_ALL_FIELDS : null;
}

export function validateSignUp(values: { name: Text; email: Text; password: Text }): string | null {
  return isBlank(values.name) || isBlank(values.email) || isBlank(values.password) ? FILL_ALL_FIELDS : null;
}

export function validateForgotPassword(values: { email: Text }): string | null {
  return isBlank(values.email) ? ENTER_EMAIL_ADDRESS : null;
}

export function validateResetPassword(values: { token: Text; password: Text; confirmPassword: Text }): string | null {
  if (isBlank(values.token)) return INVALID_RESET_TOKEN;
  if (isBlank(values.password) || isBlank(values.confirmPassword)) return FILL_ALL_FIELDS;
  if (values.password !== values.confirmPassword) return PASSWORDS_DO_NOT_MATCH;
  if ((values.password ?? '').length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  return null;
}

export function validateChangePassword(values: {
  currentPassword: Text;
  newPassword: Text;
  confirmPassword: Text;
}): string | null {
  if (isBlank(values.currentPassword) || isBlank(values.newPassword) || isBlank(values.confirmPassword)) {
    return FILL_ALL_FIELDS;
  }
  if (values.newPassword !== values.confirmPassword) return NEW_PASSWORDS_DO_NOT_MATCH;
  if ((values.newPassword ?? '').length < PASSWORD_MIN_LENGTH) return NEW_PASSWORD_TOO_SHORT;
  if (values.newPassword === values.currentPassword) return NEW_PASSWORD_SAME_AS_CURRENT;
  return null;
}

/** Server-side password rule (sign-up, reset, change): the plain length check. */
export function isPasswordLongEnough(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH;
}

/** Longest password the auth endpoints accept (a bound on the work one request can ask for). */
export const PASSWORD_MAX_LENGTH = 256;

/** A scheme (`https://`, `ftp://`), `www.`, or a domain-looking token (`evil.com`, `bit.ly/x`): letters or digits,
 * a dot, then at least two letters, with no space around the dot. 'J. R. Tolkien' and 'St. John' pass. */
const LINK_IN_TEXT = /(?<![a-z0-9+.-])[a-z][a-z0-9+.-]*:\/\/|\bwww\.|[\p{L}\p{N}]\.\p{L}{2,}/iu;

/**
 * The display-name rule (sign-up, Settings, a Google profile's name): not blank, no control characters (NUL, line
 * breaks), at most NAME_MAX_LENGTH once trimmed, and no web address: the name is shown in emails we send, including
 * to whatever address was typed at sign-up.
 */
export function validateDisplayName(name: Text): string | null {
  if (isBlank(name)) return FILL_ALL_FIELDS;
  // Checked before trimming: a trailing line break is refused too, not silently cut.
  if (SINGLE_LINE_CONTROL_CHARACTERS.test(name!)) return controlCharactersIn('Name');
  const trimmed = name!.trim();
  if (trimmed.length > NAME_MAX_LENGTH) return nameTooLong(NAME_MAX_LENGTH);
  if (LINK_IN_TEXT.test(trimmed)) return NAME_HAS_LINK;
  return null;
}

/** Length bounds of an email address (RFC 5321: local part 64, address 254) and no control characters. */
export function validateEmailBounds(email: Text): string | null {
  if (SINGLE_LINE_CONTROL_CHARACTERS.test(email ?? '')) return controlCharactersIn('Email');
  const value = (email ?? '').trim();
  if (value.length > TEXT_LIMITS.emailAddress) return EMAIL_ADDRESS_TOO_LONG;
  const at = value.lastIndexOf('@');
  if (at > TEXT_LIMITS.emailLocalPart) return EMAIL_LOCAL_PART_TOO_LONG;
  return null;
}

/** Upper bound of a password (the lower one is PASSWORD_MIN_LENGTH, checked with its own message). */
export function validatePasswordBound(password: Text): string | null {
  return (password ?? '').length > PASSWORD_MAX_LENGTH ? passwordTooLong(PASSWORD_MAX_LENGTH) : null;
}
