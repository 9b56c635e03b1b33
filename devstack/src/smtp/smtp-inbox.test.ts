import nodemailer from 'nodemailer';
import { startSmtpInbox, type InboxMessage, type SmtpInbox } from './smtp-inbox';

let inbox: SmtpInbox;

beforeAll(async () => {
  inbox = await startSmtpInbox({ smtpPort: 0, httpPort: 0 });
});
afterAll(async () => {
  await inbox.close();
});
beforeEach(() => {
  inbox.clear();
});

function sendMail(options: nodemailer.SendMailOptions) {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: inbox.smtpPort, secure: false, ignoreTLS: true });
  return transport.sendMail({ from: 'Follow-Up Agent <no-reply@localhost>', ...options });
}

describe('SMTP inbox', () => {
  it('receives mail over SMTP and lists it with recipients, subject and links', async () => {
    await sendMail({
      to: 'new.user@example.com',
      subject: 'Verify your email',
      text: 'Open http://localhost:8080/verify-email?token=abc123 to verify.',
      html: '<p><a href="http://localhost:8080/verify-email?token=abc123&amp;x=1">Verify</a></p>',
    });
    const response = await fetch(`${inbox.url}/messages`);
    const messages = (await response.json()) as InboxMessage[];
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      to: ['new.user@example.com'],
      subject: 'Verify your email',
      links: ['http://localhost:8080/verify-email?token=abc123&x=1', 'http://localhost:8080/verify-email?token=abc123'],
    });
    expect(messages[0]?.from).toContain('no-reply@localhost');
    expect(messages[0]?.text).toContain('to verify');
  });

  it('lists newest first, filters by recipient, and clears', async () => {
    await sendMail({ to: 'a@example.com', subject: 'First', text: 'one' });
    await sendMail({ to: 'b@example.com', subject: 'Second', text: 'two' });
    const all = (await (await fetch(`${inbox.url}/messages`)).json()) as InboxMessage[];
    expect(all.map((m) => m.subject)).toEqual(['Second', 'First']);
    const forA = (await (await fetch(`${inbox.url}/messages?to=a@example.com`)).json()) as InboxMessage[];
    expect(forA.map((m) => m.subject)).toEqual(['First']);

    expect((await fetch(`${inbox.url}/messages`, { method: 'DELETE' })).status).toBe(204);
    expect(await (await fetch(`${inbox.url}/messages`)).json()).toEqual([]);
  });

  it('waits for a message that arrives later', async () => {
    const waiting = inbox.waitForMessage((message) => message.subject === 'Reset your password', 5000);
    await sendMail({ to: 'c@example.com', subject: 'Reset your password', text: 'http://localhost:8080/reset?token=t' });
    const message = await waiting;
    expect(message.links).toEqual(['http://localhost:8080/reset?token=t']);
    await expect(inbox.waitForMessage((m) => m.subject === 'never', 50)).rejects.toThrow('50 ms');
  });

  it('renders an HTML inbox page with subject, recipient and links', async () => {
    await sendMail({ to: 'd@example.com', subject: 'Welcome <aboard>', text: 'See http://localhost:8080/dashboard/home' });
    const response = await fetch(`${inbox.url}/inbox`);
    const html = await response.text();
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('Welcome &lt;aboard&gt;');
    expect(html).toContain('d@example.com');
    expect(html).toContain('href="http://localhost:8080/dashboard/home"');
  });
});
