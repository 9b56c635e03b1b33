// Changing a sequence's zone re-plans its unsent emails and their send jobs at once, against real PostgreSQL and the
// devstack Gmail stand-in: the email goes at the new time, once, and never at the old one.
import { sendPolicyOf } from 'contracts';
import { updateCampaign } from '../../campaign/campaign.service';
import { nextWindowOpening } from '../../scheduling';
import { scheduleSequenceForContact } from './sequence-scheduler.service';
import { startDeliveryHarness, type DeliveryHarness } from '../../../../testkit/delivery/delivery-harness';
import { zoneInsideWindow, zoneOutsideWindow } from '../../../../testkit/delivery/zones';

const MINUTE = 60_000;

describe('re-planning a sequence after its zone changes', () => {
  let h: DeliveryHarness;
  beforeAll(async () => {
    h = await startDeliveryHarness();
  });
  afterAll(() => h.close());
  beforeEach(() => h.google.reset());

  async function scheduledIn(timezone: string) {
    const user = await h.sender();
    const campaign = await h.campaign(user, { timezone });
    const contact = await h.contact(campaign);
    const { campaignEmailId, scheduledFor } = await scheduleSequenceForContact(h.handle.db, {
      userId: user.id,
      campaignId: campaign.id,
      contactId: contact.id,
    });
    return { user, campaign, contact, emailId: campaignEmailId, scheduledFor };
  }

  const sentTo = async (address: string) => (await h.sent()).filter((message) => message.to.includes(address));

  it('a zone where it is working hours now sends the email now, not at the old 09:00', async () => {
    const { user, campaign, contact, emailId, scheduledFor } = await scheduledIn(zoneOutsideWindow());
    expect(scheduledFor.getTime()).toBeGreaterThan(Date.now() + 60 * MINUTE); // night there: the next 09:00
    expect(await h.engine().deliver(emailId)).not.toBe('sent');
    expect(await sentTo(contact.email!)).toHaveLength(0);

    const before = Date.now();
    const updated = await updateCampaign(h.handle.db, user.id, campaign.id, { timezone: zoneInsideWindow() });
    const email = await h.email(emailId);
    expect(email.scheduledFor!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(email.scheduledFor!.getTime()).toBeLessThan(Date.now() + 1000);
    expect(updated.replan).toEqual({ replanned: 1, firstSendAt: email.scheduledFor });
    // Its job moved with it: none is left waiting for the old time.
    const jobs = await h.pendingJobs(emailId);
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) expect(job.next_run_at.getTime()).toBeLessThan(scheduledFor.getTime());

    expect(await h.engine().deliver(emailId)).toBe('sent');
    expect(await sentTo(contact.email!)).toHaveLength(1);
    // The old time comes: nothing goes a second time.
    expect(await h.engine({}, { now: () => new Date(scheduledFor.getTime() + MINUTE) }).deliver(emailId)).not.toBe('sent');
    expect(await sentTo(contact.email!)).toHaveLength(1);
  });

  it('a zone where it is night moves a due email and its job to the next 09:00 there, and it goes only then', async () => {
    const { user, campaign, contact, emailId } = await scheduledIn(zoneInsideWindow());
    const night = zoneOutsideWindow();
    const now = new Date();
    await updateCampaign(h.handle.db, user.id, campaign.id, { timezone: night }, now);

    const opening = nextWindowOpening(now, sendPolicyOf({ zone: night, excludeWeekends: false }));
    expect(opening.getTime()).toBeGreaterThan(now.getTime() + 60 * MINUTE);
    expect((await h.email(emailId)).scheduledFor).toEqual(opening);
    expect(await h.pendingJobs(emailId)).toEqual([{ next_run_at: opening }]);

    // At the old time (now) nothing goes out.
    expect(await h.engine().deliver(emailId)).not.toBe('sent');
    expect(await sentTo(contact.email!)).toHaveLength(0);
    expect((await h.email(emailId)).status).toBe('SCHEDULED');

    // At the new time it goes, once.
    const atOpening = h.engine({}, { now: () => new Date(opening.getTime() + 1000) });
    expect(await atOpening.deliver(emailId)).toBe('sent');
    expect(await atOpening.deliver(emailId)).not.toBe('sent');
    expect(await sentTo(contact.email!)).toHaveLength(1);
  });

  it('leaves emails alone when neither the zone nor the weekend switch changed', async () => {
    const { user, campaign, emailId, scheduledFor } = await scheduledIn(zoneOutsideWindow());
    const updated = await updateCampaign(h.handle.db, user.id, campaign.id, { name: 'Renamed', timezone: campaign.timezone });
    expect(updated.replan).toBeNull();
    expect((await h.email(emailId)).scheduledFor).toEqual(scheduledFor);
  });

  it('re-plans when only the weekend switch changes, keeping the email inside the window', async () => {
    const { user, campaign, emailId } = await scheduledIn(zoneOutsideWindow());
    const updated = await updateCampaign(h.handle.db, user.id, campaign.id, { excludeWeekends: true });
    const email = await h.email(emailId);
    expect(updated.replan?.replanned).toBe(1);
    expect(email.scheduledFor).toEqual(
      nextWindowOpening(email.scheduledFor!, sendPolicyOf({ zone: campaign.timezone, excludeWeekends: true })),
    );
    expect(await h.pendingJobs(emailId)).toEqual([{ next_run_at: email.scheduledFor }]);
  });
});
