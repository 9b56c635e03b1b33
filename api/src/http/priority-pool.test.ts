// Issue 14: readiness probes and session loads have a small pool of their own. With every connection of the main
// pool held (what a flood of heavy GraphQL work does), /readyz still says ready and a signed-in page still gets its
// session: without the priority pool the probe answered 503 and the session load failed after the pool's timeout.
import type pg from 'pg';
import { CookieJar } from '../../testkit/http/cookie-jar';
import { startTestApp, type TestApp } from '../../testkit/http/test-app';

describe('the priority pool', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('keeps /readyz and session loads answering while the main pool is exhausted', async () => {
    const jar = new CookieJar();
    const signUp = await app.request('/api/auth/sign-up/email', {
      json: { name: 'Ada Lovelace', email: `ada.${Date.now()}@example.com`, password: 'secret-pass' },
      jar,
    });
    expect(signUp.status).toBe(200);

    // Hold every connection of the main pool, as long-running resolvers would.
    const held: pg.PoolClient[] = [];
    for (let index = 0; index < app.db.pool.options.max; index += 1) held.push(await app.db.pool.connect());
    try {
      expect(app.db.pool.idleCount).toBe(0);
      const ready = await app.request('/readyz');
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready' });

      const session = await app.request('/api/auth/get-session', { jar });
      expect(session.status).toBe(200);
      expect(((await session.json()) as { user: { name: string } }).user.name).toBe('Ada Lovelace');
    } finally {
      for (const client of held) client.release();
    }
  });

  it('is a separate, small pool (a single shared session on PGlite)', () => {
    expect(app.db.priority.pool).not.toBe(app.db.pool);
    expect(app.db.priority.pool.options.max).toBe(2);
  });
});
