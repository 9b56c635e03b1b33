// A follow-up whose due day is a public holiday where the recipient works goes out on the next business day and says
// why: the note is stored with the email and read through /graphql (the contact's history shows it), against real
// PostgreSQL, the engine and the devstack Gmail stand-in. Re-planning after a settings change rewrites the note.
import { isMoveNote } from 'contracts';
import type { CookieJar } from '../../../testkit/http/cookie-jar';
import { startTestApp, type TestApp } from '../../../testkit/http/test-app';
import { updateCampaign } from '../campaign/campaign.service';
import { scheduleSequenceForContact } from './schedule';
import { startDeliveryHarness, type DeliveryHarness } from '../../../testkit/delivery/delivery-harness';
import { signedInSender } from '../../../testkit/delivery/signed-in-sender';

const EMAILS = `query($filter: CampaignEmailFilterInput) {
  campaignEmails(filter: $filter, sort: { field: position, direction: asc }) {
    edges { node { position status scheduledFor errorMessage } }
  }
}`;

// Thursday 13 May 2027, 10:00 in Berlin. Two business days later is Whit Monday (Pfingstmontag), 17 May 2027.
const THURSDAY_10AM_BERLIN = new Date('2027-05-13T08:00:00Z');
const TUESDAY_9AM_BERLIN = new Date('2027-05-18T07:00:00Z');
const WHIT_MONDAY_NOTE = 'Moved from Mon, May 17: Whit Monday (public holiday in Germany).';

describe('a follow-up moved by a public holiday', () => {
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

  /** A signed-in user (a session for /graphql) with a Gmail grant the engine can send with. */
  const newSender = () => signedInSender(app, h, 'holiday');

  const historyOf = async (contactId: number, jar: CookieJar) => {
    const { body } = await app.graphql<{
      campaignEmails: {
        edges: Array<{ node: { position: number; status: string; scheduledFor: string; errorMessage: string | null } }>;
      };
    }>(EMAILS, { filter: { contactId } }, jar);
    expect(body.errors).toBeUndefined();
    return body.data!.campaignEmails.edges.map((edge) => edge.node);
  };

  it('goes on the next business day, and the reason is stored and exposed via GraphQL', async () => {
    const { user, jar } = await newSender();
    const campaign = await h.campaign(user, {
      timezone: 'Europe/Berlin',
      excludeWeekends: true,
      steps: [
        { subject: 'Hello', body: 'Hi {{contact_first_name}}', daysDelay: 0 },
        { body: 'Following up', daysDelay: 2 },
      ],
    });
    const contact = await h.contact(campaign, { email: 'anna.mueller@globex.de', firstName: 'Anna' });
    const { campaignEmailId } = await scheduleSequenceForContact(h.handle.db, {
      userId: user.id,
      campaignId: campaign.id,
      contactId: contact.id,
      now: THURSDAY_10AM_BERLIN,
    });
    expect((await h.email(campaignEmailId)).errorMessage).toBeNull(); // a working day: nothing moved it

    expect(await h.engine({}, { now: () => THURSDAY_10AM_BERLIN }).deliver(campaignEmailId)).toBe('sent');
    const [, followUp] = await h.emailsOf(contact.id);
    expect(followUp).toMatchObject({ status: 'SCHEDULED', scheduledFor: TUESDAY_9AM_BERLIN, errorMessage: WHIT_MONDAY_NOTE });
    expect(await h.pendingJobs(followUp!.id)).toEqual([{ next_run_at: TUESDAY_9AM_BERLIN }]);

    const history = await historyOf(contact.id, jar);
    expect(history).toEqual([
      { position: 1, status: 'SENT', scheduledFor: THURSDAY_10AM_BERLIN.toISOString(), errorMessage: null },
      { position: 2, status: 'SCHEDULED', scheduledFor: TUESDAY_9AM_BERLIN.toISOString(), errorMessage: WHIT_MONDAY_NOTE },
    ]);
    expect(isMoveNote(history[1]!.errorMessage)).toBe(true); // shown as a note, not as an error

    // Weekends count again: due Saturday, no holiday in the way, so the note goes with the move.
    const later = new Date(THURSDAY_10AM_BERLIN.getTime() + 60_000);
    await updateCampaign(h.handle.db, user.id, campaign.id, { excludeWeekends: false }, later);
    expect(await h.email(followUp!.id)).toMatchObject({ scheduledFor: new Date('2027-05-15T08:00:00Z'), errorMessage: null });
    // Back to business days: moved by the holiday again, and saying so again.
    await updateCampaign(h.handle.db, user.id, campaign.id, { excludeWeekends: true }, later);
    expect(await h.email(followUp!.id)).toMatchObject({ scheduledFor: TUESDAY_9AM_BERLIN, errorMessage: WHIT_MONDAY_NOTE });
  });

  it('a first email planned on a holiday says why too', async () => {
    const { user, jar } = await newSender();
    const campaign = await h.campaign(user, { timezone: 'Europe/Berlin', excludeWeekends: true });
    const contact = await h.contact(campaign);
    // Whit Monday, 11:00 in Berlin: the first email waits for Tuesday 09:00.
    const { scheduledFor } = await scheduleSequenceForContact(h.handle.db, {
      userId: user.id,
      campaignId: campaign.id,
      contactId: contact.id,
      now: new Date('2027-05-17T09:00:00Z'),
    });
    expect(scheduledFor).toEqual(TUESDAY_9AM_BERLIN);
    const [first] = await historyOf(contact.id, jar);
    expect(first).toMatchObject({ position: 1, errorMessage: WHIT_MONDAY_NOTE });
  });
});
