// A sequence's own sending policy (issue 36): hours 10:00-16:00 and the recipient's Sunday-to-Thursday week, set
// through /graphql, are what the engine sends in, against real PostgreSQL, the engine and the devstack Gmail
// stand-in; a change of hours or week re-plans the unsent follow-up at once; hours the rules refuse are refused.
import { SEND_WINDOW_TOO_NARROW } from 'contracts';
import type { User } from '../../db/schema';
import type { CookieJar } from '../../../testkit/http/cookie-jar';
import { startTestApp, type TestApp } from '../../../testkit/http/test-app';
import { updateCampaign } from '../campaign/campaign.service';
import { scheduleSequenceForContact } from './schedule';
import { startDeliveryHarness, type DeliveryHarness } from '../../../testkit/delivery/delivery-harness';
import { signedInSender } from '../../../testkit/delivery/signed-in-sender';

const CREATE = `mutation($data: CreateCampaignInput!) {
  createCampaign(data: $data) {
    success message
    campaign { id timezone sendWindowStart sendWindowEnd workWeek workWeekChosen }
  }
}`;
const UPDATE = `mutation($id: Int!, $data: UpdateCampaignInput!) {
  updateCampaign(id: $id, data: $data) { sendWindowStart sendWindowEnd workWeek workWeekChosen nextSendAt }
}`;

// Riyadh is UTC+3 all year. Thursday 14 January 2027, 15:30 there: inside 10:00-16:00 on a work day.
const THURSDAY_1530 = new Date('2027-01-14T12:30:00Z');
const FRIDAY_1100 = new Date('2027-01-15T08:00:00Z');
const SUNDAY_1000 = new Date('2027-01-17T07:00:00Z');
const SUNDAY_1530 = new Date('2027-01-17T12:30:00Z');
const FRIDAY_1530 = new Date('2027-01-15T12:30:00Z');
const FRIDAY_1600 = new Date('2027-01-15T13:00:00Z');

describe('a sequence sends inside its own hours and the recipient work week', () => {
  let h: DeliveryHarness;
  let app: TestApp;
  beforeAll(async () => {
    h = await startDeliveryHarness();
    app = await startTestApp({ database: { url: h.database.url } });
  });
  afterAll(async () => {
    await app.close();
    await h.close();
  });

  const newSender = () => signedInSender(app, h, 'policy');

  /** A Riyadh sequence (the zone's week: Sunday to Thursday) given hours 10:00-16:00 through /graphql. */
  async function riyadhSequence(jar: CookieJar, user: User) {
    const campaign = await h.campaign(user, {
      timezone: 'Asia/Riyadh',
      excludeWeekends: true,
      steps: [
        { subject: 'Hello', body: 'Hi {{contact_first_name}}', daysDelay: 0 },
        { body: 'Following up', daysDelay: 1 },
      ],
    });
    const { body } = await app.graphql<{ updateCampaign: Record<string, unknown> }>(
      UPDATE,
      { id: campaign.id, data: { sendWindowStart: 600, sendWindowEnd: 960 } },
      jar,
    );
    expect(body.errors).toBeUndefined();
    // The recipient's week follows the zone's country until the user picks one.
    expect(body.data!.updateCampaign).toMatchObject({
      sendWindowStart: 600,
      sendWindowEnd: 960,
      workWeek: 'SUN_THU',
      workWeekChosen: false,
    });
    const contact = await h.contact(campaign, { email: 'sara@aramco.example', firstName: 'Sara' });
    return { campaign, contact };
  }

  it('creates a sequence with its hours and week through /graphql', async () => {
    const { jar } = await newSender();
    const { body } = await app.graphql<{ createCampaign: { success: boolean; campaign: Record<string, unknown> } }>(
      CREATE,
      {
        data: {
          name: 'Data role',
          timezone: 'Europe/Berlin',
          excludeWeekends: true,
          sendWindowStart: 600,
          sendWindowEnd: 960,
          workWeek: 'SUN_THU',
        },
      },
      jar,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.createCampaign.campaign).toMatchObject({
      sendWindowStart: 600,
      sendWindowEnd: 960,
      workWeek: 'SUN_THU',
      workWeekChosen: true,
    });
    const refused = await app.graphql<{ createCampaign: { success: boolean; message: string } }>(
      CREATE,
      { data: { name: 'Night owl', timezone: 'Europe/Berlin', excludeWeekends: true, sendWindowStart: 600, sendWindowEnd: 690 } },
      jar,
    );
    expect(refused.body.data!.createCampaign).toMatchObject({ success: false, message: SEND_WINDOW_TOO_NARROW });
  });

  it('waits for Sunday 10:00 on a Friday, and counts the follow-up in Sunday-to-Thursday days', async () => {
    const { user, jar } = await newSender();
    const { campaign, contact } = await riyadhSequence(jar, user);

    // Friday is the recipient's weekend: the first email waits for Sunday at the start of the hours.
    const { campaignEmailId, scheduledFor } = await scheduleSequenceForContact(h.handle.db, {
      userId: user.id,
      campaignId: campaign.id,
      contactId: contact.id,
      now: FRIDAY_1100,
    });
    expect(scheduledFor).toEqual(SUNDAY_1000);
    // A job that fires on Friday anyway does not send: it moves itself to Sunday 10:00.
    expect(await h.engine({}, { now: () => FRIDAY_1100 }).deliver(campaignEmailId)).not.toBe('sent');
    expect(await h.email(campaignEmailId)).toMatchObject({ status: 'SCHEDULED', scheduledFor: SUNDAY_1000 });
    expect(await h.sent()).toHaveLength(0);
  });

  it('sends on Thursday 15:30, plans the follow-up for Sunday 15:30, and re-plans it when the week or hours change', async () => {
    const { user, jar } = await newSender();
    const { campaign, contact } = await riyadhSequence(jar, user);
    const { campaignEmailId } = await scheduleSequenceForContact(h.handle.db, {
      userId: user.id,
      campaignId: campaign.id,
      contactId: contact.id,
      now: THURSDAY_1530,
    });
    expect(await h.engine({}, { now: () => THURSDAY_1530 }).deliver(campaignEmailId)).toBe('sent');
    const [, followUp] = await h.emailsOf(contact.id);
    // One work day after Thursday is Sunday (Friday and Saturday are the weekend there), at the same time of day.
    expect(followUp).toMatchObject({ status: 'SCHEDULED', scheduledFor: SUNDAY_1530 });

    // The user says this recipient works Monday to Friday: the follow-up moves to Friday 15:30 at once (a re-plan
    // never goes before its `now`, here just after the send).
    const later = new Date(THURSDAY_1530.getTime() + 60_000);
    const monFri = await updateCampaign(h.handle.db, user.id, campaign.id, { workWeek: 'MON_FRI' }, later);
    expect(monFri).toMatchObject({ workWeek: 'MON_FRI', replan: { replanned: 1, firstSendAt: FRIDAY_1530 } });
    expect(await h.email(followUp!.id)).toMatchObject({ scheduledFor: FRIDAY_1530 });
    expect(await h.pendingJobs(followUp!.id)).toEqual([{ next_run_at: FRIDAY_1530 }]);

    // Hours of 16:00-18:00 there: the follow-up waits for Friday 16:00, the start of the new hours.
    await updateCampaign(h.handle.db, user.id, campaign.id, { sendWindowStart: 960, sendWindowEnd: 1080 }, later);
    expect(await h.email(followUp!.id)).toMatchObject({ scheduledFor: FRIDAY_1600 });
    const { body } = await app.graphql<{ updateCampaign: Record<string, unknown> }>(UPDATE, { id: campaign.id, data: {} }, jar);
    expect(body.data!.updateCampaign).toMatchObject({ sendWindowStart: 960, sendWindowEnd: 1080, workWeekChosen: true });

    // Hours narrower than 2 hours are refused with the rule's words, and nothing changes.
    const narrow = await app.graphql(UPDATE, { id: campaign.id, data: { sendWindowStart: 600, sendWindowEnd: 660 } }, jar);
    expect(narrow.body.errors?.[0]?.message).toBe(SEND_WINDOW_TOO_NARROW);
    expect(await h.email(followUp!.id)).toMatchObject({ scheduledFor: FRIDAY_1600 });
  });
});
