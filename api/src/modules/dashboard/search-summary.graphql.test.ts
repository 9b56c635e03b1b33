// searchSummary over HTTP on a real PostgreSQL: the funnel's stages, the weekly buckets cut on Mondays in the zone
// asked for, and nothing of another user's.
import { DateTime } from 'luxon';
import { replyOutcomeSaved } from 'contracts';
import { signUp } from '../../../testkit/auth/auth-helpers';
import { insertCampaign, insertContact } from '../../../testkit/db/db-fixtures';
import { startTestApp, type TestApp } from '../../../testkit/http/test-app';
import type { NewContact } from '../../db/schema';

const QUERY = `query Summary($timeZone: String!) {
  searchSummary(timeZone: $timeZone) {
    funnel { applications replies interviews offers }
    weekly { weekStart emailsSent replies }
  }
}`;

interface Summary {
  searchSummary: {
    funnel: { applications: number; replies: number; interviews: number; offers: number };
    weekly: Array<{ weekStart: string; emailsSent: number; replies: number }>;
  };
}

const ZONE = 'America/Los_Angeles';

describe('searchSummary', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  // Mondays 00:00 in Los Angeles: this week's, last week's and the one before.
  const thisMonday = DateTime.now().setZone(ZONE).startOf('week');
  const lastMonday = thisMonday.minus({ weeks: 1 });
  const weekBefore = thisMonday.minus({ weeks: 2 });
  const day = (at: DateTime) => at.toISODate()!;

  async function seed(userId: string) {
    const db = app.db.db;
    const campaign = await insertCampaign(db, userId);
    const contact = (values: Partial<NewContact>) => insertContact(db, campaign, values);
    const email = (contactId: number, position: number, sentAt: DateTime | null) =>
      app.db.pool.query(
        `insert into campaign_emails (user_id, campaign_id, contact_id, position, subject, body, status, sent_at)
         values ($1, $2, $3, $4, 'Hello', 'Body', $5, $6)`,
        [userId, campaign.id, contactId, position, sentAt ? 'SENT' : 'SCHEDULED', sentAt?.toJSDate() ?? null],
      );
    const event = (contactId: number, outcome: string, source: string, at: DateTime) =>
      app.db.pool.query(
        `insert into reply_outcome_events (user_id, contact_id, outcome, source, occurred_at) values ($1, $2, $3, $4, $5)`,
        [userId, contactId, outcome, source, at.toJSDate()],
      );
    const responded = (at: DateTime) => ({ status: 'RESPONDED' as const, respondedAt: at.toJSDate() });

    const running = await contact({ status: 'IN_PROGRESS' });
    // Sent Monday 00:30 and Sunday 23:30 in Los Angeles: the same UTC day, two different weeks here.
    await email(running.id, 1, lastMonday.plus({ minutes: 30 }));
    await email(running.id, 2, lastMonday.minus({ minutes: 30 }));
    await email(running.id, 3, thisMonday.plus({ minutes: 1 }));
    await email(running.id, 4, thisMonday.minus({ weeks: 13 }));
    await email(running.id, 5, null);
    // A reply the detector stopped on, no outcome yet.
    const replied = await contact({ ...responded(lastMonday.plus({ hours: 1 })), stopReason: 'REPLIED' });
    await email(replied.id, 1, thisMonday.plus({ minutes: 2 }));
    // Not replies: an acknowledgement, an out-of-office proposal, a bounce, a colleague's reply.
    await contact({ status: 'IN_PROGRESS', outcome: 'APPLICATION_RECEIVED' });
    await contact({ status: 'IN_PROGRESS', outcomeProposed: 'OUT_OF_OFFICE' });
    await contact({ ...responded(thisMonday), outcome: 'BOUNCED', stopReason: 'BOUNCED' });
    await contact({ ...responded(thisMonday), stopReason: 'COLLEAGUE_REPLIED' });
    // An interview invite answered on Sunday evening, the week before last week.
    await contact({ ...responded(lastMonday.minus({ minutes: 30 })), outcome: 'INTERVIEW_INVITE', stopReason: 'REPLIED' });
    // An offer, and an interview that ended in a rejection: both this week.
    await contact({ ...responded(thisMonday.plus({ minutes: 3 })), outcome: 'OFFER', stopReason: 'MARKED_REPLIED' });
    const rejected = await contact({
      ...responded(thisMonday.plus({ minutes: 4 })),
      outcome: 'NOT_MOVING_FORWARD',
      stopReason: 'REPLIED',
    });
    await event(rejected.id, 'INTERVIEW_INVITE', 'APP', thisMonday.plus({ minutes: 4 }));
    await event(rejected.id, 'NOT_MOVING_FORWARD', 'APP', thisMonday.plus({ minutes: 5 }));
    // A deleted application does not count.
    const gone = await contact({ ...responded(thisMonday), outcome: 'OFFER', deletedAt: new Date() });
    await email(gone.id, 1, thisMonday.plus({ minutes: 1 }));
  }

  it('counts each stage of the funnel and buckets the weeks on Mondays in the zone, for this user only', async () => {
    const user = await signUp(app);
    const other = await signUp(app);
    await seed(user.userId);
    await seed(other.userId);

    const { body } = await app.graphql<Summary>(QUERY, { timeZone: ZONE }, user.jar);
    expect(body.errors).toBeUndefined();
    const { funnel, weekly } = body.data!.searchSummary;
    expect(funnel).toEqual({ applications: 9, replies: 4, interviews: 3, offers: 1 });

    expect(weekly).toHaveLength(12);
    expect(weekly[0]!.weekStart).toBe(day(thisMonday.minus({ weeks: 11 })));
    expect(weekly.at(-1)!.weekStart).toBe(day(thisMonday));
    const byWeek = Object.fromEntries(weekly.map((week) => [week.weekStart, week]));
    expect(byWeek[day(thisMonday)]).toMatchObject({ emailsSent: 2, replies: 2 });
    expect(byWeek[day(lastMonday)]).toMatchObject({ emailsSent: 1, replies: 1 });
    expect(byWeek[day(weekBefore)]).toMatchObject({ emailsSent: 1, replies: 1 });
    const quiet = weekly.filter((week) => ![thisMonday, lastMonday, weekBefore].map(day).includes(week.weekStart));
    expect(quiet.every((week) => week.emailsSent === 0 && week.replies === 0)).toBe(true);

    // In UTC the Sunday-evening email and reply fall on Monday: the week before last is empty there.
    const utc = await app.graphql<Summary>(QUERY, { timeZone: 'UTC' }, user.jar);
    const utcWeeks = Object.fromEntries(utc.body.data!.searchSummary.weekly.map((week) => [week.weekStart, week]));
    expect(utcWeeks[day(lastMonday)]).toMatchObject({ emailsSent: 2, replies: 2 });
    expect(utcWeeks[day(weekBefore)]).toMatchObject({ emailsSent: 0, replies: 0 });
  });

  it('counts an offer the user sets in the app, which stops the sequence like any answer', async () => {
    const user = await signUp(app);
    const campaign = await insertCampaign(app.db.db, user.userId);
    const contact = await insertContact(app.db.db, campaign, { status: 'IN_PROGRESS' });
    const set = await app.graphql<{ setContactOutcome: { success: boolean; message: string; contact: { status: string } } }>(
      `mutation($contactId: Int!) { setContactOutcome(contactId: $contactId, outcome: OFFER) { success message contact { status } } }`,
      { contactId: contact.id },
      user.jar,
    );
    expect(set.body.data!.setContactOutcome).toEqual({
      success: true,
      message: replyOutcomeSaved('OFFER'),
      contact: { status: 'RESPONDED' },
    });
    const { body } = await app.graphql<Summary>(QUERY, { timeZone: ZONE }, user.jar);
    expect(body.data!.searchSummary.funnel).toEqual({ applications: 1, replies: 1, interviews: 1, offers: 1 });
    expect(body.data!.searchSummary.weekly.at(-1)).toMatchObject({ weekStart: day(thisMonday), replies: 1 });
  });

  it('shows an empty funnel and twelve quiet weeks to a new user', async () => {
    const user = await signUp(app);
    const { body } = await app.graphql<Summary>(QUERY, { timeZone: 'Europe/Berlin' }, user.jar);
    expect(body.data!.searchSummary.funnel).toEqual({ applications: 0, replies: 0, interviews: 0, offers: 0 });
    expect(body.data!.searchSummary.weekly.map((week) => week.emailsSent + week.replies)).toEqual(Array(12).fill(0));
  });

  it('refuses an unknown zone with a clear message', async () => {
    const user = await signUp(app);
    const { body } = await app.graphql<Summary>(QUERY, { timeZone: 'Mars/Olympus' }, user.jar);
    expect(body.errors?.[0]).toMatchObject({ message: 'Unknown timezone: Mars/Olympus', extensions: { code: 'BAD_USER_INPUT' } });
  });
});
