// The stand-in without the kindnesses a naive fake has (README: conformance table): a Trash that keeps threads
// readable and joinable, threads joined only when the Subject matches, history that expires (404), and `raw` in
// base64url only.
import MailComposer from 'nodemailer/lib/mail-composer';
import { startGoogleStandIn, type GoogleStandIn } from './google-stand-in';
import { SCOPES } from './scopes';

const ACCOUNT = 'test.user@gmail.com';
const SUBJECT = 'Following up on my application';

let google: GoogleStandIn;
let token: string;

beforeAll(async () => {
  google = await startGoogleStandIn({ port: 0 });
});
afterAll(async () => {
  await google.close();
});
beforeEach(() => {
  google.reset();
  token = google.issueTokens({ email: ACCOUNT, scopes: ['openid', 'email', SCOPES.gmailSend, SCOPES.gmailMetadata] }).accessToken;
});

type Sent = { id: string; threadId: string; labelIds: string[] };
type ApiError = { error: { code: number; message: string; status: string } };

function compose(subject: string, text = 'Hi Rita, just following up.'): Promise<Buffer> {
  return new MailComposer({ from: ACCOUNT, to: 'rita@acme.example', subject, text }).compile().build();
}

function sendJson(body: { raw: string; threadId?: string }) {
  return fetch(`${google.url}/gmail/v1/users/me/messages/send`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function send(subject: string, threadId?: string): Promise<Sent> {
  const response = await sendJson({ raw: (await compose(subject)).toString('base64url'), threadId });
  expect(response.status).toBe(200);
  return (await response.json()) as Sent;
}

function get(path: string) {
  return fetch(`${google.url}/gmail/v1/users/me/${path}`, { headers: { authorization: `Bearer ${token}` } });
}

async function labelsInThread(threadId: string): Promise<string[][]> {
  const thread = (await (await get(`threads/${threadId}?format=minimal`)).json()) as { messages: Array<{ labelIds: string[] }> };
  return thread.messages.map((message) => message.labelIds);
}

const profileHistoryId = async () => ((await (await get('profile')).json()) as { historyId: string }).historyId;

describe('Trash', () => {
  it('keeps a trashed thread readable (TRASH, no INBOX), takes sends into it, and a reply there reaches the inbox', async () => {
    const first = await send(SUBJECT);
    await google.reply(first.threadId);
    expect(google.trashThread(first.threadId)).toBe(true);

    expect(await labelsInThread(first.threadId)).toEqual([
      ['SENT', 'TRASH'],
      ['UNREAD', 'TRASH'],
    ]);
    const message = (await (await get(`messages/${first.id}?format=minimal`)).json()) as Sent;
    expect(message.labelIds).toEqual(['SENT', 'TRASH']);

    // The follow-up joins the trashed thread, and is not trashed itself; so is the recipient's answer to it.
    const followUp = await send(`Re: ${SUBJECT}`, first.threadId);
    expect(followUp).toMatchObject({ threadId: first.threadId, labelIds: ['SENT'] });
    await google.reply(first.threadId, { body: 'Yes, let us talk.' });
    expect((await labelsInThread(first.threadId)).slice(2)).toEqual([['SENT'], ['INBOX', 'UNREAD']]);
  });

  it('leaves trashed messages out of messages.list unless includeSpamTrash or the TRASH label asks for them', async () => {
    const kept = await send('Another company');
    const trashed = await send(SUBJECT);
    const response = await fetch(`${google.url}/__control/messages/${trashed.id}/trash`, { method: 'POST' });
    expect(response.status).toBe(200);

    const ids = async (query: string) =>
      (((await (await get(`messages?${query}`)).json()) as { messages?: Sent[] }).messages ?? []).map((m) => m.id);
    expect(await ids('labelIds=SENT')).toEqual([kept.id]);
    expect(await ids('labelIds=SENT&includeSpamTrash=true')).toEqual([trashed.id, kept.id]);
    expect(await ids('labelIds=TRASH')).toEqual([trashed.id]);
  });
});

describe('threads joined only when the Subject matches', () => {
  it("joins with the thread's subject, whatever the reply prefixes, case and spaces", async () => {
    const first = await send(SUBJECT);
    for (const subject of [`Re: ${SUBJECT}`, `RE: re:  ${SUBJECT.toUpperCase()} `, `Fwd: ${SUBJECT}`]) {
      expect((await send(subject, first.threadId)).threadId).toBe(first.threadId);
    }
  });

  it('starts a new thread for another subject, and names it in the answer', async () => {
    const first = await send(SUBJECT);
    const other = await send('A quick question about the role', first.threadId);
    expect(other.threadId).not.toBe(first.threadId);
    expect(other.threadId).toBe(other.id);
    expect(await labelsInThread(first.threadId)).toHaveLength(1);
    expect(await labelsInThread(other.threadId)).toHaveLength(1);
  });

  it('joins any subject with matchThreadSubject off, until reset', async () => {
    const first = await send(SUBJECT);
    google.behave({ matchThreadSubject: false });
    expect((await send('Something else', first.threadId)).threadId).toBe(first.threadId);
    google.reset();
    token = google.issueTokens({ email: ACCOUNT, scopes: ['openid', 'email', SCOPES.gmailSend] }).accessToken;
    const again = await send(SUBJECT);
    expect((await send('Something else', again.threadId)).threadId).not.toBe(again.threadId);
  });
});

describe('history.list for an expired start id', () => {
  it("answers 404 with Google's body once the account's history expired; a fresh start id works again", async () => {
    const first = await send(SUBJECT);
    const cursor = await profileHistoryId();
    expect((await get(`history?startHistoryId=${cursor}`)).status).toBe(200);

    google.expireHistory(ACCOUNT);
    const expired = await get(`history?startHistoryId=${cursor}`);
    expect(expired.status).toBe(404);
    expect(((await expired.json()) as ApiError).error).toMatchObject({
      code: 404,
      message: 'Requested entity was not found.',
      status: 'NOT_FOUND',
    });

    // A full sync takes the mailbox's history id anew; what arrives after it is listed.
    const fresh = await profileHistoryId();
    expect(Number(fresh)).toBeGreaterThan(Number(cursor));
    const reply = await google.reply(first.threadId);
    const listed = (await (await get(`history?startHistoryId=${fresh}`)).json()) as {
      history: Array<{ messagesAdded: Array<{ message: { id: string } }> }>;
    };
    expect(listed.history.map((record) => record.messagesAdded[0]?.message.id)).toEqual([reply?.id]);
  });

  it('answers 404 for a start id before history older than the retention, and not with retention off', async () => {
    const before = await profileHistoryId();
    await send(SUBJECT);
    const after = await profileHistoryId();
    await new Promise((resolve) => setTimeout(resolve, 20));

    google.behave({ historyRetentionMs: 10 });
    expect((await get(`history?startHistoryId=${before}`)).status).toBe(404);
    // Nothing after this start id is past the retention: it still reads.
    expect((await get(`history?startHistoryId=${after}`)).status).toBe(200);
    google.behave({ historyRetentionMs: 0 });
    expect((await get(`history?startHistoryId=${before}`)).status).toBe(200);
  });
});

describe('raw in base64url only', () => {
  /** A message whose standard base64 has both '+' and '/' (bytes 0xfb.. and 0xff.. by position). */
  async function awkwardRaw(): Promise<Buffer> {
    for (let padding = ''; ; padding += '?') {
      const raw = await compose(SUBJECT, `Sure??? >>> ~~~ ${padding}`);
      const standard = raw.toString('base64');
      if (standard.includes('+') && standard.includes('/')) return raw;
    }
  }

  it('refuses standard base64 with 400 INVALID_ARGUMENT, and takes the same bytes in base64url, padded or not', async () => {
    const raw = await awkwardRaw();
    const refused = await sendJson({ raw: raw.toString('base64') });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as ApiError).error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: expect.stringContaining("Invalid value at 'message.raw' (TYPE_BYTES), Base64 decoding failed"),
    });
    expect(google.sentCount()).toBe(0);

    const unpadded = raw.toString('base64url');
    const padded = unpadded.padEnd(Math.ceil(unpadded.length / 4) * 4, '=');
    expect((await sendJson({ raw: unpadded })).status).toBe(200);
    expect((await sendJson({ raw: padded })).status).toBe(200);
    const sent = await google.sentMessages();
    expect(sent.map((message) => message.text.trim())).toEqual([
      expect.stringContaining('Sure??? >>>'),
      expect.stringContaining('Sure??? >>>'),
    ]);
  });

  it('takes standard base64 with refuseStandardBase64 off', async () => {
    google.behave({ refuseStandardBase64: false });
    expect((await sendJson({ raw: (await awkwardRaw()).toString('base64') })).status).toBe(200);
  });
});
