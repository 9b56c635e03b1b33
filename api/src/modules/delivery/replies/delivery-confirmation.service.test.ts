// Interrupted sends settled from the Sent folder (optional gmail.metadata grant), against real PostgreSQL and the
// devstack Gmail API: found -> SENT and counted once with its follow-up; missing -> ERROR that says it did not go
// out; never sent again either way.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { DELIVERY_NOT_IN_SENT, DELIVERY_UNCONFIRMED, FORMER_DELIVERY_MARKERS, GMAIL_SEND_SCOPE } from 'contracts';
import { campaignEmails, campaigns, contacts } from '../../../db/schema';
import { GMAIL_METADATA_SCOPE } from '../../google';
import { CONFIRM_AFTER_MS } from './delivery-confirmation.service';
import { claimForSend, markEmailFailed, markNotInSent, markSent } from '../store';
import { pollReplies } from './reply-poller.service';
import { scheduleSequenceForContact } from '../schedule';
import { startDeliveryHarness, type DeliveryHarness } from '../../../../testkit/delivery/delivery-harness';
import { lostAnswerFetch as lostAnswer } from '../../../../testkit/delivery/lost-answer-fetch';

const METADATA_SCOPES = ['openid', 'email', GMAIL_SEND_SCOPE, GMAIL_METADATA_SCOPE];
const SEND_ONLY_SCOPES = ['openid', 'email', GMAIL_SEND_SCOPE];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('interrupted sends settled from the Sent folder', () => {
  let h: DeliveryHarness;
  beforeAll(async () => {
    h = await startDeliveryHarness();
  });
  afterAll(() => h.close());
  beforeEach(() => h.google.reset());

  const scheduledEmail = (scopes: string[]) => h.scheduledEmail({ scopes });

  /** One poll as the POLL_REPLIES job runs it, `afterMs` from now. */
  function poll(userId: string, afterMs: number) {
    const engine = h.engine();
    return pollReplies(
      {
        db: h.handle.db,
        mailboxes: engine.mailboxes,
        logger: engine.deps.logger,
        now: () => new Date(Date.now() + afterMs),
      },
      { userId },
    );
  }

  const contactRow = async (id: number) => (await h.handle.db.select().from(contacts).where(eq(contacts.id, id)))[0]!;

  it('finds a send whose answer was lost and records it SENT, counted once, with its follow-up in the thread', async () => {
    const { user, campaign, contact, emailId } = await scheduledEmail(METADATA_SCOPES);
    expect(await h.engine({}, { fetch: lostAnswer }).deliver(emailId)).toBe('unconfirmed');
    // Later sends of ours sit above it in the Sent folder (told apart without reading their headers).
    const other = await h.contact(campaign);
    const { campaignEmailId: otherEmailId } = await scheduleSequenceForContact(h.handle.db, {
      userId: user.id,
      campaignId: campaign.id,
      contactId: other.id,
    });
    expect(await h.engine().deliver(otherEmailId)).toBe('sent');

    // Too soon: a send cut off a moment ago may still be finishing at Gmail.
    expect(await poll(user.id, 0)).toMatchObject({ confirmed: 0, notSent: 0 });
    expect(await h.email(emailId)).toMatchObject({ status: 'ERROR', errorMessage: DELIVERY_UNCONFIRMED });

    expect(await poll(user.id, CONFIRM_AFTER_MS + 1_000)).toMatchObject({ confirmed: 1, notSent: 0, failures: 0 });
    const [atGmail] = (await h.sent()).filter((message) => message.to.includes(contact.email!));
    const email = await h.email(emailId);
    expect(email).toMatchObject({
      status: 'SENT',
      errorMessage: null,
      gmailMessageId: atGmail!.id,
      threadId: atGmail!.threadId,
      rfcMessageId: atGmail!.messageId,
      subject: 'Quick follow-up on the Dana role',
      body: 'Hi Dana,\n\nThanks!\nGrace Hopper',
    });
    expect(await contactRow(contact.id)).toMatchObject({ status: 'IN_PROGRESS', emailsSent: 1, errorMessage: null });
    const [savedCampaign] = await h.handle.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(savedCampaign!.emailsSent).toBe(2);
    const [, followUp] = await h.emailsOf(contact.id);
    expect(followUp).toMatchObject({
      status: 'SCHEDULED',
      position: 2,
      threadId: atGmail!.threadId,
      subject: 'Re: Quick follow-up on the Dana role',
    });
    expect(followUp!.scheduledFor!.getTime()).toBeGreaterThan(email.sentAt!.getTime() + 24 * 3_600_000);
    expect(await h.pendingJobs(followUp!.id)).toHaveLength(1);

    // Settled once: the next poll has nothing to do, and Gmail still holds one copy.
    expect(await poll(user.id, CONFIRM_AFTER_MS + 2_000)).toMatchObject({ confirmed: 0, notSent: 0 });
    expect((await h.sent()).filter((message) => message.to.includes(contact.email!))).toHaveLength(1);
  });

  it('a claim that died before reaching Gmail: not in the Sent folder, so the ERROR says it did not go out, and nothing is sent', async () => {
    const { user, contact, emailId } = await scheduledEmail(METADATA_SCOPES);
    await claimForSend(h.handle.db, {
      emailId,
      userId: user.id,
      token: 'worker-that-died',
      messageId: '<never-sent@gmail.com>',
      now: new Date(),
      claimTtlMs: 200,
      dailySendCap: 400,
    });
    await sleep(250);
    expect(await h.engine().deliver(emailId)).toBe('unconfirmed');

    expect(await poll(user.id, CONFIRM_AFTER_MS + 1_000)).toMatchObject({ confirmed: 0, notSent: 1 });
    expect(await h.email(emailId)).toMatchObject({ status: 'ERROR', errorMessage: DELIVERY_NOT_IN_SENT });
    expect(await contactRow(contact.id)).toMatchObject({ status: 'ERROR', errorMessage: DELIVERY_NOT_IN_SENT, emailsSent: 0 });
    expect(await h.engine().deliver(emailId)).toBe('done');
    expect(await poll(user.id, CONFIRM_AFTER_MS + 2_000)).toMatchObject({ accounts: 0 });
    expect(await h.sent()).toHaveLength(0);
  });

  it('settles an interrupted send recorded in the words that named Gmail, once migration 0038 rewrote them', async () => {
    const { user, contact, emailId } = await scheduledEmail(METADATA_SCOPES);
    expect(await h.engine({}, { fetch: lostAnswer }).deliver(emailId)).toBe('unconfirmed');
    const former = FORMER_DELIVERY_MARKERS.unconfirmed;
    await h.handle.db.update(campaignEmails).set({ errorMessage: former }).where(eq(campaignEmails.id, emailId));
    await h.handle.db.update(contacts).set({ errorMessage: former }).where(eq(contacts.id, contact.id));

    const migration = await readFile(
      path.join(__dirname, '../../../../drizzle/0038_delivery_markers_name_no_mailbox.sql'),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) await h.handle.db.execute(sql.raw(statement));

    expect(await h.email(emailId)).toMatchObject({ status: 'ERROR', errorMessage: DELIVERY_UNCONFIRMED });
    expect(await contactRow(contact.id)).toMatchObject({ errorMessage: DELIVERY_UNCONFIRMED });
    expect(await poll(user.id, CONFIRM_AFTER_MS + 1_000)).toMatchObject({ confirmed: 1, notSent: 0 });
    expect(await h.email(emailId)).toMatchObject({ status: 'SENT', errorMessage: null });
  });

  it('leaves an interrupted send as it is without the metadata grant', async () => {
    const { user, emailId } = await scheduledEmail(SEND_ONLY_SCOPES);
    expect(await h.engine({}, { fetch: lostAnswer }).deliver(emailId)).toBe('unconfirmed');
    expect(await poll(user.id, CONFIRM_AFTER_MS + 1_000)).toMatchObject({ accounts: 0 });
    expect(await h.email(emailId)).toMatchObject({ status: 'ERROR', errorMessage: DELIVERY_UNCONFIRMED });
  });

  it("a worker's late answer still records the email SENT after the Sent folder was found without it", async () => {
    const { user, contact, emailId } = await scheduledEmail(METADATA_SCOPES);
    const claimedAt = new Date(Date.now() - 10_000);
    await claimForSend(h.handle.db, {
      emailId,
      userId: user.id,
      token: 'frozen-worker',
      messageId: '<late@gmail.com>',
      now: claimedAt,
      claimTtlMs: 1_000,
      dailySendCap: 400,
    });
    await markEmailFailed(h.handle.db, { emailId, expiredBefore: new Date(), message: DELIVERY_UNCONFIRMED, now: new Date() });
    await markNotInSent(h.handle.db, { emailId, now: new Date() });
    const recorded = await markSent(h.handle.db, {
      emailId,
      token: 'frozen-worker',
      sentAt: new Date(),
      gmailMessageId: 'g1',
      threadId: 'g1',
      rfcMessageId: '<late@gmail.com>',
      subject: 's',
      body: 'b',
    });
    expect(recorded).toBe(true);
    expect(await h.email(emailId)).toMatchObject({ status: 'SENT', errorMessage: null });
    expect(await contactRow(contact.id)).toMatchObject({ status: 'NO_RESPONSE', emailsSent: 1, errorMessage: null });
  });
});
