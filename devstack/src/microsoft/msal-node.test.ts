import { createHash, randomBytes } from 'node:crypto';
import { ConfidentialClientApplication, InteractionRequiredAuthError } from '@azure/msal-node';
import { CONSUMER_TENANT_ID } from './accounts';
import { signIn, trustingNetworkClient } from './https-client.helper';
import { startMicrosoftStandIn, type MicrosoftStandIn } from './microsoft-stand-in';

// The real @azure/msal-node client against the stand-in: authority discovery, PKCE auth code URL, code redemption,
// refresh. The adapter's settings: the stand-in's https authority, knownAuthorities (MSAL's instance discovery
// otherwise asks the real login.microsoftonline.com), and a network client that trusts the stand-in's certificate.

let ms: MicrosoftStandIn;
const REDIRECT = 'http://localhost:8080/api/microsoft/callback';
const SCOPES = ['Mail.Send', 'openid', 'profile', 'email', 'offline_access'];

beforeAll(async () => {
  ms = await startMicrosoftStandIn();
});
afterAll(async () => {
  await ms.close();
});
beforeEach(() => ms.reset());

function client() {
  return new ConfidentialClientApplication({
    auth: {
      clientId: ms.app.clientId,
      clientSecret: ms.app.clientSecret,
      authority: ms.authority('common'),
      knownAuthorities: [new URL(ms.url).host],
    },
    system: { networkClient: trustingNetworkClient(ms.caPem) },
  });
}

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function cachedRefreshToken(cca: ConfidentialClientApplication): string {
  const cache = JSON.parse(cca.getTokenCache().serialize()) as { RefreshToken: Record<string, { secret: string }> };
  return Object.values(cache.RefreshToken)[0]!.secret;
}

async function connect(cca: ConfidentialClientApplication, email: string) {
  const { verifier, challenge } = pkce();
  const url = await cca.getAuthCodeUrl({
    scopes: SCOPES,
    redirectUri: REDIRECT,
    codeChallenge: challenge,
    codeChallengeMethod: 'S256',
    state: 'st-1',
  });
  const { redirect } = await signIn(url, ms.caPem, email);
  expect(redirect?.searchParams.get('state')).toBe('st-1');
  return cca.acquireTokenByCode({
    code: redirect!.searchParams.get('code')!,
    scopes: SCOPES,
    redirectUri: REDIRECT,
    codeVerifier: verifier,
  });
}

describe('@azure/msal-node against the Microsoft stand-in', () => {
  it('refuses an http: authority (authority_uri_insecure): why the stand-in serves HTTPS', async () => {
    const cca = new ConfidentialClientApplication({
      auth: {
        clientId: ms.app.clientId,
        clientSecret: ms.app.clientSecret,
        authority: ms.authority().replace('https:', 'http:'),
        knownAuthorities: [new URL(ms.url).host],
      },
    });
    await expect(cca.getAuthCodeUrl({ scopes: SCOPES, redirectUri: REDIRECT })).rejects.toMatchObject({
      errorCode: 'authority_uri_insecure',
    });
  });

  it('connects a work account with PKCE: Mail.Send granted, the account read from the id_token', async () => {
    const result = await connect(client(), 'alex@contoso.com');
    expect(result.scopes.map((s) => s.toLowerCase())).toEqual(expect.arrayContaining(['mail.send']));
    expect(result.account?.username).toBe('alex@contoso.com');
    expect(result.idTokenClaims).toMatchObject({
      preferred_username: 'alex@contoso.com',
      email: 'alex@contoso.com',
      tid: ms.tenants()[1]!.id,
    });
    expect(result.accessToken).toMatch(/^EwB/);
  });

  it('connects a personal Outlook.com account in the consumer tenant', async () => {
    const result = await connect(client(), 'sam.seeker@outlook.com');
    expect(result.idTokenClaims).toMatchObject({ tid: CONSUMER_TENANT_ID, preferred_username: 'sam.seeker@outlook.com' });
  });

  it('refreshes with acquireTokenByRefreshToken and gets a new refresh token each time (rotation)', async () => {
    const cca = client();
    await connect(cca, 'alex@contoso.com');
    const first = cachedRefreshToken(cca);
    const refreshed = await cca.acquireTokenByRefreshToken({ refreshToken: first, scopes: ['Mail.Send'] });
    expect(refreshed?.accessToken).toMatch(/^EwB/);
    expect(cachedRefreshToken(cca)).not.toBe(first);
  });

  it('works with the sign-in pages on plain HTTP (browserPort) while the authority stays HTTPS', async () => {
    const split = await startMicrosoftStandIn({ browserPort: 0 });
    try {
      const cca = new ConfidentialClientApplication({
        auth: {
          clientId: split.app.clientId,
          clientSecret: split.app.clientSecret,
          authority: split.authority(),
          knownAuthorities: [new URL(split.url).host],
        },
        system: { networkClient: trustingNetworkClient(split.caPem) },
      });
      const { verifier, challenge } = pkce();
      const url = await cca.getAuthCodeUrl({
        scopes: SCOPES,
        redirectUri: REDIRECT,
        codeChallenge: challenge,
        codeChallengeMethod: 'S256',
      });
      expect(url.startsWith(`${split.browserUrl}/common/oauth2/v2.0/authorize?`)).toBe(true);
      expect(split.browserUrl).toMatch(/^http:\/\//);
      const picker = await fetch(url);
      const href = /data-email="alex@contoso\.com" href="([^"]+)"/.exec(await picker.text())![1]!.replace(/&amp;/g, '&');
      const consent = await (await fetch(split.browserUrl + href)).text();
      const accept = /class="primary accept" href="([^"]+)"/.exec(consent)![1]!.replace(/&amp;/g, '&');
      const done = await fetch(split.browserUrl + accept, { redirect: 'manual' });
      const code = new URL(done.headers.get('location')!).searchParams.get('code')!;
      const result = await cca.acquireTokenByCode({ code, scopes: SCOPES, redirectUri: REDIRECT, codeVerifier: verifier });
      expect(result.account?.username).toBe('alex@contoso.com');
      expect((await fetch(`${split.browserUrl}/common/oauth2/v2.0/token`, { method: 'POST' })).status).toBe(404);
    } finally {
      await split.close();
    }
  });

  it('gives an InteractionRequiredAuthError (AADSTS65001) once the user removed the app', async () => {
    const cca = client();
    await connect(cca, 'alex@contoso.com');
    ms.revoke('alex@contoso.com');
    const failure = await cca
      .acquireTokenByRefreshToken({ refreshToken: cachedRefreshToken(cca), scopes: ['Mail.Send'] })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(InteractionRequiredAuthError);
    expect((failure as InteractionRequiredAuthError).errorMessage).toContain('AADSTS65001');
  });
});
