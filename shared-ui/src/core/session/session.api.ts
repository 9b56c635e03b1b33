import { AUTH_PATHS, SESSION_USER_ELEMENT_ID, type GetSessionResponse, type SessionUser } from 'contracts';
import { authRequest } from '../auth/auth-client';

/** GET /api/auth/get-session with cookies. A signed-out visitor gets null (any non-OK answer counts as signed out). */
export async function fetchSessionUser(): Promise<SessionUser | null> {
  const response = await authRequest(AUTH_PATHS.getSession);
  if (!response.ok) return null;
  const text = await response.text();
  if (!text) return null;
  const body = JSON.parse(text) as GetSessionResponse;
  return body?.user ?? null;
}

/**
 * The user a signed-in page's HTML carries (the api writes it for /dashboard pages), read once: the element is
 * removed so nothing later mistakes it for a fresh answer. Null on any other page or when it does not parse.
 */
export function sessionUserInPage(): SessionUser | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(SESSION_USER_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    const user = JSON.parse(element.textContent ?? '') as SessionUser | null;
    return user && typeof user.id === 'string' && typeof user.email === 'string' ? user : null;
  } catch {
    return null;
  }
}

/** POST /api/auth/sign-out; the caller navigates afterwards. */
export async function postSignOut(): Promise<void> {
  await authRequest(AUTH_PATHS.signOut, {});
}
