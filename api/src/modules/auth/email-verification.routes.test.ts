import { startSmtpInbox, type SmtpInbox } from 'devstack/smtp';
import { SIGN_IN_REQUIRED, VERIFICATION_LINK_EXPIRED, VERIFICATION_LINK_INVALID } from 'contracts';
import { CookieJar } from '../../../testkit/http/cookie-jar';
import { startTestApp, type TestApp } from '../../../testkit/http/test-app';
import { linkIn, mailTo, sessionUser, signUp } from '../../../testkit/auth/auth-helpers';

const SUBJECT = 'Verify your email address';

describe('email verification', () => {
  let inbox: SmtpInbox;
  let app: TestApp;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    app = await startTestApp({
      env: { SMTP_URL: inbox.smtpUrl, APP_ORIGIN: 'http://localhost:8080', AUTH_RATE_LIMIT_MAX: '1000' },
    });
  });
  afterAll(async () => {
    await app.close();
    await inbox.close();
  });

  const verifyLinkPrefix = 'http://localhost:8080/api/auth/verify-email?token=';
  const pathOf = (url: URL) => `${url.pathname}${url.search}`;

  it('emails a link on sign-up; opening it marks the email verified and lands on settings', async () => {
    const { jar, email } = await signUp(app);
    expect((await sessionUser(app, jar))?.emailVerified).toBe(false);

    const message = await mailTo(inbox, email, SUBJECT);
    const link = linkIn(message, verifyLinkPrefix);
    expect(message.text).toContain('Hi Ada Lovelace,');
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // A browser with no session at all (the mail may be opened anywhere).
    const opened = await app.request(pathOf(link), { headers: { accept: 'text/html' } });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe('/dashboard/settings');
    expect((await sessionUser(app, jar))?.emailVerified).toBe(true);

    // Opening it again is still fine for a verified address.
    const again = await app.request(pathOf(link), { headers: { accept: 'application/json' } });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ status: true });
  });

  it('answers JSON when asked, with a clear message for a bad token', async () => {
    const response = await app.request('/api/auth/verify-email?token=not-a-real-token', {
      headers: { accept: 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: VERIFICATION_LINK_INVALID });

    const browser = await app.request('/api/auth/verify-email?token=not-a-real-token', { headers: { accept: 'text/html' } });
    expect(browser.headers.get('location')).toBe('/dashboard/settings?error=verify-email');
  });

  it('refuses an expired link', async () => {
    const { email, userId } = await signUp(app);
    const link = linkIn(await mailTo(inbox, email, SUBJECT), verifyLinkPrefix);
    await app.db.pool.query(`update auth_tokens set expires_at = now() - interval '1 second' where user_id = $1`, [userId]);
    const response = await app.request(pathOf(link), { headers: { accept: 'application/json' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: VERIFICATION_LINK_EXPIRED });
  });

  it('stores only a SHA-256 hash of the token, valid for 24 hours', async () => {
    const { email, userId } = await signUp(app);
    const token = linkIn(await mailTo(inbox, email, SUBJECT), verifyLinkPrefix).searchParams.get('token')!;
    const { rows } = await app.db.pool.query<{ token_hash: string; purpose: string; hours: number }>(
      `select token_hash, purpose, extract(epoch from expires_at - created_at) / 3600 as hours from auth_tokens where user_id = $1`,
      [userId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.purpose).toBe('verify_email');
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.token_hash).not.toContain(token);
    expect(Math.round(Number(rows[0]!.hours))).toBe(24);
  });

  it('sends a new link on request; only the newest one works', async () => {
    const { jar, email } = await signUp(app);
    const first = linkIn(await mailTo(inbox, email, SUBJECT), verifyLinkPrefix);
    inbox.clear();

    const resend = await app.request('/api/auth/send-verification-email', { json: {}, jar });
    expect(resend.status).toBe(200);
    const second = linkIn(await mailTo(inbox, email, SUBJECT), verifyLinkPrefix);
    expect(second.toString()).not.toBe(first.toString());

    const stale = await app.request(pathOf(first), { headers: { accept: 'application/json' } });
    expect(stale.status).toBe(400);
    const fresh = await app.request(pathOf(second), { headers: { accept: 'application/json' } });
    expect(fresh.status).toBe(200);
  });

  it('asks to sign in before resending', async () => {
    const response = await app.request('/api/auth/send-verification-email', { json: {}, jar: new CookieJar() });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: SIGN_IN_REQUIRED });
  });
});
