import { AUTH_PATHS, type GetSessionResponse, type SessionUser } from 'contracts';
import { authEndpoint } from '../endpoints/endpoints';

/** GET /api/auth/get-session with cookies. A signed-out visitor gets null (any non-OK answer counts as signed out). */
export async function fetchSessionUser(): Promise<SessionUser | null> {
  const response = await fetch(authEndpoint(AUTH_PATHS.getSession), {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) return null;
  const text = await response.text();
  if (!text) return null;
  const body = JSON.parse(text) as GetSessionResponse;
  return body?.user ?? null;
}

/** POST /api/auth/sign-out; the caller navigates afterwards. */
export async function postSignOut(): Promise<void> {
  await fetch(authEndpoint(AUTH_PATHS.signOut), {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
}
