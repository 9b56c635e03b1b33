import { chooseGoogleAccount } from './consent.helper';
import type { GoogleStandIn } from './google-stand-in';

export const REDIRECT_URI = 'http://localhost:8080/api/auth/google/callback';

export interface TokenSet {
  access_token: string;
  refresh_token?: string;
  expires_in: number;
  token_type: string;
  scope: string;
  id_token: string;
}

export function authorizeUrl(google: GoogleStandIn, params: Record<string, string>): string {
  const url = new URL('/o/oauth2/v2/auth', google.url);
  const defaults = {
    client_id: 'devstack-client',
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: 'openid email profile',
    state: 'state-123',
  };
  for (const [name, value] of Object.entries({ ...defaults, ...params })) url.searchParams.set(name, value);
  return url.toString();
}

export async function postToken(google: GoogleStandIn, form: Record<string, string>): Promise<Response> {
  return fetch(`${google.url}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
}

/** Full browser + back-end code flow: consent page, choose account, exchange the code. */
export async function signIn(
  google: GoogleStandIn,
  email: string,
  scope: string,
  extra: Record<string, string> = { access_type: 'offline' },
): Promise<TokenSet> {
  const redirect = await chooseGoogleAccount(authorizeUrl(google, { scope, ...extra }), email);
  const response = await postToken(google, {
    grant_type: 'authorization_code',
    code: redirect.searchParams.get('code') ?? '',
    client_id: 'devstack-client',
    client_secret: 'devstack-secret',
    redirect_uri: REDIRECT_URI,
  });
  if (!response.ok) throw new Error(`token exchange failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as TokenSet;
}
