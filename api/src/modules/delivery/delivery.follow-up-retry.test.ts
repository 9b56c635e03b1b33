// Once Gmail has accepted an email it is SENT, whatever fails afterwards. The probe: a step saved with
// daysDelay 2147483647 let step 1 go out, then computing the follow-up threw and the DELIVERED email was marked ERROR
// 'delivery could not be confirmed'. Here the next step row is corrupted in the database (as a row saved before the
// 1..60 bound was, before migration 0011 mended them), the real engine sends step 1 through the devstack Gmail, and the real housekeeping creates
// the follow-up once the row is mended.
import { and, eq, sql } from 'drizzle-orm';
import { DELIVERY_UNCONFIRMED, sendPolicyOf } from 'contracts';
import { campaigns, contacts, sequenceSteps } from '../../db/schema';
import { followUpDueAt } from '../scheduling';
import { createDelivery } from './delivery.factory';
import { scheduleMissingFollowUps, scheduleSequenceForContact } from './schedule';
import { startDeliveryHarness, type DeliveryHarness } from '../../../testkit/delivery/delivery-harness';

describe('delivery engine: a follow-up that cannot be computed', () => {
  let h: DeliveryHarness;
  beforeAll(async () => {
    h = await startDeliveryHarness();
    // Migration 0011 now refuses such rows and mends old ones; the engine must hold even when a bad row gets in
    // anyway (a constraint dropped by hand, an old dump restored), so this test's own database goes without it.
    await h.handle.db.execute(sql`ALTER TABLE sequence_steps DROP CONSTRAINT sequence_steps_days_delay_range`);
  });
  afterAll(() => h.close());
  beforeEach(() => h.google.reset());

  const setNextDelay = (campaignId: number, daysDelay: number) =>
    h.handle.db
      .update(sequenceSteps)
      .set({ daysDelay })
      .where(and(eq(sequenceSteps.campaignId, campaignId), eq(sequenceSteps.position, 2)));

  async function sequenceWithCorruptSecondStep(daysDelay: number) {
    const user = await h.sender();
    const campaign = await h.campaign(user, {
      steps: [
        { subject: 'Engineer role at Acme', body: 'Hi {{contact_first_name}}', daysDelay: 0 },
        { body: 'Bumping this.', daysDelay: 2 },
      ],
    });
    const contact = await h.contact(campaign);
    const { campaignEmailId } = await scheduleSequenceForContact(h.handle.db, {
      userId: user.id,
      campaignId: campaign.id,
      contactId: contact.id,
    });
    await setNextDelay(campaign.id, daysDelay);
    return { user, campaign, contact, campaignEmailId };
  }

  it('keeps the delivered email SENT with true counters, logs the error, and the housekeeping creates the follow-up later', async () => {
    const { campaign, contact, campaignEmailId } = await sequenceWithCorruptSecondStep(2_147_483_647);
    const engine = h.engine();
    const delivery = createDelivery(engine);
    const logsBefore = h.logs.length;

    expect(await engine.deliver(campaignEmailId)).toBe('sent');
    const [gmail] = await h.sent();
    expect(gmail).toMatchObject({ subject: 'Engineer role at Acme' });

    let emails = await h.emailsOf(contact.id);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      status: 'SENT',
      errorMessage: null,
      gmailMessageId: gmail!.id,
      threadId: gmail!.threadId,
      claimToken: null,
    });
    expect(emails[0]!.errorMessage).not.toBe(DELIVERY_UNCONFIRMED);
    const [savedContact] = await h.handle.db.select().from(contacts).where(eq(contacts.id, contact.id));
    // Still in progress (a follow-up is owed), not ERROR and not NO_RESPONSE.
    expect(savedContact).toMatchObject({ status: 'IN_PROGRESS', emailsSent: 1, errorMessage: null });
    const [savedCampaign] = await h.handle.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(savedCampaign).toMatchObject({ emailsSent: 1, lastEmailSentAt: emails[0]!.sentAt });
    const logged = h.logs.slice(logsBefore).join('');
    expect(logged).toContain('its follow-up could not be scheduled');
    expect(logged).toContain('Days to wait can be at most 60 days');

    // While the row is still wrong the housekeeping only logs (and changes nothing).
    await delivery.runHousekeeping();
    expect(await h.emailsOf(contact.id)).toHaveLength(1);
    expect(h.logs.slice(logsBefore).join('')).toContain('the follow-up of a sent email still cannot be scheduled');

    // Mended (e.g. the user saves the sequence again within the bound): the next housekeeping run creates it, as the
    // engine would have on Gmail's answer: due 2 days after the actual send, in the same thread, with its send job.
    await setNextDelay(campaign.id, 2);
    await delivery.runHousekeeping();
    emails = await h.emailsOf(contact.id);
    expect(emails).toHaveLength(2);
    const sentAt = emails[0]!.sentAt!;
    const followUp = emails[1]!;
    expect(followUp).toMatchObject({
      position: 2,
      status: 'SCHEDULED',
      subject: 'Re: Engineer role at Acme',
      body: 'Bumping this.',
      threadId: gmail!.threadId,
      scheduledFor: followUpDueAt(sentAt, 2, sendPolicyOf({ zone: campaign.timezone, excludeWeekends: false })),
    });
    expect(await h.pendingJobs(followUp.id)).toEqual([{ next_run_at: followUp.scheduledFor }]);

    // Once only, however often the housekeeping runs.
    await delivery.runHousekeeping();
    expect(await h.emailsOf(contact.id)).toHaveLength(2);
    expect(await h.pendingJobs(followUp.id)).toHaveLength(1);

    // And it goes out like any follow-up, closing the sequence.
    await h.makeDue(followUp.id);
    expect(await engine.deliver(followUp.id)).toBe('sent');
    // Send only: it names the run's anchor (Gmail's Message-ID cannot be read back), copied by the housekeeping, and
    // keeps Gmail's thread.
    const [first] = await h.emailsOf(contact.id);
    expect(first!.conversationAnchor).toMatch(/^<conversation\./);
    expect((await h.sent())[1]).toMatchObject({
      threadId: gmail!.threadId,
      inReplyTo: first!.conversationAnchor,
      references: [first!.conversationAnchor],
    });
    const [finished] = await h.handle.db.select().from(contacts).where(eq(contacts.id, contact.id));
    expect(finished).toMatchObject({ status: 'NO_RESPONSE', emailsSent: 2 });
  });

  it('leaves alone contacts that are not owed a follow-up', async () => {
    // Replied, deleted, finished, or with the next email already scheduled: nothing to create.
    const replied = await sequenceWithCorruptSecondStep(100_000);
    const deleted = await sequenceWithCorruptSecondStep(100_000);
    const engine = h.engine();
    for (const { campaignEmailId } of [replied, deleted]) expect(await engine.deliver(campaignEmailId)).toBe('sent');
    await setNextDelay(replied.campaign.id, 2);
    await setNextDelay(deleted.campaign.id, 2);
    await h.handle.db.update(contacts).set({ status: 'RESPONDED' }).where(eq(contacts.id, replied.contact.id));
    await h.handle.db
      .update(contacts)
      .set({ deletedAt: sql`now()` })
      .where(eq(contacts.id, deleted.contact.id));

    const ongoing = await sequenceWithCorruptSecondStep(3);
    expect(await engine.deliver(ongoing.campaignEmailId)).toBe('sent');
    expect(await h.emailsOf(ongoing.contact.id)).toHaveLength(2);

    const sweep = await scheduleMissingFollowUps({ db: h.handle.db, logger: engine.deps.logger }, new Date());
    expect(sweep).toEqual({ created: 0, failed: 0 });
    for (const { contact } of [replied, deleted]) expect(await h.emailsOf(contact.id)).toHaveLength(1);
    expect(await h.emailsOf(ongoing.contact.id)).toHaveLength(2);
  });
});
