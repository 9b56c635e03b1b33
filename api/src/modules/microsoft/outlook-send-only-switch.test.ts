// 'Switch to Send only' on a connected Outlook, seen from what reaches Microsoft (devstack's stand-in, real
// PostgreSQL): from the switch on, the poller and the check before a follow-up make no Graph read, the follow-up
// still goes out on the same grant with no reconnect and gets its heads-up, and the next token refresh asks for
// Mail.Send alone (the token it gives cannot read mail).
import { eq } from 'drizzle-orm';
import { microsoftHttpsRequest, startMicrosoftStandIn, type MicrosoftStandIn } from 'devstack/microsoft';
import { MICROSOFT_READ_BASIC_SCOPE, MICROSOFT_SEND_SCOPE } from 'contracts';
import { mailGrants, type User } from '../../db/schema';
import { claimDueHeadsUps } from '../delivery';
import { insertUser } from '../../../testkit/db/db-fixtures';
import { startDeliveryHarness, type DeliveryHarness } from '../../../testkit/delivery/delivery-harness';
import { microsoftDeliveryOn } from '../../../testkit/delivery/microsoft-delivery';
import { microsoftConfigFor } from '../../../testkit/env/microsoft-env';
import { findGrant } from '../mailbox';
import { getMicrosoftAccess } from './microsoft-access.service';
import { createMicrosoftClients } from './microsoft-mailbox.adapter';
import { switchOutlookToSendOnly } from './outlook-tier.service';

const ALEX = 'alex@contoso.com';
const HOUR_MS = 60 * 60 * 1000;

describe("Outlook's 'Switch to Send only': nothing reads the mailbox afterwards, sending goes on", () => {
  let h: DeliveryHarness;
  let ms: MicrosoftStandIn;

  beforeAll(async () => {
    [h, ms] = await Promise.all([startDeliveryHarness(), startMicrosoftStandIn()]);
  });
  afterAll(async () => {
    await ms.close();
    await h.close();
  });
  beforeEach(() => ms.reset());

  const clients = () => createMicrosoftClients(microsoftConfigFor(ms));
  const engine = () => microsoftDeliveryOn(h, ms).engine();
  const reads = () => {
    const calls = ms.callsOf(ALEX);
    return { list: calls['messages.list'], get: calls['messages.get'], delta: calls.delta };
  };

  /** A user on 'Send + detect replies' whose first email went out and was read back; the follow-up waits. */
  async function detectingSender(): Promise<{ user: User; followUpId: number }> {
    const user = await microsoftDeliveryOn(h, ms).sender(true, ALEX);
    const { contact, emailId: campaignEmailId } = await h.sequenceFor(user);
    const worker = engine();
    expect(await worker.deliver(campaignEmailId)).toBe('sent');
    // The detect tier reads: the poller sweeps the inbox and keeps a delta cursor.
    expect(await h.poll(worker, user.id)).toMatchObject({ accounts: 1 });
    expect(reads().delta).toBeGreaterThan(0);
    const followUp = (await h.emailsOf(contact.id))[1]!;
    return { user, followUpId: followUp.id };
  }

  it('the poller skips the account and the follow-up goes out with no Graph read and no reconnect', async () => {
    const { user, followUpId } = await detectingSender();
    expect(await switchOutlookToSendOnly(h.handle.db, user.id)).toBe('switched');
    const grant = await findGrant(h.handle.db, user.id);
    expect(grant).toMatchObject({ revokedAt: null, accessToken: null, historyId: null, sweepHistoryId: null });
    expect(grant!.scopes).toContain(MICROSOFT_SEND_SCOPE);
    expect(grant!.scopes).not.toContain(MICROSOFT_READ_BASIC_SCOPE);

    const before = reads();
    const worker = engine();
    expect(await h.poll(worker, user.id)).toMatchObject({ accounts: 0 });
    await h.makeDue(followUpId);
    expect(await worker.deliver(followUpId)).toBe('sent');
    expect(reads()).toEqual(before);
    expect(ms.callsOf(ALEX).send).toBe(2);
    expect(await h.email(followUpId)).toMatchObject({ status: 'SENT' });
  });

  it('a follow-up already scheduled now gets its heads-up, as every send-only follow-up does', async () => {
    const { user, followUpId } = await detectingSender();
    const dueAt = (await h.email(followUpId)).scheduledFor!;
    const twoHoursBefore = new Date(dueAt.getTime() - 2 * HOUR_MS);
    expect((await claimDueHeadsUps(h.handle.db, twoHoursBefore, 100)).map((claim) => claim.id)).not.toContain(followUpId);

    await switchOutlookToSendOnly(h.handle.db, user.id);
    expect((await claimDueHeadsUps(h.handle.db, twoHoursBefore, 100)).map((claim) => claim.id)).toContain(followUpId);
  });

  it('the next refresh asks Microsoft for Mail.Send alone: its token sends but cannot read', async () => {
    const { user } = await detectingSender();
    await switchOutlookToSendOnly(h.handle.db, user.id);
    const access = await getMicrosoftAccess(
      { db: h.handle.db, ring: h.config.tokenEncryption, oauth: () => clients().oauth() },
      user.id,
      { now: new Date(), forceRefresh: false },
    );
    expect(access.scopes).not.toContain(MICROSOFT_READ_BASIC_SCOPE);
    const probe = await microsoftHttpsRequest(`${ms.url}/v1.0/me/messages?$select=subject`, ms.caPem, {
      headers: { authorization: `Bearer ${access.accessToken}` },
    });
    expect(probe.status).toBe(403);
  });

  it('answers already-send-only and not-connected without touching the grant', async () => {
    const { user } = await detectingSender();
    expect(await switchOutlookToSendOnly(h.handle.db, user.id)).toBe('switched');
    expect(await switchOutlookToSendOnly(h.handle.db, user.id)).toBe('already-send-only');
    const stranger = await insertUser(h.handle.db, { name: 'No Mailbox' });
    expect(await switchOutlookToSendOnly(h.handle.db, stranger.id)).toBe('not-connected');
    await h.handle.db.update(mailGrants).set({ revokedAt: new Date() }).where(eq(mailGrants.userId, user.id));
    expect(await switchOutlookToSendOnly(h.handle.db, user.id)).toBe('not-connected');
  });
});
