import {
  AUTH_PATHS,
  AUTH_ROUTES,
  type ForgetPasswordBody,
  DELETE_ACCOUNT_CONFIRMATION,
  DEFAULT_GMAIL_TIER,
  type GmailAccessTier,
  type ChangePasswordBody,
  type DeleteUserBody,
  type SessionUser,
  type UpdateUserBody,
} from 'contracts';
import { authErrorMessage, authRequest, authServiceGmailConsentUrl } from 'shared-ui';

// The settings page's calls to the auth service (product.md §7, paths in contracts AUTH_PATHS). A refused call comes
// back as `{ ok: false, message }` with the server's own text (or null); a network failure throws.

export type AuthFailure = { ok: false; message: string | null };
export type AuthResult = { ok: true } | AuthFailure;

async function postForResult(path: string, body: unknown): Promise<AuthResult> {
  const response = await authRequest(path, body);
  return response.ok ? { ok: true } : { ok: false, message: await authErrorMessage(response) };
}

/** POST /change-password; the server ends the user's other sessions. */
export const changePassword = (body: ChangePasswordBody) => postForResult(AUTH_PATHS.changePassword, body);

/** POST /update-user; answers the updated user. */
/** Emails a link to set a password (the reset flow): how a Google-only account gets one. */
export function requestPasswordSetLink(email: string): Promise<AuthResult> {
  const body: ForgetPasswordBody = { email, redirectTo: `${window.location.origin}${AUTH_ROUTES.resetPassword}` };
  return postForResult(AUTH_PATHS.forgetPassword, body);
}

export async function updateUserName(name: string): Promise<{ ok: true; user: SessionUser } | AuthFailure> {
  const body: UpdateUserBody = { name };
  const response = await authRequest(AUTH_PATHS.updateUser, body);
  if (!response.ok) return { ok: false, message: await authErrorMessage(response) };
  const { user } = (await response.json()) as { user: SessionUser };
  return { ok: true, user };
}

/** POST /send-verification-email: a fresh link for an unverified address. */
export const resendVerificationEmail = () => postForResult(AUTH_PATHS.sendVerificationEmail, {});

/** POST /delete-user with the typed confirmation; the server signs the user out everywhere. */
export function deleteAccount(): Promise<AuthResult> {
  const body: DeleteUserBody = { confirm: DELETE_ACCOUNT_CONFIRMATION };
  return postForResult(AUTH_PATHS.deleteUser, body);
}

export interface AccountExportFile {
  fileName: string;
  blob: Blob;
}

const FALLBACK_EXPORT_NAME = 'account-export.json';

/** The file name of a `Content-Disposition: attachment; filename="..."` header. */
export function attachmentFileName(header: string | null): string | null {
  const match = header ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header) : null;
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** GET /export: the JSON file of everything the product holds about the user. */
export async function fetchAccountExport(): Promise<{ ok: true; file: AccountExportFile } | AuthFailure> {
  const response = await authRequest(AUTH_PATHS.exportAccount);
  if (!response.ok) return { ok: false, message: await authErrorMessage(response) };
  const fileName = attachmentFileName(response.headers.get('Content-Disposition')) ?? FALLBACK_EXPORT_NAME;
  return { ok: true, file: { fileName, blob: await response.blob() } };
}

/** Google consent for the tier's Gmail scopes through the auth service; returns where to send the browser. */
export function requestGmailAuthorization(
  callbackURL: string,
  tier: GmailAccessTier = DEFAULT_GMAIL_TIER,
): Promise<string | null> {
  return authServiceGmailConsentUrl(callbackURL, tier);
}
