// Past Gmail's daily limit Gmail may answer 200, keep the send in Sent, deliver nothing and mail a notice from
// nobody@gmail.com in a thread of its own (README conformance table).
import MailComposer from 'nodemailer/lib/mail-composer';
import { startGoogleStandIn, type GoogleStandIn } from './google-stand-in';
import { signIn } from './oauth-flow.test-helper';
import { SCOPES } from './scopes';

const ACCOUNT = 'test.user@gmail.com';
let google: GoogleStandIn;
let token: string;

beforeAll(async () => {
  google = await startGoogleStandIn({ port: 0 });
});
afterAll(() => google.close());
beforeEach(async () => {
  google.reset();
  token = (await signIn(google, ACCOUNT, `openid email ${SCOPES.gmailSend}`)).access_token;
});

async function send(subject: string) {
  const raw = await new MailComposer({ from: ACCOUNT, to: 'dana@acme.example', subject, text: 'Hi' }).compile().build();
  const response = await fetch(`${google.url}/gmail/v1/users/me/messages/send`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ raw: raw.toString('base64url') }),
  });
  return { status: response.status, body: (await response.json()) as { id: string; threadId: string } };
}

describe('accepted past the daily limit (acceptPastLimit)', () => {
  it('answers 200 and keeps the send in Sent, undelivered, then a notice from nobody@gmail.com lands in a new thread', async () => {
    google.acceptPastLimit(ACCOUNT);
    const sent = await send('Quick follow-up');
    expect(sent.status).toBe(200);
    const messages = await google.allMessages();
    const copy = messages.find((message) => message.id === sent.body.id)!;
    expect(copy).toMatchObject({ labelIds: ['SENT'], undelivered: true });
    const notice = messages.find((message) => message.labelIds.includes('INBOX'))!;
    expect(notice.from).toMatch(/Bounce.*<nobody@gmail.com>/);
    expect(notice.account).toBe(ACCOUNT);
    expect(notice.text).toContain('You have reached a limit for sending mail');
    // It names no message: a thread of its own.
    expect(notice.threadId).not.toBe(sent.body.threadId);
    expect(notice.inReplyTo).toBeNull();
    // Nobody received the email.
    expect(google.recipientConversations('dana@acme.example')).toEqual([]);
  });

  it('is switched on and off through the control API; a normal send after it is delivered', async () => {
    const on = await fetch(`${google.url}/__control/accept-past-limit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: ACCOUNT }),
    });
    expect(await on.json()).toEqual({ account: ACCOUNT, on: true });
    await send('First');
    await fetch(`${google.url}/__control/accept-past-limit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: ACCOUNT, on: false }),
    });
    const later = await send('Second');
    const copies = await google.sentMessages();
    expect(copies.map((message) => [message.subject, message.undelivered])).toEqual([
      ['First', true],
      ['Second', false],
    ]);
    expect((await google.allMessages()).filter((message) => message.labelIds.includes('INBOX'))).toHaveLength(1);
    expect(later.status).toBe(200);
    expect(google.recipientConversations('dana@acme.example')).toHaveLength(1);
  });
});
