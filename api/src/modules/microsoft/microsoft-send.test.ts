// Sending through the Microsoft adapter against devstack's Microsoft stand-in (Graph sendMail, MIME): one email
// reaches the recipient once, a follow-up stays in the conversation for Exchange and for the recipient, the ids
// come back from the Sent Items copy (or from ours, send-only), and each of Microsoft's refusals means what it should.
import { startMicrosoftStandIn, type MicrosoftStandIn } from 'devstack/microsoft';
import type Mail from 'nodemailer/lib/mailer';
import { createDb, type DbHandle } from '../../db/db.client';
import { createTestDatabase, type TestDatabase } from '../../../testkit/db/test-database';
import { microsoftConfigFor, MICROSOFT_TEST_RING } from '../../../testkit/env/microsoft-env';
import { MailSendError, type MailboxAccess, type MailboxAdapter } from '../mailbox';
import { outlookWebLink } from './graph-send.driver';
import { createMicrosoftClients, createMicrosoftMailbox } from './microsoft-mailbox.adapter';

const ALEX = 'alex@contoso.com';
const RITA = 'rita@acme.example';
const SEND_ONLY = ['Mail.Send', 'offline_access', 'openid', 'profile', 'email'];
const DETECT = [...SEND_ONLY, 'Mail.ReadBasic'];

let ms: MicrosoftStandIn;
let database: TestDatabase;
let handle: DbHandle;
let mailbox: MailboxAdapter;

function adapterFor(microsoft = microsoftConfigFor(ms), timeoutMs?: number): MailboxAdapter {
  return createMicrosoftMailbox({
    db: handle.db,
    config: { tokenEncryption: MICROSOFT_TEST_RING },
    microsoft,
    clients: createMicrosoftClients(microsoft, { timeoutMs }),
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

function accessFor(email: string, detect: boolean, scopes = detect ? DETECT : SEND_ONLY): MailboxAccess {
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
function mailFrom(
  address: string,
  input: { subject?: string; references?: string[]; inReplyTo?: string; to?: string } = {},
): Mail.Options {
  counter += 1;
  return {
    from: { name: 'Alex Candidate', address },
    to: { name: 'Rita Recruiter', address: input.to ?? RITA },
    subject: input.subject ?? 'Product designer role',
    text: 'Hi Rita, following up on my application.',
    html: '<p>Hi Rita, following up on my application.</p>',
    messageId: `<m${counter}.${Date.now()}@followup.local>`,
    references: input.references ?? [`<conversation.m${counter}@followup.local>`],
    ...(input.inReplyTo ? { inReplyTo: input.inReplyTo } : {}),
  };
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as MailSendError,
  );

describe('sending through Microsoft Graph', () => {
  it('delivers one email once, and reads its ids back from the Sent Items copy (Exchange wrote its own Message-ID)', async () => {
    const access = accessFor(ALEX, true);
    const mail = mailFrom(ALEX);
    const sent = await mailbox.send(access, mail, {});
    const copies = ms.recipientCopies(RITA);
    expect(copies).toHaveLength(1);
    const [item] = ms.sentItems(ALEX);
    expect(sent).toEqual({
      id: item!.id,
      threadId: item!.conversationId,
      messageId: item!.internetMessageId,
      // Outlook on the web's own link to the copy, as Graph's webLink gives it.
      webLink: `https://outlook.office365.com/owa/?ItemID=${encodeURIComponent(item!.id)}&exvsurl=1&viewmodel=ReadMessageItem`,
    });
    expect(sent.messageId).not.toBe(mail.messageId);
    expect(copies[0]!.messageId).toBe(sent.messageId);
    // The Message-ID the recipient got is known without another call.
    const before = ms.callsOf(ALEX);
    expect(await mailbox.sentMessageId(access, sent.id)).toBe(sent.messageId);
    expect(ms.callsOf(ALEX)).toEqual(before);
    expect(before).toMatchObject({ send: 1, 'messages.list': 1, 'messages.get': 0 });
  });

  it.each([
    ['Outlook on the web (work or school)', 'https://outlook.office365.com/owa/?ItemID=AAMk1&exvsurl=1', true],
    ['Outlook on the web (personal)', 'https://outlook.live.com/owa/?ItemID=AAMk1&exvsurl=1', true],
    ['another host', 'https://evil.example/owa/?ItemID=AAMk1', false],
    ['plain http', 'http://outlook.office365.com/owa/?ItemID=AAMk1', false],
    ['a script URL', 'javascript:alert(1)', false],
    ['no link', undefined, false],
  ])("keeps Graph's webLink only when it is Outlook on the web over https: %s", (_case, link, kept) => {
    expect(outlookWebLink(link)).toBe(kept ? link : undefined);
  });

  it('never reads a send-only mailbox: the ids are the ones we set', async () => {
    const mail = mailFrom(ALEX);
    const sent = await mailbox.send(accessFor(ALEX, false), mail, {});
    expect(ms.recipientCopies(RITA)).toHaveLength(1);
    expect(sent.id).toBe(mail.messageId);
    expect(sent.messageId).toBe(mail.messageId);
    expect(sent.threadId).toMatch(/^thread-index:[0-9a-f]{32}$/);
    expect(await mailbox.sentMessageId(accessFor(ALEX, false), sent.id)).toBeUndefined();
    expect(ms.callsOf(ALEX)).toMatchObject({ send: 1, 'messages.list': 0, 'messages.get': 0, delta: 0 });
  });

  it.each([
    ['reads headers', true],
    ['is send-only', false],
  ])(
    'keeps a follow-up in the first email’s conversation when the mailbox %s, for Exchange and for the recipient',
    async (_tier, detect) => {
      const access = accessFor(ALEX, detect);
      const anchor = '<conversation.first@followup.local>';
      const first = await mailbox.send(access, mailFrom(ALEX, { references: [anchor] }), {});
      const followUp = await mailbox.send(
        access,
        mailFrom(ALEX, {
          subject: 'Re: Product designer role',
          references: [anchor, first.messageId],
          inReplyTo: first.messageId,
        }),
        { threadId: first.threadId },
      );
      expect(followUp.threadId).toBe(first.threadId);
      const [firstItem, followItem] = ms.sentItems(ALEX).sort((a, b) => a.receivedDateTime.localeCompare(b.receivedDateTime));
      expect(followItem!.conversationId).toBe(firstItem!.conversationId);
      const [one, two] = ms.recipientCopies(RITA);
      expect(two!.inReplyTo).toBe(first.messageId);
      expect(two!.references).toEqual([anchor, first.messageId]);
      expect(two!.threadTopic).toBe('Product designer role');
      expect(one!.threadTopic).toBe('Product designer role');
      const guid = (index: string) => Buffer.from(index, 'base64').subarray(6, 22).toString('hex');
      expect(guid(two!.threadIndex!)).toBe(guid(one!.threadIndex!));
      expect(Buffer.from(two!.threadIndex!, 'base64')).toHaveLength(27);
    },
  );

  it('keeps Bcc out of what the recipient sees and delivers to it', async () => {
    await mailbox.send(accessFor(ALEX, false), { ...mailFrom(ALEX), bcc: 'me.copy@contoso.com' }, {});
    expect(ms.recipientCopies('me.copy@contoso.com')).toHaveLength(1);
    expect(ms.recipientCopies(RITA)[0]!.raw).not.toMatch(/^bcc:/im);
  });
});

describe("Microsoft's refusals of a send, in the port's words", () => {
  it.each([
    ['429 with Retry-After', { kind: 'throttled', retryAfterSeconds: 7 }, { kind: 'rate', retryAfterMs: 7000 }],
    ['429 MailboxConcurrency', { kind: 'concurrency', retryAfterSeconds: 1 }, { kind: 'rate', retryAfterMs: 1000 }],
    ['401 InvalidAuthenticationToken', { kind: 'badToken' }, { kind: 'auth' }],
    ['403 ErrorAccessDenied', { kind: 'accessDenied' }, { kind: 'auth' }],
    ['404 MailboxNotEnabledForRESTAPI', { kind: 'noMailbox' }, { kind: 'account', problem: 'mail-disabled' }],
    ['403 ErrorMessageSubmissionBlocked', { kind: 'submissionBlocked' }, { kind: 'account', problem: 'sending-blocked' }],
    ['403 ErrorExceededMessageLimit', { kind: 'messageLimit' }, { kind: 'daily-limit' }],
    ['403 ErrorSubmissionQuotaExceeded', { kind: 'submissionQuota' }, { kind: 'daily-limit' }],
    ['403 ErrorSendAsDenied', { kind: 'sendAsDenied' }, { kind: 'account', problem: 'send-as-denied' }],
    ['500', { kind: 'serverError' }, { kind: 'server' }],
    ['503 with Retry-After', { kind: 'unavailable', retryAfterSeconds: 3 }, { kind: 'server', retryAfterMs: 3000 }],
    ['504', { kind: 'gatewayTimeout' }, { kind: 'server' }],
  ] as const)('%s', async (_answer, fault, expected) => {
    ms.failNext({ endpoint: 'send', ...fault });
    const failure = await failureOf(mailbox.send(accessFor(ALEX, true), mailFrom(ALEX), {}));
    expect(failure).toBeInstanceOf(MailSendError);
    expect({ kind: failure!.kind, ...failure!.options }).toMatchObject(expected);
    expect(ms.recipientCopies(RITA)).toHaveLength(0);
  });

  it('is refused as Microsoft refuses it, not only when told to: no licence, blocked sender, wrong From, no Mail.Send, expired token', async () => {
    const noMailbox = await failureOf(
      mailbox.send(accessFor('no.mailbox@contoso.com', true), mailFrom('no.mailbox@contoso.com'), {}),
    );
    expect(noMailbox).toMatchObject({ kind: 'account', options: { problem: 'mail-disabled' } });
    ms.addAccount({ email: 'blocked@outlook.com', kind: 'personal', sendingBlocked: true });
    expect(
      await failureOf(mailbox.send(accessFor('blocked@outlook.com', false), mailFrom('blocked@outlook.com'), {})),
    ).toMatchObject({
      kind: 'account',
      options: { problem: 'sending-blocked' },
    });
    expect(await failureOf(mailbox.send(accessFor(ALEX, false), mailFrom('someone.else@contoso.com'), {}))).toMatchObject({
      kind: 'account',
      detail: '403 ErrorSendAsDenied',
      options: { problem: 'send-as-denied' },
    });
    expect(await failureOf(mailbox.send(accessFor(ALEX, true, ['Mail.ReadBasic']), mailFrom(ALEX), {}))).toMatchObject({
      kind: 'auth',
    });
    const access = accessFor(ALEX, false);
    ms.expireAccessTokens();
    expect(await failureOf(mailbox.send(access, mailFrom(ALEX), {}))).toMatchObject({ kind: 'auth' });
    expect(ms.recipientCopies(RITA)).toHaveLength(0);
  });

  it("stops at Outlook.com's daily limit (daily-limit) and sends nothing", async () => {
    ms.behave({ personalRecipientsPerDay: 2 });
    const access = accessFor('sam.seeker@outlook.com', false);
    await mailbox.send(access, mailFrom('sam.seeker@outlook.com'), {});
    await mailbox.send(access, mailFrom('sam.seeker@outlook.com'), {});
    expect(await failureOf(mailbox.send(access, mailFrom('sam.seeker@outlook.com'), {}))).toMatchObject({ kind: 'daily-limit' });
    expect(ms.recipientCopies(RITA)).toHaveLength(2);
  });

  it('refuses a message over Graph’s 4 MB (413: rejected), sending nothing', async () => {
    ms.behave({ maxRequestBytes: 2_000 });
    const failure = await failureOf(mailbox.send(accessFor(ALEX, false), { ...mailFrom(ALEX), text: 'x'.repeat(4_000) }, {}));
    expect(failure).toMatchObject({ kind: 'rejected', detail: '413 RequestEntityTooLarge' });
    expect(ms.recipientCopies(RITA)).toHaveLength(0);
  });

  it('says a 504 may have gone out (server: never resent send-only), as Graph sometimes sends it anyway', async () => {
    ms.failNext({ endpoint: 'send', kind: 'gatewayTimeout', deliverAnyway: true });
    expect(await failureOf(mailbox.send(accessFor(ALEX, false), mailFrom(ALEX), {}))).toMatchObject({ kind: 'server' });
    expect(ms.recipientCopies(RITA)).toHaveLength(1);
  });

  it('tells a connection that never opened (not-sent) from a request that timed out once sent (unconfirmed)', async () => {
    const closed = adapterFor({ ...microsoftConfigFor(ms), graphUrl: 'https://127.0.0.1:9' });
    expect(await failureOf(closed.send(accessFor(ALEX, false), mailFrom(ALEX), {}))).toMatchObject({ kind: 'not-sent' });

    const impatient = adapterFor(microsoftConfigFor(ms), 200);
    ms.setLatency(1_000);
    expect(await failureOf(impatient.send(accessFor(ALEX, false), mailFrom(ALEX), {}))).toMatchObject({ kind: 'unconfirmed' });
  });

  it('sends nothing when an attachment cannot be fetched (not-built)', async () => {
    const mail = { ...mailFrom(ALEX), attachments: [{ filename: 'cv.pdf', href: 'http://127.0.0.1:9/cv.pdf' }] };
    expect(await failureOf(mailbox.send(accessFor(ALEX, false), mail, {}))).toMatchObject({ kind: 'not-built' });
    expect(ms.callsOf(ALEX).send).toBe(0);
  });
});
