// The real test app (testkit/http/test-app.ts) with a logger that keeps every line at trace level, so tests can
// assert what never reaches the logs (tokens).
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { REDACTED_PATHS } from '../../src/logging/logger';
import { CookieJar } from './cookie-jar';
import { signUp } from '../auth/auth-helpers';
import { startTestApp, type TestApp } from './test-app';

export interface AppWithLogs extends Omit<TestApp, 'graphql'> {
  logs: string[];
  graphql<T>(
    query: string,
    variables: Record<string, unknown> | undefined,
    jar: CookieJar,
  ): Promise<{ data?: T; errors?: Array<{ message: string }>; raw: string }>;
  signUp(name: string, email: string): Promise<{ jar: CookieJar; userId: string }>;
}

export async function startAppWithLogs(env: Record<string, string>): Promise<AppWithLogs> {
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const logger = pino({ level: 'trace', redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, sink);
  const testApp = await startTestApp({ env, logger });
  const { request } = testApp;

  return {
    ...testApp,
    logs,
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
      const { jar, userId } = await signUp(testApp, { name, email });
      return { jar, userId };
    },
  };
}
