// The security promises of the accounts issue, each checked through the real app. Related checks elsewhere:
// auth.routes.test.ts (session id rotation at email sign-in, httpOnly/SameSite cookie, per-IP limit),
// google-auth.routes.test.ts (rotation at Google sign-in, state bound to the session, safe redirects),
// account.routes.test.ts (own data only), graphql.test.ts (signed-out GraphQL, other users' campaigns).
import { PASSWORD_TOO_SHORT, TOO_MANY_ATTEMPTS } from 'contracts';
import { CookieJar } from '../../../testkit/http/cookie-jar';
import { startTestApp, type TestApp } from '../../../testkit/http/test-app';
import { TEST_PASSWORD, sessionUser, signUp, uniqueEmail } from '../../../testkit/auth/auth-helpers';

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

describe('rate limits (counted in PostgreSQL)', () => {
  describe('per account and address', () => {
    let app: TestApp;
    beforeAll(async () => {
      // TRUST_PROXY=1 so each test can speak from the address it names (as behind one load balancer).
      app = await startTestApp({
        env: {
          AUTH_RATE_LIMIT_MAX: '1000',
          AUTH_ACCOUNT_RATE_LIMIT_MAX: '3',
          // This suite is about the per-account limits; the per-receiving-address one has its own tests.
          AUTH_MAIL_PER_ADDRESS_HOURLY_MAX: '1000',
          AUTH_MAIL_PER_ADDRESS_DAILY_MAX: '1000',
          TRUST_PROXY: '1',
        },
      });
    });
    afterAll(() => app.close());

    let ip = 0;
    const newIp = () => ({ 'x-forwarded-for': `203.0.113.${++ip}` });

    it('stops password guessing from one address, without locking the owner out from theirs', async () => {
      const { email } = await signUp(app);
      const stranger = newIp();
      for (let i = 0; i < 3; i += 1) {
        const wrong = await app.request('/api/auth/sign-in/email', {
          json: { email, password: `guess-${i}` },
          headers: stranger,
        });
        expect(wrong.status).toBe(401);
      }
      const limited = await app.request('/api/auth/sign-in/email', {
        json: { email: email.toUpperCase(), password: TEST_PASSWORD },
        headers: stranger,
      });
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await limited.json()).toEqual({ message: TOO_MANY_ATTEMPTS });
      const owner = await app.request('/api/auth/sign-in/email', { json: { email, password: TEST_PASSWORD }, headers: newIp() });
      expect(owner.status).toBe(200);
    });

    it('clears the failed attempts of an address when it signs in', async () => {
      const { email } = await signUp(app);
      const headers = newIp();
      for (let round = 0; round < 3; round += 1) {
        for (let i = 0; i < 2; i += 1) {
          expect((await app.request('/api/auth/sign-in/email', { json: { email, password: 'nope-nope' }, headers })).status).toBe(
            401,
          );
        }
        expect((await app.request('/api/auth/sign-in/email', { json: { email, password: TEST_PASSWORD }, headers })).status).toBe(
          200,
        );
      }
    });

    it('limits reset emails per account and address', async () => {
      const email = uniqueEmail('bombed');
      const headers = newIp();
      for (let i = 0; i < 3; i += 1) {
        expect((await app.request('/api/auth/forget-password', { json: { email }, headers })).status).toBe(200);
      }
      const limited = await app.request('/api/auth/forget-password', { json: { email }, headers });
      expect(limited.status).toBe(429);
      expect(await limited.json()).toEqual({ message: TOO_MANY_ATTEMPTS });
      expect((await app.request('/api/auth/forget-password', { json: { email }, headers: newIp() })).status).toBe(200);
    });

    it('limits sign-ups for one address', async () => {
      const email = uniqueEmail('taken');
      await signUp(app, { email });
      const headers = newIp();
      for (let i = 0; i < 3; i += 1) {
        const taken = await app.request('/api/auth/sign-up/email', {
          json: { name: 'A', email, password: TEST_PASSWORD },
          headers,
        });
        expect(taken.status).toBe(422);
      }
      const limited = await app.request('/api/auth/sign-up/email', {
        json: { name: 'A', email, password: TEST_PASSWORD },
        headers,
      });
      expect(limited.status).toBe(429);
    });
  });

  describe('per address', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp({ env: { AUTH_RATE_LIMIT_MAX: '3', AUTH_ACCOUNT_RATE_LIMIT_MAX: '1000', TRUST_PROXY: '1' } });
    });
    afterAll(() => app.close());

    it('stops one address trying many accounts across sign-in, sign-up and forgot-password, not other addresses', async () => {
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

  describe('without TRUST_PROXY (the default)', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp({ env: { AUTH_RATE_LIMIT_MAX: '3', AUTH_ACCOUNT_RATE_LIMIT_MAX: '1000' } });
    });
    afterAll(() => app.close());

    it('ignores X-Forwarded-For: rotating it does not buy more attempts', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const response = await app.request('/api/auth/forget-password', {
          json: { email: uniqueEmail() },
          headers: { 'x-forwarded-for': `192.0.2.${i + 1}` },
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    });
  });

  describe('across two api processes', () => {
    let first: TestApp;
    let second: TestApp;
    beforeAll(async () => {
      const env = { AUTH_RATE_LIMIT_MAX: '1000', AUTH_ACCOUNT_RATE_LIMIT_MAX: '4' };
      first = await startTestApp({ env });
      second = await startTestApp({ env, db: first.db });
    });
    afterAll(async () => {
      await second.close();
      await first.close();
    });

    it('counts sign-in attempts split between them once', async () => {
      const { email } = await signUp(first);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const app = i % 2 === 0 ? first : second;
        statuses.push((await app.request('/api/auth/sign-in/email', { json: { email, password: `guess-${i}` } })).status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
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
