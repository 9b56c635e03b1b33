// The signed-in user of the dashboard pages: signed up through the api as the /register page does.
import { AUTH_BASE_PATH, AUTH_PATHS } from 'contracts';

export interface SessionCookie {
  name: string;
  value: string;
}

/** Signs a new user up and returns the session cookie the api set. */
export async function signUpBenchUser(origin: string): Promise<SessionCookie> {
  const response = await fetch(`${origin}${AUTH_BASE_PATH}${AUTH_PATHS.signUpEmail}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', origin },
    body: JSON.stringify({
      name: 'Bench User',
      email: `bench.${Date.now()}@example.com`,
      password: 'bench-password-123',
    }),
  });
  if (!response.ok) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  const setCookie = response.headers.getSetCookie()[0];
  const pair = setCookie?.split(';')[0];
  const separator = pair?.indexOf('=') ?? -1;
  if (!pair || separator < 1) throw new Error('sign-up set no session cookie');
  return { name: pair.slice(0, separator), value: pair.slice(separator + 1) };
}
