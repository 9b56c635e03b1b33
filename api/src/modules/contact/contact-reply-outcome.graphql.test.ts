// setContactOutcome over /graphql: the owner sets what a reply means in one click (every tier), the Contact shows the
// outcome, its confirmation time and the reply history; bad input is a BAD_USER_INPUT error; a stranger changes nothing.
import { INTERVIEW_DATE_ONLY_FOR_INTERVIEW, INTERVIEW_DATE_OUT_OF_RANGE, replyOutcomeSaved } from 'contracts';
import { sequenceSteps } from '../../db/schema';
import { CookieJar } from '../../../testkit/http/cookie-jar';
import { insertCampaign, insertContact } from '../../../testkit/db/db-fixtures';
import { startTestApp, type TestApp } from '../../../testkit/http/test-app';
import { scheduleSequenceForContact } from '../delivery';
import { zoneOutsideWindow } from '../../../testkit/delivery/zones';

const SET_OUTCOME = `mutation($contactId: Int!, $outcome: ReplyOutcome!, $interviewAt: DateTime) {
  setContactOutcome(contactId: $contactId, outcome: $outcome, interviewAt: $interviewAt) {
    success message contact { id status stopReason outcome outcomeProposed outcomeConfirmedAt interviewAt }
  }
}`;
const CONTACT = `query($filter: ContactFilterInput!) {
  contact(filter: $filter) { id outcome outOfOfficeUntil replyOutcomes { outcome source occurredAt interviewAt } }
}`;

/** An instant `days` from now, on a whole minute (as a date and time input gives it). */
const inDays = (days: number) => new Date(Math.floor(Date.now() / 60_000) * 60_000 + days * 86_400_000).toISOString();

describe('setContactOutcome over /graphql', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  let counter = 0;
  async function signedIn() {
    const jar = new CookieJar();
    const response = await app.request('/api/auth/sign-up/email', {
      json: { name: 'Ada', email: `ada.outcome${++counter}.${Date.now()}@example.com`, password: 'secret-pass' },
      jar,
    });
    const { user } = (await response.json()) as { user: { id: string } };
    return { jar, id: user.id };
  }

  async function runningContact(userId: string, email: string) {
    const db = app.db.db;
    const campaign = await insertCampaign(db, userId, { timezone: zoneOutsideWindow() });
    await db.insert(sequenceSteps).values([
      { campaignId: campaign.id, position: 1, subject: 'Hello', body: 'Hi', daysDelay: 0, nextMailInThread: true },
      { campaignId: campaign.id, position: 2, subject: '', body: 'Bump', daysDelay: 2, nextMailInThread: true },
    ]);
    const contact = await insertContact(db, campaign, { email });
    await scheduleSequenceForContact(db, { userId, campaignId: campaign.id, contactId: contact.id });
    return contact;
  }

  it('an interview with its date: the sequence stops, the contact and its history say so', async () => {
    const owner = await signedIn();
    const contact = await runningContact(owner.id, 'dana@acme-outcome.example');
    const interviewAt = inDays(30);
    const { body } = await app.graphql(
      SET_OUTCOME,
      { contactId: contact.id, outcome: 'INTERVIEW_INVITE', interviewAt },
      owner.jar,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({
      setContactOutcome: {
        success: true,
        message: replyOutcomeSaved('INTERVIEW_INVITE'),
        contact: {
          id: contact.id,
          status: 'RESPONDED',
          stopReason: 'MARKED_REPLIED',
          outcome: 'INTERVIEW_INVITE',
          outcomeProposed: null,
          outcomeConfirmedAt: expect.any(String),
          interviewAt,
        },
      },
    });
    const read = await app.graphql(CONTACT, { filter: { id: contact.id } }, owner.jar);
    expect(read.body.data).toEqual({
      contact: {
        id: contact.id,
        outcome: 'INTERVIEW_INVITE',
        outOfOfficeUntil: null,
        replyOutcomes: [{ outcome: 'INTERVIEW_INVITE', source: 'APP', occurredAt: expect.any(String), interviewAt }],
      },
    });
  });

  it('an interview date far off is refused with a clear message, and nothing changes', async () => {
    const owner = await signedIn();
    const contact = await runningContact(owner.id, 'dana@globex-outcome.example');
    for (const interviewAt of ['9999-12-31T00:00:00.000Z', inDays(-400), inDays(800)]) {
      const { body } = await app.graphql(
        SET_OUTCOME,
        { contactId: contact.id, outcome: 'INTERVIEW_INVITE', interviewAt },
        owner.jar,
      );
      expect(body.errors?.[0]).toMatchObject({
        message: INTERVIEW_DATE_OUT_OF_RANGE,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    const read = await app.graphql(CONTACT, { filter: { id: contact.id } }, owner.jar);
    expect(read.body.data).toMatchObject({ contact: { outcome: null, replyOutcomes: [] } });
  });

  it('an interview date with another outcome is refused with a clear message; a stranger finds nothing', async () => {
    const owner = await signedIn();
    const contact = await runningContact(owner.id, 'dana@initech-outcome.example');
    const bad = await app.graphql(
      SET_OUTCOME,
      { contactId: contact.id, outcome: 'NOT_MOVING_FORWARD', interviewAt: inDays(30) },
      owner.jar,
    );
    expect(bad.body.errors?.[0]).toMatchObject({
      message: INTERVIEW_DATE_ONLY_FOR_INTERVIEW,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const unknown = await app.graphql(SET_OUTCOME, { contactId: contact.id, outcome: 'MAYBE' }, owner.jar);
    // Not an outcome: the request is refused before anything runs.
    expect(unknown.body.errors?.[0]?.message).toContain('ReplyOutcome');

    const stranger = await signedIn();
    const foreign = await app.graphql(SET_OUTCOME, { contactId: contact.id, outcome: 'OTHER_REPLY' }, stranger.jar);
    expect(foreign.body.data).toMatchObject({ setContactOutcome: { success: false, contact: null } });
    const read = await app.graphql(CONTACT, { filter: { id: contact.id } }, owner.jar);
    expect(read.body.data).toMatchObject({ contact: { outcome: null, replyOutcomes: [] } });
  });
});
