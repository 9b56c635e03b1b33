// Contact.timeline and Contact.companyReplyTime over /graphql against a real PostgreSQL: one application's events in
// time order with their labels and Gmail thread links, the quiet end a week after the last follow-up, the company's
// typical reply time from the user's own history, the applied day given on create/update, and another user's contact
// refused.
import { APPLIED_AT_INVALID, TIMELINE_LABELS, companyReplyTimeText, gmailThreadUrl } from 'contracts';
import { eq } from 'drizzle-orm';
import { campaignEmails, contacts, replyOutcomeEvents, type Campaign, type NewCampaignEmail } from '../../db/schema';
import { CookieJar } from '../../../testkit/http/cookie-jar';
import { insertCampaign, insertContact } from '../../../testkit/db/db-fixtures';
import { startTestApp, type TestApp } from '../../../testkit/http/test-app';

const TIMELINE = `query($filter: ContactFilterInput!) {
  contact(filter: $filter) {
    id appliedAt
    timeline { kind at label approximate outcome returnDate gmailThreadUrl }
    companyReplyTime { company medianHours applications label }
  }
}`;
const CREATE = `mutation($data: CreateContactInput!) { createContact(data: $data) { success message contact { id } } }`;
const UPDATE = `mutation($data: UpdateContactInput!) { updateContact(data: $data) { success message contact { id appliedAt } } }`;

const DAY_MS = 24 * 60 * 60 * 1000;

describe('the application timeline over /graphql', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  let counter = 0;
  async function signedIn() {
    const jar = new CookieJar();
    const response = await app.request('/api/auth/sign-up/email', {
      json: { name: 'Ada', email: `ada.timeline${++counter}.${Date.now()}@example.com`, password: 'secret-pass' },
      jar,
    });
    const { user } = (await response.json()) as { user: { id: string } };
    return { jar, id: user.id };
  }

  const email = (campaign: Campaign, contactId: number, values: Partial<NewCampaignEmail>): NewCampaignEmail => ({
    userId: campaign.userId,
    campaignId: campaign.id,
    contactId,
    position: 1,
    subject: 'The Platform Engineer role',
    body: 'Hi',
    status: 'SENT',
    ...values,
  });

  /** A contact at `domain` whose first email went out at `sentAt` and whose first reply came `hours` later. */
  async function answeredAt(userId: string, domain: string, sentAt: string, hours: number, outcome = 'OTHER_REPLY') {
    const db = app.db.db;
    const campaign = await insertCampaign(db, userId);
    const contact = await insertContact(db, campaign, { email: `pat@${domain}`, status: 'RESPONDED' });
    await db
      .insert(campaignEmails)
      .values(email(campaign, contact.id, { sentAt: new Date(sentAt), threadId: `t-${contact.id}` }));
    await db.insert(replyOutcomeEvents).values({
      userId,
      contactId: contact.id,
      outcome,
      source: 'DETECTED',
      occurredAt: new Date(new Date(sentAt).getTime() + hours * 60 * 60 * 1000),
      threadId: `t-${contact.id}`,
      gmailMessageId: `m-${contact.id}`,
    });
    return contact;
  }

  it('lists one application in time order: applied, sends, an approximate open, an out-of-office, the reply, the interview, the thank-you', async () => {
    const owner = await signedIn();
    const db = app.db.db;
    const campaign = await insertCampaign(db, owner.id);
    const contact = await insertContact(db, campaign, {
      email: 'dana@globex.example',
      appliedAt: '2026-11-01',
      status: 'RESPONDED',
      stopReason: 'REPLIED',
      outcome: 'INTERVIEW_INVITE',
      interviewAt: new Date('2026-11-20T15:00:00Z'),
    });
    await db.insert(campaignEmails).values([
      email(campaign, contact.id, {
        position: 1,
        sentAt: new Date('2026-11-02T10:00:00Z'),
        openedAt: new Date('2026-11-02T12:00:00Z'),
        status: 'OPENED',
        threadId: 'thread-dana',
      }),
      email(campaign, contact.id, {
        position: 2,
        sentAt: new Date('2026-11-11T10:00:00Z'),
        status: 'RECEIVED',
        threadId: 'thread-dana',
      }),
      email(campaign, contact.id, {
        position: 3,
        kind: 'THANK_YOU',
        status: 'SCHEDULED',
        scheduledFor: new Date('2026-11-21T09:00:00Z'),
        threadId: 'thread-dana',
      }),
    ]);
    await db.insert(replyOutcomeEvents).values([
      {
        userId: owner.id,
        contactId: contact.id,
        outcome: 'OUT_OF_OFFICE',
        source: 'DETECTED',
        occurredAt: new Date('2026-11-03T08:00:00Z'),
        threadId: 'thread-dana',
        gmailMessageId: 'm-ooo',
        returnDate: '2026-11-10',
      },
      {
        userId: owner.id,
        contactId: contact.id,
        outcome: 'INTERVIEW_INVITE',
        source: 'DETECTED',
        occurredAt: new Date('2026-11-12T10:00:00Z'),
        threadId: 'thread-dana',
        gmailMessageId: 'm-invite',
      },
      // Confirmed in the app: no thread of its own, so it links the thread of the email it answers.
      {
        userId: owner.id,
        contactId: contact.id,
        outcome: 'INTERVIEW_INVITE',
        source: 'APP',
        occurredAt: new Date('2026-11-12T11:00:00Z'),
      },
    ]);

    const { body } = await app.graphql<{ contact: { timeline: unknown[] } }>(TIMELINE, { filter: { id: contact.id } }, owner.jar);
    expect(body.errors).toBeUndefined();
    const link = gmailThreadUrl('thread-dana');
    expect(link).toBe('https://mail.google.com/mail/u/0/#all/thread-dana');
    const entry = (kind: string, at: string, label: string, extra: object = {}) => ({
      kind,
      at,
      label,
      approximate: false,
      outcome: null,
      returnDate: null,
      gmailThreadUrl: link,
      ...extra,
    });
    expect(body.data!.contact.timeline).toEqual([
      entry('APPLIED', '2026-11-01T12:00:00.000Z', 'Applied', { gmailThreadUrl: null }),
      entry('EMAIL_SENT', '2026-11-02T10:00:00.000Z', 'Email 1 sent'),
      entry('EMAIL_OPENED', '2026-11-02T12:00:00.000Z', 'Email 1 opened (approximate)', { approximate: true }),
      entry('OUT_OF_OFFICE', '2026-11-03T08:00:00.000Z', 'Out of office until Nov 10, 2026', {
        outcome: 'OUT_OF_OFFICE',
        returnDate: '2026-11-10',
      }),
      entry('EMAIL_SENT', '2026-11-11T10:00:00.000Z', 'Email 2 sent'),
      entry('REPLY', '2026-11-12T10:00:00.000Z', 'Reply: Interview invite', { outcome: 'INTERVIEW_INVITE' }),
      entry('REPLY', '2026-11-12T11:00:00.000Z', 'Outcome: Interview invite', { outcome: 'INTERVIEW_INVITE' }),
      entry('INTERVIEW', '2026-11-20T15:00:00.000Z', 'Interview'),
      entry('THANK_YOU', '2026-11-21T09:00:00.000Z', 'Thank-you note scheduled'),
    ]);
    expect(body.data!.contact).toMatchObject({ id: contact.id, appliedAt: '2026-11-01' });
  });

  it("gives the company's median reply time over the user's applications there (free mail, automatic notices and other users' contacts left out)", async () => {
    const owner = await signedIn();
    const dana = await answeredAt(owner.id, 'initrode.example', '2026-09-01T10:00:00Z', 48, 'NOT_MOVING_FORWARD');
    await answeredAt(owner.id, 'initrode.example', '2026-10-01T10:00:00Z', 72);
    await answeredAt(owner.id, 'Initrode.example', '2026-10-05T10:00:00Z', 240, 'INTERVIEW_INVITE');
    // An acknowledgement the user set as such is not a reply; a colleague at gmail.com is another company.
    const acknowledged = await answeredAt(owner.id, 'initrode.example', '2026-10-07T10:00:00Z', 1);
    await app.db.db.update(contacts).set({ outcome: 'APPLICATION_RECEIVED' }).where(eq(contacts.id, acknowledged.id));
    const stranger = await signedIn();
    await answeredAt(stranger.id, 'initrode.example', '2026-10-01T10:00:00Z', 1);

    const { body } = await app.graphql<{ contact: { companyReplyTime: unknown } }>(
      TIMELINE,
      { filter: { id: dana.id } },
      owner.jar,
    );
    expect(body.data!.contact.companyReplyTime).toEqual({
      company: 'Initrode',
      medianHours: 72,
      applications: 3,
      label: companyReplyTimeText('Initrode', 72, 3),
    });
    expect(companyReplyTimeText('Initrode', 72, 3)).toBe('Initrode usually replies in about 3 days (from your 3 applications)');

    const freeMail = await answeredAt(owner.id, 'gmail.com', '2026-10-01T10:00:00Z', 5);
    const free = await app.graphql<{ contact: { companyReplyTime: unknown } }>(
      TIMELINE,
      { filter: { id: freeMail.id } },
      owner.jar,
    );
    expect(free.body.data!.contact.companyReplyTime).toBeNull();
  });

  it("says 'No response; time to move on' a week after the last follow-up went unanswered, not before", async () => {
    const owner = await signedIn();
    const db = app.db.db;
    const campaign = await insertCampaign(db, owner.id);
    const quiet = await insertContact(db, campaign, { email: 'lee@hooli.example', status: 'NO_RESPONSE' });
    const lastSent = new Date(Date.now() - 8 * DAY_MS);
    await db.insert(campaignEmails).values([
      email(campaign, quiet.id, {
        position: 1,
        sentAt: new Date(lastSent.getTime() - 3 * DAY_MS),
        status: 'NO_RESPONSE',
        threadId: 'q',
      }),
      email(campaign, quiet.id, { position: 2, sentAt: lastSent, status: 'NO_RESPONSE', threadId: 'q' }),
    ]);
    const recent = await insertContact(db, campaign, { email: 'kim@hooli.example', status: 'NO_RESPONSE' });
    await db
      .insert(campaignEmails)
      .values(email(campaign, recent.id, { sentAt: new Date(Date.now() - 2 * DAY_MS), threadId: 'r' }));

    const read = async (id: number) =>
      (
        await app.graphql<{ contact: { timeline: Array<{ kind: string; label: string; at: string }> } }>(
          TIMELINE,
          { filter: { id } },
          owner.jar,
        )
      ).body.data!.contact.timeline;
    const quietTimeline = await read(quiet.id);
    expect(quietTimeline.at(-1)).toMatchObject({
      kind: 'NO_RESPONSE',
      label: TIMELINE_LABELS.noResponse,
      at: new Date(lastSent.getTime() + 7 * DAY_MS).toISOString(),
    });
    expect((await read(recent.id)).map((event) => event.kind)).toEqual(['EMAIL_SENT']);
  });

  it('keeps the applied day given on create and update, refuses a bad one, and shows nothing of it to another user', async () => {
    const owner = await signedIn();
    const campaign = await insertCampaign(app.db.db, owner.id);
    const created = await app.graphql<{ createContact: { success: boolean; contact: { id: number } } }>(
      CREATE,
      { data: { email: 'sam@umbrella.example', firstName: 'Sam', campaignId: campaign.id, appliedAt: '2026-11-05' } },
      owner.jar,
    );
    expect(created.body.data!.createContact.success).toBe(true);
    const id = created.body.data!.createContact.contact.id;

    const bad = await app.graphql(
      CREATE,
      {
        data: { email: 'max@umbrella.example', firstName: 'Max', campaignId: campaign.id, appliedAt: '2026-02-30' },
      },
      owner.jar,
    );
    expect(bad.body.data).toEqual({ createContact: { success: false, message: APPLIED_AT_INVALID, contact: null } });
    const future = await app.graphql(UPDATE, { data: { id, appliedAt: '2999-01-01' } }, owner.jar);
    expect(future.body.data).toEqual({ updateContact: { success: false, message: APPLIED_AT_INVALID, contact: null } });

    const changed = await app.graphql(UPDATE, { data: { id, appliedAt: '2026-11-04' } }, owner.jar);
    expect(changed.body.data).toMatchObject({ updateContact: { success: true, contact: { id, appliedAt: '2026-11-04' } } });
    const read = await app.graphql<{ contact: { timeline: unknown[] } }>(TIMELINE, { filter: { id } }, owner.jar);
    expect(read.body.data!.contact.timeline).toEqual([
      expect.objectContaining({ kind: 'APPLIED', at: '2026-11-04T12:00:00.000Z', label: 'Applied' }),
    ]);

    const stranger = await signedIn();
    const foreign = await app.graphql(TIMELINE, { filter: { id } }, stranger.jar);
    expect(foreign.body).toEqual({ data: { contact: null } });
    const cleared = await app.graphql(UPDATE, { data: { id, appliedAt: null } }, owner.jar);
    expect(cleared.body.data).toMatchObject({ updateContact: { contact: { appliedAt: null } } });
  });
});
