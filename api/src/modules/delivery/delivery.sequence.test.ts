// A contact's sequence through the engine against real PostgreSQL and the devstack Gmail API: scheduling,
// composition, same-thread follow-ups, counters, and follow-ups due from the actual send time.
import { sendPolicyOf } from 'contracts';
import { eq } from 'drizzle-orm';
import { campaigns, contacts } from '../../db/schema';
import { followUpDueAt, firstSendAt } from '../scheduling';
import { closeUnansweredSequences, markContactResponded } from './replies';
import { scheduleSequenceForContact } from './schedule';
import { startDeliveryHarness, type DeliveryHarness } from '../../../testkit/delivery/delivery-harness';
import { zoneOutsideWindow } from '../../../testkit/delivery/zones';

describe('delivery engine: a sequence', () => {
  let h: DeliveryHarness;
  beforeAll(async () => {
    h = await startDeliveryHarness();
  });
  afterAll(() => h.close());
  beforeEach(() => h.google.reset());

  it('schedules the first email at firstSendAt with its send job, once however often it is called', async () => {
    const user = await h.sender();
    const campaign = await h.campaign(user, { timezone: zoneOutsideWindow() });
    const contact = await h.contact(campaign);
    const now = new Date();

    const scheduled = await scheduleSequenceForContact(h.handle.db, {
      userId: user.id,
      campaignId: campaign.id,
      contactId: contact.id,
      now,
    });
    expect(scheduled.created).toBe(true);
    expect(scheduled.scheduledFor).toEqual(firstSendAt(now, sendPolicyOf({ zone: campaign.timezone, excludeWeekends: false })));
    expect(scheduled.scheduledFor.getTime()).toBeGreaterThan(now.getTime()); // night there: next 09:00

    const again = await scheduleSequenceForContact(h.handle.db, {
      userId: user.id,
      campaignId: campaign.id,
      contactId: contact.id,
    });
    expect(again).toMatchObject({ campaignEmailId: scheduled.campaignEmailId, created: false });

    const emails = await h.emailsOf(contact.id);
    expect(emails).toHaveLength(1); // follow-ups are materialised only once the previous one is sent
    expect(emails[0]).toMatchObject({ position: 1, status: 'SCHEDULED', scheduledFor: scheduled.scheduledFor });
    expect(await h.pendingJobs(scheduled.campaignEmailId)).toEqual([{ next_run_at: scheduled.scheduledFor }]);
    const [savedContact] = await h.handle.db.select().from(contacts).where(eq(contacts.id, contact.id));
    expect(savedContact).toMatchObject({ status: 'IN_PROGRESS', maxEmails: 3 });
  });

  it("refuses another user's campaign or contact, and a campaign without steps", async () => {
    const owner = await h.sender();
    const stranger = await h.sender();
    const campaign = await h.campaign(owner);
    const contact = await h.contact(campaign);
    await expect(
      scheduleSequenceForContact(h.handle.db, { userId: stranger.id, campaignId: campaign.id, contactId: contact.id }),
    ).rejects.toThrow('Campaign not found');
    const empty = await h.campaign(owner, { steps: [] });
    await expect(
      scheduleSequenceForContact(h.handle.db, { userId: owner.id, campaignId: empty.id, contactId: (await h.contact(empty)).id }),
    ).rejects.toThrow('You must have at least one email in the sequence');
  });

  it('sends the whole sequence: filled placeholders, same-thread follow-up headers, a new-thread step, true counters', async () => {
    const user = await h.sender({ name: 'Grace Hopper' });
    const campaign = await h.campaign(user, {
      steps: [
        {
          subject: 'Quick follow-up on the Engineer role',
          body: 'Hi {{contact_first_name}},\n\nBest,\n{{your_name}}',
          daysDelay: 0,
        },
        {
          subject: 'ignored for a same-thread step',
          body: 'Bumping this, {{contact_first_name}}.',
          daysDelay: 2,
          nextMailInThread: false,
        },
        { subject: 'A fresh start', body: 'New thread from {{your_name}}', daysDelay: 3 },
      ],
    });
    const contact = await h.contact(campaign, { firstName: 'Dana', lastName: 'Scully', email: 'dana@acme.example' });
    const engine = h.engine();
    const { campaignEmailId } = await scheduleSequenceForContact(h.handle.db, {
      userId: user.id,
      campaignId: campaign.id,
      contactId: contact.id,
    });

    expect(await engine.deliver(campaignEmailId)).toBe('sent');
    const [first] = await h.sent();
    expect(first).toMatchObject({
      from: '"Grace Hopper" <test.user@gmail.com>',
      to: ['dana@acme.example'],
      subject: 'Quick follow-up on the Engineer role',
      inReplyTo: null,
    });
    expect(first!.text.trim()).toBe('Hi Dana,\n\nBest,\nGrace Hopper');
    expect(first!.html).toContain('Hi Dana,<br>');

    let emails = await h.emailsOf(contact.id);
    expect(emails).toHaveLength(2);
    const [sentFirst, followUp] = emails;
    expect(sentFirst).toMatchObject({
      status: 'SENT',
      gmailMessageId: first!.id,
      threadId: first!.threadId,
      // A send-only grant cannot read back the Message-ID Gmail gave the email: the one we set is kept.
      rfcMessageId: expect.stringMatching(/^<[0-9a-f-]{36}@gmail\.com>$/),
      subject: 'Quick follow-up on the Engineer role',
      body: 'Hi Dana,\n\nBest,\nGrace Hopper',
      claimToken: null,
    });
    // Due daysDelay days after the ACTUAL send, same wall-clock time, in the campaign's zone.
    expect(followUp).toMatchObject({
      position: 2,
      status: 'SCHEDULED',
      threadId: first!.threadId,
      subject: 'Re: Quick follow-up on the Engineer role',
      scheduledFor: followUpDueAt(sentFirst!.sentAt!, 2, sendPolicyOf({ zone: campaign.timezone, excludeWeekends: false })),
    });
    expect(await h.pendingJobs(followUp!.id)).toEqual([{ next_run_at: followUp!.scheduledFor }]);
    let [savedCampaign] = await h.handle.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(savedCampaign).toMatchObject({ emailsSent: 1, lastEmailSentAt: sentFirst!.sentAt });

    await h.makeDue(followUp!.id);
    expect(await engine.deliver(followUp!.id)).toBe('sent');
    const second = (await h.sent())[1]!;
    // Send only: Gmail's thread id keeps it in the user's thread; the run's anchor, which email 1 carried too, keeps it
    // in the recipient's conversation (our replaced Message-ID is never named: the recipient never saw it).
    expect(first!.messageId).not.toBe(sentFirst!.rfcMessageId);
    expect(first!.references).toEqual([sentFirst!.conversationAnchor]);
    expect(second).toMatchObject({
      threadId: first!.threadId,
      subject: 'Re: Quick follow-up on the Engineer role',
      inReplyTo: sentFirst!.conversationAnchor,
      references: [sentFirst!.conversationAnchor],
    });
    expect(second.text.trim()).toBe('Bumping this, Dana.');

    emails = await h.emailsOf(contact.id);
    const third = emails[2]!;
    // Step 2 says the next email starts a new thread: its own subject, no thread yet.
    expect(third).toMatchObject({ position: 3, subject: 'A fresh start', threadId: null });
    await h.makeDue(third.id);
    expect(await engine.deliver(third.id)).toBe('sent');
    const last = (await h.sent())[2]!;
    expect(last.threadId).not.toBe(first!.threadId);
    expect(last).toMatchObject({ subject: 'A fresh start', inReplyTo: null });

    emails = await h.emailsOf(contact.id);
    expect(emails.map((email) => email.status)).toEqual(['SENT', 'SENT', 'SENT']);
    [savedCampaign] = await h.handle.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(savedCampaign).toMatchObject({ emailsSent: 3, lastEmailSentAt: emails[2]!.sentAt });
    const [savedContact] = await h.handle.db.select().from(contacts).where(eq(contacts.id, contact.id));
    expect(savedContact).toMatchObject({ emailsSent: 3, status: 'NO_RESPONSE' });
    expect(await h.sent()).toHaveLength(3);
  });

  it("puts 'Re: ' in front once, even when the first subject already starts with it", async () => {
    const user = await h.sender();
    const campaign = await h.campaign(user, { steps: [{ subject: 'RE: re: Engineer role', daysDelay: 0 }, { daysDelay: 1 }] });
    const contact = await h.contact(campaign);
    const engine = h.engine();
    const { campaignEmailId } = await scheduleSequenceForContact(h.handle.db, {
      userId: user.id,
      campaignId: campaign.id,
      contactId: contact.id,
    });
    await engine.deliver(campaignEmailId);
    const followUp = (await h.emailsOf(contact.id))[1]!;
    expect(followUp.subject).toBe('Re: Engineer role');
  });

  it('reschedules to the next window opening instead of sending at night', async () => {
    const user = await h.sender();
    const campaign = await h.campaign(user, { timezone: zoneOutsideWindow() });
    const contact = await h.contact(campaign);
    const { campaignEmailId } = await scheduleSequenceForContact(h.handle.db, {
      userId: user.id,
      campaignId: campaign.id,
      contactId: contact.id,
    });
    await h.makeDue(campaignEmailId); // as if a job woke it at night
    const before = new Date();
    expect(await h.engine().deliver(campaignEmailId)).toBe('rescheduled');
    const email = await h.email(campaignEmailId);
    expect(email.status).toBe('SCHEDULED');
    expect(email.scheduledFor!.getTime()).toBeGreaterThan(before.getTime());
    expect(email.scheduledFor).toEqual(firstSendAt(before, sendPolicyOf({ zone: campaign.timezone, excludeWeekends: false })));
    expect(await h.sent()).toHaveLength(0);
  });

  it('sends the open-tracking pixel only for campaigns that track opens', async () => {
    const user = await h.sender();
    const tracked = await h.contact(await h.campaign(user, { trackOpens: true }));
    const untracked = await h.contact(await h.campaign(user, { trackOpens: false }));
    const engine = h.engine();
    for (const contact of [tracked, untracked]) {
      const { campaignEmailId } = await scheduleSequenceForContact(h.handle.db, {
        userId: user.id,
        campaignId: contact.campaignId,
        contactId: contact.id,
      });
      await engine.deliver(campaignEmailId);
    }
    const [withPixel, withoutPixel] = await h.sent();
    expect(withPixel!.html).toMatch(/<img src="http:\/\/app\.test\/api\/track\/open\/\d+\.[A-Za-z0-9_-]{22}\.gif"/);
    expect(withoutPixel!.html).not.toContain('<img');
  });

  it('closes a sequence that ended unanswered: its emails become NO_RESPONSE a week after the last one, a late reply still counts', async () => {
    const user = await h.sender();
    const campaign = await h.campaign(user, { steps: [{ daysDelay: 0 }, { daysDelay: 1 }] });
    const finished = await h.contact(campaign);
    const ongoing = await h.contact(campaign);
    const engine = h.engine();
    for (const contact of [finished, ongoing]) {
      const { campaignEmailId } = await scheduleSequenceForContact(h.handle.db, {
        userId: user.id,
        campaignId: campaign.id,
        contactId: contact.id,
      });
      expect(await engine.deliver(campaignEmailId)).toBe('sent');
    }
    const followUp = (await h.emailsOf(finished.id))[1]!;
    await h.makeDue(followUp.id);
    expect(await engine.deliver(followUp.id)).toBe('sent');
    const lastSentAt = (await h.email(followUp.id)).sentAt!;

    const day = 24 * 60 * 60 * 1000;
    expect(await closeUnansweredSequences(h.handle.db, new Date(lastSentAt.getTime() + 6 * day))).toBe(0);
    expect((await h.emailsOf(finished.id)).map((email) => email.status)).toEqual(['SENT', 'SENT']);

    // (earlier tests' finished sequences in this database close too)
    expect(await closeUnansweredSequences(h.handle.db, new Date(lastSentAt.getTime() + 7 * day + 1000))).toBeGreaterThanOrEqual(
      2,
    );
    expect((await h.emailsOf(finished.id)).map((email) => email.status)).toEqual(['NO_RESPONSE', 'NO_RESPONSE']);
    // The contact still waiting for its follow-up is not touched.
    expect((await h.emailsOf(ongoing.id)).map((email) => email.status)).toEqual(['SENT', 'SCHEDULED']);

    await markContactResponded(h.handle.db, { contactId: finished.id, respondedAt: new Date(), stopReason: 'REPLIED' });
    expect((await h.emailsOf(finished.id)).map((email) => email.status)).toEqual(['NO_RESPONSE', 'RECEIVED']);
    const [savedContact] = await h.handle.db.select().from(contacts).where(eq(contacts.id, finished.id));
    expect(savedContact).toMatchObject({ status: 'RESPONDED' });
  });
});
