import { createDb } from '../db/db.client';
import { mailAppProblems } from '../db/schema';
import { reportGoogleProjectProblem } from '../modules/google';
import { reportMailAppProblem } from '../modules/mailbox';
import { createTestDatabase, type TestDatabase } from '../../testkit/db/test-database';
import { startTestApp, type TestApp } from '../../testkit/http/test-app';

describe('health probes', () => {
  describe('with a migrated database', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp();
    });
    afterAll(() => app.close());

    it('GET /healthz answers ok', async () => {
      const response = await app.request('/healthz');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok' });
    });

    it('GET /readyz answers 200 when the database answers and migrations are applied', async () => {
      const response = await app.request('/readyz');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ready' });
    });

    it("GET /readyz names recent problems of the Google project and of Microsoft's app for the operator, still ready", async () => {
      const now = new Date();
      await reportGoogleProjectProblem(app.db.db, {
        problem: 'gmail-api-disabled',
        detail: '403 accessNotConfigured: Gmail API has not been used in project 1 before or it is disabled.',
        now,
      });
      const secretExpired = 'invalid_client AADSTS7000222: The provided client secret keys for app are expired.';
      await reportMailAppProblem(app.db.db, {
        provider: 'microsoft',
        problem: 'app-credentials-refused',
        detail: secretExpired,
        now,
      });
      const response = await app.request('/readyz');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        status: 'ready',
        google: {
          problems: [
            {
              problem: 'gmail-api-disabled',
              detail: '403 accessNotConfigured: Gmail API has not been used in project 1 before or it is disabled.',
              since: now.toISOString(),
              lastSeen: now.toISOString(),
            },
          ],
        },
        microsoft: {
          problems: [
            { problem: 'app-credentials-refused', detail: secretExpired, since: now.toISOString(), lastSeen: now.toISOString() },
          ],
        },
      });
      await app.db.db.delete(mailAppProblems);
    });
  });

  describe('with a database that has no migrations applied', () => {
    let database: TestDatabase;
    let app: TestApp;
    beforeAll(async () => {
      database = await createTestDatabase({ migrate: false });
      app = await startTestApp({ database });
    });
    afterAll(async () => {
      await app.close();
      await database.drop();
    });

    it('GET /readyz answers 503 naming the pending migrations', async () => {
      const response = await app.request('/readyz');
      expect(response.status).toBe(503);
      const body = (await response.json()) as { reason: string };
      expect(body.reason).toMatch(/^migrations pending: 0000_init/);
    });

    it('GET /healthz still answers ok (the process is up)', async () => {
      expect((await app.request('/healthz')).status).toBe(200);
    });
  });

  describe('when the database is unreachable', () => {
    let database: TestDatabase;
    let app: TestApp;
    beforeAll(async () => {
      database = await createTestDatabase();
      const unreachable = new URL(database.url);
      unreachable.port = '1'; // nothing listens there
      const db = createDb({ url: unreachable.toString(), max: 1, onPoolError: () => undefined });
      app = await startTestApp({ database, db });
    });
    afterAll(async () => {
      await app.close();
      await app.db.close();
      await database.drop();
    });

    it('GET /readyz answers 503 with the reason', async () => {
      const response = await app.request('/readyz');
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: 'unavailable', reason: 'database unavailable' });
    });
  });
});
