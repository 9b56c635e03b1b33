// The engine's promises, each with a test that breaks when the promise does: never twice, never after a reply,
// a pause or a deletion, never outside the window, nothing lost (retries, reconnect, caps, the project rate).
import { eq, sql } from 'drizzle-orm';
import {
  GMAIL_SEND_SCOPE,
  DELIVERY_UNCONFIRMED,
  RECONNECT_GMAIL_TO_RESUME,
  bouncedReasonUnknown,
  gmailKeptFailing,
  sendPolicyOf,
} from 'contracts';
import { campaigns, contacts, mailGrants, users, type Campaign, type User } from '../../db/schema';
import { hasGmailSendPermission, GMAIL_METADATA_SCOPE } from '../google';
import { storeGrant } from '../mailbox';
import { nextWindowOpening, spreadOverdue } from '../scheduling';
import { claimForSend, markEmailFailed, markSent } from './store';
import { sweepOrphanedEmails } from './send';
import { pollReplies } from './replies';
import { onCampaignActivated, onContactActivated, resumeAfterReconnect, scheduleSequenceForContact } from './schedule';
import { startDeliveryHarness, type DeliveryHarness } from '../../../testkit/delivery/delivery-harness';
import { lostAnswerFetch } from '../../../testkit/delivery/lost-answer-fetch';

const METADATA_SCOPES = ['openid', 'email', GMAIL_SEND_SCOPE, GMAIL_METADATA_SCOPE];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('delivery engine promises', () => {
  let h: DeliveryHarness;
  beforeAll(async () => {
    h = await startDeliveryHarness();
  });
  afterAll(() => h.close());
  beforeEach(() => h.google.reset());

  /** A sender, a campaign and `count` contacts whose first emails are scheduled (due now). */
  async function scheduled(count = 1, options: { scopes?: string[]; user?: User; campaign?: Campaign } = {}) {
    const user = options.user ?? (await h.sender({ scopes: options.scopes }));
    const campaign = options.campaign ?? (await h.campaign(user));
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

  const sentTo = async (address: string) => (await h.sent()).filter((message) => message.to.includes(address));

  describe('never twice', () => {
    it('two workers racing over the same due emails send each exactly once', async () => {
      const { items } = await scheduled(12);
      const workerA = h.engine();
      const workerB = h.engine();
      const outcomes = await Promise.all(items.flatMap(({ emailId }) => [workerA.deliver(emailId), workerB.deliver(emailId)]));
      expect(outcomes.filter((outcome) => outcome === 'sent')).toHaveLength(12);
      for (const { contact } of items) expect(await sentTo(contact.email!)).toHaveLength(1);
      expect(await h.sent()).toHaveLength(12);
    });

    it('a worker that died mid-send leaves a claim that expires into ERROR, and the email is never resent', async () => {
      const { user, items } = await scheduled(1);
      const [{ emailId, contact }] = items as [(typeof items)[0]];
      // The dead worker: claimed, then vanished before recording anything.
      const claim = await claimForSend(h.handle.db, {
        emailId,
        userId: user.id,
        token: 'worker-that-died',
        messageId: '<dead@gmail.com>',
        now: new Date(),
        claimTtlMs: 300,
        dailySendCap: 400,
      });
      expect(claim).toBe('claimed');
      const engine = h.engine();
      // While the claim is live, another worker keeps its hands off and looks again after it expires.
      expect(await engine.deliver(emailId)).toBe('deferred');
      expect((await h.pendingJobs(emailId)).length).toBeGreaterThan(0);

      await sleep(350);
      expect(await engine.deliver(emailId)).toBe('unconfirmed');
      const email = await h.email(emailId);
      expect(email).toMatchObject({ status: 'ERROR', errorMessage: DELIVERY_UNCONFIRMED, claimToken: null });
      const [savedContact] = await h.handle.db.select().from(contacts).where(eq(contacts.id, contact.id));
      expect(savedContact).toMatchObject({ status: 'ERROR', errorMessage: DELIVERY_UNCONFIRMED });
      expect(await engine.deliver(emailId)).toBe('done');
      expect(await h.sent()).toHaveLength(0);
    });

    it('marks ERROR, without resending, when the request may have reached Gmail but no answer came back', async () => {
      const { items } = await scheduled(1);
      const [{ emailId, contact }] = items as [(typeof items)[0]];
      expect(await h.engine({}, { fetch: lostAnswerFetch }).deliver(emailId)).toBe('unconfirmed');
      expect(await h.email(emailId)).toMatchObject({ status: 'ERROR', errorMessage: DELIVERY_UNCONFIRMED });
      expect(await h.engine().deliver(emailId)).toBe('done');
      expect(await sentTo(contact.email!)).toHaveLength(1); // it did go out, once
    });

    it('retries when the connection was refused (nothing reached Gmail)', async () => {
      const { items } = await scheduled(1);
      const [{ emailId, contact }] = items as [(typeof items)[0]];
      let refused = false;
      const refuseOnce: typeof fetch = async (input, init) => {
        if (!refused && String(input).includes('/messages/send')) {
          refused = true;
          throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
        }
        return fetch(input, init);
      };
      expect(await h.engine({}, { fetch: refuseOnce }).deliver(emailId)).toBe('sent');
      expect(await sentTo(contact.email!)).toHaveLength(1);
    });

    it('a send confirmed after its claim was given up as unconfirmed still ends SENT, counted once', async () => {
      const { user, campaign, items } = await scheduled(1);
      const [{ emailId, contact }] = items as [(typeof items)[0]];
      const claimedAt = new Date(Date.now() - 10_000);
      await claimForSend(h.handle.db, {
        emailId,
        userId: user.id,
        token: 'slow-worker',
        messageId: '<slow@gmail.com>',
        now: claimedAt,
        claimTtlMs: 1_000,
        dailySendCap: 400,
      });
      // Another worker finds the claim expired and gives up on it...
      expect(
        await markEmailFailed(h.handle.db, {
          emailId,
          expiredBefore: new Date(),
          message: DELIVERY_UNCONFIRMED,
          now: new Date(),
        }),
      ).toBe(true);
      // ...then the slow worker's Gmail call returns after all.
      const recorded = await markSent(h.handle.db, {
        emailId,
        token: 'slow-worker',
        sentAt: new Date(),
        gmailMessageId: 'g1',
        threadId: 'g1',
        rfcMessageId: '<slow@gmail.com>',
        subject: 's',
        body: 'b',
      });
      expect(recorded).toBe(true);
      expect(await h.email(emailId)).toMatchObject({ status: 'SENT', errorMessage: null });
      const [savedContact] = await h.handle.db.select().from(contacts).where(eq(contacts.id, contact.id));
      expect(savedContact).toMatchObject({ emailsSent: 1, errorMessage: null, status: 'NO_RESPONSE' });
      const [savedCampaign] = await h.handle.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
      expect(savedCampaign!.emailsSent).toBe(1);
    });

    it('the safety sweep gives a job to an overdue email that lost its job, and to a stuck claim, but not to held ones', async () => {
      const { user, campaign, items } = await scheduled(3);
      const [orphan, stuck, paused] = items as [(typeof items)[0], (typeof items)[0], (typeof items)[0]];
      await h.handle.db.execute(
        sql`DELETE FROM agenda_jobs WHERE (data ->> 'campaignEmailId')::integer IN (${orphan.emailId}, ${stuck.emailId}, ${paused.emailId})`,
      );
      const longAgo = new Date(Date.now() - 3_600_000);
      await h.handle.db.execute(sql`UPDATE campaign_emails SET scheduled_for = ${longAgo} WHERE campaign_id = ${campaign.id}`);
      await claimForSend(h.handle.db, {
        emailId: stuck.emailId,
        userId: user.id,
        token: 'gone',
        messageId: '<gone@gmail.com>',
        now: longAgo,
        claimTtlMs: 1_000,
        dailySendCap: 400,
      });
      await h.handle.db.update(contacts).set({ isActive: false }).where(eq(contacts.id, paused.contact.id));

      expect(await sweepOrphanedEmails(h.handle.db, new Date(), 60_000)).toBe(2);
      expect(await h.pendingJobs(orphan.emailId)).toHaveLength(1);
      expect(await h.pendingJobs(stuck.emailId)).toHaveLength(1);
      expect(await h.pendingJobs(paused.emailId)).toHaveLength(0);
      expect(await sweepOrphanedEmails(h.handle.db, new Date(), 60_000)).toBe(0); // they have jobs now
    });
  });

  describe('never after a reply, a pause or a deletion', () => {
    async function firstSent(scopes = METADATA_SCOPES) {
      const { user, campaign, items } = await scheduled(1, { scopes });
      const [{ emailId, contact }] = items as [(typeof items)[0]];
      expect(await h.engine().deliver(emailId)).toBe('sent');
      const [first, followUp] = await h.emailsOf(contact.id);
      return { user, campaign, contact, first: first!, followUp: followUp! };
    }

    it('the poller sees a reply, sets RESPONDED with respondedAt, and no follow-up goes out', async () => {
      const { user, contact, first, followUp } = await firstSent();
      const reply = await h.google.reply(first.threadId!, { body: 'Thanks, let us talk Tuesday.' });
      const engine = h.engine();
      const poll = () =>
        pollReplies(
          {
            db: h.handle.db,
            mailboxes: engine.mailboxes,
            logger: engine.deps.logger,
          },
          { userId: user.id },
        );
      expect(await poll()).toMatchObject({ accounts: 1, replies: 1 });

      const [savedContact] = await h.handle.db.select().from(contacts).where(eq(contacts.id, contact.id));
      expect(savedContact).toMatchObject({ status: 'RESPONDED', respondedAt: new Date(reply!.sentAt) });
      const emails = await h.emailsOf(contact.id);
      expect(emails).toHaveLength(1); // the scheduled follow-up is gone
      expect(emails[0]).toMatchObject({ status: 'RECEIVED', respondedAt: new Date(reply!.sentAt) });
      expect(await engine.deliver(followUp.id)).toBe('missing');
      expect(await h.sent()).toHaveLength(1);
      // Nothing left to answer; still read for 24 h after its last send, for Gmail's limit notice (limit-notice.service.ts).
      expect(await poll()).toMatchObject({ accounts: 1, replies: 0 });
    });

    it('the poller reads new inbox history after its first sweep (bounce -> ERROR, auto-reply ignored)', async () => {
      const { user, campaign, items } = await scheduled(2, { scopes: METADATA_SCOPES });
      const engine = h.engine();
      for (const { emailId } of items) await engine.deliver(emailId);
      const poll = () =>
        pollReplies(
          {
            db: h.handle.db,
            mailboxes: engine.mailboxes,
            logger: engine.deps.logger,
          },
          { userId: user.id },
        );
      expect(await poll()).toMatchObject({ replies: 0, bounces: 0 }); // first sweep: sets the history cursor
      const cursor = (await h.handle.db.select().from(mailGrants).where(eq(mailGrants.userId, user.id)))[0]!.historyId;
      expect(cursor).toMatch(/^\d+$/);

      const [bouncing, outOfOffice] = items as [(typeof items)[0], (typeof items)[0]];
      const threadOf = async (contactId: number) => (await h.emailsOf(contactId))[0]!.threadId!;
      await h.google.reply(await threadOf(bouncing.contact.id), { bounce: true });
      await h.google.reply(await threadOf(outOfOffice.contact.id), {
        subject: 'Automatic reply: Quick follow-up',
        headers: { 'Auto-Submitted': 'auto-replied' },
        body: 'I am out of the office until Monday.',
      });
      expect(await poll()).toMatchObject({ replies: 0, bounces: 1, failures: 0 });

      const [bouncedContact] = await h.handle.db.select().from(contacts).where(eq(contacts.id, bouncing.contact.id));
      expect(bouncedContact).toMatchObject({ status: 'ERROR', errorMessage: bouncedReasonUnknown(bouncing.contact.email!) });
      expect((await h.emailsOf(bouncing.contact.id)).map((email) => email.status)).toEqual(['ERROR']);
      const [stillWaiting] = await h.handle.db.select().from(contacts).where(eq(contacts.id, outOfOffice.contact.id));
      expect(stillWaiting!.status).toBe('IN_PROGRESS');
      expect(campaign.id).toBeGreaterThan(0);
    });

    it('a thread read refused with 401 is read again with a fresh token: the reply stops the follow-up, never sent unchecked', async () => {
      const { contact, first, followUp } = await firstSent();
      await h.google.reply(first.threadId!);
      await h.makeDue(followUp.id);
      h.google.failNext({ status: 401, endpoint: 'threads' });
      expect(await h.engine().deliver(followUp.id)).toBe('stopped-by-reply');
      expect((await h.emailsOf(contact.id)).map((email) => email.status)).toEqual(['RECEIVED']);
    });

    it('checks the thread right before a follow-up and stops on a reply the poller has not seen yet', async () => {
      const { contact, first, followUp } = await firstSent();
      await h.google.reply(first.threadId!);
      await h.makeDue(followUp.id);
      expect(await h.engine().deliver(followUp.id)).toBe('stopped-by-reply');
      const [savedContact] = await h.handle.db.select().from(contacts).where(eq(contacts.id, contact.id));
      expect(savedContact!.status).toBe('RESPONDED');
      expect((await h.emailsOf(contact.id)).map((email) => email.status)).toEqual(['RECEIVED']); // the follow-up is gone
      expect(await h.sent()).toHaveLength(1);
    });

    it('an out-of-office auto-reply does not stop the follow-up', async () => {
      const { first, followUp } = await firstSent();
      await h.google.reply(first.threadId!, { headers: { 'Auto-Submitted': 'auto-replied' }, subject: 'Out of Office' });
      await h.makeDue(followUp.id);
      expect(await h.engine().deliver(followUp.id)).toBe('sent');
    });

    it('a contact marked RESPONDED (by hand, without any grant for headers) gets nothing more', async () => {
      const { contact, followUp } = await firstSent(['openid', 'email', GMAIL_SEND_SCOPE]);
      await h.handle.db.update(contacts).set({ status: 'RESPONDED' }).where(eq(contacts.id, contact.id));
      await h.makeDue(followUp.id);
      expect(await h.engine().deliver(followUp.id)).toBe('cancelled');
      expect(await h.emailsOf(contact.id)).toHaveLength(1);
      expect(await h.sent()).toHaveLength(1);
    });

    it('a paused contact gets nothing until activated again', async () => {
      const { user, items } = await scheduled(1);
      const [{ emailId, contact }] = items as [(typeof items)[0]];
      await h.handle.db.update(contacts).set({ isActive: false }).where(eq(contacts.id, contact.id));
      expect(await h.engine().deliver(emailId)).toBe('held');
      expect(await h.sent()).toHaveLength(0);

      await h.handle.db.update(contacts).set({ isActive: true }).where(eq(contacts.id, contact.id));
      expect(await onContactActivated(h.handle.db, { userId: user.id, contactId: contact.id })).toBe(1);
      expect(await h.engine().deliver(emailId)).toBe('sent');
    });

    it('a paused campaign sends nothing; activated again, its overdue emails are spread, not burst', async () => {
      const { user, campaign, items } = await scheduled(3);
      await h.handle.db.update(campaigns).set({ isActive: false }).where(eq(campaigns.id, campaign.id));
      const engine = h.engine();
      for (const { emailId } of items) expect(await engine.deliver(emailId)).toBe('held');
      expect(await h.sent()).toHaveLength(0);

      await h.handle.db.update(campaigns).set({ isActive: true }).where(eq(campaigns.id, campaign.id));
      const now = new Date();
      expect(await onCampaignActivated(h.handle.db, { userId: user.id, campaignId: campaign.id, now, spacingMs: 60_000 })).toBe(
        3,
      );
      const expected = spreadOverdue(
        3,
        now,
        sendPolicyOf({ zone: campaign.timezone, excludeWeekends: campaign.excludeWeekends }),
        60_000,
      );
      const dueTimes = await Promise.all(items.map(async ({ emailId }) => (await h.email(emailId)).scheduledFor));
      expect(dueTimes).toEqual(expected);
      for (const [index, { emailId }] of items.entries()) {
        expect(await h.pendingJobs(emailId)).toContainEqual({ next_run_at: expected[index] });
      }
      // Only the first is due now; the others wait their turn.
      expect(await engine.deliver(items[0]!.emailId)).toBe('sent');
      expect(await engine.deliver(items[1]!.emailId)).toBe('rescheduled');
      expect(await h.sent()).toHaveLength(1);
    });

    it('a deleted campaign or a deleted account sends nothing', async () => {
      const deletedCampaign = await scheduled(1);
      await h.handle.db.update(campaigns).set({ deletedAt: new Date() }).where(eq(campaigns.id, deletedCampaign.campaign.id));
      const deletedAccount = await scheduled(1);
      await h.handle.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deletedAccount.user.id));
      const engine = h.engine();
      expect(await engine.deliver(deletedCampaign.items[0]!.emailId)).toBe('held');
      expect(await engine.deliver(deletedAccount.items[0]!.emailId)).toBe('held');
      expect(await h.sent()).toHaveLength(0);
    });

    it('the claim itself re-checks the contact: a reply recorded after the decision still prevents the send', async () => {
      const { user, items } = await scheduled(1);
      const [{ emailId, contact }] = items as [(typeof items)[0]];
      await h.handle.db.update(contacts).set({ status: 'RESPONDED' }).where(eq(contacts.id, contact.id));
      const claim = await claimForSend(h.handle.db, {
        emailId,
        userId: user.id,
        token: 't',
        messageId: '<m@gmail.com>',
        now: new Date(),
        claimTtlMs: 1000,
        dailySendCap: 400,
      });
      expect(claim).toBe('not-claimable');
    });
  });

  describe('nothing lost', () => {
    it('retries a 429 with backoff and sends once', async () => {
      const { items } = await scheduled(1);
      const [{ emailId, contact }] = items as [(typeof items)[0]];
      h.google.failNext({ status: 429, endpoint: 'send', retryAfterSeconds: 0 });
      expect(await h.engine().deliver(emailId)).toBe('sent');
      expect(await sentTo(contact.email!)).toHaveLength(1);
      expect(await h.email(emailId)).toMatchObject({ status: 'SENT', attempts: 2 });
    });

    it('honours the time a 429 states: a new job at that time, no attempt used, nothing sent before it', async () => {
      const { user, items } = await scheduled(1);
      const [{ emailId, contact }] = items as [(typeof items)[0]];
      h.google.failNext({ status: 429, endpoint: 'send', retryAfterSeconds: 30, retryAfterHeader: true });
      const before = Date.now();
      expect(await h.engine().deliver(emailId)).toBe('limited');
      const jobs = await h.pendingJobs(emailId);
      expect(jobs.at(-1)!.next_run_at.getTime()).toBeGreaterThanOrEqual(before + 29_000);
      expect(await h.email(emailId)).toMatchObject({ status: 'SCHEDULED', attempts: 0, claimToken: null });
      await h.makeDue(emailId);
      expect(await h.engine().deliver(emailId)).toBe('limited'); // still inside Gmail's time: not asked again
      await h.handle.db
        .update(mailGrants)
        .set({ heldUntil: new Date(Date.now() - 1_000) })
        .where(eq(mailGrants.userId, user.id));
      await h.makeDue(emailId);
      expect(await h.engine().deliver(emailId)).toBe('sent');
      expect(await sentTo(contact.email!)).toHaveLength(1);
    });

    // A 500 may still have been sent (product.md §10; send/send-after-5xx.test.ts has the copies Gmail sent anyway).
    it("a 500 is retried with a header scope, never resent with 'Send only'; a refusal gives up with ERROR after the last attempt", async () => {
      const headers = await scheduled(1, { scopes: METADATA_SCOPES });
      const [flaky] = headers.items as [(typeof headers.items)[0]];
      h.google.failNext({ status: 500, endpoint: 'send' });
      expect(await h.engine().deliver(flaky.emailId)).toBe('retrying');
      expect(await h.engine().deliver(flaky.emailId)).toBe('sent');
      expect(await sentTo(flaky.contact.email!)).toHaveLength(1);

      const sendOnly = await scheduled(2);
      const [unknown, broken] = sendOnly.items as [(typeof sendOnly.items)[0], (typeof sendOnly.items)[0]];
      h.google.failNext({ status: 500, endpoint: 'send' });
      expect(await h.engine().deliver(unknown.emailId)).toBe('unconfirmed');
      expect(await h.email(unknown.emailId)).toMatchObject({ status: 'ERROR', errorMessage: DELIVERY_UNCONFIRMED });
      expect(await sentTo(unknown.contact.email!)).toHaveLength(0);

      h.google.failNext({ variant: 'rateLimitExceeded403', endpoint: 'send', count: 3 });
      expect(await h.engine({ maxSendAttempts: 3 }).deliver(broken.emailId)).toBe('failed');
      expect(await h.email(broken.emailId)).toMatchObject({
        status: 'ERROR',
        errorMessage: gmailKeptFailing('403 rateLimitExceeded'),
      });
      expect(await sentTo(broken.contact.email!)).toHaveLength(0);
    });

    it('refreshes the access token after one 401 and sends', async () => {
      const { items } = await scheduled(1);
      const [{ emailId }] = items as [(typeof items)[0]];
      h.google.failNext({ status: 401, endpoint: 'send' });
      expect(await h.engine().deliver(emailId)).toBe('sent');
    });

    it("401 again after a refresh: the grant is revoked, emails wait with 'Reconnect Gmail to resume', and go out after reconnecting", async () => {
      const { user, items } = await scheduled(2);
      const [first, second] = items as [(typeof items)[0], (typeof items)[0]];
      h.google.failNext({ status: 401, endpoint: 'send', count: 2 });
      const engine = h.engine();
      expect(await engine.deliver(first.emailId)).toBe('waiting');
      expect(await engine.deliver(second.emailId)).toBe('waiting');
      for (const { emailId } of items) {
        expect(await h.email(emailId)).toMatchObject({
          status: 'SCHEDULED',
          errorMessage: RECONNECT_GMAIL_TO_RESUME,
          claimToken: null,
        });
      }
      expect(await hasGmailSendPermission(h.handle.db, user.id)).toBe(false);
      expect(await h.sent()).toHaveLength(0);

      // The user reconnects Gmail (the grant callback stores a new grant, then resumes).
      const tokens = h.google.issueTokens({ email: 'test.user@gmail.com', scopes: ['openid', 'email', GMAIL_SEND_SCOPE] });
      await storeGrant(h.handle.db, h.config.tokenEncryption, {
        userId: user.id,
        provider: 'google',
        address: 'test.user@gmail.com',
        scopes: ['openid', 'email', GMAIL_SEND_SCOPE],
        refreshToken: tokens.refreshToken,
      });
      expect(await resumeAfterReconnect(h.handle.db, user.id)).toBe(2);
      for (const { emailId } of items) {
        expect((await h.pendingJobs(emailId)).length).toBeGreaterThan(0);
        expect((await h.email(emailId)).errorMessage).toBeNull();
      }
      await h.makeDue(second.emailId); // spread one minute apart; make the second due too
      expect(await engine.deliver(first.emailId)).toBe('sent');
      expect(await engine.deliver(second.emailId)).toBe('sent');
      expect(await h.sent()).toHaveLength(2);
    });

    it('a grant revoked in the Google account (invalid_grant) also leaves the emails waiting', async () => {
      const { items } = await scheduled(1);
      h.google.revokeAccount('test.user@gmail.com');
      expect(await h.engine().deliver(items[0]!.emailId)).toBe('waiting');
      expect(await h.email(items[0]!.emailId)).toMatchObject({ status: 'SCHEDULED', errorMessage: RECONNECT_GMAIL_TO_RESUME });
    });

    it('defers, not fails, past the per-account cap: due again when the oldest send leaves the 24-hour window', async () => {
      const { items, campaign } = await scheduled(3);
      const engine = h.engine({ dailySendCap: 2 });
      expect(await engine.deliver(items[0]!.emailId)).toBe('sent');
      expect(await engine.deliver(items[1]!.emailId)).toBe('sent');
      expect(await engine.deliver(items[2]!.emailId)).toBe('deferred');
      const firstSentAt = (await h.email(items[0]!.emailId)).sentAt!;
      const expected = nextWindowOpening(
        new Date(firstSentAt.getTime() + 24 * 3600_000 + 1),
        sendPolicyOf({ zone: campaign.timezone, excludeWeekends: false }),
      );
      expect(await h.email(items[2]!.emailId)).toMatchObject({ status: 'SCHEDULED', scheduledFor: expected });
      expect(await h.sent()).toHaveLength(2);
    });

    it('holds the project-wide rate: never more sends in a second than the limit, and none dropped', async () => {
      await h.handle.db.execute(sql`DELETE FROM send_rate_windows`);
      const batches = await Promise.all([scheduled(1), scheduled(1), scheduled(1)]);
      const engine = h.engine({ projectSendRatePerSecond: 1, rateWaitMaxMs: 5_000 });
      const outcomes = await Promise.all(batches.map(({ items }) => engine.deliver(items[0]!.emailId)));
      expect(outcomes).toEqual(['sent', 'sent', 'sent']);
      const { rows } = await h.handle.db.execute<{ sends: number }>(sql`SELECT sends FROM send_rate_windows`);
      expect(rows.map((row) => row.sends)).toEqual([1, 1, 1]);
    });

    it('sends a follow-up whose Gmail thread was deleted as a new thread', async () => {
      const { items } = await scheduled(1);
      const [{ emailId, contact }] = items as [(typeof items)[0]];
      const engine = h.engine();
      await engine.deliver(emailId);
      const followUp = (await h.emailsOf(contact.id))[1]!;
      await h.handle.db.execute(sql`UPDATE campaign_emails SET thread_id = 'ffffffffffffffff' WHERE id = ${followUp.id}`);
      await h.makeDue(followUp.id);
      expect(await engine.deliver(followUp.id)).toBe('sent');
      const sent = await h.email(followUp.id);
      expect(sent.threadId).not.toBe('ffffffffffffffff');
      expect(await sentTo(contact.email!)).toHaveLength(2);
    });
  });
});
