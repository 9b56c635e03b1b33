// Connecting a Microsoft mailbox and keeping its access, against devstack's Microsoft stand-in through the real
// msal-node: the consent pages (Accept, Cancel, a tenant that needs its administrator), the grant stored sealed,
// refresh with the rotated refresh token kept, and a grant Microsoft refuses for good marked revoked.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startMicrosoftStandIn, type MicrosoftStandIn } from 'devstack/microsoft';
import { loadMicrosoftConfig } from '../../config/microsoft.config';
import { createDb, type DbHandle } from '../../db/db.client';
import { createTestDatabase, type TestDatabase } from '../../../testkit/db/test-database';
import { insertUser } from '../../../testkit/db/db-fixtures';
import {
  connectMicrosoftMailbox,
  microsoftConfigFor,
  microsoftEnv,
  MICROSOFT_TEST_RING,
} from '../../../testkit/env/microsoft-env';
import { findGrant, MailAccessError, readRefreshToken, type MailboxAdapter } from '../mailbox';
import { createMicrosoftClients, createMicrosoftMailbox, type MicrosoftClients } from './microsoft-mailbox.adapter';
import { MicrosoftOAuthClient } from './microsoft-oauth.client';
import { createMicrosoftHttps } from './microsoft-https.client';

let ms: MicrosoftStandIn;
let database: TestDatabase;
let handle: DbHandle;
let clients: MicrosoftClients;
let mailbox: MailboxAdapter;

beforeAll(async () => {
  ms = await startMicrosoftStandIn();
  database = await createTestDatabase();
  handle = createDb({ url: database.url, max: 4 });
  // The settings as the api reads them: the MICROSOFT_* variables, the stand-in's CA from its file.
  const caFile = path.join(mkdtempSync(path.join(tmpdir(), 'ms-ca-')), 'ca.pem');
  writeFileSync(caFile, ms.caPem);
  const microsoft = loadMicrosoftConfig(microsoftEnv(ms, caFile));
  clients = createMicrosoftClients(microsoft);
  mailbox = createMicrosoftMailbox({ db: handle.db, config: { tokenEncryption: MICROSOFT_TEST_RING }, microsoft, clients });
});
afterAll(async () => {
  await ms.close();
  await handle.close();
  await database.drop();
});
beforeEach(() => ms.reset());

async function connect(email: string, options: { detect?: boolean; choice?: 'accept' | 'cancel' | 'back' } = {}) {
  const user = await insertUser(handle.db);
  const outcome = await connectMicrosoftMailbox({
    ms,
    oauth: clients.oauth(),
    db: handle.db,
    userId: user.id,
    email,
    ...options,
  });
  return { user, outcome };
}

const now = () => new Date();

describe('connecting a Microsoft mailbox', () => {
  it.each([
    ['send-only', false, ['Mail.Send', 'email', 'offline_access', 'openid', 'profile']],
    ['reply detection', true, ['Mail.ReadBasic', 'Mail.Send', 'email', 'offline_access', 'openid', 'profile']],
  ])('asks for the narrowest scopes (%s), with PKCE S256 and state, on the common authority', async (_tier, detect, scopes) => {
    const url = new URL(
      await clients
        .oauth()
        .consentUrl({ redirectUri: 'http://localhost/cb', state: 'st-9', codeChallenge: 'c'.repeat(43), detect }),
    );
    expect(url.pathname).toBe('/common/oauth2/v2.0/authorize');
    expect(url.searchParams.get('scope')!.split(' ').sort()).toEqual(scopes);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      code_challenge: 'c'.repeat(43),
      code_challenge_method: 'S256',
      state: 'st-9',
      response_type: 'code',
      client_id: ms.app.clientId,
    });
  });

  it('connects a work account for reply detection: Mail.Send and Mail.ReadBasic, its address, the tokens sealed', async () => {
    const { user, outcome } = await connect('alex@contoso.com', { detect: true });
    expect(outcome).toMatchObject({ kind: 'connected', connection: { address: 'alex@contoso.com', tid: ms.tenants()[1]!.id } });
    const grant = await findGrant(handle.db, user.id);
    expect(grant).toMatchObject({ provider: 'microsoft', address: 'alex@contoso.com', revokedAt: null });
    expect(grant!.scopes.sort()).toEqual(['Mail.ReadBasic', 'Mail.Send']);
    expect(mailbox.canReadHeaders(grant!.scopes)).toBe(true);
    const refresh = readRefreshToken(grant!, MICROSOFT_TEST_RING);
    expect(JSON.stringify(grant)).not.toContain(refresh);
    // The consent page listed exactly what we ask for, nothing broader.
    expect(outcome.kind === 'connected' && outcome.connection.scopes).not.toContain('Mail.Read');
  });

  it('connects a personal Outlook.com account send-only: Mail.Send alone, never a read scope', async () => {
    const { user, outcome } = await connect('sam.seeker@outlook.com');
    expect(outcome).toMatchObject({ kind: 'connected', connection: { address: 'sam.seeker@outlook.com' } });
    const grant = await findGrant(handle.db, user.id);
    expect(grant!.scopes).toEqual(['Mail.Send']);
    expect(mailbox.canReadHeaders(grant!.scopes)).toBe(false);
  });

  it('says the user refused when they press Cancel on the consent page, and stores nothing', async () => {
    const work = await connect('alex@contoso.com', { choice: 'cancel' });
    expect(work.outcome).toEqual({ kind: 'consent-refused' });
    expect(await findGrant(handle.db, work.user.id)).toBeUndefined();
    const personal = await connect('sam.seeker@outlook.com', { choice: 'cancel' });
    expect(personal.outcome).toEqual({ kind: 'consent-refused' });
  });

  it("says a school account needs its administrator's approval, and connects once the administrator consented", async () => {
    const student = await connect('jo.student@fabrikam.edu', { choice: 'back' });
    expect(student.outcome).toEqual({ kind: 'admin-consent-required' });
    expect(await findGrant(handle.db, student.user.id)).toBeUndefined();
    ms.grantAdminConsent(ms.tenants()[2]!.id);
    const again = await connect('jo.student@fabrikam.edu');
    expect(again.outcome).toMatchObject({ kind: 'connected', connection: { address: 'jo.student@fabrikam.edu' } });
  });
});

describe('keeping access to a Microsoft mailbox', () => {
  it('uses the cached access token while it lives, refreshes when forced, and keeps the rotated refresh token', async () => {
    const { user } = await connect('alex@contoso.com', { detect: true });
    const grant = (await findGrant(handle.db, user.id))!;
    const first = readRefreshToken(grant, MICROSOFT_TEST_RING);
    const cached = mailbox.cachedAccess({ ...grant, provider: 'microsoft', userId: user.id }, now());
    expect(cached).toMatchObject({ provider: 'microsoft', address: 'alex@contoso.com' });
    expect((await mailbox.access(user.id, { now: now(), forceRefresh: false })).accessToken).toBe(cached!.accessToken);

    const fresh = await mailbox.access(user.id, { now: now(), forceRefresh: true });
    expect(fresh.accessToken).not.toBe(cached!.accessToken);
    expect(fresh.scopes).toEqual(grant.scopes);
    const rotated = readRefreshToken((await findGrant(handle.db, user.id))!, MICROSOFT_TEST_RING);
    expect(rotated).not.toBe(first);
    // The stored one works: a second refresh goes through with it.
    expect((await mailbox.access(user.id, { now: now(), forceRefresh: true })).accessToken).toMatch(/^EwB/);
  });

  it('refreshes with one call to the token endpoint: the OpenID configuration is read once per process', async () => {
    const { user } = await connect('alex@contoso.com');
    const https = createMicrosoftHttps({ caPem: ms.caPem });
    const asked: string[] = [];
    const counting = {
      send: (url: string, init?: Parameters<typeof https.send>[1]) => (asked.push(new URL(url).pathname), https.send(url, init)),
    };
    const oauth = new MicrosoftOAuthClient({
      clientId: ms.app.clientId,
      clientSecret: ms.app.clientSecret,
      loginUrl: ms.url,
      https: counting,
      customCa: true,
    });
    const counted = createMicrosoftMailbox({
      db: handle.db,
      config: { tokenEncryption: MICROSOFT_TEST_RING },
      microsoft: microsoftConfigFor(ms),
      clients: { ...clients, oauth: () => oauth },
    });
    for (let i = 0; i < 3; i += 1) await counted.access(user.id, { now: now(), forceRefresh: true });
    expect(asked).toEqual([
      '/common/v2.0/.well-known/openid-configuration',
      '/common/oauth2/v2.0/token',
      '/common/oauth2/v2.0/token',
      '/common/oauth2/v2.0/token',
    ]);
  });

  it.each([
    ['removes the app from their account', 'consentRemoved'],
    ['resets their password', 'passwordReset'],
  ] as const)('marks the grant revoked when the user %s: grant-unavailable, no further call', async (_what, why) => {
    const { user } = await connect('alex@contoso.com');
    ms.revoke('alex@contoso.com', why);
    const failure = await mailbox.access(user.id, { now: now(), forceRefresh: true }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MailAccessError);
    expect(failure).toMatchObject({ kind: 'grant-unavailable' });
    expect((await findGrant(handle.db, user.id))!.revokedAt).not.toBeNull();
    // A token call now would answer 500 (token-endpoint): the revoked grant is not even tried.
    ms.failNext({ endpoint: 'token', kind: 'serverError' });
    await expect(mailbox.access(user.id, { now: now(), forceRefresh: true })).rejects.toMatchObject({
      kind: 'grant-unavailable',
    });
  });

  it('marks the grant revoked when its refresh token expired from inactivity (AADSTS700082)', async () => {
    const { user } = await connect('sam.seeker@outlook.com');
    ms.expireRefreshTokens('sam.seeker@outlook.com');
    await expect(mailbox.access(user.id, { now: now(), forceRefresh: true })).rejects.toMatchObject({
      kind: 'grant-unavailable',
    });
    expect((await findGrant(handle.db, user.id))!.revokedAt).not.toBeNull();
  });

  it("says the app is refused (the operator's to fix) for a wrong client secret, and keeps the grant", async () => {
    const { user } = await connect('alex@contoso.com');
    const wrong = new MicrosoftOAuthClient({
      clientId: ms.app.clientId,
      clientSecret: 'not-the-secret',
      loginUrl: ms.url,
      https: clients.https,
      customCa: true,
    });
    const refused = createMicrosoftMailbox({
      db: handle.db,
      config: { tokenEncryption: MICROSOFT_TEST_RING },
      microsoft: microsoftConfigFor(ms),
      clients: { ...clients, oauth: () => wrong },
    });
    await expect(refused.access(user.id, { now: now(), forceRefresh: true })).rejects.toMatchObject({ kind: 'client-refused' });
    expect((await findGrant(handle.db, user.id))!.revokedAt).toBeNull();
  });

  it('says the token endpoint failed (try later) on a 5xx or when it cannot be reached, and keeps the grant', async () => {
    const { user } = await connect('alex@contoso.com');
    ms.failNext({ endpoint: 'token', kind: 'serverError' });
    await expect(mailbox.access(user.id, { now: now(), forceRefresh: true })).rejects.toMatchObject({ kind: 'token-endpoint' });

    const unreachable = new MicrosoftOAuthClient({
      clientId: ms.app.clientId,
      clientSecret: ms.app.clientSecret,
      loginUrl: 'https://127.0.0.1:9',
      https: createMicrosoftHttps({ caPem: ms.caPem }),
      customCa: true,
    });
    const offline = createMicrosoftMailbox({
      db: handle.db,
      config: { tokenEncryption: MICROSOFT_TEST_RING },
      microsoft: microsoftConfigFor(ms),
      clients: { ...clients, oauth: () => unreachable },
    });
    await expect(offline.access(user.id, { now: now(), forceRefresh: true })).rejects.toMatchObject({ kind: 'token-endpoint' });
    expect((await findGrant(handle.db, user.id))!.revokedAt).toBeNull();
  });
});
