import { graphClient, mime, SEND_ONLY, WITH_HEADERS } from './graph.test-helper';
import { httpsRequest } from './https-client.helper';
import { startMicrosoftStandIn, type MicrosoftStandIn } from './microsoft-stand-in';

let ms: MicrosoftStandIn;
let graph: ReturnType<typeof graphClient>;
const ALEX = 'alex@contoso.com';
const SAM = 'sam.seeker@outlook.com';

beforeAll(async () => {
  ms = await startMicrosoftStandIn();
  graph = graphClient(ms);
});
afterAll(async () => ms.close());
beforeEach(() => ms.reset());

describe('throttling', () => {
  it('answers a scripted 429 with Retry-After in seconds, then serves again', async () => {
    const token = ms.issueTokens(ALEX, SEND_ONLY).accessToken;
    ms.failNext({ kind: 'throttled', endpoint: 'send', retryAfterSeconds: 7 });
    const throttled = await graph.sendMime(token, mime(ALEX, 'bob@example.com', 'Hi'));
    expect(throttled.status).toBe(429);
    expect(throttled.headers['retry-after']).toBe('7');
    expect(ms.sentItems(ALEX)).toHaveLength(0);
    expect((await graph.sendMime(token, mime(ALEX, 'bob@example.com', 'Hi'))).status).toBe(202);
  });

  it('refuses a fifth concurrent request to one mailbox: 429 ApplicationThrottled (MailboxConcurrency)', async () => {
    const token = ms.issueTokens(ALEX, WITH_HEADERS).accessToken;
    ms.setLatency(150);
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => graph.get(token, '/v1.0/me/mailFolders/inbox/messages')));
    const throttled = answers.filter((a) => a.status === 429);
    expect(throttled).toHaveLength(1);
    expect(throttled[0]!.json()).toMatchObject({
      error: { code: 'ApplicationThrottled', message: 'Application is over its MailboxConcurrency limit.' },
    });
    expect(throttled[0]!.headers['retry-after']).toMatch(/^\d+$/);
    ms.setLatency(0);
    expect((await graph.get(token, '/v1.0/me/mailFolders/inbox/messages')).status).toBe(200);
  });

  it('answers past 10,000 requests in 10 minutes with 429 (limit lowered for the test)', async () => {
    ms.behave({ requestsPerTenMinutes: 3 });
    const token = ms.issueTokens(ALEX, WITH_HEADERS).accessToken;
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await graph.get(token, '/v1.0/me/messages')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('can take a send and still answer 504 (deliverAnyway): a 5xx does not prove nothing went out', async () => {
    const token = ms.issueTokens(ALEX, SEND_ONLY).accessToken;
    ms.failNext({ kind: 'gatewayTimeout', endpoint: 'send', deliverAnyway: true });
    expect((await graph.sendMime(token, mime(ALEX, 'bob@example.com', 'Hi'))).status).toBe(504);
    expect(ms.sentItems(ALEX)).toHaveLength(1);
    expect(ms.recipientCopies('bob@example.com')).toHaveLength(1);
  });

  it('can fail the token endpoint (503 with Retry-After)', async () => {
    ms.failNext({ kind: 'unavailable', endpoint: 'token', retryAfterSeconds: 3 });
    const answer = await httpsRequest(`${ms.url}/common/oauth2/v2.0/token`, ms.caPem, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=refresh_token',
    });
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('3');
  });
});

describe('sending limits', () => {
  it('holds the 31st message of a minute: 202, in Sent Items, not yet at the recipient', async () => {
    const token = ms.issueTokens(ALEX, SEND_ONLY).accessToken;
    for (let n = 1; n <= 31; n++)
      expect((await graph.sendMime(token, mime(ALEX, `r${n}@example.com`, `Note ${n}`))).status).toBe(202);
    expect(ms.sentItems(ALEX)).toHaveLength(31);
    expect(ms.recipientCopies('r30@example.com')).toHaveLength(1);
    expect(ms.recipientCopies('r31@example.com')).toHaveLength(0);
  });

  it('past the daily recipients of Microsoft 365: 202, then an NDR with SubmissionQuotaExceeded and no delivery', async () => {
    ms.behave({ workRecipientsPerDay: 2 });
    const token = ms.issueTokens(ALEX, SEND_ONLY).accessToken;
    expect((await graph.sendMime(token, mime(ALEX, 'a@example.com, b@example.com', 'Two'))).status).toBe(202);
    expect((await graph.sendMime(token, mime(ALEX, 'c@example.com', 'Third'))).status).toBe(202);
    expect(ms.recipientCopies('c@example.com')).toHaveLength(0);
    const [ndr] = ms.inbox(ALEX);
    expect(ndr).toMatchObject({ subject: 'Undeliverable: Third' });
    expect(ndr!.raw).toContain('SubmissionQuotaExceededException');
  });

  it("past Outlook.com's daily limit: 403 ErrorExceededMessageLimit, nothing kept or delivered", async () => {
    ms.behave({ personalRecipientsPerDay: 1 });
    const token = ms.issueTokens(SAM, SEND_ONLY).accessToken;
    expect((await graph.sendMime(token, mime(SAM, 'a@example.com', 'One'))).status).toBe(202);
    const refused = await graph.sendMime(token, mime(SAM, 'b@example.com', 'Two'));
    expect(refused.status).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: 'ErrorExceededMessageLimit' } });
    expect(ms.sentItems(SAM)).toHaveLength(1);
    expect(ms.recipientCopies('b@example.com')).toHaveLength(0);
  });
});
