import { CONSUMER_TENANT_ID } from './accounts';
import { httpsRequest, signIn } from './https-client.helper';
import { identityClient } from './identity.test-helper';
import { startMicrosoftStandIn, type MicrosoftStandIn } from './microsoft-stand-in';

let ms: MicrosoftStandIn;
const { authorizeUrl, codeFor } = identityClient(() => ms);

beforeAll(async () => {
  ms = await startMicrosoftStandIn();
});
afterAll(async () => ms.close());
beforeEach(() => ms.reset());

describe('identity platform: discovery', () => {
  it.each([
    ['common', '{tenantid}'],
    ['organizations', '{tenantid}'],
    ['consumers', CONSUMER_TENANT_ID],
  ])('serves %s openid-configuration with the v2.0 endpoints and issuer', async (tenant, issuerTenant) => {
    const config = (await httpsRequest(`${ms.url}/${tenant}/v2.0/.well-known/openid-configuration`, ms.caPem)).json();
    expect(config.issuer).toBe(`${ms.url}/${issuerTenant}/v2.0`);
    expect(config.token_endpoint).toBe(`${ms.url}/${tenant}/oauth2/v2.0/token`);
    expect(config.authorization_endpoint).toBe(`${ms.url}/${tenant}/oauth2/v2.0/authorize`);
  });

  it('answers instance discovery with its own host as the only alias', async () => {
    const answer = (
      await httpsRequest(`${ms.url}/common/discovery/instance?api-version=1.1&authorization_endpoint=x`, ms.caPem)
    ).json();
    expect(answer.metadata).toEqual([expect.objectContaining({ aliases: [new URL(ms.url).host] })]);
  });

  it('serves only HTTPS, with its certificate at /__control/ca.pem', async () => {
    const pem = await httpsRequest(`${ms.url}/__control/ca.pem`, ms.caPem);
    expect(pem.text).toBe(ms.caPem);
    expect(pem.text).toContain('BEGIN CERTIFICATE');
    await expect(fetch(ms.url.replace('https:', 'http:') + '/common/v2.0/.well-known/openid-configuration')).rejects.toThrow();
  });
});

describe('identity platform: sign-in and consent', () => {
  it('lists personal accounts under consumers and work accounts under organizations', async () => {
    const personal = (await httpsRequest(authorizeUrl('consumers'), ms.caPem)).text;
    const work = (await httpsRequest(authorizeUrl('organizations'), ms.caPem)).text;
    expect(personal).toContain('sam.seeker@outlook.com');
    expect(personal).not.toContain('alex@contoso.com');
    expect(work).toContain('alex@contoso.com');
    expect(work).not.toContain('sam.seeker@outlook.com');
  });

  it('shows the asked scopes on the consent page', async () => {
    const { page } = await signIn(
      authorizeUrl('common', 'Mail.Send Mail.ReadBasic offline_access openid'),
      ms.caPem,
      'alex@contoso.com',
      'cancel',
    );
    expect(page).toContain('Permissions requested');
    expect(page).toContain('data-scope="Mail.Send"');
    expect(page).toContain('data-scope="Mail.ReadBasic"');
  });

  it('answers Cancel with access_denied: AADSTS65004 and error_subcode=cancel for a work account', async () => {
    const { redirect } = await signIn(authorizeUrl(), ms.caPem, 'alex@contoso.com', 'cancel');
    expect(redirect?.searchParams.get('error')).toBe('access_denied');
    expect(redirect?.searchParams.get('error_subcode')).toBe('cancel');
    expect(redirect?.searchParams.get('error_description')).toMatch(/^AADSTS65004: User declined to consent/);
    expect(redirect?.searchParams.get('state')).toBe('st');
  });

  it("answers Cancel with Microsoft account's access_denied wording for a personal account", async () => {
    const { redirect } = await signIn(authorizeUrl(), ms.caPem, 'sam.seeker@outlook.com', 'cancel');
    expect(redirect?.searchParams.get('error')).toBe('access_denied');
    expect(redirect?.searchParams.get('error_description')).toBe(
      'The user has denied access to the scope requested by the client application.',
    );
  });

  it('stops a student of the admin-consent tenant at "Need admin approval" (AADSTS90094), consent_required back', async () => {
    const { page, redirect } = await signIn(authorizeUrl(), ms.caPem, 'jo.student@fabrikam.edu', 'back');
    expect(page).toContain('Need admin approval');
    expect(page).toContain('AADSTS90094');
    expect(redirect?.searchParams.get('error')).toBe('consent_required');
    expect(redirect?.searchParams.get('error_description')).toMatch(/^AADSTS65001: The user or administrator has not consented/);
  });

  it('lets the student through once the admin consented for the tenant', async () => {
    ms.grantAdminConsent(ms.tenants()[2]!.id);
    const { redirect } = await signIn(authorizeUrl(), ms.caPem, 'jo.student@fabrikam.edu');
    expect(redirect?.searchParams.get('code')).toBeTruthy();
  });

  it('skips the consent page for scopes already consented, unless prompt=consent', async () => {
    await codeFor('alex@contoso.com');
    const again = await signIn(authorizeUrl(), ms.caPem, 'alex@contoso.com');
    expect(again.page).toBe('');
    expect(again.redirect?.searchParams.get('code')).toBeTruthy();
    const forced = await signIn(authorizeUrl('common', undefined, { prompt: 'consent' }), ms.caPem, 'alex@contoso.com');
    expect(forced.page).toContain('Permissions requested');
  });

  it('answers prompt=none with login_required (AADSTS50058): the stand-in keeps no browser session', async () => {
    const answer = await httpsRequest(authorizeUrl('common', undefined, { prompt: 'none' }), ms.caPem);
    expect(new URL(answer.headers.location!).searchParams.get('error')).toBe('login_required');
  });
});
