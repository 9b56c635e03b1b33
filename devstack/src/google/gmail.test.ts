import MailComposer from 'nodemailer/lib/mail-composer';
import { startGoogleStandIn, type GoogleStandIn } from './google-stand-in';
import { signIn } from './oauth-flow.test-helper';
import { SCOPES } from './scopes';

let google: GoogleStandIn;
let sendToken: string;
let metadataToken: string;

beforeAll(async () => {
  google = await startGoogleStandIn({ port: 0 });
});
afterAll(async () => {
  await google.close();
});
beforeEach(async () => {
  google.reset();
  sendToken = (await signIn(google, 'test.user@gmail.com', `openid email ${SCOPES.gmailSend}`)).access_token;
  metadataToken = (await signIn(google, 'test.user@gmail.com', SCOPES.gmailMetadata)).access_token;
});

async function composeRaw(options: ConstructorParameters<typeof MailComposer>[0]): Promise<Buffer> {
  return new MailComposer(options).compile().build();
}

function send(token: string, body: { raw: string; threadId?: string }) {
  return fetch(`${google.url}/gmail/v1/users/me/messages/send`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

function control(path: string, body?: unknown) {
  return fetch(`${google.url}/__control${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function sendFirstEmail(subject = 'Following up on my application') {
  const raw = await composeRaw({
    from: 'Test User <test.user@gmail.com>',
    to: 'Rita Recruiter <rita@acme.example>',
    subject,
    text: 'Hi Rita, just following up on my application.',
    html: '<p>Hi Rita, just following up on my application.</p>',
    messageId: '<first-1@followup.local>',
  });
  const response = await send(sendToken, { raw: raw.toString('base64url') });
  expect(response.status).toBe(200);
  return (await response.json()) as { id: string; threadId: string; labelIds: string[] };
}

interface ListedMessage {
  id: string;
  threadId: string;
  account: string;
  from: string;
  to: string[];
  subject: string;
  messageId: string | null;
  inReplyTo: string | null;
  references: string[];
  raw: string;
  sentAt: string;
  headers: Array<{ name: string; value: string }>;
}

describe('Gmail API stand-in', () => {
  it("stores a nodemailer-built message and lists it with parsed headers, under Gmail's own Message-ID", async () => {
    const sent = await sendFirstEmail('Ünïcode follow-up ✓');
    expect(sent).toEqual({ id: expect.any(String), threadId: sent.id, labelIds: ['SENT'] });

    const listed = (await (await control('/messages')).json()) as ListedMessage[];
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      id: sent.id,
      threadId: sent.threadId,
      account: 'test.user@gmail.com',
      to: ['rita@acme.example'],
      subject: 'Ünïcode follow-up ✓',
      messageId: expect.stringMatching(/^<CA[\w]+@mail\.gmail\.com>$/),
    });
    expect(listed[0]?.from).toContain('test.user@gmail.com');
    // The client's Message-ID is replaced, not kept beside Gmail's.
    expect(listed[0]?.raw).not.toContain('first-1@followup.local');
    expect(listed[0]?.raw.match(/^message-id:/gim)).toHaveLength(1);
    expect(Number.isNaN(Date.parse(listed[0]?.sentAt ?? ''))).toBe(false);
  });

  it('still sends a message whose sender hung up while waiting for the answer', async () => {
    await control('/latency', { ms: 300 });
    const raw = await composeRaw({ from: 'test.user@gmail.com', to: 'rita@acme.example', subject: 'Cut off', text: 'Hi' });
    const aborted = fetch(`${google.url}/gmail/v1/users/me/messages/send`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sendToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ raw: raw.toString('base64url') }),
      signal: AbortSignal.timeout(100),
    });
    await expect(aborted).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 400));
    const listed = (await (await control('/messages')).json()) as ListedMessage[];
    expect(listed.map((message) => message.subject)).toEqual(['Cut off']);
  });

  it('keeps a follow-up in the thread given by threadId, and starts a new thread otherwise', async () => {
    const first = await sendFirstEmail();
    const followUp = await composeRaw({
      from: 'test.user@gmail.com',
      to: 'rita@acme.example',
      subject: 'Re: Following up on my application',
      text: 'Just bumping this.',
      inReplyTo: '<first-1@followup.local>',
      references: ['<first-1@followup.local>'],
    });
    const second = (await (await send(sendToken, { raw: followUp.toString('base64url'), threadId: first.threadId })).json()) as {
      threadId: string;
    };
    expect(second.threadId).toBe(first.threadId);

    const other = await sendFirstEmail('Another company');
    expect(other.threadId).not.toBe(first.threadId);

    const listed = (await (await control('/messages')).json()) as ListedMessage[];
    expect(listed.find((m) => m.subject === 'Re: Following up on my application')).toMatchObject({
      inReplyTo: '<first-1@followup.local>',
      references: ['<first-1@followup.local>'],
    });
  });

  it('keeps the client Message-ID only with replaceMessageId off', async () => {
    google.behave({ replaceMessageId: false });
    await sendFirstEmail();
    const listed = (await (await control('/messages')).json()) as ListedMessage[];
    expect(listed[0]?.messageId).toBe('<first-1@followup.local>');
  });

  it('answers 400 Invalid thread_id value for a thread the mailbox does not have, or that the user deleted', async () => {
    const raw = await composeRaw({ from: 'test.user@gmail.com', to: 'a@b.example', subject: 'x', text: 'x' });
    const response = await send(sendToken, { raw: raw.toString('base64url'), threadId: 'ffffffffffffffff' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe('Invalid thread_id value');

    const first = await sendFirstEmail();
    expect((await fetch(`${google.url}/__control/threads/${first.threadId}`, { method: 'DELETE' })).status).toBe(200);
    const intoDeleted = await send(sendToken, { raw: raw.toString('base64url'), threadId: first.threadId });
    expect(intoDeleted.status).toBe(400);
    const read = await fetch(`${google.url}/gmail/v1/users/me/messages/${first.id}?format=metadata`, {
      headers: { authorization: `Bearer ${metadataToken}` },
    });
    expect(read.status).toBe(404);
  });

  it("refuses every send once the account is over Gmail's daily limit: 429, the time in the message, no Retry-After", async () => {
    google.behave({ dailyRecipientLimit: 2, limitSuspensionMs: 60 * 60 * 1000 });
    const raw = await composeRaw({ from: 'test.user@gmail.com', to: 'a@b.example', subject: 'x', text: 'x' });
    expect((await send(sendToken, { raw: raw.toString('base64url') })).status).toBe(200);
    expect((await send(sendToken, { raw: raw.toString('base64url') })).status).toBe(200);
    const before = Date.now();
    const refused = await send(sendToken, { raw: raw.toString('base64url') });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeNull();
    const body = (await refused.json()) as { error: { message: string; errors: Array<{ reason: string; domain: string }> } };
    const match = /^User-rate limit exceeded\. {2}Retry after (\S+) \(Mail sending\)$/.exec(body.error.message);
    expect(match).not.toBeNull();
    const until = Date.parse(match![1]!);
    expect(until).toBeGreaterThanOrEqual(before + 60 * 60 * 1000 - 1000);
    expect(body.error.errors[0]).toMatchObject({ reason: 'rateLimitExceeded', domain: 'usageLimits' });
    // Still limited, however small the next message; other accounts are not.
    expect((await send(sendToken, { raw: raw.toString('base64url') })).status).toBe(429);
    const other = (await signIn(google, 'alex@gmail.com', SCOPES.gmailSend)).access_token;
    expect((await send(other, { raw: raw.toString('base64url') })).status).toBe(200);
    // A set time (control API), and lifted once it has passed.
    // (Long enough for a loaded machine to send once inside it.)
    await control('/sending-limit', { account: 'alex@gmail.com', until: new Date(Date.now() + 1_500).toISOString() });
    expect((await send(other, { raw: raw.toString('base64url') })).status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect((await send(other, { raw: raw.toString('base64url') })).status).toBe(200);
  });

  it('accepts the media upload variant (message/rfc822 body)', async () => {
    const raw = await composeRaw({ from: 'test.user@gmail.com', to: 'hm@startup.example', subject: 'Upload path', text: 'hi' });
    const response = await fetch(`${google.url}/upload/gmail/v1/users/me/messages/send?uploadType=media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sendToken}`, 'content-type': 'message/rfc822' },
      body: new Uint8Array(raw),
    });
    expect(response.status).toBe(200);
    expect((await google.sentMessages()).map((m) => m.subject)).toEqual(['Upload path']);
  });

  it('answers 403 insufficient scope to a token without gmail.send', async () => {
    const raw = await composeRaw({ from: 'test.user@gmail.com', to: 'a@b.example', subject: 'x', text: 'x' });
    const response = await send(metadataToken, { raw: raw.toString('base64url') });
    expect(response.status).toBe(403);
    const body = (await response.json()) as { error: { status: string; errors: Array<{ reason: string }> } };
    expect(body.error.status).toBe('PERMISSION_DENIED');
    expect(body.error.errors[0]?.reason).toBe('insufficientPermissions');
    expect(await google.sentMessages()).toHaveLength(0);
  });

  it('answers 401 to an unknown token', async () => {
    const response = await send('ya29.not-a-token', { raw: 'eA' });
    expect(response.status).toBe(401);
  });

  it('fails the next sends with 429 (the time in the message, no Retry-After unless asked), 500 and 401 when told to, then recovers', async () => {
    const raw = (await composeRaw({ from: 'test.user@gmail.com', to: 'a@b.example', subject: 'x', text: 'x' })).toString(
      'base64url',
    );

    await control('/fail-next', { count: 2, status: 429, endpoint: 'send', retryAfterSeconds: 3 });
    const limited = await send(sendToken, { raw });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeNull();
    const limitedBody = (await limited.json()) as { error: { message: string; errors: Array<{ reason: string }> } };
    expect(limitedBody.error.errors[0]?.reason).toBe('rateLimitExceeded');
    expect(limitedBody.error.message).toMatch(/^User-rate limit exceeded\. {2}Retry after \S+Z$/);
    expect((await send(sendToken, { raw })).status).toBe(429);

    await control('/fail-next', { status: 429, endpoint: 'send', retryAfterSeconds: 3, retryAfterHeader: true });
    expect((await send(sendToken, { raw })).headers.get('retry-after')).toBe('3');

    await control('/fail-next', { variant: 'rateLimitExceeded403', endpoint: 'send' });
    const forbidden = await send(sendToken, { raw });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toMatchObject({
      error: { code: 403, message: 'Rate Limit Exceeded', errors: [{ reason: 'rateLimitExceeded', domain: 'usageLimits' }] },
    });

    await control('/fail-next', { status: 500, endpoint: 'send' });
    const backend = await send(sendToken, { raw });
    expect(backend.status).toBe(500);
    expect(((await backend.json()) as { error: { errors: Array<{ reason: string }> } }).error.errors[0]?.reason).toBe(
      'backendError',
    );

    await control('/fail-next', { status: 401 });
    const unauthorized = await send(sendToken, { raw });
    expect(unauthorized.status).toBe(401);
    expect(await unauthorized.json()).toMatchObject({
      error: { status: 'UNAUTHENTICATED', errors: [{ message: 'Invalid Credentials', reason: 'authError' }] },
    });

    expect((await send(sendToken, { raw })).status).toBe(200);
    expect(await google.sentMessages()).toHaveLength(1);
  });

  it('can store a send and still answer 500 backendError (deliverAnyway), as Gmail was reported to', async () => {
    const first = await sendFirstEmail();
    const raw = (
      await composeRaw({
        from: 'test.user@gmail.com',
        to: 'rita@acme.example',
        subject: 'Re: Following up on my application',
        text: 'Hi Rita, one more note.',
        messageId: '<second-1@followup.local>',
      })
    ).toString('base64url');

    expect((await control('/fail-next', { endpoint: 'send', deliverAnyway: true })).status).toBe(200);
    const failed = await send(sendToken, { raw, threadId: first.threadId });
    expect(failed.status).toBe(500);
    expect(((await failed.json()) as { error: { errors: Array<{ reason: string }> } }).error.errors[0]?.reason).toBe(
      'backendError',
    );

    // The message went out all the same: in Sent, in the thread, under Gmail's own Message-ID, like a normal send.
    const sent = (await (await control('/messages')).json()) as ListedMessage[];
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({
      threadId: first.threadId,
      to: ['rita@acme.example'],
      messageId: expect.stringMatching(/@mail\.gmail\.com>$/),
    });
    const listed = await fetch(`${google.url}/gmail/v1/users/me/messages?labelIds=SENT`, {
      headers: { authorization: `Bearer ${metadataToken}` },
    });
    expect(((await listed.json()) as { messages: unknown[] }).messages).toHaveLength(2);
    const thread = await fetch(`${google.url}/gmail/v1/users/me/threads/${first.threadId}?format=metadata`, {
      headers: { authorization: `Bearer ${metadataToken}` },
    });
    expect(((await thread.json()) as { messages: unknown[] }).messages).toHaveLength(2);

    // One fault, one send: the next answers 200 again. Only a 500 on 'send' can deliver anyway.
    expect((await send(sendToken, { raw })).status).toBe(200);
    expect((await control('/fail-next', { status: 429, endpoint: 'send', deliverAnyway: true })).status).toBe(400);
    expect((await control('/fail-next', { status: 500, endpoint: 'threads', deliverAnyway: true })).status).toBe(400);
  });

  it('adds a reply to a thread: threads.get shows both messages and history.list reports it', async () => {
    const first = await sendFirstEmail();
    const [sentCopy] = await google.sentMessages();
    const before = (await (
      await fetch(`${google.url}/gmail/v1/users/me/threads/${first.threadId}?format=metadata`, {
        headers: { authorization: `Bearer ${metadataToken}` },
      })
    ).json()) as { historyId: string };

    const reply = await control(`/threads/${first.threadId}/reply`, { body: 'Thanks, let us talk Monday.' });
    expect(reply.status).toBe(201);

    const threadResponse = await fetch(
      `${google.url}/gmail/v1/users/me/threads/${first.threadId}?format=metadata&metadataHeaders=From&metadataHeaders=Subject&metadataHeaders=In-Reply-To`,
      { headers: { authorization: `Bearer ${metadataToken}` } },
    );
    expect(threadResponse.status).toBe(200);
    const thread = (await threadResponse.json()) as {
      id: string;
      messages: Array<{
        id: string;
        labelIds: string[];
        internalDate: string;
        payload: { headers: Array<{ name: string; value: string }> };
      }>;
    };
    expect(thread.id).toBe(first.threadId);
    expect(thread.messages).toHaveLength(2);
    const replyMessage = thread.messages[1];
    expect(replyMessage?.labelIds).toContain('INBOX');
    expect(replyMessage?.payload.headers).toEqual(
      expect.arrayContaining([
        { name: 'From', value: 'rita@acme.example' },
        { name: 'Subject', value: 'Re: Following up on my application' },
        // The recipient answers the Message-ID they received: Gmail's.
        { name: 'In-Reply-To', value: sentCopy!.messageId },
      ]),
    );
    // Only the asked-for headers come back.
    expect(replyMessage?.payload.headers.map((h) => h.name).sort()).toEqual(['From', 'In-Reply-To', 'Subject']);

    const historyResponse = await fetch(
      `${google.url}/gmail/v1/users/me/history?startHistoryId=${before.historyId}&historyTypes=messageAdded`,
      { headers: { authorization: `Bearer ${metadataToken}` } },
    );
    expect(historyResponse.status).toBe(200);
    const history = (await historyResponse.json()) as {
      historyId: string;
      history: Array<{ messagesAdded: Array<{ message: { id: string; threadId: string; labelIds: string[] } }> }>;
    };
    expect(history.history).toHaveLength(1);
    expect(history.history[0]?.messagesAdded[0]?.message).toMatchObject({
      id: replyMessage?.id,
      threadId: first.threadId,
      labelIds: expect.arrayContaining(['INBOX']),
    });
    expect(Number(history.historyId)).toBeGreaterThan(Number(before.historyId));
  });

  it('adds an auto-reply with custom headers and a mailer-daemon bounce', async () => {
    const first = await sendFirstEmail();
    await control(`/threads/${first.threadId}/reply`, {
      headers: { 'Auto-Submitted': 'auto-replied' },
      subject: 'Out of office',
    });
    await control(`/threads/${first.threadId}/reply`, { bounce: true });
    const inbox = (await (await control('/messages?label=INBOX')).json()) as ListedMessage[];
    expect(inbox).toHaveLength(2);
    expect(inbox[0]?.headers).toEqual(expect.arrayContaining([{ name: 'Auto-Submitted', value: 'auto-replied' }]));
    expect(inbox[0]?.subject).toBe('Out of office');
    expect(inbox[1]?.from).toContain('mailer-daemon@googlemail.com');
    expect(inbox[1]?.headers).toEqual(expect.arrayContaining([{ name: 'X-Failed-Recipients', value: 'rita@acme.example' }]));
  });

  it('lists the SENT label newest first, page by page, and refuses a search to a metadata-only token', async () => {
    const first = await sendFirstEmail('First');
    const second = await sendFirstEmail('Second');
    const third = await sendFirstEmail('Third');
    await control(`/threads/${first.threadId}/reply`, { body: 'Thanks!' }); // INBOX, not SENT
    const list = async (query: string, token = metadataToken) => {
      const response = await fetch(`${google.url}/gmail/v1/users/me/messages?${query}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return {
        status: response.status,
        body: (await response.json()) as { messages?: Array<{ id: string; threadId: string }>; nextPageToken?: string },
      };
    };

    const page1 = await list('labelIds=SENT&maxResults=2');
    expect(page1.status).toBe(200);
    expect(page1.body.messages).toEqual([
      { id: third.id, threadId: third.threadId },
      { id: second.id, threadId: second.threadId },
    ]);
    const page2 = await list(`labelIds=SENT&maxResults=2&pageToken=${page1.body.nextPageToken}`);
    expect(page2.body.messages).toEqual([{ id: first.id, threadId: first.threadId }]);
    expect(page2.body.nextPageToken).toBeUndefined();

    expect((await list('labelIds=SENT&labelIds=INBOX')).body.messages).toBeUndefined();
    expect((await list('labelIds=SENT&q=rfc822msgid:x')).status).toBe(403);
    expect((await list('labelIds=SENT', sendToken)).status).toBe(403);
  });

  it('refuses threads.get to a send-only token and format=full to a metadata-only token', async () => {
    const first = await sendFirstEmail();
    const sendOnly = await fetch(`${google.url}/gmail/v1/users/me/threads/${first.threadId}?format=metadata`, {
      headers: { authorization: `Bearer ${sendToken}` },
    });
    expect(sendOnly.status).toBe(403);
    const full = await fetch(`${google.url}/gmail/v1/users/me/threads/${first.threadId}?format=full`, {
      headers: { authorization: `Bearer ${metadataToken}` },
    });
    expect(full.status).toBe(403);
  });

  it('does not show one account’s threads to another account', async () => {
    const first = await sendFirstEmail();
    const alexToken = (await signIn(google, 'alex@gmail.com', SCOPES.gmailMetadata)).access_token;
    const response = await fetch(`${google.url}/gmail/v1/users/me/threads/${first.threadId}?format=metadata`, {
      headers: { authorization: `Bearer ${alexToken}` },
    });
    expect(response.status).toBe(404);
  });

  it('counts Gmail API calls per account and endpoint (refused ones too) until reset', async () => {
    const first = await sendFirstEmail();
    const read = (path: string, token: string) =>
      fetch(`${google.url}/gmail/v1/users/me/${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect((await read(`threads/${first.threadId}?format=metadata`, metadataToken)).status).toBe(200);
    expect((await read('history?startHistoryId=1', metadataToken)).status).toBe(200);
    expect((await read('history?startHistoryId=1', metadataToken)).status).toBe(200);
    expect((await read(`messages/${first.id}?format=metadata`, metadataToken)).status).toBe(200);
    expect((await read('profile', sendToken)).status).toBe(403); // refused, but it was a read call
    await read('profile', 'not-a-token'); // no account to count it against

    const counts = (await (await control('/calls')).json()) as Record<string, Record<string, number>>;
    expect(counts).toEqual({
      'test.user@gmail.com': {
        send: 1,
        history: 2,
        'messages.get': 1,
        'messages.list': 0,
        'threads.get': 1,
        profile: 1,
      },
    });
    expect(google.callsOf('alex@gmail.com')).toMatchObject({ send: 0, history: 0 });

    await control('/reset', {});
    expect(await (await control('/calls')).json()).toEqual({});
  });

  it('delivers a new-thread message to an inbox (with extra labels) and lists it in the history', async () => {
    const response = await control('/inbox', {
      account: 'test.user@gmail.com',
      from: 'Priya Nair <priya@acme.example>',
      subject: 'Scheduling a call',
      headers: { 'List-Id': 'news.acme.example' },
      labelIds: ['CATEGORY_UPDATES'],
    });
    expect(response.status).toBe(201);
    const message = (await response.json()) as { id: string; threadId: string; labelIds: string[]; from: string };
    expect(message).toMatchObject({ threadId: message.id, labelIds: ['INBOX', 'UNREAD', 'CATEGORY_UPDATES'] });
    expect(message.from).toContain('priya@acme.example');

    const history = await fetch(`${google.url}/gmail/v1/users/me/history?startHistoryId=1&labelId=INBOX`, {
      headers: { authorization: `Bearer ${metadataToken}` },
    });
    const body = (await history.json()) as {
      history: Array<{ messagesAdded: Array<{ message: { id: string; labelIds: string[] } }> }>;
    };
    expect(body.history.flatMap((record) => record.messagesAdded.map((added) => added.message))).toEqual([
      { id: message.id, threadId: message.id, labelIds: ['INBOX', 'UNREAD', 'CATEGORY_UPDATES'] },
    ]);
    expect((await control('/inbox', { from: 'x@acme.example' })).status).toBe(400);
  });

  it("answers Google's other error bodies: API disabled, admin policy, Gmail off for the account, no errors[]", async () => {
    const raw = (await composeRaw({ from: 'test.user@gmail.com', to: 'a@b.example', subject: 'x', text: 'x' })).toString(
      'base64url',
    );
    type Body = {
      error: { code: number; message: string; status: string; errors?: Array<{ reason: string }>; details?: unknown[] };
    };
    const failWith = async (variant: string) => {
      expect((await control('/fail-next', { variant, endpoint: 'send' })).status).toBe(200);
      const response = await send(sendToken, { raw });
      return { status: response.status, body: (await response.json()) as Body };
    };
    const disabled = await failWith('accessNotConfigured');
    expect(disabled.status).toBe(403);
    expect(disabled.body.error).toMatchObject({ status: 'PERMISSION_DENIED', errors: [{ reason: 'accessNotConfigured' }] });
    expect(disabled.body.error.details).toEqual([expect.objectContaining({ reason: 'SERVICE_DISABLED' })]);
    expect(await failWith('domainPolicy')).toMatchObject({
      status: 403,
      body: { error: { errors: [{ reason: 'domainPolicy' }] } },
    });
    expect(await failWith('failedPrecondition')).toMatchObject({
      status: 400,
      body: { error: { message: 'Mail service not enabled', status: 'FAILED_PRECONDITION' } },
    });
    const bare = await failWith('statusOnly');
    expect(bare.status).toBe(429);
    expect(bare.body.error.errors).toBeUndefined();
    expect(bare.body.error.status).toBe('RESOURCE_EXHAUSTED');
    expect(await google.sentMessages()).toHaveLength(0);
  });

  it('keeps a deleted message in the history it was listed in, answers 404 to reading it, and files replies under the labels given', async () => {
    const first = await sendFirstEmail();
    const reply = (await (await control(`/threads/${first.threadId}/reply`, { labelIds: ['UNREAD'] })).json()) as { id: string };
    const history = (await (
      await fetch(`${google.url}/gmail/v1/users/me/history?startHistoryId=1`, {
        headers: { authorization: `Bearer ${metadataToken}` },
      })
    ).json()) as { history: Array<{ messagesAdded: Array<{ message: { id: string; labelIds: string[] } }> }> };
    const added = history.history.flatMap((record) => record.messagesAdded.map(({ message }) => message));
    expect(added.find((message) => message.id === reply.id)?.labelIds).toEqual(['UNREAD']);

    expect((await fetch(`${google.url}/__control/messages/${reply.id}`, { method: 'DELETE' })).status).toBe(200);
    const again = (await (
      await fetch(`${google.url}/gmail/v1/users/me/history?startHistoryId=1`, {
        headers: { authorization: `Bearer ${metadataToken}` },
      })
    ).json()) as typeof history;
    expect(again.history.flatMap((record) => record.messagesAdded.map(({ message }) => message.id))).toContain(reply.id);
    const read = await fetch(`${google.url}/gmail/v1/users/me/messages/${reply.id}?format=metadata`, {
      headers: { authorization: `Bearer ${metadataToken}` },
    });
    expect(read.status).toBe(404);
  });

  it('charges quota units per method and refuses a user, or the project, over its units a minute', async () => {
    google.behave({ quotaTable: 'legacy', userUnitsPerMinute: 210, projectUnitsPerMinute: 0 });
    const raw = (await composeRaw({ from: 'test.user@gmail.com', to: 'a@b.example', subject: 'x', text: 'x' })).toString(
      'base64url',
    );
    const first = (await (await send(sendToken, { raw })).json()) as { id: string };
    expect((await send(sendToken, { raw })).status).toBe(200);
    expect(google.unitsOf('test.user@gmail.com')).toBe(200);
    // A read costs 5: two fit, the third does not.
    const read = () =>
      fetch(`${google.url}/gmail/v1/users/me/messages/${first.id}?format=metadata`, {
        headers: { authorization: `Bearer ${metadataToken}` },
      });
    expect((await read()).status).toBe(200);
    expect((await read()).status).toBe(200);
    const refused = await read();
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as { error: { message: string; errors: Array<{ reason: string }> } };
    expect(body.error.errors[0]!.reason).toBe('userRateLimitExceeded');
    expect(body.error.message).toContain("'Queries per minute per user'");
    // Another user has their own budget; the project's is shared.
    const other = (await signIn(google, 'alex@gmail.com', SCOPES.gmailSend)).access_token;
    expect((await send(other, { raw })).status).toBe(200);
    google.behave({ projectUnitsPerMinute: 400 });
    const projectRefused = await send(other, { raw });
    expect(projectRefused.status).toBe(429);
    expect(((await projectRefused.json()) as { error: { errors: Array<{ reason: string }> } }).error.errors[0]!.reason).toBe(
      'rateLimitExceeded',
    );
  });
});
