import { httpsRequest } from './https-client.helper';
import { graphClient, mime, SEND_ONLY } from './graph.test-helper';
import { startMicrosoftStandIn, type MicrosoftStandIn } from './microsoft-stand-in';

// The control API over HTTP, as a manual check or another process (e2e) drives it.
let ms: MicrosoftStandIn;
const ALEX = 'alex@contoso.com';

beforeAll(async () => {
  ms = await startMicrosoftStandIn();
});
afterAll(async () => ms.close());
beforeEach(() => ms.reset());

const control = (path: string, body?: unknown) =>
  httpsRequest(
    `${ms.url}/__control${path}`,
    ms.caPem,
    body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );

describe('control API', () => {
  it('lists the seeded accounts: personal, work, admin-consent tenant and unlicensed', async () => {
    const { accounts, tenants } = (await control('/accounts')).json<{
      accounts: Array<Record<string, unknown>>;
      tenants: Array<Record<string, unknown>>;
    }>();
    expect(accounts.map((a) => [a.email, a.kind, a.unlicensed])).toEqual([
      ['sam.seeker@outlook.com', 'personal', false],
      ['alex@contoso.com', 'work', false],
      ['jo.student@fabrikam.edu', 'work', false],
      ['no.mailbox@contoso.com', 'work', true],
    ]);
    expect(tenants.filter((t) => t.adminConsentRequired).map((t) => t.name)).toEqual(['Fabrikam University']);
  });

  it('issues tokens, reads Sent Items, delivers a reply and an NDR, and counts calls', async () => {
    const { accessToken } = (await control('/tokens', { email: ALEX, scopes: SEND_ONLY })).json<{ accessToken: string }>();
    expect((await graphClient(ms).sendMime(accessToken, mime(ALEX, 'bob@example.com', 'Hi'))).status).toBe(202);
    const sent = (await control(`/mailboxes/${ALEX}/sentitems`)).json<{ messages: Array<{ id: string; subject: string }> }>()
      .messages;
    expect(sent.map((m) => m.subject)).toEqual(['Hi']);
    const reply = (await control(`/messages/${sent[0]!.id}/reply`, { body: 'Sounds good' })).json<{
      message: { subject: string };
    }>();
    expect(reply.message.subject).toBe('Re: Hi');
    expect((await control(`/messages/${sent[0]!.id}/bounce`, {})).json<{ message: { subject: string } }>().message.subject).toBe(
      'Undeliverable: Hi',
    );
    expect((await control('/recipients/bob@example.com')).json<{ copies: unknown[] }>().copies).toHaveLength(1);
    expect((await control('/calls')).json<{ calls: Record<string, Record<string, number>> }>().calls[ALEX]).toMatchObject({
      send: 1,
      'messages.list': 0,
    });
  });

  it('injects faults and refuses unknown ones', async () => {
    expect((await control('/fail-next', { kind: 'nope' })).status).toBe(400);
    expect((await control('/fail-next', { kind: 'throttled', endpoint: 'send', retryAfterSeconds: 4 })).status).toBe(200);
    const { accessToken } = (await control('/tokens', { email: ALEX })).json<{ accessToken: string }>();
    const answer = await graphClient(ms).sendMime(accessToken, mime(ALEX, 'bob@example.com', 'Hi'));
    expect([answer.status, answer.headers['retry-after']]).toEqual([429, '4']);
  });

  it('revokes a grant: the next refresh answers invalid_grant', async () => {
    const { refreshToken } = (await control('/tokens', { email: ALEX })).json<{ refreshToken: string }>();
    await control('/revoke', { email: ALEX, why: 'passwordReset' });
    const body = new URLSearchParams({
      client_id: ms.app.clientId,
      client_secret: ms.app.clientSecret,
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      scope: 'Mail.Send',
    }).toString();
    const answer = await httpsRequest(`${ms.url}/common/oauth2/v2.0/token`, ms.caPem, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    expect(answer.json()).toMatchObject({ error: 'invalid_grant', error_codes: [50173] });
  });
});
