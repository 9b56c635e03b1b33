import { pino } from 'pino';
import { startSmtpInbox, type SmtpInbox } from 'devstack/smtp';
import { createLogger } from '../../logging/logger';
import { createMailer } from './mailer.service';
import { passwordResetEmail } from './password-reset-email.template';
import { passwordChangedEmail } from './password-changed-email.template';
import { verificationEmail } from './verification-email.template';

describe('mailer (SMTP)', () => {
  let inbox: SmtpInbox;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
  });
  afterAll(() => inbox.close());

  const config = (url: string | undefined) => ({
    smtp: { url, from: 'Follow-up Agent <no-reply@example.com>' },
    isProduction: false,
  });
  const silent = createLogger({ level: 'silent' });

  it('delivers a verification email with the link in the text and HTML parts', async () => {
    const mailer = createMailer(config(inbox.smtpUrl), silent);
    const link = 'http://localhost:8080/api/auth/verify-email?token=abc_DEF-123';
    await mailer.send(verificationEmail({ to: 'ada@example.com', name: 'Ada', link, validHours: 24 }));
    await mailer.close();

    const message = await inbox.waitForMessage((m) => m.to.includes('ada@example.com'));
    expect(message.subject).toBe('Verify your email address');
    expect(message.from).toContain('no-reply@example.com');
    expect(message.text).toContain(link);
    expect(message.text).toContain('Hi Ada,');
    expect(message.html).toContain(`href="${link}"`);
    expect(message.links).toContain(link);
  });

  it('escapes the name in the HTML part of a reset email', async () => {
    const mailer = createMailer(config(inbox.smtpUrl), silent);
    const link = 'http://localhost:8080/reset-password?token=t1&x=1';
    await mailer.send(passwordResetEmail({ to: 'eve@example.com', name: '<script>alert(1)</script>', link, validMinutes: 60 }));
    await mailer.close();

    const message = await inbox.waitForMessage((m) => m.to.includes('eve@example.com'));
    expect(message.subject).toBe('Reset your password');
    expect(message.html).not.toContain('<script>');
    expect(message.html).toContain('&lt;script&gt;');
    expect(message.html).toContain('href="http://localhost:8080/reset-password?token=t1&amp;x=1"');
    expect(message.text).toContain('expires in 60 minutes');
  });

  it('tells the owner their password was changed: when, how, and where to take the account back, no secret', async () => {
    const mailer = createMailer(config(inbox.smtpUrl), silent);
    await mailer.send(
      passwordChangedEmail({
        to: 'grace@example.com',
        name: 'Grace',
        changedAt: new Date('2024-05-01T14:03:27.123Z'),
        how: 'reset',
        forgotPasswordUrl: 'http://localhost:8080/forgot-password',
      }),
    );
    await mailer.close();
    const message = await inbox.waitForMessage((m) => m.to.includes('grace@example.com'));
    expect(message.subject).toBe('Your password was changed');
    expect(message.text).toContain('Hi Grace,');
    expect(message.text).toContain('was changed on 2024-05-01 14:03 UTC, with a password reset link');
    expect(message.text).toContain('If this was you, there is nothing else to do.');
    expect(message.text).toContain('If you did not change it');
    expect(message.links).toEqual(['http://localhost:8080/forgot-password']);
    expect(message.html).toContain('href="http://localhost:8080/forgot-password"');
    expect(message.text).not.toContain('token=');
  });

  it('sends in the background and close() waits for it', async () => {
    const mailer = createMailer(config(inbox.smtpUrl), silent);
    mailer.sendLater(async () =>
      verificationEmail({ to: 'later@example.com', name: 'L', link: 'http://x.test/a', validHours: 24 }),
    );
    mailer.sendLater(async () => undefined);
    await mailer.close();
    expect(inbox.messages().some((m) => m.to.includes('later@example.com'))).toBe(true);
  });

  it('keeps a failed background send from throwing and logs it without the body', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => lines.push(line) });
    // Nothing listens on port 9 of loopback.
    const mailer = createMailer(config('smtp://127.0.0.1:9'), logger);
    mailer.sendLater(async () =>
      passwordResetEmail({ to: 'x@example.com', name: 'X', link: 'http://x.test/reset?token=SECRET', validMinutes: 60 }),
    );
    await expect(mailer.close()).resolves.toBeUndefined();
    expect(lines.join('')).toContain('mail could not be sent');
    expect(lines.join('')).not.toContain('SECRET');
  });
});
