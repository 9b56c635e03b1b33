// The abuse probe's auth rows, replayed through the real app (real PostgreSQL, devstack Google and SMTP): visitors
// cannot mint sessions, a stranger's inbox gets a handful of our emails whoever asks, and bad input is a 400 with a
// message, never a 500.
import { chooseGoogleAccount, startGoogleStandIn, type GoogleStandIn } from 'devstack/google';
import { startSmtpInbox, type SmtpInbox } from 'devstack/smtp';
import {
  CONTROL_CHARACTERS_REFUSED,
  EMAIL_ADDRESS_TOO_LONG,
  EMAIL_LOCAL_PART_TOO_LONG,
  NAME_HAS_LINK,
  PASSWORD_MAX_LENGTH,
  TOO_MANY_ATTEMPTS,
  TOO_MANY_EMAILS_TO_ADDRESS,
  controlCharactersIn,
  passwordTooLong,
} from 'contracts';
import { CookieJar } from '../../../testkit/http/cookie-jar';
import { startTestApp, type TestApp } from '../../../testkit/http/test-app';
import { waitFor } from '../../../testkit/wait-for';
import { TEST_PASSWORD, sessionUser, signUp, uniqueEmail } from '../../../testkit/auth/auth-helpers';

const sessionRows = async (app: TestApp) =>
  Number((await app.db.pool.query<{ n: string }>('select count(*) as n from session')).rows[0]!.n);

describe('Google sign-in start', () => {
  let google: GoogleStandIn;
  let app: TestApp;
  beforeAll(async () => {
    google = await startGoogleStandIn();
    app = await startTestApp({
      env: {
        AUTH_RATE_LIMIT_MAX: '5',
        TRUST_PROXY: '1',
        GOOGLE_CLIENT_ID: google.client.clientId,
        GOOGLE_CLIENT_SECRET: google.client.clientSecret,
        GOOGLE_AUTH_URL: `${google.url}/o/oauth2/v2/auth`,
        GOOGLE_TOKEN_URL: `${google.url}/token`,
        GOOGLE_USERINFO_URL: `${google.url}/v1/userinfo`,
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await google.close();
  });

  it('writes no session for a visitor and is limited per client address', async () => {
    const before = await sessionRows(app);
    const headers = { 'x-forwarded-for': '198.51.100.20' };
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const response = await app.request('/api/auth/sign-in/social', { json: { provider: 'google' }, headers });
      statuses.push(response.status);
      if (response.status === 429) expect(await response.json()).toEqual({ message: TOO_MANY_ATTEMPTS });
      else expect(response.headers.getSetCookie().some((line) => line.startsWith('sid='))).toBe(false);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(await sessionRows(app)).toBe(before);
    const elsewhere = await app.request('/api/auth/sign-in/social', {
      json: { provider: 'google' },
      headers: { 'x-forwarded-for': '198.51.100.21' },
    });
    expect(elsewhere.status).toBe(200);
  });

  it('gives a Google profile name holding a link no place in the account', async () => {
    const email = `linky.${Date.now()}@gmail.com`;
    google.addAccount({ email, name: 'Claim your prize at evil.com' });
    const jar = new CookieJar();
    const headers = { 'x-forwarded-for': '198.51.100.22' };
    const start = await app.request('/api/auth/sign-in/social', { json: { provider: 'google' }, jar, headers });
    const back = await chooseGoogleAccount(((await start.json()) as { url: string }).url, email);
    const callback = await app.request(`${back.pathname}${back.search}`, { jar, headers });
    expect(callback.status).toBe(303);
    const user = await sessionUser(app, jar);
    expect(user?.email).toBe(email);
    expect(user?.name).not.toContain('evil');
  });
});

describe('verification and reset emails to one address', () => {
  let inbox: SmtpInbox;
  let app: TestApp;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    // The default allowance per receiving address (3 an hour); everything else generous, and each request may
    // speak from its own client address.
    app = await startTestApp({
      env: { SMTP_URL: inbox.smtpUrl, AUTH_RATE_LIMIT_MAX: '1000', AUTH_ACCOUNT_RATE_LIMIT_MAX: '1000', TRUST_PROXY: '1' },
    });
  });
  afterAll(async () => {
    await app.close();
    await inbox.close();
  });

  let ip = 0;
  const newIp = () => ({ 'x-forwarded-for': `203.0.113.${++ip}` });
  const mailsTo = (email: string) => inbox.messages().filter((message) => message.to.includes(email));

  /** Waits until `email` has `count` mails, then lets any further mail to it arrive before answering. */
  async function settledMailsTo(email: string, count: number) {
    await waitFor(() => mailsTo(email).length >= count);
    const sentinel = uniqueEmail('sentinel');
    await signUp(app, { email: sentinel });
    await waitFor(() => mailsTo(sentinel).length > 0);
    return mailsTo(email);
  }

  it('stop after the allowance for a stranger signed up with, however many client addresses ask', async () => {
    const stranger = uniqueEmail('stranger');
    const jar = new CookieJar();
    const signUpResponse = await app.request('/api/auth/sign-up/email', {
      json: { name: 'Mallory', email: stranger, password: TEST_PASSWORD },
      jar,
      headers: newIp(),
    });
    expect(signUpResponse.status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await app.request('/api/auth/send-verification-email', { json: {}, jar, headers: newIp() });
      statuses.push(response.status);
      if (response.status === 429) expect(await response.json()).toEqual({ message: TOO_MANY_EMAILS_TO_ADDRESS });
    }
    // The sign-up's mail was the first of three.
    expect(statuses).toEqual([200, 200, 429, 429, 429, 429]);
    const received = await settledMailsTo(stranger, 3);
    expect(received).toHaveLength(3);
    expect(received.every((message) => message.subject === 'Verify your email address')).toBe(true);
  });

  it('stop after the allowance for reset links, and answer the same whether or not the address has an account', async () => {
    const { email: known } = await signUp(app, { email: uniqueEmail('known') });
    await waitFor(() => mailsTo(known).length === 1);
    const unknown = uniqueEmail('unknown');
    const statusesOf = async (email: string) => {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const response = await app.request('/api/auth/forget-password', { json: { email }, headers: newIp() });
        statuses.push(response.status);
        if (response.status === 429) expect(await response.json()).toEqual({ message: TOO_MANY_EMAILS_TO_ADDRESS });
      }
      return statuses;
    };
    expect(await statusesOf(unknown)).toEqual([200, 200, 200, 429, 429]);
    // The known address already had its verification mail: two reset links, then the same refusal.
    expect(await statusesOf(known)).toEqual([200, 200, 429, 429, 429]);
    expect(await settledMailsTo(known, 3)).toHaveLength(3);
    expect(mailsTo(unknown)).toHaveLength(0);
  });
});

describe('bad input on /api/auth', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { AUTH_RATE_LIMIT_MAX: '1000', AUTH_ACCOUNT_RATE_LIMIT_MAX: '1000' } });
  });
  afterAll(() => app.close());

  const expect400 = async (response: Response, message: string) => {
    expect([response.status, await response.json()]).toEqual([400, { message }]);
  };
  const signUpAs = (fields: Record<string, unknown>) =>
    app.request('/api/auth/sign-up/email', { json: { name: 'Ada', email: uniqueEmail(), password: TEST_PASSWORD, ...fields } });

  it('refuses display names holding a link or a control character, at sign-up and in Settings', async () => {
    const lineBreak = controlCharactersIn('Name');
    for (const [name, message] of [
      ['Prize at http://evil.example/claim', NAME_HAS_LINK],
      ['www.evil.example', NAME_HAS_LINK],
      ['Claim it: evil.com', NAME_HAS_LINK],
      ['Ada\u0000', lineBreak],
      ['Ada\nVisit us', lineBreak],
    ] as const) {
      await expect400(await signUpAs({ name }), message);
    }
    const { jar } = await signUp(app, { name: 'Ada Lovelace' });
    const update = (name: string) => app.request('/api/auth/update-user', { json: { name }, jar });
    await expect400(await update('Ada\r\nLovelace'), lineBreak);
    await expect400(await update('see bit.ly/x'), NAME_HAS_LINK);
    expect((await update('Ada King')).status).toBe(200);
    expect(await sessionUser(app, jar)).toMatchObject({ name: 'Ada King' });
  });

  it('refuses addresses longer than RFC 5321 allows, and over-long passwords', async () => {
    await expect400(await signUpAs({ email: `${'a'.repeat(65)}@example.com` }), EMAIL_LOCAL_PART_TOO_LONG);
    await expect400(await signUpAs({ email: `a@${'b'.repeat(249)}.com` }), EMAIL_ADDRESS_TOO_LONG);
    await expect400(await signUpAs({ password: 'p'.repeat(PASSWORD_MAX_LENGTH + 1) }), passwordTooLong(PASSWORD_MAX_LENGTH));
    // 64 characters before the @ are fine.
    expect((await signUpAs({ email: `${'a'.repeat(50)}.${Date.now()}@example.com` })).status).toBe(200);
  });

  it('answers NUL anywhere with 400 and a message, never 500', async () => {
    const { jar } = await signUp(app);
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['/api/auth/sign-in/email', { email: 'a\u0000@example.com', password: TEST_PASSWORD }, controlCharactersIn('Email')],
      ['/api/auth/sign-in/email', { email: 'a@example.com', password: 'pass\u0000word' }, controlCharactersIn('Password')],
      [
        '/api/auth/sign-up/email',
        { name: 'Ada', email: uniqueEmail(), password: 'pass\u0000word' },
        controlCharactersIn('Password'),
      ],
      ['/api/auth/forget-password', { email: 'a@example.com\u0000' }, controlCharactersIn('Email')],
      ['/api/auth/reset-password', { token: 'abc\u0000', newPassword: 'new-password' }, CONTROL_CHARACTERS_REFUSED],
      ['/api/auth/sign-in/social', { provider: 'google\u0000' }, CONTROL_CHARACTERS_REFUSED],
      ['/api/auth/change-password', { currentPassword: 'x\u0000', newPassword: 'new-password' }, controlCharactersIn('Password')],
      ['/api/auth/delete-user', { confirm: 'DELETE\u0000' }, CONTROL_CHARACTERS_REFUSED],
    ];
    for (const [path, body, message] of cases) {
      const response = await app.request(path, { json: body, jar });
      expect([path, response.status, await response.json()]).toEqual([path, 400, { message }]);
    }
    const verify = await app.request('/api/auth/verify-email?token=%00abc', { headers: { accept: 'application/json' } });
    expect([verify.status, await verify.json()]).toEqual([400, { message: CONTROL_CHARACTERS_REFUSED }]);
    // Still signed in: nothing was changed or deleted.
    expect(await sessionUser(app, jar)).not.toBeNull();
  });
});
