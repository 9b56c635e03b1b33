// Settings › Email Permissions through GraphQL against the devstack Google stand-in: the tier the user chose,
// going back to 'Send only' (token revoked at Google, reply polling stopped, a send-only consent) and
// 'Disconnect' (scheduled follow-ups wait with 'Reconnect Gmail to resume' until the user reconnects).
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { chooseGoogleAccount, startGoogleStandIn, type GoogleStandIn } from 'devstack/google';
import {
  FAILED_TO_DISCONNECT_GMAIL,
  FAILED_TO_SWITCH_GMAIL_TIER,
  GMAIL_DISCONNECTED,
  GMAIL_SEND_SCOPE,
  RECONNECT_GMAIL_TO_RESUME,
  SIGN_IN_REQUIRED,
} from 'contracts';
import { campaignEmails, sequenceSteps } from '../../../db/schema';
import { insertCampaign, insertContact } from '../../../../testkit/db/db-fixtures';
import { startAppWithLogs, type AppWithLogs } from '../../../../testkit/http/app-with-logs';
import { googleEnv, TEST_TOKEN_KEYS } from '../../../../testkit/env/google-env';
import { CookieJar } from '../../../../testkit/http/cookie-jar';
import { deliverySettingsFrom, pollReplies, scheduleSequenceForContact } from '../../delivery';
import { createConfiguredEngine } from '../../mail-providers';
import { zoneInsideWindow } from '../../../../testkit/delivery/zones';
import { createGoogleClients } from '../google-clients.factory';
import { createGoogleMailbox } from '../google-mailbox.adapter';
import { findGrant, readRefreshToken } from '../../mailbox';
import { GMAIL_METADATA_SCOPE } from './google-scopes.constants';

const CONNECTION = `{ gmailConnection { connected googleEmail tier needsReconnect } }`;
const START = `mutation($returnTo: String, $detectReplies: Boolean) {
  startGoogleAuthFlow(returnTo: $returnTo, detectReplies: $detectReplies) { success message url }
}`;
const DOWNGRADE = `mutation($returnTo: String) { downgradeGmailToSendOnly(returnTo: $returnTo) { success message url } }`;
const DISCONNECT = `mutation { disconnectGmail { success message } }`;

type Connection = {
  gmailConnection: { connected: boolean; googleEmail: string | null; tier: string | null; needsReconnect: boolean };
};
type Started = { success: boolean; message: string; url: string | null };

describe('Gmail connection: tier, send-only downgrade and disconnect', () => {
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

  const newUser = () => {
    counter += 1;
    return app.signUp('Grace Hopper', `grace.tiers${counter}.${Date.now()}@example.com`);
  };

  const connection = async (jar: CookieJar) => (await app.graphql<Connection>(CONNECTION, undefined, jar)).data!.gmailConnection;

  /** Plays Google's consent for `url` and follows the callback; answers where the browser lands. */
  const consent = async (jar: CookieJar, url: string) => {
    const redirect = await chooseGoogleAccount(url, 'test.user@gmail.com');
    const callback = await app.request(`${redirect.pathname}${redirect.search}`, { jar });
    return callback.headers.get('location');
  };

  const connect = async (jar: CookieJar, detectReplies: boolean, returnTo = '/dashboard/settings') => {
    const { data } = await app.graphql<{ startGoogleAuthFlow: Started }>(START, { returnTo, detectReplies }, jar);
    return consent(jar, data!.startGoogleAuthFlow.url!);
  };

  /** Google's token endpoint on a refresh token: whether Google still honours it. */
  const refreshAtGoogle = async (refreshToken: string) => {
    const response = await fetch(`${google.url}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: google.client.clientId,
        client_secret: google.client.clientSecret,
      }).toString(),
    });
    return { status: response.status, body: (await response.json()) as { error?: string } };
  };

  it('answers not connected before any consent, then the address and the tier the user chose', async () => {
    const { jar } = await newUser();
    expect(await connection(jar)).toEqual({ connected: false, googleEmail: null, tier: null, needsReconnect: false });

    expect(await connect(jar, false)).toBe('/dashboard/settings');
    expect(await connection(jar)).toEqual({
      connected: true,
      googleEmail: 'test.user@gmail.com',
      tier: 'SEND_ONLY',
      needsReconnect: false,
    });

    // Upgrading is the incremental consent with detection, back on the page the user left.
    expect(await connect(jar, true, '/dashboard/contacts/new?campaignId=7')).toBe('/dashboard/contacts/new?campaignId=7');
    expect(await connection(jar)).toMatchObject({ connected: true, tier: 'SEND_AND_DETECT_REPLIES' });
  });

  it('downgrades to Send only: the old token is revoked at Google, polling stops at once, a send-only consent follows', async () => {
    const { jar, userId } = await newUser();
    await connect(jar, true);
    expect(await connection(jar)).toMatchObject({ tier: 'SEND_AND_DETECT_REPLIES' });
    const oldToken = readRefreshToken((await findGrant(app.db.db, userId))!, app.config.tokenEncryption);
    expect((await refreshAtGoogle(oldToken)).status).toBe(200);

    const { data } = await app.graphql<{ downgradeGmailToSendOnly: Started }>(
      DOWNGRADE,
      { returnTo: '/dashboard/settings' },
      jar,
    );
    expect(data!.downgradeGmailToSendOnly).toMatchObject({ success: true, url: expect.any(String) });

    // Google no longer honours the old token (the stand-in answers invalid_grant for a revoked grant).
    expect(await refreshAtGoogle(oldToken)).toEqual({ status: 400, body: expect.objectContaining({ error: 'invalid_grant' }) });
    const grant = (await findGrant(app.db.db, userId))!;
    expect(grant.scopes).not.toContain(GMAIL_METADATA_SCOPE);
    expect(grant.scopes).toContain(GMAIL_SEND_SCOPE);
    expect(grant.refreshTokenCiphertext).toBeNull();
    // The reply poller selects accounts by their read scope: this one is not polled any more.
    const polled = await pollReplies(
      {
        db: app.db.db,
        mailboxes: {
          google: createGoogleMailbox({ db: app.db.db, config: app.config, clients: createGoogleClients(app.config) }),
        },
        logger: pino({ level: 'silent' }),
      },
      { userId },
    );
    expect(polled.accounts).toBe(0);
    expect(await connection(jar)).toEqual({
      connected: false,
      googleEmail: 'test.user@gmail.com',
      tier: 'SEND_ONLY',
      needsReconnect: true,
    });

    // The consent asks for gmail.send alone and does not fold the old gmail.metadata grant back in.
    const url = new URL(data!.downgradeGmailToSendOnly.url!);
    expect(url.searchParams.get('scope')!.split(' ')).not.toContain(GMAIL_METADATA_SCOPE);
    expect(url.searchParams.get('include_granted_scopes')).toBe('false');
    expect(await consent(jar, url.toString())).toBe('/dashboard/settings');
    expect(await connection(jar)).toEqual({
      connected: true,
      googleEmail: 'test.user@gmail.com',
      tier: 'SEND_ONLY',
      needsReconnect: false,
    });
    expect((await findGrant(app.db.db, userId))!.scopes).not.toContain(GMAIL_METADATA_SCOPE);
  });

  it("disconnects: revoked at Google, the due follow-up waits with 'Reconnect Gmail to resume', reconnecting sends it", async () => {
    const { jar, userId } = await newUser();
    await connect(jar, true);
    const engine = createConfiguredEngine({
      db: app.db.db,
      config: app.config,
      logger: pino({ level: 'silent' }),
      settings: deliverySettingsFrom(app.config, { gmailTimeoutMs: 4_000, claimTtlMs: 5_000 }),
    });
    const campaign = await insertCampaign(app.db.db, userId, { timezone: zoneInsideWindow(), excludeWeekends: false });
    await app.db.db.insert(sequenceSteps).values([
      { campaignId: campaign.id, position: 1, subject: 'About the role', body: 'Hello', daysDelay: 0 },
      { campaignId: campaign.id, position: 2, subject: '', body: 'Just following up', daysDelay: 2 },
    ]);
    const contact = await insertContact(app.db.db, campaign, { email: 'dana.tiers@acme.example' });
    const { campaignEmailId } = await scheduleSequenceForContact(app.db.db, {
      userId,
      campaignId: campaign.id,
      contactId: contact.id,
    });
    expect(await engine.deliver(campaignEmailId)).toBe('sent');
    const emailsOf = () => app.db.db.select().from(campaignEmails).where(eq(campaignEmails.contactId, contact.id));
    const followUp = (await emailsOf()).find((email) => email.position === 2)!;
    // The follow-up is due now.
    await app.db.db
      .update(campaignEmails)
      .set({ scheduledFor: new Date(Date.now() - 1000) })
      .where(eq(campaignEmails.id, followUp.id));
    const token = readRefreshToken((await findGrant(app.db.db, userId))!, app.config.tokenEncryption);

    const { data } = await app.graphql<{ disconnectGmail: { success: boolean; message: string } }>(DISCONNECT, undefined, jar);
    expect(data!.disconnectGmail).toEqual({ success: true, message: GMAIL_DISCONNECTED });
    expect((await refreshAtGoogle(token)).status).toBe(400);
    const grant = (await findGrant(app.db.db, userId))!;
    expect(grant).toMatchObject({
      address: 'test.user@gmail.com',
      refreshTokenCiphertext: null,
      accessToken: null,
      historyId: null,
    });
    expect(grant.revokedAt).not.toBeNull();
    expect(await connection(jar)).toEqual({
      connected: false,
      googleEmail: 'test.user@gmail.com',
      tier: 'SEND_AND_DETECT_REPLIES',
      needsReconnect: true,
    });
    const permission = await app.graphql<{ mailPermission: { hasPermission: boolean } }>(
      '{ mailPermission { hasPermission } }',
      undefined,
      jar,
    );
    expect(permission.data!.mailPermission.hasPermission).toBe(false);

    const sentBefore = google.sentCount();
    expect(await engine.deliver(followUp.id)).toBe('waiting');
    expect(google.sentCount()).toBe(sentBefore);
    const waiting = (await emailsOf()).find((email) => email.id === followUp.id)!;
    expect(waiting).toMatchObject({ status: 'SCHEDULED', errorMessage: RECONNECT_GMAIL_TO_RESUME });

    // A second disconnect has nothing left to do.
    const again = await app.graphql<{ disconnectGmail: { success: boolean } }>(DISCONNECT, undefined, jar);
    expect(again.data!.disconnectGmail.success).toBe(false);

    // Reconnecting (the callback resumes what waited) sends the follow-up.
    await connect(jar, false);
    expect(await connection(jar)).toMatchObject({ connected: true, needsReconnect: false, tier: 'SEND_ONLY' });
    const resumed = (await emailsOf()).find((email) => email.id === followUp.id)!;
    expect(resumed.errorMessage).toBeNull();
    expect(await engine.deliver(followUp.id)).toBe('sent');
    expect(google.sentCount()).toBe(sentBefore + 1);
  });

  it('changes nothing and says so when Google cannot revoke the token', async () => {
    const { jar } = await newUser();
    await connect(jar, true);
    google.failNext({ status: 500, endpoint: 'revoke' });
    const { data } = await app.graphql<{ disconnectGmail: { success: boolean; message: string } }>(DISCONNECT, undefined, jar);
    expect(data!.disconnectGmail).toEqual({ success: false, message: FAILED_TO_DISCONNECT_GMAIL });
    google.failNext({ status: 500, endpoint: 'revoke' });
    const downgrade = await app.graphql<{ downgradeGmailToSendOnly: Started }>(DOWNGRADE, {}, jar);
    expect(downgrade.data!.downgradeGmailToSendOnly).toEqual({ success: false, message: FAILED_TO_SWITCH_GMAIL_TIER, url: null });
    expect(await connection(jar)).toMatchObject({ connected: true, tier: 'SEND_AND_DETECT_REPLIES', needsReconnect: false });
  });

  it('refuses signed-out callers', async () => {
    for (const query of [CONNECTION, DISCONNECT, DOWNGRADE]) {
      const { data, errors } = await app.graphql<Connection>(query, undefined, new CookieJar());
      expect(data ?? null).toBeNull();
      expect(errors?.[0]?.message).toBe(SIGN_IN_REQUIRED);
    }
  });
});
