// The official Google clients (@googleapis/gmail, google-auth-library) against devstack's Google stand-in: they are
// what talks to it, on Google's own paths, and they never retry by themselves (our engine decides; a silent repeat
// of messages.send would send the email twice).
import { startGoogleStandIn, type GoogleStandIn } from 'devstack/google';
import { GMAIL_SEND_SCOPE } from 'contracts';
import { GmailApiClient } from './gmail-api/gmail-api.client';
import { GmailApiError } from './gmail-api/gmail-api.error';
import { gmailApiDriver } from './gmail-api/gmail-api.driver';
import { MailSendError } from '../mailbox';
import { GoogleNetworkError } from './google-http.util';
import { GoogleOAuthClient, GoogleOAuthError } from './oauth/google-oauth.client';

const ACCOUNT = 'official.client@gmail.com';
const METADATA_SCOPE = 'https://www.googleapis.com/auth/gmail.metadata';

let google: GoogleStandIn;
let gmail: GmailApiClient;
let oauth: GoogleOAuthClient;

beforeAll(async () => {
  google = await startGoogleStandIn();
  gmail = new GmailApiClient(google.url);
  oauth = new GoogleOAuthClient({
    clientId: google.client.clientId,
    clientSecret: google.client.clientSecret,
    authUrl: `${google.url}/o/oauth2/v2/auth`,
    tokenUrl: `${google.url}/token`,
    userInfoUrl: `${google.url}/v1/userinfo`,
    revokeUrl: `${google.url}/revoke`,
  });
});
afterAll(async () => {
  await google.close();
});
beforeEach(() => {
  google.reset();
  google.addAccount({ email: ACCOUNT, name: 'Official Client' });
});

const tokens = (scopes: string[] = ['openid', 'email', GMAIL_SEND_SCOPE, METADATA_SCOPE]) =>
  google.issueTokens({ email: ACCOUNT, scopes });

function rawMessage(subject: string, padding = ''): Buffer {
  return Buffer.from(
    [
      `From: Official Client <${ACCOUNT}>`,
      'To: Rita Recruiter <rita@acme.example>',
      `Subject: ${subject}`,
      'Message-ID: <ours-1@followup.local>',
      'Content-Type: text/plain; charset=utf-8',
      '',
      `Hi Rita, following up.${padding}`,
      '',
    ].join('\r\n'),
  );
}

const requestsTo = (path: string) => google.requests().filter((request) => request.path === path);

describe('the official Gmail client', () => {
  it('is what calls Gmail: its x-goog-api-client header on send and on the headers-only reads', async () => {
    const { accessToken } = tokens();
    const sent = await gmail.sendRawMessage(accessToken, rawMessage('Following up'));
    expect(sent.threadId).toBeTruthy();
    const historyId = await gmail.getProfileHistoryId(accessToken);
    await gmail.getThreadMetadata(accessToken, sent.threadId);
    await gmail.getMessageIdHeader(accessToken, sent.id);
    await gmail.listMessagesWithLabel(accessToken, 'SENT');
    await gmail.listAddedHistory(accessToken, historyId);

    const gmailCalls = google.requests().filter((request) => request.path.startsWith('/gmail/v1/users/me/'));
    expect(gmailCalls.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /gmail/v1/users/me/messages/send',
      'GET /gmail/v1/users/me/profile',
      `GET /gmail/v1/users/me/threads/${sent.threadId}`,
      `GET /gmail/v1/users/me/messages/${sent.id}`,
      'GET /gmail/v1/users/me/messages',
      'GET /gmail/v1/users/me/history',
    ]);
    for (const call of gmailCalls) {
      expect(call.apiClient).toMatch(/^gdcl\/\S+ gl-node\//);
      expect(call.userAgent).toMatch(/google-api-nodejs-client\//);
    }
  });

  it('sends a large message through the upload endpoint, in the thread it was given', async () => {
    const { accessToken } = tokens();
    const first = await gmail.sendRawMessage(accessToken, rawMessage('Large one'));
    // Over the 3 MB a JSON body takes comfortably: multipart upload to /upload/gmail/v1/..., like Google's clients.
    const large = await gmail.sendRawMessage(
      accessToken,
      rawMessage('Re: Large one', 'x'.repeat(3.5 * 1024 * 1024)),
      first.threadId,
    );

    expect(large.threadId).toBe(first.threadId);
    expect(requestsTo('/upload/gmail/v1/users/me/messages/send')).toEqual([
      expect.objectContaining({ method: 'POST', uploadType: 'multipart', apiClient: expect.stringMatching(/^gdcl\//) }),
    ]);
    const stored = (await google.sentMessages()).find((message) => message.id === large.id);
    expect(stored?.subject).toBe('Re: Large one');
    expect(stored?.text?.length).toBeGreaterThan(3.5 * 1024 * 1024);
  });

  it("sends `raw` as base64url, which Gmail requires: bytes that standard base64 writes with '+' and '/' are delivered", async () => {
    const { accessToken } = tokens();
    let raw = rawMessage('Quick question?', ' Sure??? >>> ~~~');
    for (let extra = ''; !/\+/.test(raw.toString('base64')) || !/\//.test(raw.toString('base64')); extra += '?') {
      raw = rawMessage('Quick question?', ` Sure??? >>> ~~~${extra}`);
    }
    const sent = await gmail.sendRawMessage(accessToken, raw);
    const stored = (await google.sentMessages()).find((message) => message.id === sent.id);
    expect(stored?.text).toContain('following up. Sure??? >>> ~~~');
  });
  it('does not retry a 5xx on messages.send: Google sees one send, the driver reports a server failure', async () => {
    const { accessToken } = tokens();
    google.failNext({ status: 500, endpoint: 'send' });

    const failure = await gmailApiDriver(gmail)
      .send({ accessToken, mail: { from: ACCOUNT, to: 'rita@acme.example', subject: 'Once', text: 'Only once.' } })
      .catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(MailSendError);
    expect((failure as MailSendError).kind).toBe('server');
    expect(google.callsOf(ACCOUNT).send).toBe(1);
    expect(google.sentCount()).toBe(0);
  });

  it('does not retry a 429 or a 5xx on a read either, and reads Retry-After and the error body whole', async () => {
    const { accessToken } = tokens();
    google.failNext({ status: 429, endpoint: 'history', retryAfterSeconds: 7, retryAfterHeader: true });
    const limited = await gmail.listAddedHistory(accessToken, '1').catch((error: unknown) => error);
    expect(limited).toBeInstanceOf(GmailApiError);
    expect(limited).toMatchObject({ status: 429, kind: 'rate', retryAfterMs: 7000 });
    // Gmail's usual form: no header, the time only in the message.
    google.failNext({ status: 429, endpoint: 'history', retryAfterSeconds: 600 });
    const stated = (await gmail.listAddedHistory(accessToken, '1').catch((error: unknown) => error)) as GmailApiError;
    expect(stated).toMatchObject({ status: 429, kind: 'rate', retryAfterMs: undefined });
    expect(stated.retryAt!.getTime()).toBeGreaterThan(Date.now() + 590_000);

    google.failNext({ variant: 'accessNotConfigured', endpoint: 'profile' });
    const disabled = await gmail.getProfileHistoryId(accessToken).catch((error: unknown) => error);
    expect(disabled).toMatchObject({ status: 403, kind: 'project', problem: 'gmail-api-disabled' });

    google.failNext({ status: 500, endpoint: 'threads' });
    await expect(gmail.getThreadMetadata(accessToken, 'missing')).rejects.toMatchObject({ kind: 'server' });
    expect(google.callsOf(ACCOUNT)).toMatchObject({ history: 2, profile: 1, 'threads.get': 1 });
  });

  it('tells a connection that never opened (safe to repeat) from one lost or timed out after sending, trying once', async () => {
    const { accessToken } = tokens();
    let attempts = 0;
    const refused: typeof fetch = async () => {
      attempts += 1;
      throw new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) });
    };
    const notSent = await new GmailApiClient(google.url, refused)
      .sendRawMessage(accessToken, rawMessage('Refused'))
      .catch((error: unknown) => error);
    expect(notSent).toBeInstanceOf(GoogleNetworkError);
    expect((notSent as GoogleNetworkError).requestNotSent).toBe(true);
    expect(attempts).toBe(1);

    const lostAnswer: typeof fetch = async (input, init) => {
      attempts += 1;
      await fetch(input, init);
      throw new TypeError('fetch failed', { cause: Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }) });
    };
    const unknown = await new GmailApiClient(google.url, lostAnswer)
      .sendRawMessage(accessToken, rawMessage('Lost answer'))
      .catch((error: unknown) => error);
    expect(unknown).toBeInstanceOf(GoogleNetworkError);
    expect((unknown as GoogleNetworkError).requestNotSent).toBe(false);
    expect(attempts).toBe(2);
    expect(google.sentCount()).toBe(1);

    // No answer in time: it may have gone out, and the library does not try again.
    google.setLatency(300);
    const timedOut = await new GmailApiClient(google.url, fetch, 50)
      .sendRawMessage(accessToken, rawMessage('Slow'))
      .catch((error: unknown) => error);
    expect(timedOut).toBeInstanceOf(GoogleNetworkError);
    expect(timedOut).toMatchObject({ requestNotSent: false, message: 'Google request failed: timed out after 50 ms' });
    await new Promise((resolve) => setTimeout(resolve, 400));
    // The lost answer and the slow one reached Google once each (the refused one never did), and both went out.
    expect(google.callsOf(ACCOUNT).send).toBe(2);
    expect(google.sentCount()).toBe(2);
  });
});

describe('the official OAuth client', () => {
  it('refreshes and revokes through google-auth-library, on Google token and revoke paths', async () => {
    const { refreshToken } = tokens();
    const refreshed = await oauth.refreshAccessToken(refreshToken!);
    expect(refreshed.scopes).toContain(GMAIL_SEND_SCOPE);
    expect(refreshed.expiresAt.getTime()).toBeGreaterThan(Date.now() + 3000_000);
    expect(await oauth.fetchUserEmail(refreshed.accessToken)).toBe(ACCOUNT);
    await oauth.revoke(refreshToken!);
    // Revoked already: not an error.
    await oauth.revoke(refreshToken!);

    await expect(oauth.refreshAccessToken(refreshToken!)).rejects.toMatchObject({ code: 'invalid_grant', isGrantRevoked: true });
    const tokenCalls = requestsTo('/token');
    expect(tokenCalls).toHaveLength(2);
    for (const call of [...tokenCalls, ...requestsTo('/revoke')]) {
      expect(call.apiClient).toMatch(/^gl-node\//);
      expect(call.userAgent).toMatch(/google-api-nodejs-client\//);
    }
  });

  it('builds the consent URL with PKCE (S256) and exchanges the code with the verifier', async () => {
    const { codeVerifier, codeChallenge } = await oauth.createPkcePair();
    expect(codeVerifier).toMatch(/^[A-Za-z0-9\-._~]{43,128}$/);
    const url = new URL(
      oauth.authorizationUrl({
        redirectUri: 'http://localhost:8080/api/google-grant/callback',
        scopes: ['openid', 'email', GMAIL_SEND_SCOPE],
        state: 'state-1',
        codeChallenge,
        accessType: 'offline',
        prompt: 'consent',
        includeGrantedScopes: false,
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(`${google.url}/o/oauth2/v2/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: google.client.clientId,
      response_type: 'code',
      scope: `openid email ${GMAIL_SEND_SCOPE}`,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'false',
    });
    // A wrong verifier is refused by Google's token endpoint; the error carries Google's code only.
    await expect(
      oauth.exchangeCode({ code: 'not-a-code', redirectUri: 'http://localhost:8080/cb', codeVerifier }),
    ).rejects.toBeInstanceOf(GoogleOAuthError);
  });

  it('does not retry a 5xx from the token endpoint (the library would, three times)', async () => {
    const { refreshToken } = tokens();
    google.failNext({ status: 500, endpoint: 'token' });
    const failure = await oauth.refreshAccessToken(refreshToken!).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GoogleOAuthError);
    expect(failure).toMatchObject({ status: 500, isTransient: true });
    expect(requestsTo('/token')).toHaveLength(1);
  });
});
