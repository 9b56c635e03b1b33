// Shared steps of the auth and account integration tests (real app, real PostgreSQL, devstack SMTP inbox).
import type { InboxMessage, SmtpInbox } from 'devstack/smtp';
import { CookieJar } from '../http/cookie-jar';
import type { TestApp } from '../http/test-app';

export const TEST_PASSWORD = 'secret-pass';

let counter = 0;
export const uniqueEmail = (label = 'user') => `${label}${++counter}.${Date.now()}@example.com`;

/** Signs a new user up over HTTP (the one sign-up of the api tests); the jar then carries their session. */
export async function signUp(
  app: Pick<TestApp, 'request'>,
  input: { email?: string; name?: string; password?: string; jar?: CookieJar } = {},
) {
  const jar = input.jar ?? new CookieJar();
  const email = input.email ?? uniqueEmail();
  const response = await app.request('/api/auth/sign-up/email', {
    json: { name: input.name ?? 'Ada Lovelace', email, password: input.password ?? TEST_PASSWORD },
    jar,
  });
  if (response.status !== 200) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { user: { id: string } };
  return { jar, email, userId: body.user.id };
}

export async function signIn(app: TestApp, email: string, password = TEST_PASSWORD, jar = new CookieJar()) {
  const response = await app.request('/api/auth/sign-in/email', { json: { email, password }, jar });
  return { response, jar };
}

export async function sessionUser(app: TestApp, jar: CookieJar) {
  const response = await app.request('/api/auth/get-session', { jar });
  const body = (await response.json()) as { user: { id: string; email: string; name: string; emailVerified: boolean } } | null;
  return body?.user ?? null;
}

/** Waits for the newest mail to `to` whose subject matches. */
export function mailTo(inbox: SmtpInbox, to: string, subject: string): Promise<InboxMessage> {
  return inbox.waitForMessage((message) => message.to.includes(to.toLowerCase()) && message.subject === subject);
}

/** The first link of the mail that starts with `prefix` (e.g. the app origin plus a path). */
export function linkIn(message: InboxMessage, prefix: string): URL {
  const link = message.links.find((candidate) => candidate.startsWith(prefix));
  if (!link) throw new Error(`no link starting with ${prefix} in "${message.subject}": ${message.links.join(', ')}`);
  return new URL(link);
}
