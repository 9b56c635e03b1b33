// Settings' "Connect Outlook" end to end on real PostgreSQL: startOutlookConnection's URL, devstack's Microsoft
// sign-in pages driven over HTTP as a user would, the callback storing the grant, and what Settings then shows
// (mailConnection, mailPermission); Cancel, a school tenant that needs its administrator, a replayed answer, Gmail
// and Outlook replacing each other, Disconnect, and switching tiers both ways (outlook-send-only-switch.test.ts shows
// what the switch to Send only leaves unread).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chooseGoogleAccount, startGoogleStandIn, type GoogleStandIn } from 'devstack/google';
import { signInToMicrosoft, startMicrosoftStandIn, type MicrosoftStandIn } from 'devstack/microsoft';
import {
  MAILBOX_DISCONNECTED,
  OUTLOOK_ALREADY_SEND_ONLY,
  OUTLOOK_CONNECTION_STARTED,
  OUTLOOK_NOT_CONNECTED_FOR_SWITCH,
  OUTLOOK_SWITCHED_TO_SEND_ONLY,
} from 'contracts';
import { startAppWithLogs, type AppWithLogs } from '../../../testkit/http/app-with-logs';
import { googleEnv, TEST_TOKEN_KEYS } from '../../../testkit/env/google-env';
import { microsoftEnv } from '../../../testkit/env/microsoft-env';
import { CookieJar } from '../../../testkit/http/cookie-jar';
import { findGrant } from '../mailbox';

const START = `mutation($detectReplies: Boolean!, $returnTo: String) {
  startOutlookConnection(detectReplies: $detectReplies, returnTo: $returnTo) { success message url }
}`;
const CONNECTION = `{ mailConnection { connected provider address tier needsReconnect } mailPermission { hasPermission } }`;
const GMAIL_START = `mutation { startGoogleAuthFlow(detectReplies: false) { success url } }`;
const DISCONNECT = `mutation { disconnectMailbox { success message } }`;
const SEND_ONLY = `mutation { switchOutlookToSendOnly { success message } }`;

type Started = { success: boolean; message: string; url: string | null };
type Connection = {
  mailConnection: {
    connected: boolean;
    provider: string | null;
    address: string | null;
    tier: string | null;
    needsReconnect: boolean;
  };
  mailPermission: { hasPermission: boolean };
};

describe('connecting Outlook from Settings', () => {
  let ms: MicrosoftStandIn;
  let google: GoogleStandIn;
  let app: AppWithLogs;
  let counter = 0;

  beforeAll(async () => {
    [ms, google] = await Promise.all([startMicrosoftStandIn(), startGoogleStandIn({ port: 0 })]);
    const caFile = path.join(mkdtempSync(path.join(tmpdir(), 'ms-ca-')), 'ca.pem');
    writeFileSync(caFile, ms.caPem);
    app = await startAppWithLogs({ ...googleEnv(google), ...microsoftEnv(ms, caFile), ...TEST_TOKEN_KEYS });
  });
  afterAll(async () => {
    await app.close();
    await Promise.all([ms.close(), google.close()]);
  });
  beforeEach(() => ms.reset());

  const newUser = () => {
    counter += 1;
    return app.signUp('Sam Seeker', `sam.outlook${counter}.${Date.now()}@example.com`);
  };
  const connection = async (jar: CookieJar) => (await app.graphql<Connection>(CONNECTION, undefined, jar)).data!;

  async function start(jar: CookieJar, detectReplies = false, returnTo?: string): Promise<Started> {
    const { data } = await app.graphql<{ startOutlookConnection: Started }>(START, { detectReplies, returnTo }, jar);
    return data!.startOutlookConnection;
  }

  /** Microsoft's pages for `email` (Accept, Cancel or "Return to the application"), then the callback as the browser. */
  async function consent(jar: CookieJar, url: string, email: string, choice: 'accept' | 'cancel' | 'back' = 'accept') {
    const { redirect, page } = await signInToMicrosoft(url, ms.caPem, email, choice);
    if (!redirect) throw new Error(`Microsoft's pages did not redirect back: ${page.slice(0, 200)}`);
    expect(`${redirect.origin}${redirect.pathname}`).toBe(`${app.config.appOrigin}/api/microsoft-grant/callback`);
    const callback = await app.request(`${redirect.pathname}${redirect.search}`, { jar });
    expect(callback.status).toBe(302);
    return { location: callback.headers.get('location'), callbackPath: `${redirect.pathname}${redirect.search}` };
  }

  it('connects a personal Outlook.com mailbox (send only) and Settings shows it', async () => {
    const { jar, userId } = await newUser();
    const started = await start(jar, false, '/dashboard/settings?tab=mail');
    expect(started).toMatchObject({ success: true, message: OUTLOOK_CONNECTION_STARTED });
    const url = new URL(started.url!);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('scope')!.split(' ')).not.toContain('Mail.ReadBasic');

    const { location } = await consent(jar, started.url!, 'sam.seeker@outlook.com');
    expect(location).toBe('/dashboard/settings?tab=mail');
    expect(await connection(jar)).toEqual({
      mailConnection: {
        connected: true,
        provider: 'OUTLOOK',
        address: 'sam.seeker@outlook.com',
        tier: 'SEND_ONLY',
        needsReconnect: false,
      },
      mailPermission: { hasPermission: true },
    });
    const grant = await findGrant(app.db.db, userId);
    expect(grant).toMatchObject({ provider: 'microsoft', address: 'sam.seeker@outlook.com', revokedAt: null });
    expect(grant!.scopes).toContain('Mail.Send');
  });

  it('asks for Mail.ReadBasic when the user chose to detect replies, and says so', async () => {
    const { jar } = await newUser();
    const started = await start(jar, true);
    expect(new URL(started.url!).searchParams.get('scope')!.split(' ')).toContain('Mail.ReadBasic');
    const { location } = await consent(jar, started.url!, 'alex@contoso.com');
    expect(location).toBe('/dashboard/settings');
    expect((await connection(jar)).mailConnection).toMatchObject({
      provider: 'OUTLOOK',
      address: 'alex@contoso.com',
      tier: 'SEND_AND_DETECT_REPLIES',
    });
  });

  it('comes back with reason=consent-refused after Cancel, and nothing is connected', async () => {
    const { jar, userId } = await newUser();
    const { location } = await consent(jar, (await start(jar)).url!, 'sam.seeker@outlook.com', 'cancel');
    expect(location).toBe('/dashboard/settings?error=outlook&reason=consent-refused');
    expect(await findGrant(app.db.db, userId)).toBeUndefined();
    expect((await connection(jar)).mailPermission.hasPermission).toBe(false);
  });

  it('comes back with reason=admin-consent-required for a school tenant where only its administrator may consent', async () => {
    const { jar, userId } = await newUser();
    const { location } = await consent(jar, (await start(jar)).url!, 'jo.student@fabrikam.edu', 'back');
    expect(location).toBe('/dashboard/settings?error=outlook&reason=admin-consent-required');
    expect(await findGrant(app.db.db, userId)).toBeUndefined();
  });

  it('uses an answer once, and only for the user who started it', async () => {
    const first = await newUser();
    const { callbackPath } = await consent(first.jar, (await start(first.jar)).url!, 'sam.seeker@outlook.com', 'cancel');
    const replay = await app.request(callbackPath, { jar: first.jar });
    expect(replay.headers.get('location')).toBe('/dashboard/settings?error=outlook&reason=consent-expired');

    const owner = await newUser();
    const other = await newUser();
    const { redirect } = await signInToMicrosoft((await start(owner.jar)).url!, ms.caPem, 'sam.seeker@outlook.com');
    const stolen = await app.request(`${redirect!.pathname}${redirect!.search}`, { jar: other.jar });
    expect(stolen.headers.get('location')).toBe('/dashboard/settings?error=outlook&reason=consent-expired');
    expect(await findGrant(app.db.db, other.userId)).toBeUndefined();
    expect(await findGrant(app.db.db, owner.userId)).toBeUndefined();
  });

  it('replaces a connected Gmail, and connecting Gmail later replaces the Outlook one', async () => {
    const { jar, userId } = await newUser();
    const gmail = (await app.graphql<{ startGoogleAuthFlow: Started }>(GMAIL_START, undefined, jar)).data!.startGoogleAuthFlow;
    const googleBack = await chooseGoogleAccount(gmail.url!, 'test.user@gmail.com');
    await app.request(`${googleBack.pathname}${googleBack.search}`, { jar });
    expect((await connection(jar)).mailConnection).toMatchObject({ provider: 'GMAIL', address: 'test.user@gmail.com' });

    await consent(jar, (await start(jar)).url!, 'sam.seeker@outlook.com');
    expect((await connection(jar)).mailConnection).toMatchObject({
      connected: true,
      provider: 'OUTLOOK',
      address: 'sam.seeker@outlook.com',
    });

    const again = (await app.graphql<{ startGoogleAuthFlow: Started }>(GMAIL_START, undefined, jar)).data!.startGoogleAuthFlow;
    const googleAgain = await chooseGoogleAccount(again.url!, 'test.user@gmail.com');
    await app.request(`${googleAgain.pathname}${googleAgain.search}`, { jar });
    expect((await connection(jar)).mailConnection).toMatchObject({ connected: true, provider: 'GMAIL' });
    expect(await findGrant(app.db.db, userId)).toMatchObject({ provider: 'google', address: 'test.user@gmail.com' });
  });

  it('disconnects Outlook: its tokens are forgotten and Settings asks for a reconnect', async () => {
    const { jar, userId } = await newUser();
    await consent(jar, (await start(jar)).url!, 'sam.seeker@outlook.com');
    const { data } = await app.graphql<{ disconnectMailbox: { success: boolean; message: string } }>(DISCONNECT, undefined, jar);
    expect(data!.disconnectMailbox).toEqual({ success: true, message: MAILBOX_DISCONNECTED });
    expect(await connection(jar)).toEqual({
      mailConnection: {
        connected: false,
        provider: 'OUTLOOK',
        address: 'sam.seeker@outlook.com',
        tier: 'SEND_ONLY',
        needsReconnect: true,
      },
      mailPermission: { hasPermission: false },
    });
    expect(await findGrant(app.db.db, userId)).toMatchObject({ refreshTokenCiphertext: null, accessToken: null });
  });

  describe('switching tiers', () => {
    const switchToSendOnly = async (jar: CookieJar) =>
      (await app.graphql<{ switchOutlookToSendOnly: { success: boolean; message: string } }>(SEND_ONLY, undefined, jar)).data!
        .switchOutlookToSendOnly;

    it("'Switch to Send + detect replies': Microsoft asks for Mail.ReadBasic, the same mailbox comes back detecting replies", async () => {
      const { jar, userId } = await newUser();
      await consent(jar, (await start(jar)).url!, 'sam.seeker@outlook.com');
      const upgrade = await start(jar, true, '/dashboard/settings');
      const { page, redirect } = await signInToMicrosoft(upgrade.url!, ms.caPem, 'sam.seeker@outlook.com', 'cancel');
      // The consent page asks again because Mail.ReadBasic is new; Cancel there leaves the send-only grant as it was.
      expect(page).toContain('Mail.ReadBasic');
      const refused = await app.request(`${redirect!.pathname}${redirect!.search}`, { jar });
      expect(refused.headers.get('location')).toBe('/dashboard/settings?error=outlook&reason=consent-refused');
      expect((await connection(jar)).mailConnection).toMatchObject({ connected: true, tier: 'SEND_ONLY' });

      const { location } = await consent(jar, (await start(jar, true, '/dashboard/settings')).url!, 'sam.seeker@outlook.com');
      expect(location).toBe('/dashboard/settings');
      expect(await connection(jar)).toEqual({
        mailConnection: {
          connected: true,
          provider: 'OUTLOOK',
          address: 'sam.seeker@outlook.com',
          tier: 'SEND_AND_DETECT_REPLIES',
          needsReconnect: false,
        },
        mailPermission: { hasPermission: true },
      });
      expect((await findGrant(app.db.db, userId))!.scopes).toEqual(expect.arrayContaining(['Mail.Send', 'Mail.ReadBasic']));
    });

    it("'Switch to Send only': the grant stays live without Mail.ReadBasic, and the message says Microsoft still lists it", async () => {
      const { jar, userId } = await newUser();
      await consent(jar, (await start(jar, true)).url!, 'alex@contoso.com');
      expect(await switchToSendOnly(jar)).toEqual({ success: true, message: OUTLOOK_SWITCHED_TO_SEND_ONLY });
      expect(OUTLOOK_SWITCHED_TO_SEND_ONLY).toMatch(/account\.microsoft\.com.*My Apps/);
      expect(await connection(jar)).toEqual({
        mailConnection: {
          connected: true,
          provider: 'OUTLOOK',
          address: 'alex@contoso.com',
          tier: 'SEND_ONLY',
          needsReconnect: false,
        },
        mailPermission: { hasPermission: true },
      });
      const grant = await findGrant(app.db.db, userId);
      expect(grant).toMatchObject({ revokedAt: null, accessToken: null });
      expect(grant!.refreshTokenCiphertext).not.toBeNull();
      expect(grant!.scopes).not.toContain('Mail.ReadBasic');
      expect(await switchToSendOnly(jar)).toEqual({ success: true, message: OUTLOOK_ALREADY_SEND_ONLY });
    });

    it('says plainly that no Outlook is connected: no mailbox, a Gmail one, or a disconnected Outlook', async () => {
      const none = await newUser();
      expect(await switchToSendOnly(none.jar)).toEqual({ success: false, message: OUTLOOK_NOT_CONNECTED_FOR_SWITCH });

      const gmailUser = await newUser();
      const gmail = (await app.graphql<{ startGoogleAuthFlow: Started }>(GMAIL_START, undefined, gmailUser.jar)).data!
        .startGoogleAuthFlow;
      const back = await chooseGoogleAccount(gmail.url!, 'test.user@gmail.com');
      await app.request(`${back.pathname}${back.search}`, { jar: gmailUser.jar });
      const before = await findGrant(app.db.db, gmailUser.userId);
      expect(await switchToSendOnly(gmailUser.jar)).toEqual({ success: false, message: OUTLOOK_NOT_CONNECTED_FOR_SWITCH });
      expect(await findGrant(app.db.db, gmailUser.userId)).toEqual(before);

      const gone = await newUser();
      await consent(gone.jar, (await start(gone.jar, true)).url!, 'sam.seeker@outlook.com');
      await app.graphql(DISCONNECT, undefined, gone.jar);
      expect(await switchToSendOnly(gone.jar)).toEqual({ success: false, message: OUTLOOK_NOT_CONNECTED_FOR_SWITCH });
    });

    it('refuses a visitor without a session', async () => {
      const { errors } = await app.graphql(SEND_ONLY, undefined, new CookieJar());
      expect((errors?.[0] as { extensions?: { code?: string } } | undefined)?.extensions?.code).toBe('UNAUTHENTICATED');
    });
  });
});
