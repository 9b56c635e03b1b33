import { startSmtpInbox, type SmtpInbox } from 'devstack/smtp';
import {
  ENTER_EMAIL_ADDRESS,
  FILL_ALL_FIELDS,
  INVALID_RESET_TOKEN,
  PASSWORD_TOO_SHORT,
  REDIRECT_NOT_ALLOWED,
  RESET_TOKEN_EXPIRED,
  RESET_TOKEN_USED,
} from 'contracts';
import { startTestApp, type TestApp } from '../../../testkit/http/test-app';
import { TEST_PASSWORD, linkIn, mailTo, sessionUser, signIn, signUp, uniqueEmail } from '../../../testkit/auth/auth-helpers';

const SUBJECT = 'Reset your password';
const ORIGIN = 'http://localhost:8080';

describe('forgot and reset password', () => {
  let inbox: SmtpInbox;
  let app: TestApp;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    app = await startTestApp({ env: { SMTP_URL: inbox.smtpUrl, APP_ORIGIN: ORIGIN, AUTH_RATE_LIMIT_MAX: '1000' } });
  });
  afterAll(async () => {
    await app.close();
    await inbox.close();
  });

  const forget = (email: string, redirectTo: unknown = `${ORIGIN}/reset-password`) =>
    app.request('/api/auth/forget-password', { json: { email, redirectTo } });
  const reset = (token: string, newPassword: string) => app.request('/api/auth/reset-password', { json: { token, newPassword } });

  async function resetToken(email: string): Promise<string> {
    const response = await forget(email);
    expect(response.status).toBe(200);
    const link = linkIn(await mailTo(inbox, email, SUBJECT), `${ORIGIN}/reset-password?token=`);
    return link.searchParams.get('token')!;
  }

  it('gives the same answer whether or not the email has an account, and mails only the account', async () => {
    const { email } = await signUp(app);
    const unknown = uniqueEmail('nobody');
    const known = await forget(email.toUpperCase());
    const missing = await forget(unknown);
    expect(known.status).toBe(missing.status);
    expect(await known.json()).toEqual(await missing.json());
    expect(missing.status).toBe(200);

    const message = await mailTo(inbox, email, SUBJECT);
    expect(message.text).toContain('expires in 60 minutes');
    expect(linkIn(message, `${ORIGIN}/reset-password?token=`).searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Give a mail to the unknown address time to (not) arrive.
    await mailTo(inbox, (await signUp(app)).email, 'Verify your email address');
    expect(inbox.messages().some((m) => m.to.includes(unknown))).toBe(false);
  });

  it('resets the password once, signs out every other session, and the new password works', async () => {
    const { email, jar: otherDevice } = await signUp(app);
    expect(await sessionUser(app, otherDevice)).not.toBeNull();
    const token = await resetToken(email);

    const done = await reset(token, 'brand-new-pass');
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ status: true });

    expect(await sessionUser(app, otherDevice)).toBeNull();
    expect((await signIn(app, email, TEST_PASSWORD)).response.status).toBe(401);
    const { response, jar } = await signIn(app, email, 'brand-new-pass');
    expect(response.status).toBe(200);
    // Following the emailed link proved the mailbox: the email is verified now.
    expect((await sessionUser(app, jar))?.emailVerified).toBe(true);

    const reused = await reset(token, 'another-pass');
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual({ message: RESET_TOKEN_USED });
  });

  it('clears the failed sign-ins counted against the account once the owner resets the password', async () => {
    const { email } = await signUp(app);
    let status = 0;
    for (let i = 0; i < 20 && status !== 429; i += 1) status = (await signIn(app, email, `wrong-${i}`)).response.status;
    expect(status).toBe(429);
    expect((await signIn(app, email, TEST_PASSWORD)).response.status).toBe(429);
    expect((await reset(await resetToken(email), 'fresh-start-pass')).status).toBe(200);
    expect((await signIn(app, email, 'fresh-start-pass')).response.status).toBe(200);
  });

  it("mails the owner 'Your password was changed' after a reset, with no secret in it", async () => {
    const { email } = await signUp(app, { name: 'Grace Hopper' });
    const token = await resetToken(email);
    expect((await reset(token, 'brand-new-pass')).status).toBe(200);
    const message = await mailTo(inbox, email, 'Your password was changed');
    expect(message.text).toContain('Hi Grace Hopper,');
    expect(message.text).toMatch(/was changed on \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC, with a password reset link/);
    expect(message.links).toEqual([`${ORIGIN}/forgot-password`]);
    expect(message.text).not.toContain(token);
    expect(message.text).not.toContain('brand-new-pass');
    expect(message.html).not.toContain('brand-new-pass');
  });

  it('sends no password-changed mail for a refused reset', async () => {
    const { email } = await signUp(app);
    const token = await resetToken(email);
    expect((await reset(token, 'brand-new-pass')).status).toBe(200);
    await mailTo(inbox, email, 'Your password was changed');
    expect((await reset(token, 'another-pass')).status).toBe(400);
    // A later mail to the address arrives after one the refused reset would have sent.
    await resetToken(email);
    expect(inbox.messages().filter((m) => m.to.includes(email) && m.subject === 'Your password was changed')).toHaveLength(1);
  });

  it('refuses an expired token with a clear message (tokens live one hour)', async () => {
    const { email, userId } = await signUp(app);
    const token = await resetToken(email);
    const { rows } = await app.db.pool.query<{ minutes: string }>(
      `select extract(epoch from expires_at - created_at) / 60 as minutes from auth_tokens where user_id = $1 and purpose = 'reset_password'`,
      [userId],
    );
    expect(Math.round(Number(rows[0]!.minutes))).toBe(60);

    await app.db.pool.query(`update auth_tokens set expires_at = now() - interval '1 second' where user_id = $1`, [userId]);
    const response = await reset(token, 'brand-new-pass');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: RESET_TOKEN_EXPIRED });
    expect((await signIn(app, email)).response.status).toBe(200);
  });

  it('lets only the newest reset link work', async () => {
    const { email } = await signUp(app);
    const first = await resetToken(email);
    inbox.clear();
    const second = await resetToken(email);
    expect((await reset(first, 'brand-new-pass')).status).toBe(400);
    expect((await reset(second, 'brand-new-pass')).status).toBe(200);
  });

  it('uses a token only once even when two requests race', async () => {
    const { email } = await signUp(app);
    const token = await resetToken(email);
    const answers = await Promise.all([reset(token, 'first-new-pass'), reset(token, 'second-new-pass')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });

  it('validates with the spec messages', async () => {
    const noEmail = await app.request('/api/auth/forget-password', { json: { email: ' ' } });
    expect(noEmail.status).toBe(400);
    expect(await noEmail.json()).toEqual({ message: ENTER_EMAIL_ADDRESS });

    const noToken = await reset('', 'brand-new-pass');
    expect(await noToken.json()).toEqual({ message: INVALID_RESET_TOKEN });
    const noPassword = await reset('some-token', '');
    expect(await noPassword.json()).toEqual({ message: FILL_ALL_FIELDS });
    const short = await reset('some-token', '12345');
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual({ message: PASSWORD_TOO_SHORT });
    const unknown = await reset('not-a-token', 'brand-new-pass');
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ message: INVALID_RESET_TOKEN });
  });

  it('keeps reset links on this site', async () => {
    const { email } = await signUp(app);
    for (const redirectTo of ['https://evil.example/reset-password', '//evil.example/reset-password']) {
      const response = await forget(email, redirectTo);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: REDIRECT_NOT_ALLOWED });
    }
    // A path is fine too, and no redirectTo means /reset-password.
    inbox.clear();
    expect((await forget(email, '/reset-password')).status).toBe(200);
    expect(linkIn(await mailTo(inbox, email, SUBJECT), `${ORIGIN}/reset-password?token=`)).toBeDefined();
  });

  it('does not accept a reset token as a verification token', async () => {
    const { email } = await signUp(app);
    const token = await resetToken(email);
    const asVerification = await app.request(`/api/auth/verify-email?token=${token}`, {
      headers: { accept: 'application/json' },
    });
    expect(asVerification.status).toBe(400);
    expect((await reset(token, 'brand-new-pass')).status).toBe(200);
  });
});
