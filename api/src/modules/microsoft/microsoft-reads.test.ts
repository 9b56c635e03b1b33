// The Microsoft adapter's headers-only reads against devstack's Microsoft stand-in (Mail.ReadBasic: no bodies, and
// no internetMessageHeaders): a reply is seen in the conversation, the inbox delta sees a new message, an expired
// delta cursor says 'not-found' (the poller sweeps again), and Graph's refusals read in the port's words.
import { startMicrosoftStandIn, type MicrosoftStandIn } from 'devstack/microsoft';
import type Mail from 'nodemailer/lib/mailer';
import { createDb, type DbHandle } from '../../db/db.client';
import { createTestDatabase, type TestDatabase } from '../../../testkit/db/test-database';
import { microsoftConfigFor, MICROSOFT_TEST_RING } from '../../../testkit/env/microsoft-env';
import { headerValue, MailReadError, type MailboxAccess, type MailboxAdapter } from '../mailbox';
import { createMicrosoftClients, createMicrosoftMailbox } from './microsoft-mailbox.adapter';

const ALEX = 'alex@contoso.com';
const RITA = 'rita@acme.example';
const BASIC = ['Mail.Send', 'Mail.ReadBasic', 'offline_access', 'openid', 'profile', 'email'];

let ms: MicrosoftStandIn;
let database: TestDatabase;
let handle: DbHandle;
let mailbox: MailboxAdapter;

function adapterFor(microsoft = microsoftConfigFor(ms)): MailboxAdapter {
  return createMicrosoftMailbox({
    db: handle.db,
    config: { tokenEncryption: MICROSOFT_TEST_RING },
    microsoft,
    clients: createMicrosoftClients(microsoft),
    sentCopyWaitMs: 10,
  });
}

beforeAll(async () => {
  ms = await startMicrosoftStandIn();
  database = await createTestDatabase();
  handle = createDb({ url: database.url, max: 2 });
  mailbox = adapterFor();
});
afterAll(async () => {
  await ms.close();
  await handle.close();
  await database.drop();
});
beforeEach(() => ms.reset());

function accessFor(email: string, scopes = BASIC): MailboxAccess {
  const { accessToken } = ms.issueTokens(email, scopes);
  return {
    userId: 'u-1',
    provider: 'microsoft',
    address: email,
    scopes: scopes.filter((s) => s.startsWith('Mail.')),
    accessToken,
  };
}

let counter = 0;
function mail(subject = 'Product designer role'): Mail.Options {
  counter += 1;
  return {
    from: { name: 'Alex Candidate', address: ALEX },
    to: { name: 'Rita Recruiter', address: RITA },
    subject,
    text: 'Hi Rita, following up on my application.',
    messageId: `<r${counter}.${Date.now()}@followup.local>`,
    references: [`<conversation.r${counter}.${Date.now()}@followup.local>`],
  };
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as MailReadError,
  );

describe('reading a Microsoft mailbox, headers only', () => {
  it('sees an Outlook recipient’s reply in the conversation, oldest first, ours labelled SENT and theirs INBOX', async () => {
    const access = accessFor(ALEX);
    const sent = await mailbox.send(access, mail(), {});
    ms.reply(sent.id, { from: RITA, keepThreadIndex: true });
    const thread = await mailbox.threadHeaders(access, sent.threadId);
    expect(thread.map((message) => message.labelIds)).toEqual([['SENT'], ['INBOX']]);
    const [ours, reply] = thread;
    expect(ours!.id).toBe(sent.id);
    expect(headerValue(ours!.headers, 'Message-ID')).toBe(sent.messageId);
    expect(headerValue(reply!.headers, 'From')).toContain(RITA);
    expect(headerValue(reply!.headers, 'Subject')).toBe('Re: Product designer role');
    expect(headerValue(reply!.headers, 'To')).toContain(ALEX);
    expect(reply!.internalDate.getTime()).toBeGreaterThanOrEqual(ours!.internalDate.getTime());
    // Mail.ReadBasic: never a body, never a refused property.
    expect(JSON.stringify(thread)).not.toContain('following up on my application');
  });

  it('sees a Gmail recipient’s reply (a conversation of its own for Exchange) in the conversation and through the inbox delta', async () => {
    const access = accessFor(ALEX);
    const cursor = await mailbox.changeCursor(access);
    const sent = await mailbox.send(access, mail(), {});
    const reply = ms.reply(sent.id, { from: RITA });
    expect(reply.conversationId).not.toBe(sent.threadId);
    // Not ours to read as an answer: another subject from the recipient, the same subject from another domain.
    ms.reply(sent.id, { from: RITA, subject: 'Your newsletter' });
    ms.reply(sent.id, { from: 'someone@elsewhere.example' });
    expect((await mailbox.threadHeaders(access, sent.threadId)).map((message) => message.id)).toEqual([sent.id, reply.id]);

    const changes = await mailbox.changesSince(access, cursor);
    expect(changes.added).toContainEqual({ id: reply.id, threadId: reply.conversationId, labelIds: ['INBOX'] });
    expect(changes.added).toHaveLength(3);
    expect(changes.cursor).not.toBe(cursor);
    const headers = (await mailbox.messageHeaders(access, reply.id)).headers;
    expect(headerValue(headers, 'From')).toContain(RITA);
    expect(headerValue(headers, 'Message-ID')).toBe(reply.internetMessageId);
    // From the new cursor on, nothing more until something arrives.
    expect((await mailbox.changesSince(access, changes.cursor)).added).toEqual([]);
  });

  it('pages the delta and keeps the old cursor until its last page', async () => {
    const access = accessFor(ALEX);
    const cursor = await mailbox.changeCursor(access);
    const sent = await mailbox.send(access, mail(), {});
    const replies = Array.from({ length: 55 }, () => ms.reply(sent.id, { from: RITA }).id);
    const first = await mailbox.changesSince(access, cursor);
    expect(first.nextPageToken).toBeDefined();
    expect(first.cursor).toBe(cursor);
    const second = await mailbox.changesSince(access, cursor, first.nextPageToken);
    expect(second.nextPageToken).toBeUndefined();
    expect([...first.added, ...second.added].map((message) => message.id).sort()).toEqual(replies.sort());
    expect(second.cursor).not.toBe(cursor);
  });

  it("says 'not-found' for a delta cursor Exchange dropped (410 SyncStateNotFound), so the poller sweeps again", async () => {
    const access = accessFor(ALEX);
    const cursor = await mailbox.changeCursor(access);
    ms.expireSyncState(ALEX);
    const failure = await failureOf(mailbox.changesSince(access, cursor));
    expect(failure).toBeInstanceOf(MailReadError);
    expect(failure).toMatchObject({ kind: 'not-found', status: 410 });
    // A fresh cursor works again.
    await expect(mailbox.changesSince(access, await mailbox.changeCursor(access))).resolves.toMatchObject({ added: [] });
  });

  it('lists Sent Items newest first, page by page', async () => {
    const access = accessFor(ALEX);
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) ids.push((await mailbox.send(access, mail(`Role ${i}`), {})).id);
    const first = await mailbox.sentFolderPage(access, { pageSize: 2 });
    expect(first.messageIds).toEqual([ids[2], ids[1]]);
    const second = await mailbox.sentFolderPage(access, { pageSize: 2, pageToken: first.nextPageToken });
    expect(second).toEqual({ messageIds: [ids[0]], nextPageToken: undefined });
  });

  it('keeps its requests to one mailbox under Graph’s 4 concurrent ones: ten reads at once, none throttled', async () => {
    const access = accessFor(ALEX);
    const sent = await mailbox.send(access, mail(), {});
    ms.setLatency(50);
    const reads = await Promise.allSettled(Array.from({ length: 10 }, () => mailbox.threadHeaders(access, sent.threadId)));
    expect(reads.filter((read) => read.status === 'rejected')).toEqual([]);
  });

  it('gives a Mail.Read grant Exchange’s own headers (In-Reply-To, Thread-Index), which Mail.ReadBasic never asks for', async () => {
    const full = accessFor(ALEX, ['Mail.Send', 'Mail.Read', 'offline_access', 'openid']);
    const sent = await mailbox.send(full, mail(), {});
    const reply = ms.reply(sent.id, { from: RITA, keepThreadIndex: true });
    const headers = (await mailbox.messageHeaders(full, reply.id)).headers;
    expect(headerValue(headers, 'In-Reply-To')).toBe(sent.messageId);
    expect(headerValue(headers, 'Thread-Index')).toBeDefined();
    expect(headerValue((await mailbox.messageHeaders(accessFor(ALEX), reply.id)).headers, 'In-Reply-To')).toBeUndefined();
  });
});

describe("Graph's refusals of a read, in the port's words", () => {
  it.each([
    [
      '429 with Retry-After: rate, with the stated wait',
      { kind: 'throttled', retryAfterSeconds: 4 },
      { kind: 'rate', status: 429, retryAfterMs: 4000 },
    ],
    ['401: unauthorized', { kind: 'badToken' }, { kind: 'unauthorized', status: 401 }],
    ['500: server', { kind: 'serverError' }, { kind: 'server', status: 500 }],
    ['503: server', { kind: 'unavailable', retryAfterSeconds: 2 }, { kind: 'server', status: 503, retryAfterMs: 2000 }],
    ['403: refused', { kind: 'accessDenied' }, { kind: 'refused', status: 403 }],
    ['404 MailboxNotEnabledForRESTAPI: refused, not gone', { kind: 'noMailbox' }, { kind: 'refused', status: 404 }],
  ] as const)('%s', async (_what, fault, expected) => {
    const access = accessFor(ALEX);
    ms.failNext({ endpoint: 'messages', ...fault });
    const failure = await failureOf(mailbox.sentFolderPage(access, { pageSize: 5 }));
    expect(failure).toBeInstanceOf(MailReadError);
    expect(failure).toMatchObject(expected);
    if (expected.kind === 'rate') expect(failure!.retryAt!.getTime()).toBeGreaterThan(Date.now() + 3_000);
  });

  it("says 'not-found' for a message deleted since it was listed, 'refused' to a send-only grant, 'network' when Graph cannot be reached", async () => {
    expect(await failureOf(mailbox.messageHeaders(accessFor(ALEX), 'AAMkAGgone'))).toMatchObject({
      kind: 'not-found',
      status: 404,
    });
    expect(await failureOf(mailbox.changeCursor(accessFor(ALEX, ['Mail.Send'])))).toMatchObject({ kind: 'refused', status: 403 });
    const offline = adapterFor({ ...microsoftConfigFor(ms), graphUrl: 'https://127.0.0.1:9' });
    expect(await failureOf(offline.threadHeaders(accessFor(ALEX), 'AAQkAGx'))).toMatchObject({ kind: 'network' });
  });

  it('never follows a stored cursor to another host with the token', async () => {
    const failure = await failureOf(
      mailbox.changesSince(accessFor(ALEX), 'https://attacker.example/v1.0/me/mailFolders/inbox/messages/delta'),
    );
    expect(failure).toMatchObject({ kind: 'refused' });
  });
});
