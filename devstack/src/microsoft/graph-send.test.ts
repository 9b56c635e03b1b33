import { newThreadIndex } from './conversation.util';
import { graphClient, mime, SEND_ONLY } from './graph.test-helper';
import { startMicrosoftStandIn, type MicrosoftStandIn } from './microsoft-stand-in';

let ms: MicrosoftStandIn;
let graph: ReturnType<typeof graphClient>;
const ALEX = 'alex@contoso.com';

beforeAll(async () => {
  ms = await startMicrosoftStandIn();
  graph = graphClient(ms);
});
afterAll(async () => ms.close());
beforeEach(() => ms.reset());

const tokenFor = (email: string, scopes = SEND_ONLY) => ms.issueTokens(email, scopes).accessToken;

describe('Graph /me', () => {
  it('refuses /me without User.Read (403 Authorization_RequestDenied): the adapter reads the id_token instead', async () => {
    const answer = await graph.get(tokenFor(ALEX), '/v1.0/me');
    expect(answer.status).toBe(403);
    expect(answer.json()).toMatchObject({ error: { code: 'Authorization_RequestDenied' } });
  });

  it('answers mail, userPrincipalName and displayName with User.Read', async () => {
    const me = (await graph.get(tokenFor(ALEX, [...SEND_ONLY, 'User.Read']), '/v1.0/me')).json();
    expect(me).toMatchObject({ mail: ALEX, userPrincipalName: ALEX, displayName: 'Alex Candidate' });
  });
});

describe('Graph sendMail (MIME)', () => {
  it('answers 202 with an empty body, keeps a copy in Sent Items and delivers it', async () => {
    const answer = await graph.sendMime(tokenFor(ALEX), mime(`Alex <${ALEX}>`, 'bob@example.com', 'Hello Bob'));
    expect(answer.status).toBe(202);
    expect(answer.text).toBe('');
    const [sent] = ms.sentItems(ALEX);
    expect(sent).toMatchObject({
      subject: 'Hello Bob',
      folder: 'sentitems',
      toRecipients: [{ address: 'bob@example.com', name: 'bob@example.com' }],
    });
    expect(ms.recipientCopies('bob@example.com')).toEqual([
      expect.objectContaining({ subject: 'Hello Bob', messageId: sent!.internetMessageId }),
    ]);
  });

  it("writes Exchange's own Message-ID over the client's; the recipient sees Exchange's", async () => {
    await graph.sendMime(tokenFor(ALEX), mime(ALEX, 'bob@example.com', 'Hi', ['Message-ID: <ours-1@followup.test>']));
    const [sent] = ms.sentItems(ALEX);
    expect(sent!.internetMessageId).toMatch(/^<[A-Z0-9]+@[A-Z0-9]+\.eurprd09\.prod\.outlook\.com>$/);
    expect(ms.recipientCopies('bob@example.com')[0]!.raw).toContain(`Message-ID: ${sent!.internetMessageId}`);
    expect(ms.recipientCopies('bob@example.com')[0]!.raw).not.toContain('ours-1@followup.test');
  });

  it('keeps the client Message-ID only with replaceMessageId off', async () => {
    ms.behave({ replaceMessageId: false });
    await graph.sendMime(tokenFor(ALEX), mime(ALEX, 'bob@example.com', 'Hi', ['Message-ID: <ours-2@followup.test>']));
    expect(ms.sentItems(ALEX)[0]!.internetMessageId).toBe('<ours-2@followup.test>');
  });

  it('puts a follow-up without Thread-Index in a new conversation, whatever In-Reply-To and References say', async () => {
    const token = tokenFor(ALEX);
    await graph.sendMime(token, mime(ALEX, 'bob@example.com', 'Role at Acme'));
    const first = ms.sentItems(ALEX)[0]!;
    const refs = [`In-Reply-To: ${first.internetMessageId}`, `References: ${first.internetMessageId}`];
    await graph.sendMime(token, mime(ALEX, 'bob@example.com', 'Re: Role at Acme', refs));
    const second = ms.sentItems(ALEX)[1]!;
    expect(second.conversationId).not.toBe(first.conversationId);
    expect(ms.recipientCopies('bob@example.com')[1]).toMatchObject({
      inReplyTo: first.internetMessageId,
      threadTopic: 'Role at Acme',
    });
  });

  it('keeps a follow-up in the conversation when it carries the Thread-Index GUID and the same Thread-Topic', async () => {
    const token = tokenFor(ALEX);
    const index = newThreadIndex();
    await graph.sendMime(
      token,
      mime(ALEX, 'bob@example.com', 'Role at Acme', [`Thread-Index: ${index}`, 'Thread-Topic: Role at Acme']),
    );
    const child = Buffer.concat([Buffer.from(index, 'base64'), Buffer.alloc(5, 1)]).toString('base64');
    await graph.sendMime(
      token,
      mime(ALEX, 'bob@example.com', 'Re: Role at Acme', [`Thread-Index: ${child}`, 'Thread-Topic: Role at Acme']),
    );
    await graph.sendMime(
      token,
      mime(ALEX, 'bob@example.com', 'Another subject', [`Thread-Index: ${child}`, 'Thread-Topic: Another subject']),
    );
    const [first, second, third] = ms.sentItems(ALEX);
    expect(second!.conversationId).toBe(first!.conversationId);
    expect(third!.conversationId).not.toBe(first!.conversationId);
  });

  it('hides Bcc from the recipients and keeps it in Sent Items', async () => {
    await graph.sendMime(tokenFor(ALEX), mime(ALEX, 'bob@example.com', 'Hi', ['Bcc: me@contoso.com']));
    expect(ms.sentItems(ALEX)[0]!.bccRecipients).toEqual([{ name: 'me@contoso.com', address: 'me@contoso.com' }]);
    expect(ms.recipientCopies('bob@example.com')[0]!.raw).not.toMatch(/^Bcc:/im);
    expect(ms.recipientCopies('me@contoso.com')).toHaveLength(1);
  });
});

describe('Graph sendMail refusals', () => {
  it('answers 400 ErrorMimeContentInvalidBase64String to bad base64 and to JSON sent as text/plain', async () => {
    const token = tokenFor(ALEX);
    for (const body of ['not base64!!', JSON.stringify({ message: { subject: 'x' } })]) {
      const answer = await graph.sendRaw(token, body);
      expect(answer.status).toBe(400);
      expect(answer.json()).toMatchObject({
        error: { code: 'ErrorMimeContentInvalidBase64String', message: 'Invalid base64 string for MIME content.' },
      });
    }
    expect(ms.sentItems(ALEX)).toHaveLength(0);
  });

  it('answers 413 to a sendMail over 4 MB (Graph request limit): nothing sent', async () => {
    const big = 'x'.repeat(3 * 1024 * 1024 + 200000);
    const answer = await graph.sendMime(tokenFor(ALEX), mime(ALEX, 'bob@example.com', 'Big', [], big));
    expect(answer.status).toBe(413);
    expect(answer.json()).toMatchObject({ error: { code: 'RequestEntityTooLarge' } });
    expect(ms.sentItems(ALEX)).toHaveLength(0);
    ms.behave({ maxRequestBytes: 0 });
    const unlimited = await graph.sendMime(tokenFor(ALEX), mime(ALEX, 'bob@example.com', 'Big', [], big));
    expect({ status: unlimited.status, body: unlimited.text.slice(0, 300) }).toEqual({ status: 202, body: '' });
  });

  it('answers 401 InvalidAuthenticationToken with WWW-Authenticate to a bad or expired token', async () => {
    const token = tokenFor(ALEX);
    ms.expireAccessTokens();
    for (const bearer of [token, 'garbage']) {
      const answer = await graph.sendMime(bearer, mime(ALEX, 'bob@example.com', 'Hi'));
      expect(answer.status).toBe(401);
      expect(answer.json()).toMatchObject({ error: { code: 'InvalidAuthenticationToken' } });
      expect(answer.headers['www-authenticate']).toMatch(/^Bearer /);
    }
  });

  it('answers 403 ErrorAccessDenied to a token without Mail.Send', async () => {
    const answer = await graph.sendMime(
      tokenFor(ALEX, ['Mail.ReadBasic', 'offline_access']),
      mime(ALEX, 'bob@example.com', 'Hi'),
    );
    expect(answer.status).toBe(403);
    expect(answer.json()).toMatchObject({
      error: { code: 'ErrorAccessDenied', message: 'Access is denied. Check credentials and try again.' },
    });
  });

  it('answers 404 MailboxNotEnabledForRESTAPI for an account without an Exchange licence', async () => {
    const answer = await graph.sendMime(
      tokenFor('no.mailbox@contoso.com'),
      mime('no.mailbox@contoso.com', 'bob@example.com', 'Hi'),
    );
    expect(answer.status).toBe(404);
    expect(answer.json()).toMatchObject({
      error: {
        code: 'MailboxNotEnabledForRESTAPI',
        message: 'The mailbox is either inactive, soft-deleted, or is hosted on-premise.',
      },
    });
  });

  it('answers 403 ErrorSendAsDenied when the From is not the mailbox', async () => {
    const answer = await graph.sendMime(tokenFor(ALEX), mime('boss@contoso.com', 'bob@example.com', 'Hi'));
    expect(answer.status).toBe(403);
    expect(answer.json()).toMatchObject({ error: { code: 'ErrorSendAsDenied' } });
  });

  it('answers 403 ErrorMessageSubmissionBlocked for an Outlook.com account blocked from sending', async () => {
    ms.addAccount({ email: 'flagged@outlook.com', kind: 'personal', sendingBlocked: true });
    const answer = await graph.sendMime(tokenFor('flagged@outlook.com'), mime('flagged@outlook.com', 'bob@example.com', 'Hi'));
    expect(answer.status).toBe(403);
    expect(answer.json()).toMatchObject({ error: { code: 'ErrorMessageSubmissionBlocked' } });
    expect(ms.recipientCopies('bob@example.com')).toHaveLength(0);
  });
});
