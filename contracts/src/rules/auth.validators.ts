// Auth form rules of spec §5. Each returns the exact message to show, or null when the input is valid.
import { PASSWORD_MIN_LENGTH } from './constants';
import {
  ENTER_EMAIL_ADDRESS,
  FILL_ALL_FIELDS,
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
