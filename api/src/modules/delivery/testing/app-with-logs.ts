// The real app on 127.0.0.1:0 (like testing/test-app.ts) but with a logger that keeps every line at trace
// level, so tests can assert what never reaches the logs (tokens).
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { createApp, type App } from '../../../app';
import { loadConfig, type AppConfig } from '../../../config/config';
import { createDb, type DbHandle } from '../../../db/client';
import { REDACTED_PATHS } from '../../../logging/logger';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database';
import { CookieJar } from '../../../testing/cookie-jar';

export interface AppWithLogs {
  baseUrl: string;
  config: AppConfig;
  db: DbHandle;
  app: App;
  logs: string[];
  request(path: string, init?: RequestInit & { jar?: CookieJar; json?: unknown }): Promise<Response>;
  graphql<T>(query: string, variables: Record<string, unknown> | undefined, jar: CookieJar): Promise<{ data?: T; errors?: Array<{ message: string }>; raw: string }>;
  signUp(name: string, email: string): Promise<{ jar: CookieJar; userId: string }>;
  close(): Promise<void>;
}

export async function startAppWithLogs(env: Record<string, string>): Promise<AppWithLogs> {
  const database: TestDatabase = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url, WORKER_ENABLED: 'false', ...env });
  const db = createDb({ url: database.url, max: 4, onPoolError: () => undefined });
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const logger = pino({ level: 'trace', redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, sink);
  const app = createApp({ config, db, logger });
  const server: Server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const request: AppWithLogs['request'] = async (path, init = {}) => {
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

  return {
    baseUrl,
    config,
    db,
    app,
    logs,
    request,
    async graphql(query, variables, jar) {
      const response = await request('/graphql', {
        json: { query, variables },
        jar,
        headers: { accept: 'application/graphql-response+json' },
      });
      const raw = await response.text();
      return { ...(JSON.parse(raw) as object), raw };
    },
    async signUp(name, email) {
      const jar = new CookieJar();
      const response = await request('/api/auth/sign-up/email', { json: { name, email, password: 'secret-pass' }, jar });
      if (response.status !== 200) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
      const body = (await response.json()) as { user: { id: string } };
      return { jar, userId: body.user.id };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.dispose();
      await db.close();
      await database.drop();
    },
  };
}
