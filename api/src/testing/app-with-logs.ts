// The real test app (testing/test-app.ts) with a logger that keeps every line at trace level, so tests can
// assert what never reaches the logs (tokens).
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { REDACTED_PATHS } from '../logging/logger';
import { CookieJar } from './cookie-jar';
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
      const jar = new CookieJar();
      const response = await request('/api/auth/sign-up/email', { json: { name, email, password: 'secret-pass' }, jar });
      if (response.status !== 200) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
      const body = (await response.json()) as { user: { id: string } };
      return { jar, userId: body.user.id };
    },
  };
}
