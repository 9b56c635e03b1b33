import { httpsRequest } from './https-client.helper';
import { identityClient } from './identity.test-helper';
import { startMicrosoftStandIn, type MicrosoftStandIn } from './microsoft-stand-in';

let ms: MicrosoftStandIn;
const { token, codeFor, redeem, claims } = identityClient(() => ms);

beforeAll(async () => {
  ms = await startMicrosoftStandIn();
});
afterAll(async () => ms.close());
beforeEach(() => ms.reset());

describe('identity platform: token endpoint', () => {
  it('grants exactly the asked scopes and an id_token with oid, tid, preferred_username and email', async () => {
    const answer = (
      await redeem(await codeFor('alex@contoso.com', 'Mail.Send Mail.ReadBasic offline_access openid profile email'))
    ).json();
    expect(answer.scope).toBe('Mail.Send Mail.ReadBasic openid profile email');
    expect(answer.refresh_token).toBeTruthy();
    expect(claims(answer.id_token as string)).toMatchObject({
      tid: ms.tenants()[1]!.id,
      preferred_username: 'alex@contoso.com',
      email: 'alex@contoso.com',
      oid: expect.any(String),
    });
    expect(answer.expires_in).toBeGreaterThanOrEqual(3599);
  });

  it("puts a work account's mail attribute in email with xms_edov, and gives a personal account no xms_edov", async () => {
    const signIn = 'openid profile email';
    expect(claims((await redeem(await codeFor('alex@contoso.com', signIn))).json().id_token as string)).toMatchObject({
      email: 'alex@contoso.com',
      xms_edov: true,
    });
    // The nOAuth case: a tenant sets a user's mail to an address whose domain it does not own.
    ms.addAccount({ email: 'mallory@contoso.com', mail: 'Victim@Example.org', mailDomainVerified: false });
    const spoofed = claims((await redeem(await codeFor('mallory@contoso.com', signIn))).json().id_token as string);
    expect(spoofed).toMatchObject({ preferred_username: 'mallory@contoso.com', email: 'victim@example.org', xms_edov: false });
    const personal = claims((await redeem(await codeFor('sam.seeker@outlook.com', signIn))).json().id_token as string);
    expect(personal).toMatchObject({ email: 'sam.seeker@outlook.com', preferred_username: 'sam.seeker@outlook.com' });
    expect(personal).not.toHaveProperty('xms_edov');
  });

  it('requires the PKCE code_verifier and checks it (S256)', async () => {
    const code = await codeFor('alex@contoso.com');
    expect((await redeem(code, null)).json()).toMatchObject({ error: 'invalid_grant', error_codes: [50148] });
    const wrong = await redeem(code, 'w'.repeat(50));
    expect(wrong.status).toBe(400);
    expect(wrong.json().error_description).toMatch(/^AADSTS501481:/);
  });

  it('redeems a code once (AADSTS54005) and refuses an expired one (AADSTS70008)', async () => {
    const code = await codeFor('alex@contoso.com');
    expect((await redeem(code)).status).toBe(200);
    expect((await redeem(code)).json()).toMatchObject({ error: 'invalid_grant', error_codes: [54005] });
    const late = await codeFor('alex@contoso.com');
    ms.expireCodes();
    expect((await redeem(late)).json()).toMatchObject({ error: 'invalid_grant', error_codes: [70008] });
  });

  it('refuses a wrong client secret with 401 invalid_client (AADSTS7000215)', async () => {
    const answer = await token({ grant_type: 'refresh_token', refresh_token: 'x', client_secret: 'wrong' });
    expect(answer.status).toBe(401);
    expect(answer.json()).toMatchObject({ error: 'invalid_client', error_codes: [7000215] });
  });

  it('rotates refresh tokens; the old one still works until it expires', async () => {
    const first = (await redeem(await codeFor('alex@contoso.com'))).json().refresh_token as string;
    const second = (await token({ grant_type: 'refresh_token', refresh_token: first, scope: 'Mail.Send offline_access' })).json();
    expect(second.refresh_token).toBeTruthy();
    expect(second.refresh_token).not.toBe(first);
    expect((await token({ grant_type: 'refresh_token', refresh_token: first, scope: 'Mail.Send' })).status).toBe(200);
  });

  it('answers invalid_grant with the AADSTS code of each way a grant ends', async () => {
    const refresh = (await redeem(await codeFor('alex@contoso.com'))).json().refresh_token as string;
    const again = () => token({ grant_type: 'refresh_token', refresh_token: refresh, scope: 'Mail.Send' }).then((a) => a.json());
    ms.expireRefreshTokens('alex@contoso.com');
    expect(await again()).toMatchObject({ error: 'invalid_grant', error_codes: [700082] });
    ms.revoke('alex@contoso.com', 'passwordReset');
    expect(await again()).toMatchObject({ error: 'invalid_grant', error_codes: [50173] });
  });

  it('after the user removes the app: refresh answers AADSTS65001 consent_required, the access token lives on', async () => {
    const answer = (await redeem(await codeFor('alex@contoso.com'))).json();
    ms.revoke('alex@contoso.com');
    const refreshed = await token({
      grant_type: 'refresh_token',
      refresh_token: answer.refresh_token as string,
      scope: 'Mail.Send',
    });
    expect(refreshed.json()).toMatchObject({ error: 'invalid_grant', error_codes: [65001], suberror: 'consent_required' });
    const mime = Buffer.from('From: alex@contoso.com\r\nTo: b@example.com\r\nSubject: s\r\n\r\nx').toString('base64');
    const send = await httpsRequest(`${ms.url}/v1.0/me/sendMail`, ms.caPem, {
      method: 'POST',
      headers: { authorization: `Bearer ${answer.access_token as string}`, 'content-type': 'text/plain' },
      body: mime,
    });
    expect(send.status).toBe(202);
  });
});
