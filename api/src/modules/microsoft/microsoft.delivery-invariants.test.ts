// Delivery's promises on a Microsoft mailbox: the engine and the reply poller, unchanged, with only the Microsoft
// adapter (against devstack's Microsoft stand-in) as their mailbox. Never twice, same conversation for the
// recipient, stop on a reply (seen in the conversation, through the inbox delta, or by the check before a
// follow-up), nothing lost on Microsoft's throttling, an expired token or a revoked grant.
import { eq, sql } from 'drizzle-orm';
import { startMicrosoftStandIn, type MicrosoftStandIn } from 'devstack/microsoft';
import {
  DELIVERY_UNCONFIRMED,
  OUTLOOK_SENDING_BLOCKED,
  reconnectMailboxToResume,
  sendNowReconnect,
  sendPolicyOf,
} from 'contracts';
import { contacts, mailAppProblems, mailGrants, type User } from '../../db/schema';
import { resumeAfterReconnect, scheduleSequenceForContact } from '../delivery/schedule';
import { sendNextEmailNow } from '../delivery/send';
import { claimForSend } from '../delivery/store';
import { isInsideWindow, nextWindowOpening } from '../scheduling';
import { zoneOutsideWindow } from '../../../testkit/delivery/zones';
import { startDeliveryHarness, type DeliveryHarness } from '../../../testkit/delivery/delivery-harness';
import { microsoftDeliveryOn, type MicrosoftDelivery } from '../../../testkit/delivery/microsoft-delivery';
import { microsoftConfigFor } from '../../../testkit/env/microsoft-env';
import { recentMailAppProblems } from '../mailbox';
import { createMicrosoftClients, createMicrosoftMailbox } from './microsoft-mailbox.adapter';

const ALEX = 'alex@contoso.com';

describe('delivery promises on a Microsoft mailbox', () => {
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

  let outlook: MicrosoftDelivery;
  beforeAll(() => {
    outlook = microsoftDeliveryOn(h, ms);
  });
  const engine = (options: { timeoutMs?: number; maxSendAttempts?: number } = {}) =>
    outlook.engine({
      timeoutMs: options.timeoutMs,
      settings: options.maxSendAttempts ? { maxSendAttempts: options.maxSendAttempts } : {},
    });
  const microsoftSender = (detect: boolean, email = ALEX): Promise<User> => outlook.sender(detect, email);

  async function scheduled(count: number, detect: boolean, email = ALEX, timezone?: string) {
    const user = await microsoftSender(detect, email);
    const campaign = await h.campaign(user, { timezone });
    const items = [];
    for (let index = 0; index < count; index += 1) {
      const contact = await h.contact(campaign);
      const { campaignEmailId } = await scheduleSequenceForContact(h.handle.db, {
        userId: user.id,
        campaignId: campaign.id,
        contactId: contact.id,
      });
      items.push({ contact, emailId: campaignEmailId });
    }
    return { user, campaign, items };
  }

  async function firstSent(detect = true) {
    const { user, items } = await scheduled(1, detect);
    const [{ emailId, contact }] = items as [(typeof items)[0]];
    expect(await engine().deliver(emailId)).toBe('sent');
    const [first, followUp] = await h.emailsOf(contact.id);
    return { user, contact, first: first!, followUp: followUp! };
  }

  const copiesTo = (address: string) => ms.recipientCopies(address);
  /** The user connects Outlook again: the callback's resume, as the route runs it. */
  async function reconnect(user: User) {
    await outlook.connect(user, false, ALEX);
    expect(await resumeAfterReconnect(h.handle.db, user.id)).toBe(1);
  }
  const sentItemOf = (threadId: string) => ms.sentItems(ALEX).find((item) => item.conversationId === threadId)!;
  const statusOf = async (contactId: number) =>
    (await h.handle.db.select().from(contacts).where(eq(contacts.id, contactId)))[0]!.status;

  describe('never twice', () => {
    it('a worker that died mid-send leaves a claim that expires into ERROR, and the email is never sent', async () => {
      const { user, items } = await scheduled(1, false);
      const [{ emailId, contact }] = items as [(typeof items)[0]];
      const claim = await claimForSend(h.handle.db, {
        emailId,
        userId: user.id,
        token: 'worker-that-died',
        messageId: '<dead@contoso.com>',
        now: new Date(),
        claimTtlMs: 300,
        dailySendCap: 400,
      });
      expect(claim).toBe('claimed');
      const worker = engine();
      expect(await worker.deliver(emailId)).toBe('deferred');
      await new Promise((resolve) => setTimeout(resolve, 350));
      expect(await worker.deliver(emailId)).toBe('unconfirmed');
      expect(await h.email(emailId)).toMatchObject({ status: 'ERROR', errorMessage: DELIVERY_UNCONFIRMED });
      expect(await worker.deliver(emailId)).toBe('done');
      expect(copiesTo(contact.email!)).toHaveLength(0);
    });

    it('two workers racing over the same due emails send each exactly once (through Graph’s 4 concurrent requests)', async () => {
      const { items } = await scheduled(6, false);
      const [workerA, workerB] = [engine(), engine()];
      const outcomes = await Promise.all(items.flatMap(({ emailId }) => [workerA.deliver(emailId), workerB.deliver(emailId)]));
      expect(outcomes.filter((outcome) => outcome === 'sent')).toHaveLength(6);
      for (const { contact } of items) expect(copiesTo(contact.email!)).toHaveLength(1);
      expect(ms.callsOf(ALEX)).toMatchObject({ send: 6, 'messages.list': 0, 'messages.get': 0 });
    });

    it('marks ERROR, never resending, when the request reached Graph but no answer came back', async () => {
      const { items } = await scheduled(1, false);
      const [{ emailId, contact }] = items as [(typeof items)[0]];
      ms.setLatency(1_500);
      expect(await engine({ timeoutMs: 300 }).deliver(emailId)).toBe('unconfirmed');
      ms.setLatency(0);
      expect(await h.email(emailId)).toMatchObject({ status: 'ERROR', errorMessage: DELIVERY_UNCONFIRMED });
      expect(await engine().deliver(emailId)).not.toBe('sent');
      // Graph was asked once: whether it went out is for the user to see in Sent Items, never a second copy.
      expect(ms.callsOf(ALEX).send).toBe(1);
      expect(copiesTo(contact.email!).length).toBeLessThanOrEqual(1);
    });

    it('finds the copy Graph sent despite its 504 and records it SENT instead of sending again (Mail.ReadBasic)', async () => {
      const { items } = await scheduled(1, true);
      const [{ emailId, contact }] = items as [(typeof items)[0]];
      ms.failNext({ endpoint: 'send', kind: 'gatewayTimeout', deliverAnyway: true });
      expect(await engine().deliver(emailId)).toBe('retrying');
      expect(await engine().deliver(emailId)).toBe('sent');
      expect(copiesTo(contact.email!)).toHaveLength(1);
      expect(await h.email(emailId)).toMatchObject({ status: 'SENT' });
    });

    it("spends none of Gmail's quota units: a send takes only the project's per-second slot", async () => {
      const { user, items } = await scheduled(2, true);
      for (const { emailId } of items) expect(await engine().deliver(emailId)).toBe('sent');
      const { rows } = await h.handle.db.execute<{ units: number }>(
        sql`SELECT COALESCE(SUM(units), 0)::int AS units FROM gmail_quota_windows WHERE scope = ${user.id}`,
      );
      expect(rows[0]!.units).toBe(0);
    });

    it("never resends after a 5xx on a send-only mailbox: 'delivery could not be confirmed'", async () => {
      const { items } = await scheduled(1, false);
      ms.failNext({ endpoint: 'send', kind: 'serverError' });
      expect(await engine().deliver(items[0]!.emailId)).toBe('unconfirmed');
      expect(await h.email(items[0]!.emailId)).toMatchObject({ status: 'ERROR', errorMessage: DELIVERY_UNCONFIRMED });
      expect(ms.callsOf(ALEX).send).toBe(1);
    });
  });

  describe("in the recipient's window, within the caps, and Send now", () => {
    it('moves an email due at night for the recipient to the next opening there, sending nothing', async () => {
      const { campaign, items } = await scheduled(1, false, ALEX, zoneOutsideWindow());
      const [{ emailId, contact }] = items as [(typeof items)[0]];
      await h.makeDue(emailId);
      const before = new Date();
      expect(await engine().deliver(emailId)).toBe('rescheduled');
      const { scheduledFor } = await h.email(emailId);
      const policy = sendPolicyOf({ zone: campaign.timezone, excludeWeekends: false });
      expect(scheduledFor!.getTime()).toBeGreaterThanOrEqual(nextWindowOpening(before, policy).getTime() - 60_000);
      expect(isInsideWindow(scheduledFor!, policy)).toBe(true);
      expect(copiesTo(contact.email!)).toHaveLength(0);
    });

    it('defers, not fails, past the per-account daily cap', async () => {
      const { items } = await scheduled(3, false);
      const worker = outlook.engine({ settings: { dailySendCap: 2 } });
      expect(await worker.deliver(items[0]!.emailId)).toBe('sent');
      expect(await worker.deliver(items[1]!.emailId)).toBe('sent');
      expect(await worker.deliver(items[2]!.emailId)).toBe('deferred');
      expect(await h.email(items[2]!.emailId)).toMatchObject({ status: 'SCHEDULED' });
      expect(copiesTo(items[2]!.contact.email!)).toHaveLength(0);
    });

    it('Send now sends the next email at once, outside the window too, and only once', async () => {
      const { user, items } = await scheduled(1, false, ALEX, zoneOutsideWindow());
      const [{ emailId, contact }] = items as [(typeof items)[0]];
      const queued = await sendNextEmailNow(h.handle.db, { userId: user.id, contactId: contact.id, emailId, dailySendCap: 400 });
      expect(queued.outcome).toBe('queued');
      const worker = engine();
      expect(await worker.deliver(emailId)).toBe('sent');
      expect(await worker.deliver(emailId)).toBe('done');
      expect(copiesTo(contact.email!)).toHaveLength(1);
    });

    it('Send now after the grant was removed at Microsoft says to reconnect Outlook', async () => {
      const { user, items } = await scheduled(1, false);
      const [{ emailId, contact }] = items as [(typeof items)[0]];
      ms.expireAccessTokens();
      ms.revoke(ALEX, 'consentRemoved');
      expect(await engine().deliver(emailId)).toBe('waiting');
      const refused = await sendNextEmailNow(h.handle.db, { userId: user.id, contactId: contact.id, emailId, dailySendCap: 400 });
      expect(refused).toEqual({ outcome: 'refused', message: sendNowReconnect('OUTLOOK') });
    });
  });

  describe('one conversation for the recipient', () => {
    it.each([
      ['with Mail.ReadBasic', true],
      ['send-only', false],
    ])('sends the follow-up into the first email’s conversation (%s)', async (_tier, detect) => {
      const { contact, first, followUp } = await firstSent(detect);
      await h.makeDue(followUp.id);
      expect(await engine().deliver(followUp.id)).toBe('sent');
      const [one, two] = copiesTo(contact.email!);
      const guid = (index: string | undefined) =>
        Buffer.from(index ?? '', 'base64')
          .subarray(6, 22)
          .toString('hex');
      expect(guid(two!.threadIndex)).toBe(guid(one!.threadIndex));
      expect(two!.threadTopic).toBe(one!.threadTopic);
      expect(two!.references[0]).toBe(one!.references[0]);
      const saved = await h.email(followUp.id);
      expect(saved.threadId).toBe(first.threadId);
      // With headers, the follow-up answers the Message-ID the recipient really got (Exchange's own).
      if (detect) expect(two!.inReplyTo).toBe(one!.messageId);
      const conversations = new Set(ms.sentItems(ALEX).map((item) => item.conversationId));
      expect(conversations.size).toBe(1);
      // 'Open in Outlook' opens each email itself when the mailbox may be read; a send-only one is never read.
      const links = [(await h.email(first.id)).outlookWebLink, saved.outlookWebLink];
      if (detect) for (const link of links) expect(link).toMatch(/^https:\/\/outlook\.office365\.com\/owa\/\?ItemID=/);
      else expect(links).toEqual([null, null]);
    });
  });

  describe('never after a reply', () => {
    it('the poller sees an Outlook reply in the conversation: RESPONDED, and no follow-up goes out', async () => {
      const { user, contact, first, followUp } = await firstSent();
      ms.reply(sentItemOf(first.threadId!).id, { from: contact.email!, keepThreadIndex: true });
      const poller = engine();
      expect(await h.poll(poller, user.id)).toMatchObject({ accounts: 1, replies: 1 });
      expect(await statusOf(contact.id)).toBe('RESPONDED');
      expect((await h.email(first.id)).status).toBe('RECEIVED');
      expect(await poller.deliver(followUp.id)).toBe('missing');
      expect(copiesTo(contact.email!)).toHaveLength(1);
    });

    it('the poller sees a Gmail reply (a new conversation for Exchange) through the inbox delta', async () => {
      const { user, contact, first, followUp } = await firstSent();
      const poller = engine();
      expect(await h.poll(poller, user.id)).toMatchObject({ replies: 0 }); // first sweep: the delta cursor
      ms.reply(sentItemOf(first.threadId!).id, { from: contact.email! });
      expect(await h.poll(poller, user.id)).toMatchObject({ replies: 1 });
      expect(await statusOf(contact.id)).toBe('RESPONDED');
      // The email it answers is the one marked replied, though Exchange filed the reply in a conversation of its own.
      expect((await h.email(first.id)).status).toBe('RECEIVED');
      expect(await poller.deliver(followUp.id)).toBe('missing');
    });

    it('sweeps again when Exchange dropped the delta cursor, and still sees the reply', async () => {
      const { user, contact, first } = await firstSent();
      const poller = engine();
      await h.poll(poller, user.id);
      ms.expireSyncState(ALEX);
      ms.reply(sentItemOf(first.threadId!).id, { from: contact.email!, keepThreadIndex: true });
      expect(await h.poll(poller, user.id)).toMatchObject({ replies: 1 });
      expect(await statusOf(contact.id)).toBe('RESPONDED');
    });

    it('checks the conversation right before a follow-up and stops on a reply the poller has not seen', async () => {
      const { contact, first, followUp } = await firstSent();
      ms.reply(sentItemOf(first.threadId!).id, { from: contact.email!, keepThreadIndex: true });
      await h.makeDue(followUp.id);
      expect(await engine().deliver(followUp.id)).toBe('stopped-by-reply');
      expect(await statusOf(contact.id)).toBe('RESPONDED');
      expect(copiesTo(contact.email!)).toHaveLength(1);
    });

    it('checks right before a follow-up and stops on a Gmail reply Exchange filed apart, which the poller has not seen', async () => {
      const { contact, first, followUp } = await firstSent();
      ms.reply(sentItemOf(first.threadId!).id, { from: contact.email! });
      await h.makeDue(followUp.id);
      expect(await engine().deliver(followUp.id)).toBe('stopped-by-reply');
      expect(await statusOf(contact.id)).toBe('RESPONDED');
      expect((await h.email(first.id)).status).toBe('RECEIVED');
      expect(copiesTo(contact.email!)).toHaveLength(1);
    });

    it("Exchange's out-of-office answer does not stop the follow-up", async () => {
      const { contact, first, followUp } = await firstSent();
      ms.autoReply(sentItemOf(first.threadId!).id, { from: contact.email! });
      await h.makeDue(followUp.id);
      expect(await engine().deliver(followUp.id)).toBe('sent');
    });

    it("Exchange's NDR stops the sequence as a bounce", async () => {
      const { user, contact, first } = await firstSent();
      const poller = engine();
      await h.poll(poller, user.id);
      await ms.bounce(sentItemOf(first.threadId!).id);
      expect(await h.poll(poller, user.id)).toMatchObject({ bounces: 1 });
      expect(await statusOf(contact.id)).toBe('ERROR');
    });
  });

  describe('nothing lost', () => {
    it("retries Graph's 429 after its Retry-After and sends once", async () => {
      const { items } = await scheduled(1, false);
      const [{ emailId, contact }] = items as [(typeof items)[0]];
      ms.failNext({ endpoint: 'send', kind: 'throttled', retryAfterSeconds: 0 });
      expect(await engine().deliver(emailId)).toBe('sent');
      expect(copiesTo(contact.email!)).toHaveLength(1);
      expect(await h.email(emailId)).toMatchObject({ status: 'SENT', attempts: 2 });
    });

    it('waits out a longer Retry-After in a job of its own, not in the worker, and then sends once', async () => {
      const { items } = await scheduled(1, false);
      const [{ emailId, contact }] = items as [(typeof items)[0]];
      ms.failNext({ endpoint: 'send', kind: 'throttled', retryAfterSeconds: 30 });
      const before = Date.now();
      expect(await engine().deliver(emailId)).toBe('retrying');
      expect((await h.pendingJobs(emailId)).at(-1)!.next_run_at.getTime()).toBeGreaterThanOrEqual(before + 29_000);
      expect(copiesTo(contact.email!)).toHaveLength(0);
      await h.makeDue(emailId);
      expect(await engine().deliver(emailId)).toBe('sent');
      expect(copiesTo(contact.email!)).toHaveLength(1);
    });

    it("pauses the account at Outlook.com's daily limit: the email waits, nothing is lost or sent twice", async () => {
      ms.behave({ personalRecipientsPerDay: 1 });
      const user = await microsoftSender(false, 'sam.seeker@outlook.com');
      const campaign = await h.campaign(user);
      const [one, two] = [await h.contact(campaign), await h.contact(campaign)];
      const ids = [];
      for (const contact of [one, two])
        ids.push(
          (await scheduleSequenceForContact(h.handle.db, { userId: user.id, campaignId: campaign.id, contactId: contact.id }))
            .campaignEmailId,
        );
      await h.makeDue(ids[1]!);
      const worker = engine();
      expect(await worker.deliver(ids[0]!)).toBe('sent');
      expect(await worker.deliver(ids[1]!)).toBe('limited');
      expect(await h.email(ids[1]!)).toMatchObject({ status: 'SCHEDULED', attempts: 0 });
      expect((await h.email(ids[1]!)).errorMessage).toMatch(/^Outlook's daily sending limit reached; sending resumes at /);
      expect(copiesTo(two.email!)).toHaveLength(0);
      const [grant] = await h.handle.db.select().from(mailGrants).where(eq(mailGrants.userId, user.id));
      expect(grant!.sendingPausedUntil!.getTime()).toBeGreaterThan(Date.now());
    });

    it('refreshes the access token after one 401 and sends', async () => {
      const { items } = await scheduled(1, false);
      ms.failNext({ endpoint: 'send', kind: 'badToken' });
      expect(await engine().deliver(items[0]!.emailId)).toBe('sent');
      expect(copiesTo(items[0]!.contact.email!)).toHaveLength(1);
    });

    it("a grant the user removed at Microsoft leaves the emails waiting with 'Reconnect Outlook to resume' until reconnected", async () => {
      const { user, items } = await scheduled(1, false);
      const [{ emailId, contact }] = items as [(typeof items)[0]];
      ms.expireAccessTokens();
      ms.revoke(ALEX, 'consentRemoved');
      expect(await engine().deliver(emailId)).toBe('waiting');
      expect(await h.email(emailId)).toMatchObject({ status: 'SCHEDULED', errorMessage: reconnectMailboxToResume('OUTLOOK') });
      expect(ms.callsOf(ALEX).send).toBe(0);

      await reconnect(user);
      expect(await engine().deliver(emailId)).toBe('sent');
      expect(copiesTo(contact.email!)).toHaveLength(1);
    });

    it('an Outlook.com account held from sending: the email waits with what to do in Outlook, nothing sent or lost', async () => {
      ms.addAccount({ email: 'held.sender@outlook.com', kind: 'personal', sendingBlocked: true });
      const { items } = await scheduled(1, false, 'held.sender@outlook.com');
      const [{ emailId, contact }] = items as [(typeof items)[0]];
      expect(await engine().deliver(emailId)).toBe('waiting');
      expect(await h.email(emailId)).toMatchObject({ status: 'SCHEDULED', errorMessage: OUTLOOK_SENDING_BLOCKED });
      expect(copiesTo(contact.email!)).toHaveLength(0);
    });
  });

  describe("the app's own problems reach the operator", () => {
    it('a client secret Microsoft refuses: the email waits unmarked and /readyz names it under microsoft', async () => {
      const { items } = await scheduled(1, false);
      ms.expireAccessTokens();
      const microsoft = { ...microsoftConfigFor(ms), clientSecret: 'not-the-secret' };
      const refused = createMicrosoftMailbox({
        db: h.handle.db,
        config: h.config,
        microsoft,
        clients: createMicrosoftClients(microsoft),
      });
      expect(await h.engine({}, { mailboxes: { microsoft: refused } }).deliver(items[0]!.emailId)).toBe('deferred');
      expect(await h.email(items[0]!.emailId)).toMatchObject({ status: 'SCHEDULED', errorMessage: null });
      const problems = (await recentMailAppProblems(h.handle.pool)).microsoft?.problems;
      expect(problems).toEqual([expect.objectContaining({ problem: 'app-credentials-refused' })]);
      expect(problems![0]!.detail).toContain('AADSTS7000215');
      expect(copiesTo(items[0]!.contact.email!)).toHaveLength(0);
      await h.handle.db.delete(mailAppProblems);
    });
  });
});
