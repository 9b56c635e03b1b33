import { once } from 'node:events';
import { pino } from 'pino';
import type { AddressInfo } from 'node:net';
import { chooseGoogleAccount, startGoogleStandIn, type GoogleStandIn } from 'devstack/google';
import {
  GMAIL_SEND_SCOPE,
  GOOGLE_NOT_CONFIGURED,
  REDIRECT_NOT_ALLOWED,
  SIGN_IN_REQUIRED,
  UNSUPPORTED_GOOGLE_SCOPE,
  UNSUPPORTED_PROVIDER,
} from 'contracts';
import { createApp } from '../../app';
import { loadConfig } from '../../config/config';
import { REDACTED_PATHS } from '../../logging/logger';
import { createDb } from '../../db/db.client';
import { createTestDatabase } from '../../../testkit/db/test-database';
import { waitFor } from '../../../testkit/wait-for';
import { CookieJar } from '../../../testkit/http/cookie-jar';
import { startTestApp, type TestApp } from '../../../testkit/http/test-app';
import { TEST_PASSWORD, sessionUser, signIn, signUp } from '../../../testkit/auth/auth-helpers';
import type { GoogleGrant, GoogleGrantReceiver } from '../google';

const ORIGIN = 'http://localhost:8080';
const CALLBACK = `${ORIGIN}/api/auth/callback/google`;

function googleEnv(google: GoogleStandIn): Record<string, string> {
  return {
    APP_ORIGIN: ORIGIN,
    AUTH_RATE_LIMIT_MAX: '1000',
    GOOGLE_CLIENT_ID: google.client.clientId,
    GOOGLE_CLIENT_SECRET: google.client.clientSecret,
    GOOGLE_AUTH_URL: `${google.url}/o/oauth2/v2/auth`,
    GOOGLE_TOKEN_URL: `${google.url}/token`,
    GOOGLE_USERINFO_URL: `${google.url}/v1/userinfo`,
  };
}

let accounts = 0;
function newGoogleAccount(google: GoogleStandIn, name = 'Grace Hopper'): string {
  const email = `google${++accounts}.${Date.now()}@gmail.com`;
  google.addAccount({ email, name });
  return email;
}

type Requester = TestApp['request'];

/** Starts Google sign-in in the browser of `jar`, picks `email` on the consent page, follows the callback. */
async function googleFlow(request: Requester, email: string, jar: CookieJar, body: Record<string, unknown> = {}) {
  const start = await request('/api/auth/sign-in/social', { json: { provider: 'google', ...body }, jar });
  expect(start.status).toBe(200);
  const { url } = (await start.json()) as { url: string };
  const back = await chooseGoogleAccount(url, email);
  const callback = await request(`${back.pathname}${back.search}`, { jar });
  return { consentUrl: new URL(url), back, callback };
}

describe('Google sign-in', () => {
  let google: GoogleStandIn;
  let app: TestApp;

  beforeAll(async () => {
    google = await startGoogleStandIn();
    app = await startTestApp({ env: googleEnv(google) });
  });
  afterAll(async () => {
    await app.close();
    await google.close();
  });

  const userRows = (email: string) =>
    app.db.pool
      .query<{ id: string; email_verified: boolean; google_sub: string | null; password_hash: string | null; name: string }>(
        'select id, email_verified, google_sub, password_hash, name from users where lower(email) = $1',
        [email.toLowerCase()],
      )
      .then((result) => result.rows);

  it('answers the consent URL of the configured provider, with state, PKCE and our callback', async () => {
    const response = await app.request('/api/auth/sign-in/social', {
      json: { provider: 'google', callbackURL: '/dashboard/chats' },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { url: string; redirect: boolean };
    expect(body.redirect).toBe(true);
    const url = new URL(body.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${google.url}/o/oauth2/v2/auth`);
    expect(url.searchParams.get('client_id')).toBe(google.client.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')!.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
    expect(url.searchParams.get('state')).toMatch(/^.{16,}$/);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('access_type')).toBeNull();
  });

  it('creates a verified account for a new Google user, under a new session id, and lands on /dashboard/chats', async () => {
    const email = newGoogleAccount(google, 'Grace Hopper');
    const jar = new CookieJar();
    const start = await app.request('/api/auth/sign-in/social', { json: { provider: 'google' }, jar });
    // The state lives in a short-lived cookie of this browser, not in a session.
    expect(jar.get('sid')).toBeUndefined();
    expect(jar.get('g_state')).toBeDefined();
    const back = await chooseGoogleAccount(((await start.json()) as { url: string }).url, email);
    expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
    const callback = await app.request(`${back.pathname}${back.search}`, { jar });

    expect(callback.status).toBe(303);
    expect(callback.headers.get('location')).toBe('/dashboard/chats');
    expect(jar.get('sid')).toBeDefined();
    expect(jar.get('g_state')).toBeUndefined();
    const user = await sessionUser(app, jar);
    // Signed up with Google only: no password yet, so Settings offers 'Set a password'.
    expect(user).toMatchObject({ email, name: 'Grace Hopper', emailVerified: true, hasPassword: false });

    const rows = await userRows(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.google_sub).toMatch(/\d+/);
    expect(rows[0]!.password_hash).toBeNull();
  });

  it('signs the same Google user in to the same account the next time', async () => {
    const email = newGoogleAccount(google);
    const first = await googleFlow(app.request, email, new CookieJar());
    const second = await googleFlow(app.request, email, new CookieJar());
    expect(first.callback.status).toBe(303);
    expect(second.callback.status).toBe(303);
    expect(await userRows(email)).toHaveLength(1);
  });

  it('links an existing verified email account instead of creating a second one', async () => {
    const email = newGoogleAccount(google);
    const { userId, jar: passwordBrowser } = await signUp(app, { email, name: 'Email Name' });
    await app.db.pool.query('update users set email_verified = true where id = $1', [userId]);

    const jar = new CookieJar();
    const { callback } = await googleFlow(app.request, email, jar, { callbackURL: '/dashboard/settings' });
    expect(callback.headers.get('location')).toBe('/dashboard/settings');
    expect((await sessionUser(app, jar))?.id).toBe(userId);

    const rows = await userRows(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.google_sub).not.toBeNull();
    expect(rows[0]!.name).toBe('Email Name');
    // Both ways in keep working, and the existing session is untouched.
    expect((await signIn(app, email, TEST_PASSWORD)).response.status).toBe(200);
    expect((await sessionUser(app, passwordBrowser))?.id).toBe(userId);
  });

  it('takes over an unverified email account only after clearing the password someone else may have chosen', async () => {
    const email = newGoogleAccount(google);
    // Someone registered the address first, without ever proving they own it.
    const { userId, jar: squatter } = await signUp(app, { email, password: 'squatter-pass' });

    const jar = new CookieJar();
    await googleFlow(app.request, email, jar);
    expect(await sessionUser(app, jar)).toMatchObject({ id: userId, emailVerified: true });
    expect(await sessionUser(app, squatter)).toBeNull();
    expect((await signIn(app, email, 'squatter-pass')).response.status).toBe(401);
  });

  it('only redirects to paths on this site', async () => {
    const email = newGoogleAccount(google);
    const { callback } = await googleFlow(app.request, email, new CookieJar(), {
      callbackURL: `${ORIGIN}/dashboard/campaigns/7?tab=1`,
    });
    expect(callback.headers.get('location')).toBe('/dashboard/campaigns/7?tab=1');

    for (const callbackURL of ['https://evil.example/dashboard', '//evil.example', '/\\evil.example']) {
      const response = await app.request('/api/auth/sign-in/social', { json: { provider: 'google', callbackURL } });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: REDIRECT_NOT_ALLOWED });
    }
  });

  it('sends the browser to /login?error=google when the user denies consent', async () => {
    const jar = new CookieJar();
    const start = await app.request('/api/auth/sign-in/social', { json: { provider: 'google' }, jar });
    const consent = await (await fetch(((await start.json()) as { url: string }).url)).text();
    const denyHref = /href="([^"]*\/deny[^"]*)"/.exec(consent)![1]!.replace(/&amp;/g, '&');
    const denied = await fetch(new URL(denyHref, google.url), { redirect: 'manual' });
    const back = new URL(denied.headers.get('location')!);
    expect(back.searchParams.get('error')).toBe('access_denied');

    const callback = await app.request(`${back.pathname}${back.search}`, { jar });
    expect(callback.status).toBe(303);
    expect(callback.headers.get('location')).toBe('/login?error=google');
    expect(await sessionUser(app, jar)).toBeNull();
  });

  it('refuses a callback in a browser that did not start the sign-in (state bound to the session)', async () => {
    const email = newGoogleAccount(google);
    const start = await app.request('/api/auth/sign-in/social', { json: { provider: 'google' }, jar: new CookieJar() });
    const back = await chooseGoogleAccount(((await start.json()) as { url: string }).url, email);

    // An attacker's code and state replayed in the victim's browser (login CSRF).
    const victim = new CookieJar();
    const callback = await app.request(`${back.pathname}${back.search}`, { jar: victim });
    expect(callback.headers.get('location')).toBe('/login?error=google');
    expect(await sessionUser(app, victim)).toBeNull();
    expect(await userRows(email)).toHaveLength(0);
  });

  it('refuses a tampered state', async () => {
    const email = newGoogleAccount(google);
    const jar = new CookieJar();
    const start = await app.request('/api/auth/sign-in/social', { json: { provider: 'google' }, jar });
    const back = await chooseGoogleAccount(((await start.json()) as { url: string }).url, email);
    back.searchParams.set('state', 'forged-state-value');
    const callback = await app.request(`${back.pathname}${back.search}`, { jar });
    expect(callback.headers.get('location')).toBe('/login?error=google');
    expect(await sessionUser(app, jar)).toBeNull();
  });

  it('fails cleanly when Google refuses the code exchange', async () => {
    const email = newGoogleAccount(google);
    const jar = new CookieJar();
    const start = await app.request('/api/auth/sign-in/social', { json: { provider: 'google' }, jar });
    const back = await chooseGoogleAccount(((await start.json()) as { url: string }).url, email);
    google.failNext({ status: 500, endpoint: 'token' });
    const callback = await app.request(`${back.pathname}${back.search}`, { jar });
    expect(callback.headers.get('location')).toBe('/login?error=google');
    expect(await sessionUser(app, jar)).toBeNull();
  });

  it('refuses other providers and scopes other than Gmail send', async () => {
    const github = await app.request('/api/auth/sign-in/social', { json: { provider: 'github' } });
    expect(github.status).toBe(400);
    expect(await github.json()).toEqual({ message: UNSUPPORTED_PROVIDER });
    const { jar } = await signUp(app);
    const scopes = await app.request('/api/auth/sign-in/social', {
      json: { provider: 'google', scopes: ['https://mail.google.com/'] },
      jar,
    });
    expect(scopes.status).toBe(400);
    expect(await scopes.json()).toEqual({ message: UNSUPPORTED_GOOGLE_SCOPE });
  });

  it('asks to sign in before a Gmail grant, then sends a signed-in user to the consent page', async () => {
    const signedOut = await app.request('/api/auth/sign-in/social', { json: { provider: 'google', scopes: [GMAIL_SEND_SCOPE] } });
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ message: SIGN_IN_REQUIRED });
    const { jar } = await signUp(app);
    const signedIn = await app.request('/api/auth/sign-in/social', {
      json: { provider: 'google', scopes: [GMAIL_SEND_SCOPE] },
      jar,
    });
    expect(signedIn.status).toBe(200);
    const { url } = (await signedIn.json()) as { url: string };
    expect(new URL(url).searchParams.get('scope')).toContain(GMAIL_SEND_SCOPE);
    expect(new URL(url).searchParams.get('access_type')).toBe('offline');
  });
});

describe('Google sign-in without configuration', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('says Google sign-in is unavailable and sends a stray callback to /login?error=google', async () => {
    const response = await app.request('/api/auth/sign-in/social', { json: { provider: 'google' } });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: GOOGLE_NOT_CONFIGURED });
    const callback = await app.request('/api/auth/callback/google?code=x&state=y');
    expect(callback.headers.get('location')).toBe('/login?error=google');
  });
});

describe('Gmail send grant through Google consent', () => {
  let google: GoogleStandIn;
  const received: GoogleGrant[] = [];
  let refuseNext = false;
  const logLines: string[] = [];
  // Stands in for the google-grant module, which stores the grant (encrypted) in the real app.
  const receiver: GoogleGrantReceiver = {
    saveGrant: async (grant) => {
      if (refuseNext) {
        refuseNext = false;
        throw new Error('Google did not grant the gmail.send scope');
      }
      received.push(grant);
    },
  };
  let baseUrl: string;
  let close: () => Promise<void>;
  let request: Requester;

  beforeAll(async () => {
    google = await startGoogleStandIn();
    const database = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: database.url, ...googleEnv(google) });
    const db = createDb({ url: database.url, max: 4, onPoolError: () => undefined });
    // Everything the app logs, to show no Google token ever reaches the logs.
    const logger = pino(
      { level: 'trace', redact: { paths: REDACTED_PATHS, censor: '[redacted]' } },
      { write: (line: string) => void logLines.push(line) },
    );
    const app = createApp({ config, db, logger, googleGrantReceiver: receiver });
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    request = async (path, init = {}) => {
      const { jar, json, headers, ...rest } = init;
      const merged = new Headers(headers);
      if (json !== undefined) merged.set('content-type', 'application/json');
      if (jar?.header()) merged.set('cookie', jar.header());
      const response = await fetch(`${baseUrl}${path}`, {
        ...rest,
        method: rest.method ?? (json !== undefined ? 'POST' : 'GET'),
        headers: merged,
        body: json !== undefined ? JSON.stringify(json) : rest.body,
        redirect: 'manual',
      });
      jar?.store(response);
      return response;
    };
    close = async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.dispose();
      await db.close();
      await database.drop();
      await google.close();
    };
  });
  afterAll(() => close());

  async function signedInUser() {
    const jar = new CookieJar();
    const email = `grant${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`;
    const { userId } = await signUp({ request }, { name: 'Ada', email, password: TEST_PASSWORD, jar });
    return { jar, userId };
  }

  it('asks Google for gmail.send with offline access and hands the tokens to the grant receiver', async () => {
    const { jar, userId } = await signedInUser();
    const sidBefore = jar.get('sid');
    const { consentUrl, callback } = await googleFlow(request, 'test.user@gmail.com', jar, { scopes: [GMAIL_SEND_SCOPE] });

    expect(consentUrl.searchParams.get('scope')!.split(' ')).toEqual(['openid', 'email', GMAIL_SEND_SCOPE]);
    expect(consentUrl.searchParams.get('access_type')).toBe('offline');
    expect(consentUrl.searchParams.get('prompt')).toBe('consent');
    expect(callback.status).toBe(303);
    expect(callback.headers.get('location')).toBe('/dashboard/settings');

    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ userId, googleEmail: 'test.user@gmail.com' });
    expect(received[0]!.scopes).toContain(GMAIL_SEND_SCOPE);
    expect(received[0]!.refreshToken).toEqual(expect.any(String));
    expect(received[0]!.accessToken).toEqual(expect.any(String));
    // Still the same user in the same session: a grant is not a sign-in.
    expect(jar.get('sid')).toBe(sidBefore);

    // The tokens went to the receiver only: not to the browser, not to the logs.
    // The request line is written when the response finishes, which the client may see first.
    const log = await waitFor(() => {
      const all = logLines.join('');
      return all.includes('/api/auth/callback/google') && all;
    });
    for (const token of [received[0]!.refreshToken!, received[0]!.accessToken]) {
      expect(log).not.toContain(token);
      expect(callback.headers.get('location')).not.toContain(token);
      expect(JSON.stringify([...callback.headers])).not.toContain(token);
    }
  });

  it('gives the grant to nobody when the callback lands in another signed-in browser', async () => {
    const alice = await signedInUser();
    const mallory = await signedInUser();
    const start = await request('/api/auth/sign-in/social', {
      json: { provider: 'google', scopes: [GMAIL_SEND_SCOPE], callbackURL: '/dashboard/campaigns/3' },
      jar: mallory.jar,
    });
    const back = await chooseGoogleAccount(((await start.json()) as { url: string }).url, 'alex@gmail.com');
    const before = received.length;
    const callback = await request(`${back.pathname}${back.search}`, { jar: alice.jar });
    expect(callback.headers.get('location')).toBe('/login?error=google');
    expect(received).toHaveLength(before);
  });

  it('returns with ?error=gmail when the receiver refuses the grant', async () => {
    const { jar } = await signedInUser();
    refuseNext = true;
    const { callback } = await googleFlow(request, 'test.user@gmail.com', jar, { scopes: [GMAIL_SEND_SCOPE] });
    expect(callback.status).toBe(303);
    expect(callback.headers.get('location')).toBe('/dashboard/settings?error=gmail');
  });

  it('returns to the grant callback with ?error=gmail when consent is denied', async () => {
    const { jar } = await signedInUser();
    const start = await request('/api/auth/sign-in/social', {
      json: { provider: 'google', scopes: [GMAIL_SEND_SCOPE], callbackURL: '/dashboard/campaigns/3' },
      jar,
    });
    const consent = await (await fetch(((await start.json()) as { url: string }).url)).text();
    const denyHref = /href="([^"]*\/deny[^"]*)"/.exec(consent)![1]!.replace(/&amp;/g, '&');
    const back = new URL((await fetch(new URL(denyHref, google.url), { redirect: 'manual' })).headers.get('location')!);
    const callback = await request(`${back.pathname}${back.search}`, { jar });
    expect(callback.headers.get('location')).toBe('/dashboard/campaigns/3?error=gmail');
  });
});
