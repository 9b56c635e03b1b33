import { CookieJar } from '../../../testkit/http/cookie-jar';
import { startTestApp, type TestApp } from '../../../testkit/http/test-app';
import { adminPool } from '../../../testkit/db/admin-pool';

interface SessionBody {
  session: { id: string; expiresAt: string };
  user: { id: string; name: string; email: string; emailVerified: boolean; createdAt: string };
}

const password = 'secret-pass';
let counter = 0;
const uniqueEmail = () => `user${++counter}.${Date.now()}@example.com`;

describe('/api/auth', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  async function signUp(email = uniqueEmail(), jar = new CookieJar()) {
    const response = await app.request('/api/auth/sign-up/email', { json: { name: 'Ada Lovelace', email, password }, jar });
    return { response, jar, email };
  }

  it('signs up, shows the session, signs out, then has no session', async () => {
    const { response, jar, email } = await signUp();
    expect(response.status).toBe(200);
    const created = (await response.json()) as SessionBody;
    expect(created.user).toMatchObject({ name: 'Ada Lovelace', email, emailVerified: false, hasPassword: true });

    const current = await app.request('/api/auth/get-session', { jar });
    expect(current.status).toBe(200);
    const session = (await current.json()) as SessionBody;
    expect(session.user).toEqual(created.user);
    expect(new Date(session.session.expiresAt).getTime()).toBeGreaterThan(Date.now());

    const signOut = await app.request('/api/auth/sign-out', { json: {}, jar });
    expect(signOut.status).toBe(200);
    expect(await signOut.json()).toEqual({ status: true });
    expect(jar.get('sid')).toBeUndefined();

    const after = await app.request('/api/auth/get-session', { jar });
    expect(await after.json()).toBeNull();
  });

  it('stores the email lowercased and refuses a second account for it (422)', async () => {
    const email = uniqueEmail();
    const first = await app.request('/api/auth/sign-up/email', {
      json: { name: 'Ada', email: email.toUpperCase(), password },
    });
    expect(((await first.json()) as SessionBody).user.email).toBe(email);
    const again = await app.request('/api/auth/sign-up/email', { json: { name: 'Other', email, password } });
    expect(again.status).toBe(422);
    expect(await again.json()).toEqual({ message: 'User already exists' });
  });

  it('rejects missing fields and short passwords with the spec messages', async () => {
    const missing = await app.request('/api/auth/sign-up/email', { json: { name: '', email: uniqueEmail(), password } });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ message: 'Please fill in all fields' });
    const short = await app.request('/api/auth/sign-up/email', { json: { name: 'A', email: uniqueEmail(), password: '12345' } });
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual({ message: 'Password must be at least 6 characters long' });
    const login = await app.request('/api/auth/sign-in/email', { json: { email: '', password: '' } });
    expect(login.status).toBe(400);
    expect(await login.json()).toEqual({ message: 'Please fill in all fields' });
  });

  it('stores only a scrypt hash of the password', async () => {
    const { email } = await signUp();
    const pool = adminPool(app, 1);
    try {
      const { rows } = await pool.query<{ password_hash: string }>('select password_hash from users where email = $1', [email]);
      expect(rows[0]!.password_hash).toMatch(/^scrypt\$/);
      expect(rows[0]!.password_hash).not.toContain(password);
    } finally {
      await pool.end();
    }
  });

  it('answers 401 with the message for a wrong password or unknown email', async () => {
    const { email } = await signUp();
    for (const credentials of [
      { email, password: 'not-the-password' },
      { email: uniqueEmail(), password },
    ]) {
      const response = await app.request('/api/auth/sign-in/email', { json: credentials });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'Invalid email or password' });
    }
  });

  it('signs in case-insensitively under a new session id and retires the old one', async () => {
    const { jar, email } = await signUp();
    const before = jar.get('sid')!;
    expect(before).toBeDefined();

    const response = await app.request('/api/auth/sign-in/email', { json: { email: email.toUpperCase(), password }, jar });
    expect(response.status).toBe(200);
    expect(jar.get('sid')).toBeDefined();
    expect(jar.get('sid')).not.toBe(before);
    const session = (await (await app.request('/api/auth/get-session', { jar })).json()) as SessionBody;
    expect(session.user.email).toBe(email);

    // The id known before sign-in (e.g. planted by an attacker) no longer opens a session.
    const old = await app.request('/api/auth/get-session', { headers: { cookie: `sid=${before}` } });
    expect(await old.json()).toBeNull();
  });

  it('sets an httpOnly SameSite=Lax cookie, persistent only with rememberMe', async () => {
    const { email } = await signUp();
    const remembered = await app.request('/api/auth/sign-in/email', { json: { email, password, rememberMe: true } });
    const rememberedCookie = remembered.headers.getSetCookie().find((line) => line.startsWith('sid='))!;
    expect(rememberedCookie).toMatch(/; HttpOnly/i);
    expect(rememberedCookie).toMatch(/; SameSite=Lax/i);
    expect(rememberedCookie).not.toMatch(/; Secure/i);
    const expires = /Expires=([^;]+)/i.exec(rememberedCookie)?.[1];
    const days = (new Date(expires!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);

    const browserSession = await app.request('/api/auth/sign-in/email', { json: { email, password, rememberMe: false } });
    const sessionCookie = browserSession.headers.getSetCookie().find((line) => line.startsWith('sid='))!;
    expect(sessionCookie).toMatch(/; HttpOnly/i);
    expect(sessionCookie).not.toMatch(/Max-Age|Expires/i);
  });

  it('blocks cross-site requests: foreign Origin or a non-JSON body', async () => {
    const foreign = await app.request('/api/auth/sign-in/email', {
      json: { email: uniqueEmail(), password },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ message: 'Cross-site request blocked' });

    const form = await app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ name: 'A', email: uniqueEmail(), password }),
    });
    expect(form.status).toBe(403);

    const sameOrigin = await app.request('/api/auth/sign-up/email', {
      json: { name: 'A', email: uniqueEmail(), password },
      headers: { origin: app.config.appOrigin },
    });
    expect(sameOrigin.status).toBe(200);
  });

  it('answers malformed JSON with 400', async () => {
    const response = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toHaveProperty('message');
  });
});

describe('/api/auth rate limit', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { AUTH_RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_WINDOW_MS: '60000' } });
  });
  afterAll(() => app.close());

  it('answers 429 with the message once an IP exceeds its attempts', async () => {
    const attempt = () =>
      app.request('/api/auth/sign-in/email', { json: { email: 'nobody@example.com', password: 'whatever1' } });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ message: 'Too many attempts. Please try again later.' });
    // Reading the session is not an attempt and is not limited.
    expect((await app.request('/api/auth/get-session')).status).toBe(200);
  });
});
