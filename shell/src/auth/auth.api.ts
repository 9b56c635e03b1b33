import {
  AUTH_PATHS,
  FAILED_TO_CONNECT,
  SOMETHING_WENT_WRONG,
  type AuthErrorResponse,
  type AuthStatusResponse,
  type AuthUserResponse,
  type ForgetPasswordBody,
  type ResetPasswordBody,
  type SignInEmailBody,
  type SignInSocialBody,
  type SignInSocialResponse,
  type SignUpEmailBody,
} from 'contracts';
import { authEndpoint } from 'shared-ui/core';

/**
 * An auth call that failed. `serverMessage` is the server's own message (shown in toasts when present);
 * `message` falls back to a generic text.
 */
export class AuthRequestError extends Error {
  constructor(
    readonly serverMessage: string | null,
    readonly status: number | null,
  ) {
    super(serverMessage ?? (status === null ? FAILED_TO_CONNECT : SOMETHING_WENT_WRONG));
    this.name = 'AuthRequestError';
  }

  /** The request never got an answer. */
  get isNetworkFailure(): boolean {
    return this.status === null;
  }
}

async function postAuth<T>(path: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(authEndpoint(path), {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new AuthRequestError(null, null);
  }
  const data = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    const message = (data as AuthErrorResponse | null)?.message;
    throw new AuthRequestError(message || null, response.status);
  }
  return data as T;
}

export const signInWithEmail = (body: SignInEmailBody) => postAuth<AuthUserResponse>(AUTH_PATHS.signInEmail, body);

export const signUpWithEmail = (body: SignUpEmailBody) => postAuth<AuthUserResponse>(AUTH_PATHS.signUpEmail, body);

export const requestPasswordReset = (body: ForgetPasswordBody) => postAuth<AuthStatusResponse>(AUTH_PATHS.forgetPassword, body);

export const resetPassword = (body: ResetPasswordBody) => postAuth<AuthStatusResponse>(AUTH_PATHS.resetPassword, body);

/** Starts Google sign-in: the server answers with Google's URL and the browser goes there. */
export async function startGoogleSignIn(callbackURL: string): Promise<void> {
  const body: SignInSocialBody = { provider: 'google', callbackURL };
  const { url } = await postAuth<SignInSocialResponse>(AUTH_PATHS.signInSocial, body);
  if (!url) throw new AuthRequestError(null, 200);
  window.location.assign(url);
}
