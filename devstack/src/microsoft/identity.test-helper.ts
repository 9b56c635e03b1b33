import { createHash } from 'node:crypto';
import { httpsRequest, signIn } from './https-client.helper';
import type { MicrosoftStandIn } from './microsoft-stand-in';

/** The sign-in and token calls an OAuth client makes, against one stand-in (PKCE S256 with a fixed verifier). */
export function identityClient(ms: () => MicrosoftStandIn) {
  const REDIRECT = 'http://localhost:8080/cb';
  const VERIFIER = 'v'.repeat(50);
  const CHALLENGE = createHash('sha256').update(VERIFIER).digest('base64url');

  function authorizeUrl(
    tenant = 'common',
    scope = 'Mail.Send offline_access openid profile email',
    extra: Record<string, string> = {},
  ) {
    const url = new URL(`${ms().url}/${tenant}/oauth2/v2.0/authorize`);
    const params = {
      client_id: ms().app.clientId,
      response_type: 'code',
      redirect_uri: REDIRECT,
      scope,
      state: 'st',
      code_challenge: CHALLENGE,
      code_challenge_method: 'S256',
      ...extra,
    };
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return url.toString();
  }

  function token(form: Record<string, string>) {
    const body = new URLSearchParams({ client_id: ms().app.clientId, client_secret: ms().app.clientSecret, ...form }).toString();
    return httpsRequest(`${ms().url}/common/oauth2/v2.0/token`, ms().caPem, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
  }

  async function codeFor(email: string, scope?: string) {
    const { redirect } = await signIn(authorizeUrl('common', scope), ms().caPem, email);
    return redirect!.searchParams.get('code')!;
  }

  const redeem = (code: string, verifier: string | null = VERIFIER) =>
    token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, ...(verifier ? { code_verifier: verifier } : {}) });

  const claims = (idToken: string) =>
    JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

  return { REDIRECT, VERIFIER, authorizeUrl, token, codeFor, redeem, claims };
}
