// The one client of the auth service (product.md §7: same origin, the session cookie, JSON; a refusal is
// `4xx { message }`). The shell's sign-in pages, the settings page, the chat and the session store all call it.
import {
  AUTH_PATHS,
  FAILED_TO_CONNECT,
  GMAIL_SEND_SCOPE,
  SOMETHING_WENT_WRONG,
  gmailTierScopes,
  type AuthErrorResponse,
  type GmailAccessTier,
  type SignInSocialBody,
  type SignInSocialResponse,
} from 'contracts';
import { authEndpoint } from '../endpoints/endpoints';

/** One request to `/api/auth{path}` with the session cookie: a GET without `body`, else a JSON POST. A network failure throws. */
export function authRequest(path: string, body?: unknown): Promise<Response> {
  if (body === undefined) return fetch(authEndpoint(path), { credentials: 'include', headers: { Accept: 'application/json' } });
  return fetch(authEndpoint(path), {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
}

/** The auth service's own failure text, when it sent one. */
export async function authErrorMessage(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as Partial<AuthErrorResponse> | null;
    return typeof body?.message === 'string' && body.message ? body.message : null;
  } catch {
    return null;
  }
}

/**
 * An auth call that failed. `serverMessage` is the server's own message (shown in toasts when present);
 * `message` falls back to the catalogue's generic text (product.md §8).
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

/** A POST that answers its JSON body, or throws AuthRequestError (the server's message, or a network failure). */
export async function postAuth<T>(path: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await authRequest(path, body);
  } catch {
    throw new AuthRequestError(null, null);
  }
  if (!response.ok) throw new AuthRequestError(await authErrorMessage(response), response.status);
  return (await response.json().catch(() => null)) as T;
}

/** Google's consent URL for the tier's Gmail scopes through the auth service (null when it gives none). */
export async function authServiceGmailConsentUrl(callbackURL: string, tier: GmailAccessTier): Promise<string | null> {
  const body: SignInSocialBody = { provider: 'google', callbackURL, scopes: gmailTierScopes(tier, GMAIL_SEND_SCOPE) };
  const response = await authRequest(AUTH_PATHS.signInSocial, body);
  if (!response.ok) return null;
  const { url } = (await response.json()) as SignInSocialResponse;
  return url || null;
}
