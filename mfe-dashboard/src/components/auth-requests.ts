import {
  AUTH_PATHS,
  GMAIL_SEND_SCOPE,
  type AuthErrorResponse,
  type ChangePasswordBody,
  type SignInSocialBody,
  type SignInSocialResponse,
} from 'contracts';
import { authEndpoint } from 'shared-ui';

/** The auth service's failure text, when it sent one. */
async function errorMessage(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as Partial<AuthErrorResponse>;
    return typeof body.message === 'string' && body.message ? body.message : null;
  } catch {
    return null;
  }
}

async function postJson(path: string, body: unknown): Promise<Response> {
  return fetch(authEndpoint(path), {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
}

export type AuthResult = { ok: true } | { ok: false; message: string | null };

/** POST /change-password; a rejected change comes back with the server's message (or null). */
export async function changePassword(body: ChangePasswordBody): Promise<AuthResult> {
  const response = await postJson(AUTH_PATHS.changePassword, body);
  return response.ok ? { ok: true } : { ok: false, message: await errorMessage(response) };
}

/** Google sign-in asking for the Gmail send scope only; returns where to send the browser. */
export async function requestGmailAuthorization(callbackURL: string): Promise<string | null> {
  const body: SignInSocialBody = { provider: 'google', callbackURL, scopes: [GMAIL_SEND_SCOPE] };
  const response = await postJson(AUTH_PATHS.signInSocial, body);
  if (!response.ok) return null;
  const { url } = (await response.json()) as SignInSocialResponse;
  return url || null;
}
