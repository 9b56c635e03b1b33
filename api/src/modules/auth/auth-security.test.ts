// The security promises of the accounts issue, each checked through the real app. Related checks elsewhere:
// auth.routes.test.ts (session id rotation at email sign-in, httpOnly/SameSite cookie, per-IP limit),
// google-auth.routes.test.ts (rotation at Google sign-in, state bound to the session, safe redirects),
// account.routes.test.ts (own data only), graphql.test.ts (signed-out GraphQL, other users' campaigns).
import { PASSWORD_TOO_SHORT, TOO_MANY_ATTEMPTS } from 'contracts';
import { CookieJar } from '../../testing/cookie-jar';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { TEST_PASSWORD, sessionUser, signIn, signUp, uniqueEmail } from './testing/auth-helpers';

describe('passwords', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('are stored as memory-hard scrypt hashes (at least 16 MiB per guess)', async () => {
    const { userId } = await signUp(app);
    const { rows } = await app.db.pool.query<{ password_hash: string }>('select password_hash from users where id = $1', [
      userId,
    ]);
    const [scheme, n, r] = rows[0]!.password_hash.split('$');
    expect(scheme).toBe('scrypt');
    // scrypt needs 128 * N * r bytes of memory for each attempt.
    expect(128 * Number(n) * Number(r)).toBeGreaterThanOrEqual(16 * 1024 * 1024);
    expect(rows[0]!.password_hash).not.toContain(TEST_PASSWORD);
  });

  it('must have at least 6 characters at sign-up', async () => {
    const response = await app.request('/api/auth/sign-up/email', {
      json: { name: 'A', email: uniqueEmail(), password: '12345' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: PASSWORD_TOO_SHORT });
    expect(
      (await app.request('/api/auth/sign-up/email', { json: { name: 'A', email: uniqueEmail(), password: '123456' } })).status,
    ).toBe(200);
  });
});

describe('cookies behind HTTPS', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { APP_ORIGIN: 'https://app.example.com' } });
  });
  afterAll(() => app.close());

  it('are Secure, httpOnly and SameSite=Lax when APP_ORIGIN is https', async () => {
    // The TLS-terminating proxy tells us the browser used https.
    const response = await app.request('/api/auth/sign-up/email', {
      json: { name: 'A', email: uniqueEmail(), password: TEST_PASSWORD },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('sid='))!;
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });
});

describe('cross-site requests', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { AUTH_RATE_LIMIT_MAX: '1000' } });
  });
  afterAll(() => app.close());

  it('cannot change anything with the victim cookie: foreign Origin or a form-like body is refused', async () => {
    const { jar } = await signUp(app, { name: 'Victim' });
    const attacks: Array<{ path: string; body: unknown }> = [
      { path: '/api/auth/delete-user', body: { confirm: 'DELETE' } },
      { path: '/api/auth/update-user', body: { name: 'Pwned' } },
      { path: '/api/auth/change-password', body: { currentPassword: TEST_PASSWORD, newPassword: 'attacker' } },
      { path: '/api/auth/revoke-sessions', body: {} },
      { path: '/api/auth/sign-in/social', body: { provider: 'google' } },
      { path: '/api/auth/forget-password', body: { email: 'x@example.com' } },
      { path: '/graphql', body: { query: 'mutation { deleteCampaign(id: 1) { message } }' } },
    ];
    for (const { path, body } of attacks) {
      const foreign = await app.request(path, { json: body, jar, headers: { origin: 'https://evil.example' } });
      expect([path, foreign.status]).toEqual([path, 403]);
      const simple = await app.request(path, {
        method: 'POST',
        jar,
        headers: { 'content-type': 'text/plain', origin: app.config.appOrigin },
        body: JSON.stringify(body),
      });
      expect([path, simple.status]).toEqual([path, 403]);
    }
    expect(await sessionUser(app, jar)).toMatchObject({ name: 'Victim' });
  });
});

describe('security headers', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('come with every auth answer, including a content security policy', async () => {
    for (const response of [
      await app.request('/api/auth/get-session'),
      await app.request('/api/auth/sign-in/email', { json: { email: '', password: '' } }),
    ]) {
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('x-powered-by')).toBeNull();
    }
  });
});

describe('rate limits', () => {
  describe('per account', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp({ env: { AUTH_RATE_LIMIT_MAX: '1000', AUTH_ACCOUNT_RATE_LIMIT_MAX: '3' } });
    });
    afterAll(() => app.close());

    let ip = 0;
    // Each attempt from a different address (trust proxy: one hop): only the per-account limit can stop them.
    const fromNewIp = () => ({ 'x-forwarded-for': `203.0.113.${++ip}` });

    it('stops password guessing on one account from many IPs, leaving other accounts alone', async () => {
      const { email } = await signUp(app);
      const other = await signUp(app);
      for (let i = 0; i < 3; i += 1) {
        const wrong = await app.request('/api/auth/sign-in/email', {
          json: { email, password: `guess-${i}` },
          headers: fromNewIp(),
        });
        expect(wrong.status).toBe(401);
      }
      const limited = await app.request('/api/auth/sign-in/email', {
        json: { email: email.toUpperCase(), password: TEST_PASSWORD },
        headers: fromNewIp(),
      });
      expect(limited.status).toBe(429);
      expect(await limited.json()).toEqual({ message: TOO_MANY_ATTEMPTS });
      expect(
        (
          await app.request('/api/auth/sign-in/email', {
            json: { email: other.email, password: TEST_PASSWORD },
            headers: fromNewIp(),
          })
        ).status,
      ).toBe(200);
    });

    it('does not count successful sign-ins', async () => {
      const { email } = await signUp(app);
      for (let i = 0; i < 5; i += 1) expect((await signIn(app, email)).response.status).toBe(200);
    });

    it('limits reset emails to one address, whatever the IP', async () => {
      const email = uniqueEmail('bombed');
      for (let i = 0; i < 3; i += 1) {
        expect((await app.request('/api/auth/forget-password', { json: { email }, headers: fromNewIp() })).status).toBe(200);
      }
      const limited = await app.request('/api/auth/forget-password', { json: { email }, headers: fromNewIp() });
      expect(limited.status).toBe(429);
      expect(await limited.json()).toEqual({ message: TOO_MANY_ATTEMPTS });
    });

    it('limits sign-ups for one address', async () => {
      const email = uniqueEmail('taken');
      await signUp(app, { email });
      for (let i = 0; i < 3; i += 1) {
        expect(
          (
            await app.request('/api/auth/sign-up/email', {
              json: { name: 'A', email, password: TEST_PASSWORD },
              headers: fromNewIp(),
            })
          ).status,
        ).toBe(422);
      }
      expect(
        (
          await app.request('/api/auth/sign-up/email', {
            json: { name: 'A', email, password: TEST_PASSWORD },
            headers: fromNewIp(),
          })
        ).status,
      ).toBe(429);
    });
  });

  describe('per IP', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp({ env: { AUTH_RATE_LIMIT_MAX: '3', AUTH_ACCOUNT_RATE_LIMIT_MAX: '1000' } });
    });
    afterAll(() => app.close());

    it('stops one IP trying many accounts across sign-in, sign-up and forgot-password, not other IPs', async () => {
      const headers = { 'x-forwarded-for': '198.51.100.7' };
      expect(
        (await app.request('/api/auth/sign-in/email', { json: { email: uniqueEmail(), password: 'x-guess-1' }, headers })).status,
      ).toBe(401);
      expect((await app.request('/api/auth/forget-password', { json: { email: uniqueEmail() }, headers })).status).toBe(200);
      expect(
        (
          await app.request('/api/auth/sign-up/email', {
            json: { name: 'A', email: uniqueEmail(), password: TEST_PASSWORD },
            headers,
          })
        ).status,
      ).toBe(200);
      const limited = await app.request('/api/auth/forget-password', { json: { email: uniqueEmail() }, headers });
      expect(limited.status).toBe(429);
      expect(await limited.json()).toEqual({ message: TOO_MANY_ATTEMPTS });
      const elsewhere = await app.request('/api/auth/forget-password', {
        json: { email: uniqueEmail() },
        headers: { 'x-forwarded-for': '198.51.100.8' },
      });
      expect(elsewhere.status).toBe(200);
    });
  });
});

describe('signed-out access', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('gets 401 from account endpoints and an authentication error from GraphQL', async () => {
    expect((await app.request('/api/auth/export', { jar: new CookieJar() })).status).toBe(401);
    const { body } = await app.graphql('{ homeDashboard { id } }');
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
