import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestDatabase, type TestDatabase } from '../../testkit/db/test-database';
import { startTestApp, type TestApp } from '../../testkit/http/test-app';

describe('/__dev/mail and /__dev/inbox', () => {
  let database: TestDatabase;
  let inbox: Server;
  let inboxUrl: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    // Stands in for the devstack SMTP inbox's HTTP side (an outside service, not our api).
    inbox = createServer((req, res) => {
      if (req.url?.startsWith('/messages')) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify([{ subject: 'Welcome', query: req.url }]));
      } else if (req.url === '/inbox') {
        res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Inbox</h1>');
      } else res.writeHead(404).end();
    });
    inbox.listen(0, '127.0.0.1');
    await once(inbox, 'listening');
    inboxUrl = `http://127.0.0.1:${(inbox.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => inbox.close(resolve));
    await database.drop();
  });

  it('proxies to the dev inbox when DEV_MAIL_URL is set', async () => {
    const app: TestApp = await startTestApp({ database, env: { DEV_MAIL_URL: inboxUrl } });
    try {
      const mail = await app.request('/__dev/mail?to=a%40b.c');
      expect(mail.status).toBe(200);
      expect(await mail.json()).toEqual([{ subject: 'Welcome', query: '/messages?to=a%40b.c' }]);
      const page = await app.request('/__dev/inbox', { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(await page.text()).toBe('<h1>Inbox</h1>');
    } finally {
      await app.close();
    }
  });

  it('does not exist without DEV_MAIL_URL', async () => {
    const app = await startTestApp({ database });
    try {
      expect((await app.request('/__dev/mail')).status).toBe(404);
      expect((await app.request('/__dev/inbox', { headers: { accept: 'text/html' } })).status).toBe(404);
    } finally {
      await app.close();
    }
  });
});
