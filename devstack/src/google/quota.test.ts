import MailComposer from 'nodemailer/lib/mail-composer';
import { startGoogleStandIn, type GoogleStandIn } from './google-stand-in';
import { signIn } from './oauth-flow.test-helper';
import { SCOPES } from './scopes';

const ACCOUNT = 'test.user@gmail.com';

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
  sendToken = (await signIn(google, ACCOUNT, `openid email ${SCOPES.gmailSend}`)).access_token;
  metadataToken = (await signIn(google, ACCOUNT, SCOPES.gmailMetadata)).access_token;
});

function control(path: string, body: unknown) {
  return fetch(`${google.url}/__control${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function sendOne(): Promise<{ id: string; threadId: string; status: number }> {
  const raw = (
    await new MailComposer({ from: ACCOUNT, to: 'rita@acme.example', subject: 'x', text: 'x' }).compile().build()
  ).toString('base64url');
  const response = await fetch(`${google.url}/gmail/v1/users/me/messages/send`, {
    method: 'POST',
    headers: { authorization: `Bearer ${sendToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ raw }),
  });
  return { ...((await response.json()) as { id: string; threadId: string }), status: response.status };
}

const get = (path: string) =>
  fetch(`${google.url}/gmail/v1/users/me/${path}`, { headers: { authorization: `Bearer ${metadataToken}` } });

async function reasonOf(response: Response): Promise<string | undefined> {
  return ((await response.json()) as { error: { errors: Array<{ reason: string }> } }).error.errors[0]?.reason;
}

describe("Gmail stand-in: quota units as Google prices them (README, 'Conformance')", () => {
  it("prices thread and message reads by the current table, and refuses the user when that table's units run out", async () => {
    const { threadId, id } = await sendOne();
    expect((await control('/behaviour', { userUnitsPerMinute: 200 })).status).toBe(200);
    expect((await get(`threads/${threadId}?format=metadata`)).status).toBe(200);
    expect(google.unitsOf(ACCOUNT)).toBe(140);
    expect((await get(`messages/${id}?format=metadata`)).status).toBe(200);
    expect(google.unitsOf(ACCOUNT)).toBe(160);
    // 160 + 40 fits 200; one more thread read does not.
    expect((await get(`threads/${threadId}?format=metadata`)).status).toBe(200);
    const refused = await get(`threads/${threadId}?format=metadata`);
    expect(refused.status).toBe(429);
    expect(await reasonOf(refused)).toBe('userRateLimitExceeded');
    expect(google.unitsOf(ACCOUNT)).toBe(200);
  });

  it('under the legacy table (set through the control API) the same reads fit the same limit', async () => {
    const { threadId, id } = await sendOne();
    expect((await control('/behaviour', { quotaTable: 'legacy', userUnitsPerMinute: 200 })).status).toBe(200);
    for (let read = 0; read < 4; read += 1) expect((await get(`threads/${threadId}?format=metadata`)).status).toBe(200);
    expect((await get(`messages/${id}?format=metadata`)).status).toBe(200);
    expect(google.unitsOf(ACCOUNT)).toBe(145);
  });

  it("holds a user to the table's own limit a minute: 6,000 units now, 15,000 for an older project", async () => {
    // 60 sends of 100 units spend the current table's 6,000.
    for (let sent = 0; sent < 60; sent += 1) expect((await sendOne()).status).toBe(200);
    const refused = await get('profile');
    expect(refused.status).toBe(429);
    expect(await reasonOf(refused)).toBe('userRateLimitExceeded');
    expect((await control('/behaviour', { quotaTable: 'legacy' })).status).toBe(200);
    expect((await get('profile')).status).toBe(200);
  });

  it('refuses a quota setting it does not know', async () => {
    expect((await control('/behaviour', { quotaTable: '2019' })).status).toBe(400);
    expect((await control('/behaviour', { userUnitsPerMinute: -1 })).status).toBe(400);
    const reset = (await (await control('/behaviour', { userUnitsPerMinute: null })).json()) as Record<string, unknown>;
    expect(reset).toMatchObject({ quotaTable: 'current', userUnitsPerMinute: null, projectUnitsPerMinute: null });
  });
});
