import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createApp, type App } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config/config';
import { createDb, type DbHandle } from '../../src/db/db.client';
import { createLogger, type Logger } from '../../src/logging/logger';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { CookieJar } from './cookie-jar';

export interface TestApp {
  baseUrl: string;
  config: AppConfig;
  db: DbHandle;
  app: App;
  /** fetch against the app; `jar` sends and keeps cookies; `json` sends a JSON body. */
  request(path: string, init?: RequestInit & { jar?: CookieJar; json?: unknown }): Promise<Response>;
  /** POST /graphql accepting application/graphql-response+json; returns the status, content type and body. */
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    jar?: CookieJar,
  ): Promise<{ status: number; contentType: string | null; body: GraphQLBody<T> }>;
  close(): Promise<void>;
}

export interface GraphQLBody<T> {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

export interface StartTestAppOptions {
  /** Extra environment settings (strings, as in process.env). */
  env?: Record<string, string>;
  /** Use this database instead of a fresh migrated one (the caller owns it). */
  database?: { url: string };
  /** Use this handle instead of connecting to the database (the caller closes it). */
  db?: DbHandle;
  /** Log through this logger instead of a silent one (tests that inspect log lines). */
  logger?: Logger;
}

/** The real app on 127.0.0.1 with a random port, on its own fresh database. */
export async function startTestApp(options: StartTestAppOptions = {}): Promise<TestApp> {
  const ownDatabase: TestDatabase | undefined = options.database ? undefined : await createTestDatabase();
  const url = options.database?.url ?? ownDatabase!.url;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    WORKER_ENABLED: 'false',
    // Suites fire requests faster than any person; the per-user request-rate cap has its own tests
    // (graphql-abuse.test.ts), and the end-to-end runs keep the default.
    GRAPHQL_RATE_LIMIT_MAX: '100000',
    ...options.env,
  });
  const db = options.db ?? createDb({ url, max: 4, onPoolError: () => undefined });
  const app = createApp({ config, db, logger: options.logger ?? createLogger({ level: 'silent' }) });
  const server: Server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const request: TestApp['request'] = async (path, init = {}) => {
    const { jar, json, headers, ...rest } = init;
    const merged = new Headers(headers);
    if (json !== undefined) merged.set('content-type', 'application/json');
    if (jar && jar.header()) merged.set('cookie', jar.header());
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
    request,
    async graphql(query, variables, jar) {
      const response = await request('/graphql', {
        json: { query, variables },
        jar,
        headers: { accept: 'application/graphql-response+json' },
      });
      return { status: response.status, contentType: response.headers.get('content-type'), body: await response.json() };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.dispose();
      if (!options.db) await db.close();
      await ownDatabase?.drop();
    },
  };
}
