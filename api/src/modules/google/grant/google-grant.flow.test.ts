// The Gmail authorization end to end: startGoogleAuthFlow -> Google's consent (devstack stand-in, played by
// chooseGoogleAccount) -> /api/google-grant/callback -> encrypted grant -> mailPermission and fresh access tokens.
import { eq, sql } from 'drizzle-orm';
import { chooseGoogleAccount, startGoogleStandIn, type GoogleStandIn } from 'devstack/google';
import { GMAIL_SEND_SCOPE, SETTINGS_ROUTE, RECONNECT_GMAIL_TO_RESUME } from 'contracts';
import { campaignEmails, mailGrants, sequenceSteps } from '../../../db/schema';
import { insertCampaign, insertContact } from '../../../../testkit/db/db-fixtures';
import { scheduleSequenceForContact } from '../../delivery';
import { startAppWithLogs, type AppWithLogs } from '../../../../testkit/http/app-with-logs';
import { googleEnv, TEST_TOKEN_KEYS } from '../../../../testkit/env/google-env';
import { getGmailAccess } from './gmail-access.service';
import { googleOAuthClient } from '../google-clients.factory';
import { createGoogleGrantReceiver } from './google-grant.receiver';
import { findGrant, readRefreshToken, rotateGrantKeys } from '../../mailbox';
import { GMAIL_METADATA_SCOPE } from './google-scopes.constants';
import type { CookieJar } from '../../../../testkit/http/cookie-jar';

const START = `mutation { startGoogleAuthFlow { success message url } }`;
const START_WITH = `mutation($returnTo: String, $detectReplies: Boolean) {
  startGoogleAuthFlow(returnTo: $returnTo, detectReplies: $detectReplies) { success message url }
}`;
const PERMISSION = `{ mailPermission { hasPermission message } }`;
type Started = { startGoogleAuthFlow: { success: boolean; message: string; url: string | null } };
type Permission = { mailPermission: { hasPermission: boolean; message: string } };

describe('Gmail authorization (startGoogleAuthFlow + callback)', () => {
  let google: GoogleStandIn;
  let app: AppWithLogs;
  let counter = 0;

  beforeAll(async () => {
    google = await startGoogleStandIn({ port: 0 });
    app = await startAppWithLogs({ ...googleEnv(google), ...TEST_TOKEN_KEYS });
  });
  afterAll(async () => {
    await app.close();
    await google.close();
  });

  const newUser = async () => {
    counter += 1;
    return app.signUp('Grace Hopper', `grace${counter}.${Date.now()}@example.com`);
  };

  /** Runs the consent for `email` from a started flow's URL; returns the callback path with its query. */
  const consent = async (url: string, email = 'test.user@gmail.com') => {
    const redirect = await chooseGoogleAccount(url, email);
    expect(redirect.pathname).toBe('/api/google-grant/callback');
    return `${redirect.pathname}${redirect.search}`;
  };

  const startFlow = async (jar: CookieJar) => {
    const { data } = await app.graphql<Started>(START, undefined, jar);
    expect(data!.startGoogleAuthFlow).toMatchObject({ success: true, message: 'Google Mail authorization started' });
    return data!.startGoogleAuthFlow.url!;
  };

  it('asks Google for gmail.send with offline access and a PKCE-protected state, then stores the grant', async () => {
    const { jar, userId } = await newUser();
    const before = await app.graphql<Permission>(PERMISSION, undefined, jar);
    expect(before.data!.mailPermission).toEqual({
      hasPermission: false,
      message: 'You need to grant Gmail access to schedule emails.',
    });

    const url = new URL(await startFlow(jar));
    expect(`${url.origin}${url.pathname}`).toBe(`${google.url}/o/oauth2/v2/auth`);
    expect(url.searchParams.get('scope')!.split(' ')).toEqual(['openid', 'email', GMAIL_SEND_SCOPE]);
    expect(url.searchParams.get('access_type')).toBe('offline');
    // 'Send only' asks for exactly gmail.send: no earlier grant is folded in (the upgrade to detection is incremental).
    expect(url.searchParams.get('include_granted_scopes')).toBe('false');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(url.searchParams.get('redirect_uri')).toBe(`${app.config.appOrigin}/api/google-grant/callback`);

    const callback = await app.request(await consent(url.toString()), { jar });
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe(SETTINGS_ROUTE);

    const after = await app.graphql<Permission>(PERMISSION, undefined, jar);
    expect(after.data!.mailPermission).toEqual({ hasPermission: true, message: 'Gmail permission granted' });

    const grant = (await findGrant(app.db.db, userId))!;
    expect(grant).toMatchObject({ provider: 'google', address: 'test.user@gmail.com', keyId: 'k1', revokedAt: null });
    expect(grant.scopes).toEqual(expect.arrayContaining(['openid', 'email', GMAIL_SEND_SCOPE]));
    const refreshToken = readRefreshToken(grant, app.config.tokenEncryption);
    expect(refreshToken).toMatch(/^1\/\/0g/);
    // Only ciphertext is stored: neither the refresh token nor the cached access token is readable in the row.
    const row = JSON.stringify(await app.db.db.select().from(mailGrants).where(eq(mailGrants.userId, userId)));
    expect(row).not.toContain(refreshToken);
    expect(row).not.toContain('ya29.');

    // The stored refresh token works at Google.
    const access = await getGmailAccess(
      { db: app.db.db, ring: app.config.tokenEncryption, oauth: googleOAuthClient(app.config) },
      userId,
      { forceRefresh: true },
    );
    expect(access).toMatchObject({ address: 'test.user@gmail.com', accessToken: expect.stringMatching(/^ya29\./) });

    // Tokens never reach the logs or an API response.
    const everything = app.logs.join('\n') + after.raw + before.raw;
    expect(everything).not.toContain(refreshToken);
    expect(everything).not.toContain(access.accessToken);
    expect(app.logs.join('\n')).toContain('Gmail authorization stored');
  });

  it('refuses a consent where the user unticked gmail.send: nothing stored, the grant revoked at Google, the page told why', async () => {
    const { jar, userId } = await newUser();
    const email = `granular.${Date.now()}@gmail.com`;
    google.addAccount({ email, name: 'Granular User' });
    const redirect = await chooseGoogleAccount(await startFlow(jar), email, { grantScopes: [] });
    const callback = await app.request(`${redirect.pathname}${redirect.search}`, { jar });
    expect(callback.headers.get('location')).toBe(`${SETTINGS_ROUTE}?error=gmail&reason=gmail-send-missing`);
    expect(await findGrant(app.db.db, userId)).toBeUndefined();
    // Revoked already: no live grant of that account is left at Google.
    expect(google.revokeAccount(email)).toBe(0);
  });

  it("refuses a callback in another user's session (login CSRF) and a replayed state", async () => {
    const victim = await newUser();
    const attacker = await newUser();
    const callbackPath = await consent(await startFlow(attacker.jar));

    const forged = await app.request(callbackPath, { jar: victim.jar });
    expect(forged.status).toBe(302);
    expect(forged.headers.get('location')).toBe(`${SETTINGS_ROUTE}?error=gmail`);
    expect(await findGrant(app.db.db, victim.userId)).toBeUndefined();

    // The state was used up by that attempt: even its owner cannot replay it.
    const replay = await app.request(callbackPath, { jar: attacker.jar });
    expect(replay.headers.get('location')).toBe(`${SETTINGS_ROUTE}?error=gmail`);
    expect(await findGrant(app.db.db, attacker.userId)).toBeUndefined();

    const unknownState = await app.request('/api/google-grant/callback?state=made-up&code=x', { jar: attacker.jar });
    expect(unknownState.headers.get('location')).toBe(`${SETTINGS_ROUTE}?error=gmail`);
  });

  it('sends a signed-out browser to /login and reports a denied consent on the return route', async () => {
    const signedOut = await app.request('/api/google-grant/callback?state=x&code=y');
    expect(signedOut.headers.get('location')).toBe('/login');

    const { jar, userId } = await newUser();
    const authorize = await app.request('/api/google-grant/authorize?returnTo=/dashboard/campaigns/7', { jar });
    expect(authorize.status).toBe(302);
    const state = new URL(authorize.headers.get('location')!).searchParams.get('state')!;
    const denied = await app.request(`/api/google-grant/callback?state=${state}&error=access_denied`, { jar });
    expect(denied.headers.get('location')).toBe('/dashboard/campaigns/7?error=gmail');
    expect(await findGrant(app.db.db, userId)).toBeUndefined();
  });

  it('startGoogleAuthFlow comes back to the page the user left, and asks for headers only when told to', async () => {
    const { jar } = await newUser();
    const returnTo = '/dashboard/chats?campaignId=12&autoCreate=true';
    const { data } = await app.graphql<Started>(START_WITH, { returnTo, detectReplies: true }, jar);
    const url = new URL(data!.startGoogleAuthFlow.url!);
    expect(url.searchParams.get('scope')!.split(' ')).toEqual(expect.arrayContaining([GMAIL_SEND_SCOPE, GMAIL_METADATA_SCOPE]));
    expect(url.searchParams.get('include_granted_scopes')).toBe('true');
    const callback = await app.request(await consent(url.toString()), { jar });
    expect(callback.headers.get('location')).toBe(returnTo);

    const offSite = await app.graphql<Started>(START_WITH, { returnTo: 'https://evil.example/x' }, jar);
    const offSiteUrl = new URL(offSite.data!.startGoogleAuthFlow.url!);
    expect(offSiteUrl.searchParams.get('scope')).not.toContain(GMAIL_METADATA_SCOPE);
    const back = await app.request(await consent(offSiteUrl.toString()), { jar });
    expect(back.headers.get('location')).toBe(SETTINGS_ROUTE);
  });

  it('never redirects off-site, whatever returnTo says', async () => {
    const { jar } = await newUser();
    for (const returnTo of ['https://evil.example/x', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      const authorize = await app.request(`/api/google-grant/authorize?returnTo=${encodeURIComponent(returnTo)}`, { jar });
      const callback = await app.request(await consent(authorize.headers.get('location')!), { jar });
      expect(callback.headers.get('location')).toBe(SETTINGS_ROUTE);
    }
  });

  it("adds gmail.metadata for 'Detect replies automatically'", async () => {
    const { jar, userId } = await newUser();
    const authorize = await app.request('/api/google-grant/authorize?detectReplies=true', { jar });
    const url = new URL(authorize.headers.get('location')!);
    expect(url.searchParams.get('scope')!.split(' ')).toContain(GMAIL_METADATA_SCOPE);
    await app.request(await consent(url.toString(), 'alex@gmail.com'), { jar });
    const grant = (await findGrant(app.db.db, userId))!;
    expect(grant.address).toBe('alex@gmail.com');
    expect(grant.scopes).toEqual(expect.arrayContaining([GMAIL_SEND_SCOPE, GMAIL_METADATA_SCOPE]));
  });

  it('marks the grant revoked when Google says invalid_grant, and mailPermission follows', async () => {
    const { jar, userId } = await newUser();
    await app.request(await consent(await startFlow(jar), 'test.user@gmail.com'), { jar });
    google.revokeAccount('test.user@gmail.com');
    await expect(
      getGmailAccess({ db: app.db.db, ring: app.config.tokenEncryption, oauth: googleOAuthClient(app.config) }, userId, {
        forceRefresh: true,
      }),
    ).rejects.toMatchObject({ name: 'GrantUnavailableError', reason: 'revoked' });
    const permission = await app.graphql<Permission>(PERMISSION, undefined, jar);
    expect(permission.data!.mailPermission.hasPermission).toBe(false);
  });

  it('stores a grant handed over by the auth service (sign-in/social with the send scope), encrypted', async () => {
    const { jar, userId } = await newUser();
    const tokens = google.issueTokens({ email: 'test.user@gmail.com', scopes: ['openid', 'email', GMAIL_SEND_SCOPE] });
    const receiver = createGoogleGrantReceiver({ db: app.db.db, config: app.config });
    await receiver.saveGrant({
      userId,
      googleEmail: 'Test.User@gmail.com',
      googleSub: '1',
      scopes: ['openid', 'email', GMAIL_SEND_SCOPE],
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      expiresInSeconds: 3599,
    });
    const grant = (await findGrant(app.db.db, userId))!;
    expect(grant.address).toBe('test.user@gmail.com');
    expect(readRefreshToken(grant, app.config.tokenEncryption)).toBe(tokens.refreshToken);
    expect(JSON.stringify(grant)).not.toContain(tokens.refreshToken!);
    expect((await app.graphql<Permission>(PERMISSION, undefined, jar)).data!.mailPermission.hasPermission).toBe(true);

    // A sign-in consent where the user unticked gmail.send: refused, and revoked at Google.
    const unticked = `unticked.${Date.now()}@gmail.com`;
    const refused = google.issueTokens({ email: unticked, scopes: ['openid', 'email'] });
    await expect(
      receiver.saveGrant({
        userId,
        googleEmail: unticked,
        googleSub: '2',
        scopes: ['openid', 'email'],
        accessToken: refused.accessToken,
        refreshToken: refused.refreshToken,
        expiresInSeconds: 1,
      }),
    ).rejects.toThrow('gmail.send');
    expect(google.revokeAccount(unticked)).toBe(0);
  });

  it('rotates keys: grants sealed with the old key still work, and are re-sealed with the active one', async () => {
    const { jar, userId } = await newUser();
    await app.request(await consent(await startFlow(jar)), { jar });
    const sealedWithK1 = (await findGrant(app.db.db, userId))!;
    expect(sealedWithK1.keyId).toBe('k1');
    const rotatedRing = { keys: app.config.tokenEncryption.keys, activeKeyId: 'k2' };
    const before = readRefreshToken(sealedWithK1, rotatedRing);

    expect(await rotateGrantKeys(app.db.db, rotatedRing)).toBeGreaterThanOrEqual(1);
    const sealedWithK2 = (await findGrant(app.db.db, userId))!;
    expect(sealedWithK2.keyId).toBe('k2');
    expect(sealedWithK2.refreshTokenCiphertext).not.toBe(sealedWithK1.refreshTokenCiphertext);
    expect(readRefreshToken(sealedWithK2, { keys: rotatedRing.keys.filter((key) => key.id === 'k2'), activeKeyId: 'k2' })).toBe(
      before,
    );
  });

  it("resumes the emails that waited with 'Reconnect Gmail to resume' as soon as the callback stores the grant", async () => {
    const { jar, userId } = await newUser();
    const campaign = await insertCampaign(app.db.db, userId, { timezone: 'America/New_York' });
    await app.db.db.insert(sequenceSteps).values({ campaignId: campaign.id, position: 1, subject: 'Hi', body: 'Hello' });
    const contact = await insertContact(app.db.db, campaign);
    const { campaignEmailId } = await scheduleSequenceForContact(app.db.db, {
      userId,
      campaignId: campaign.id,
      contactId: contact.id,
    });
    // As the engine leaves it without a grant: no job, a message for the user.
    await app.db.db.execute(sql`DELETE FROM agenda_jobs WHERE (data ->> 'campaignEmailId')::integer = ${campaignEmailId}`);
    await app.db.db
      .update(campaignEmails)
      .set({ errorMessage: RECONNECT_GMAIL_TO_RESUME })
      .where(eq(campaignEmails.id, campaignEmailId));

    await app.request(await consent(await startFlow(jar)), { jar });
    const [email] = await app.db.db.select().from(campaignEmails).where(eq(campaignEmails.id, campaignEmailId));
    expect(email!.errorMessage).toBeNull();
    const jobs = await app.db.db.execute(
      sql`SELECT 1 FROM agenda_jobs WHERE (data ->> 'campaignEmailId')::integer = ${campaignEmailId} AND next_run_at IS NOT NULL`,
    );
    expect(jobs.rows).toHaveLength(1);
  });

  it('answers success false when Google OAuth is not configured', async () => {
    const unconfigured = await startAppWithLogs({ GOOGLE_CLIENT_ID: '', GOOGLE_CLIENT_SECRET: '' });
    try {
      const { jar } = await unconfigured.signUp('Ada', `ada.${Date.now()}@example.com`);
      const { data } = await unconfigured.graphql<Started>(START, undefined, jar);
      expect(data!.startGoogleAuthFlow).toEqual({
        success: false,
        message: 'Failed to start Google Mail authorization flow',
        url: null,
      });
    } finally {
      await unconfigured.close();
    }
  });
});
