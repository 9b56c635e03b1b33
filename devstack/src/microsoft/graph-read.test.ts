import { EXCHANGE_NDR_MAILBOX } from './ndr-mail';
import { graphClient, mime, SEND_ONLY, WITH_HEADERS } from './graph.test-helper';
import { startMicrosoftStandIn, type MicrosoftStandIn } from './microsoft-stand-in';

let ms: MicrosoftStandIn;
let graph: ReturnType<typeof graphClient>;
const ALEX = 'alex@contoso.com';
type Listing = { value: Array<Record<string, unknown>>; '@odata.nextLink'?: string; '@odata.deltaLink'?: string };

beforeAll(async () => {
  ms = await startMicrosoftStandIn();
  graph = graphClient(ms);
});
afterAll(async () => ms.close());
beforeEach(() => ms.reset());

async function sendOne(token: string, subject: string) {
  await graph.sendMime(token, mime(ALEX, 'bob@example.com', subject));
  return ms.sentItems(ALEX).at(-1)!;
}

const SELECT = '$select=internetMessageId,from,toRecipients,subject,conversationId,receivedDateTime';

describe('headers-only reads with Mail.ReadBasic', () => {
  it('lists the inbox with $select, $filter on receivedDateTime and conversationId', async () => {
    const token = ms.issueTokens(ALEX, WITH_HEADERS).accessToken;
    const sent = await sendOne(token, 'Role at Acme');
    const reply = ms.reply(sent.id, { keepThreadIndex: true });
    const since = encodeURIComponent(
      `receivedDateTime ge ${new Date(Date.now() - 60000).toISOString()} and conversationId eq '${sent.conversationId}'`,
    );
    const listing = (await graph.get(token, `/v1.0/me/mailFolders/inbox/messages?${SELECT}&$filter=${since}`)).json<Listing>();
    expect(listing.value).toEqual([
      expect.objectContaining({
        internetMessageId: reply.internetMessageId,
        subject: 'Re: Role at Acme',
        conversationId: sent.conversationId,
        from: { emailAddress: { name: 'bob@example.com', address: 'bob@example.com' } },
      }),
    ]);
    expect(Object.keys(listing.value[0]!)).not.toContain('body');
  });

  it('refuses $orderby on a property $filter does not name first (400 InefficientFilter) and an unknown $select', async () => {
    const token = ms.issueTokens(ALEX, WITH_HEADERS).accessToken;
    const convo = encodeURIComponent("conversationId eq 'AAQk'");
    const refused = await graph.get(token, `/v1.0/me/messages?$filter=${convo}&$orderby=receivedDateTime desc`);
    expect(refused.status).toBe(400);
    expect(refused.json()).toMatchObject({
      error: { code: 'InefficientFilter', message: 'The restriction or sort order is too complex for this operation.' },
    });
    const both = encodeURIComponent("receivedDateTime ge 2020-01-01T00:00:00Z and conversationId eq 'AAQk'");
    expect((await graph.get(token, `/v1.0/me/messages?$filter=${both}&$orderby=receivedDateTime desc`)).status).toBe(200);
    expect((await graph.get(token, '/v1.0/me/messages?$select=subject,threadId')).status).toBe(400);
  });

  it('pages with $top and @odata.nextLink', async () => {
    const token = ms.issueTokens(ALEX, WITH_HEADERS).accessToken;
    for (const n of [1, 2, 3]) await sendOne(token, `Note ${n}`);
    const first = (await graph.get(token, `/v1.0/me/mailFolders/sentitems/messages?${SELECT}&$top=2`)).json<Listing>();
    expect(first.value).toHaveLength(2);
    const second = (await graph.get(token, first['@odata.nextLink']!)).json<Listing>();
    expect(second.value).toHaveLength(1);
    expect(second['@odata.nextLink']).toBeUndefined();
  });

  it('refuses body, bodyPreview and internetMessageHeaders, and $search, to Mail.ReadBasic (403 ErrorAccessDenied)', async () => {
    const token = ms.issueTokens(ALEX, WITH_HEADERS).accessToken;
    const sent = await sendOne(token, 'Hi');
    for (const path of [
      '/v1.0/me/messages?$select=subject,body',
      '/v1.0/me/messages?$select=bodyPreview',
      `/v1.0/me/messages/${sent.id}?$select=internetMessageHeaders`,
      '/v1.0/me/messages?$search=%22Hi%22',
    ]) {
      const answer = await graph.get(token, path);
      expect(answer.status).toBe(403);
      expect(answer.json()).toMatchObject({ error: { code: 'ErrorAccessDenied' } });
    }
    const plain = (await graph.get(token, `/v1.0/me/messages/${sent.id}`)).json();
    expect(plain).toMatchObject({ subject: 'Hi' });
    expect(plain).not.toHaveProperty('body');
    expect(plain).not.toHaveProperty('bodyPreview');
  });

  it('gives internetMessageHeaders to Mail.ReadBasic only with readBasicAllowsHeaders on', async () => {
    ms.behave({ readBasicAllowsHeaders: true });
    const token = ms.issueTokens(ALEX, WITH_HEADERS).accessToken;
    const sent = await sendOne(token, 'Hi');
    const answer = (await graph.get(token, `/v1.0/me/messages/${sent.id}?$select=internetMessageHeaders`)).json();
    expect(answer.internetMessageHeaders).toEqual(expect.arrayContaining([{ name: 'Thread-Topic', value: 'Hi' }]));
  });

  it('refuses every read to a send-only token, and counts no reads for a send-only account', async () => {
    const token = ms.issueTokens(ALEX, SEND_ONLY).accessToken;
    await sendOne(token, 'Hi');
    expect((await graph.get(token, '/v1.0/me/mailFolders/inbox/messages')).status).toBe(403);
    const other = ms.issueTokens('sam.seeker@outlook.com', SEND_ONLY).accessToken;
    await graph.sendMime(other, mime('sam.seeker@outlook.com', 'bob@example.com', 'Hello'));
    expect(ms.callsOf('sam.seeker@outlook.com')).toEqual({ me: 0, send: 1, 'messages.list': 0, 'messages.get': 0, delta: 0 });
  });
});

describe('delta queries', () => {
  it('pages the first round with nextLink, ends with a deltaLink, and gives only new mail next round', async () => {
    ms.behave({ messagesPerMinute: 0 });
    const token = ms.issueTokens(ALEX, WITH_HEADERS).accessToken;
    const sent = await sendOne(token, 'Role');
    for (const n of [1, 2, 3]) ms.reply(sent.id, { body: `reply ${n}` });
    const prefer = { prefer: 'odata.maxpagesize=2' };
    const page1 = (await graph.get(token, `/v1.0/me/mailFolders/inbox/messages/delta?${SELECT}`, prefer)).json<Listing>();
    expect(page1.value).toHaveLength(2);
    const page2 = (await graph.get(token, page1['@odata.nextLink']!, prefer)).json<Listing>();
    expect(page2.value).toHaveLength(1);
    expect(page2['@odata.deltaLink']).toBeTruthy();
    const quiet = (await graph.get(token, page2['@odata.deltaLink']!)).json<Listing>();
    expect(quiet.value).toHaveLength(0);
    const fresh = ms.reply(sent.id, { body: 'one more' });
    const round2 = (await graph.get(token, quiet['@odata.deltaLink']!)).json<Listing>();
    expect(round2.value.map((m) => m.internetMessageId)).toEqual([fresh.internetMessageId]);
  });

  it('refuses a delta $filter other than receivedDateTime ge/gt (400)', async () => {
    const token = ms.issueTokens(ALEX, WITH_HEADERS).accessToken;
    const bad = await graph.get(
      token,
      `/v1.0/me/mailFolders/inbox/messages/delta?$filter=${encodeURIComponent("subject eq 'x'")}`,
    );
    expect(bad.status).toBe(400);
    const good = await graph.get(
      token,
      `/v1.0/me/mailFolders/inbox/messages/delta?$filter=${encodeURIComponent('receivedDateTime ge 2020-01-01T00:00:00Z')}`,
    );
    expect(good.status).toBe(200);
  });

  it('answers 410 SyncStateNotFound to a delta token whose sync state expired', async () => {
    const token = ms.issueTokens(ALEX, WITH_HEADERS).accessToken;
    const first = (await graph.get(token, '/v1.0/me/mailFolders/inbox/messages/delta')).json<Listing>();
    ms.expireSyncState(ALEX);
    const answer = await graph.get(token, first['@odata.deltaLink']!);
    expect(answer.status).toBe(410);
    expect(answer.json()).toMatchObject({
      error: { code: 'SyncStateNotFound', message: expect.stringContaining('The sync state generation is not found') },
    });
  });
});

describe('mail that comes back', () => {
  it('puts a reply without Thread-Index (from Gmail) in a new conversation; an Outlook reply joins', async () => {
    const token = ms.issueTokens(ALEX, WITH_HEADERS).accessToken;
    const sent = await sendOne(token, 'Role at Acme');
    const fromGmail = ms.reply(sent.id);
    const fromOutlook = ms.reply(sent.id, { keepThreadIndex: true });
    expect(fromGmail.conversationId).not.toBe(sent.conversationId);
    expect(fromGmail.raw).toContain(`In-Reply-To: ${sent.internetMessageId}`);
    expect(fromOutlook.conversationId).toBe(sent.conversationId);
  });

  it("delivers Exchange's out-of-office answer: 'Automatic reply: ...', in the conversation, no Auto-Submitted", async () => {
    const sent = await sendOne(ms.issueTokens(ALEX, SEND_ONLY).accessToken, 'Role at Acme');
    const oof = ms.autoReply(sent.id);
    expect(oof).toMatchObject({ subject: 'Automatic reply: Role at Acme', conversationId: sent.conversationId });
    expect(oof.raw).not.toContain('Auto-Submitted');
    expect(ms.autoReply(sent.id, { autoSubmitted: true }).raw).toContain('Auto-Submitted: auto-replied');
  });

  it('delivers an NDR from the tenant\'s MicrosoftExchange mailbox ("Undeliverable: ..."), postmaster@ for Outlook.com', async () => {
    const sent = await sendOne(ms.issueTokens(ALEX, SEND_ONLY).accessToken, 'Role at Acme');
    const ndr = await ms.bounce(sent.id);
    expect(ndr).toMatchObject({
      subject: 'Undeliverable: Role at Acme',
      from: { address: `${EXCHANGE_NDR_MAILBOX}@contoso.com`.toLowerCase(), name: 'Microsoft Outlook' },
      conversationId: sent.conversationId,
    });
    expect(ndr.raw).toContain('Delivery has failed to these recipients or groups:');
    const samToken = ms.issueTokens('sam.seeker@outlook.com', SEND_ONLY).accessToken;
    await graph.sendMime(samToken, mime('sam.seeker@outlook.com', 'nobody@example.com', 'Hello'));
    const personal = await ms.bounce(ms.sentItems('sam.seeker@outlook.com')[0]!.id);
    expect(personal.from.address).toBe('postmaster@outlook.com');
  });
});
