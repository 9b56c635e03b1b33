import { chooseGoogleAccount } from './consent.helper';
import { startGoogleStandIn, type GoogleStandIn } from './google-stand-in';
import { authorizeUrl, postToken, REDIRECT_URI, signIn, type TokenSet } from './oauth-flow.test-helper';
import { SCOPES } from './scopes';

let google: GoogleStandIn;

beforeAll(async () => {
  google = await startGoogleStandIn({ port: 0 });
});
afterAll(async () => {
  await google.close();
});
beforeEach(() => {
  google.reset();
});

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

function decodeJwtPayload(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

describe('Google OAuth stand-in', () => {
  it('runs the code flow: consent page, account choice, token exchange, userinfo', async () => {
    const page = await fetch(authorizeUrl(google, { access_type: 'offline', nonce: 'n-1' }));
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('Test User');
    expect(html).toContain('test.user@gmail.com');
    expect(html).toContain('Alex Candidate');

    const redirect = await chooseGoogleAccount(authorizeUrl(google, { access_type: 'offline' }), 'alex@gmail.com');
    expect(`${redirect.origin}${redirect.pathname}`).toBe(REDIRECT_URI);
    expect(redirect.searchParams.get('state')).toBe('state-123');
    const code = redirect.searchParams.get('code');
    expect(code).toBeTruthy();

    const tokenResponse = await postToken(google, {
      grant_type: 'authorization_code',
      code: code ?? '',
      client_id: 'devstack-client',
      client_secret: 'devstack-secret',
      redirect_uri: REDIRECT_URI,
    });
    expect(tokenResponse.status).toBe(200);
    const tokens = (await tokenResponse.json()) as TokenSet;
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBeGreaterThan(3000);
    expect(tokens.refresh_token).toBeTruthy();
    expect(tokens.scope.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    expect(decodeJwtPayload(tokens.id_token)).toMatchObject({ email: 'alex@gmail.com', aud: 'devstack-client', iss: google.url });

    const userinfo = await fetch(`${google.url}/v1/userinfo`, bearer(tokens.access_token));
    expect(userinfo.status).toBe(200);
    expect(await userinfo.json()).toMatchObject({
      email: 'alex@gmail.com',
      email_verified: true,
      name: 'Alex Candidate',
      given_name: 'Alex',
      sub: expect.any(String),
      picture: expect.stringMatching(/^https:\/\//),
    });
  });

  it('accepts a JSON token request and HTTP Basic client credentials', async () => {
    const redirect = await chooseGoogleAccount(authorizeUrl(google, {}), 'test.user@gmail.com');
    const response = await fetch(`${google.url}/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from('devstack-client:devstack-secret').toString('base64')}`,
      },
      body: JSON.stringify({
        grant_type: 'authorization_code',
        code: redirect.searchParams.get('code'),
        redirect_uri: REDIRECT_URI,
      }),
    });
    expect(response.status).toBe(200);
    const tokens = (await response.json()) as TokenSet;
    // No access_type=offline: no refresh token, like Google.
    expect(tokens.refresh_token).toBeUndefined();
  });

  it('redirects with error=access_denied when the user denies', async () => {
    const html = await (await fetch(authorizeUrl(google, {}))).text();
    const denyHref = /href="([^"]*\/deny[^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
    expect(denyHref).toBeTruthy();
    const response = await fetch(new URL(denyHref ?? '', google.url), { redirect: 'manual' });
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('state')).toBe('state-123');
  });

  it('shows accounts added through the control API on the consent page', async () => {
    const added = await fetch(`${google.url}/__control/accounts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'sam.seeker@gmail.com', name: 'Sam Seeker' }),
    });
    expect(added.status).toBe(201);
    const redirect = await chooseGoogleAccount(authorizeUrl(google, {}), 'sam.seeker@gmail.com');
    expect(redirect.searchParams.get('code')).toBeTruthy();
  });

  it('refreshes an access token, and answers invalid_grant once the grant is revoked', async () => {
    const tokens = await signIn(google, 'test.user@gmail.com', `openid email ${SCOPES.gmailSend}`);
    const refreshForm = {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token ?? '',
      client_id: 'devstack-client',
      client_secret: 'devstack-secret',
    };
    const refreshed = await postToken(google, refreshForm);
    expect(refreshed.status).toBe(200);
    const body = (await refreshed.json()) as TokenSet;
    expect(body.access_token).not.toBe(tokens.access_token);
    expect(body.scope).toContain(SCOPES.gmailSend);
    expect(body.refresh_token).toBeUndefined();

    const revoke = await fetch(`${google.url}/revoke?token=${encodeURIComponent(tokens.refresh_token ?? '')}`, {
      method: 'POST',
    });
    expect(revoke.status).toBe(200);

    const afterRevoke = await postToken(google, refreshForm);
    expect(afterRevoke.status).toBe(400);
    expect(await afterRevoke.json()).toMatchObject({ error: 'invalid_grant' });
    const userinfo = await fetch(`${google.url}/v1/userinfo`, bearer(body.access_token));
    expect(userinfo.status).toBe(401);
  });

  it('revokes every grant of an account through the control API', async () => {
    const tokens = await signIn(google, 'alex@gmail.com', `openid email ${SCOPES.gmailSend}`);
    const control = await fetch(`${google.url}/__control/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'alex@gmail.com' }),
    });
    expect(await control.json()).toEqual({ revokedGrants: 1 });
    const refreshed = await postToken(google, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token ?? '',
      client_id: 'devstack-client',
      client_secret: 'devstack-secret',
    });
    expect(refreshed.status).toBe(400);
    expect(await refreshed.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('rejects a wrong client secret with invalid_client', async () => {
    const redirect = await chooseGoogleAccount(authorizeUrl(google, {}), 'alex@gmail.com');
    const response = await postToken(google, {
      grant_type: 'authorization_code',
      code: redirect.searchParams.get('code') ?? '',
      client_id: 'devstack-client',
      client_secret: 'not-the-secret',
      redirect_uri: REDIRECT_URI,
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'invalid_client' });
  });

  it('accepts a code only once', async () => {
    const redirect = await chooseGoogleAccount(authorizeUrl(google, {}), 'alex@gmail.com');
    const form = {
      grant_type: 'authorization_code',
      code: redirect.searchParams.get('code') ?? '',
      client_id: 'devstack-client',
      client_secret: 'devstack-secret',
      redirect_uri: REDIRECT_URI,
    };
    expect((await postToken(google, form)).status).toBe(200);
    const reused = await postToken(google, form);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('rejects a token exchange with another redirect_uri', async () => {
    const redirect = await chooseGoogleAccount(authorizeUrl(google, {}), 'alex@gmail.com');
    const response = await postToken(google, {
      grant_type: 'authorization_code',
      code: redirect.searchParams.get('code') ?? '',
      client_id: 'devstack-client',
      client_secret: 'devstack-secret',
      redirect_uri: 'http://localhost:9999/elsewhere',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'redirect_uri_mismatch' });
  });

  it('checks the PKCE code verifier when a challenge was sent', async () => {
    const verifier = 'a-verifier-that-is-long-enough-0123456789abcdef';
    const { createHash } = await import('node:crypto');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const flow = async (codeVerifier: string) => {
      const redirect = await chooseGoogleAccount(
        authorizeUrl(google, { code_challenge: challenge, code_challenge_method: 'S256' }),
        'alex@gmail.com',
      );
      return postToken(google, {
        grant_type: 'authorization_code',
        code: redirect.searchParams.get('code') ?? '',
        client_id: 'devstack-client',
        client_secret: 'devstack-secret',
        redirect_uri: REDIRECT_URI,
        code_verifier: codeVerifier,
      });
    };
    expect((await flow(verifier)).status).toBe(200);
    expect((await flow('wrong-verifier')).status).toBe(400);
  });

  it('refuses an unknown client on the authorize page', async () => {
    const response = await fetch(authorizeUrl(google, { client_id: 'someone-else' }));
    expect(response.status).toBe(401);
    expect(await response.text()).toContain('invalid_client');
  });

  it('publishes an OpenID configuration pointing at its own endpoints', async () => {
    const config = (await (await fetch(`${google.url}/.well-known/openid-configuration`)).json()) as Record<string, string>;
    expect(config.authorization_endpoint).toBe(`${google.url}/o/oauth2/v2/auth`);
    expect(config.token_endpoint).toBe(`${google.url}/token`);
    expect(config.userinfo_endpoint).toBe(`${google.url}/v1/userinfo`);
    expect(config.revocation_endpoint).toBe(`${google.url}/revoke`);
  });

  it('adds previously granted scopes with include_granted_scopes=true', async () => {
    await signIn(google, 'alex@gmail.com', 'openid email profile');
    const tokens = await signIn(google, 'alex@gmail.com', SCOPES.gmailSend, {
      access_type: 'offline',
      include_granted_scopes: 'true',
    });
    expect(tokens.scope.split(' ')).toEqual(expect.arrayContaining(['email', SCOPES.gmailSend]));
  });

  it('fails the next token call when told to', async () => {
    await fetch(`${google.url}/__control/fail-next`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count: 1, status: 500, endpoint: 'token' }),
    });
    const tokens = await signIn(google, 'alex@gmail.com', 'openid email').catch((error: Error) => error);
    expect(tokens).toBeInstanceOf(Error);
    expect(String(tokens)).toContain('500');
    await expect(signIn(google, 'alex@gmail.com', 'openid email')).resolves.toMatchObject({ token_type: 'Bearer' });
  });

  it('granular consent: a box per scope beyond sign-in, and the user may grant some and not others', async () => {
    const url = authorizeUrl(google, {
      scope: `openid email ${SCOPES.gmailSend} ${SCOPES.gmailMetadata}`,
      access_type: 'offline',
      prompt: 'consent',
    });
    const html = await (await fetch(url)).text();
    expect(html).toContain(`name="scope" value="${SCOPES.gmailSend}" checked`);
    expect(html).toContain(`name="scope" value="${SCOPES.gmailMetadata}" checked`);
    expect(html).not.toContain('name="scope" value="openid"');

    const redirect = await chooseGoogleAccount(url, 'alex@gmail.com', { grantScopes: [SCOPES.gmailMetadata] });
    expect(redirect.searchParams.get('scope')?.split(' ')).toEqual(['openid', 'email', SCOPES.gmailMetadata]);
    const tokens = (await (
      await postToken(google, {
        grant_type: 'authorization_code',
        code: redirect.searchParams.get('code') ?? '',
        client_id: 'devstack-client',
        client_secret: 'devstack-secret',
        redirect_uri: REDIRECT_URI,
      })
    ).json()) as TokenSet;
    expect(tokens.scope.split(' ')).not.toContain(SCOPES.gmailSend);
    // Without gmail.send the token cannot send.
    const send = await fetch(`${google.url}/gmail/v1/users/me/messages/send`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ raw: Buffer.from('To: a@b.example\r\nSubject: x\r\n\r\nx').toString('base64url') }),
    });
    expect(send.status).toBe(403);
  });

  it('issues a refresh token only on the first consent, or again with prompt=consent', async () => {
    const first = await signIn(google, 'alex@gmail.com', SCOPES.gmailSend, { access_type: 'offline' });
    expect(first.refresh_token).toBeTruthy();
    const again = await signIn(google, 'alex@gmail.com', SCOPES.gmailSend, { access_type: 'offline' });
    expect(again.refresh_token).toBeUndefined();
    const forced = await signIn(google, 'alex@gmail.com', SCOPES.gmailSend, { access_type: 'offline', prompt: 'consent' });
    expect(forced.refresh_token).toBeTruthy();
  });
});
