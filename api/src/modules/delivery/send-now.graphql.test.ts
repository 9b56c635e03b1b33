// 'Send now' over /graphql on the real app (product.md §10): the next scheduled email goes at once, outside the
// working hours and before its follow-up wait is over, through the devstack Gmail stand-in; a reply, a pause, the
// daily cap and "never twice" still hold. Send jobs are run as a worker would: every due SEND_CAMPAIGN_EMAIL job.
import { sql } from 'drizzle-orm';
import { startGoogleStandIn, type GoogleStandIn } from 'devstack/google';
import {
  GMAIL_SEND_SCOPE,
  SEND_NOW_CONTACT_PAUSED,
  SEND_NOW_NOT_NEXT,
  SEND_NOW_NOTHING_WAITING,
  SEND_NOW_SEQUENCE_PAUSED,
  SEND_NOW_SEQUENCE_STOPPED,
  sendNowQueued,
  sendPolicyOf,
} from 'contracts';
import { sequenceSteps } from '../../db/schema';
import { JobName } from '../../jobs/job-names.constants';
import { createLogger } from '../../logging/logger';
import { startAppWithLogs, type AppWithLogs } from '../../../testkit/http/app-with-logs';
import type { CookieJar } from '../../../testkit/http/cookie-jar';
import { insertCampaign, insertContact } from '../../../testkit/db/db-fixtures';
import { googleEnv, TEST_TOKEN_KEYS } from '../../../testkit/env/google-env';
import { storeGrant } from '../mailbox';
import { isInsideWindow } from '../scheduling';
import type { DeliveryOutcome } from './send';
import { createConfiguredEngine } from '../mail-providers';
import { deliverySettingsFrom } from './delivery.settings';
import { scheduleSequenceForContact } from './schedule';
import { asDate } from './store';
import { TEST_SETTINGS } from '../../../testkit/delivery/delivery-harness';
import { zoneOutsideWindow } from '../../../testkit/delivery/zones';

const SEND_NOW = `mutation($contactId: Int!, $emailId: Int) {
  sendNextEmailNow(contactId: $contactId, emailId: $emailId) { message email { id status scheduledFor } }
}`;
const UPDATE_CONTACT = `mutation($data: UpdateContactInput!) { updateContact(data: $data) { success message } }`;
const UPDATE_CAMPAIGN = `mutation($id: Int!, $data: UpdateCampaignInput!) { updateCampaign(id: $id, data: $data) { id isActive } }`;
const EMAILS = `query($filter: CampaignEmailFilterInput) {
  campaignEmails(filter: $filter, sort: { field: position, direction: asc }) {
    edges { node { id position status scheduledFor sentAt } }
  }
}`;

type SendNowAnswer = { sendNextEmailNow: { message: string; email: { id: number; status: string; scheduledFor: string } } };
type Email = { id: number; position: number; status: string; scheduledFor: string | null; sentAt: string | null };

/** Two emails a day per account in this suite: the cap is easy to reach. */
const CAP = 2;

describe("'Send now' over /graphql", () => {
  let google: GoogleStandIn;
  let app: AppWithLogs;
  let counter = 0;

  beforeAll(async () => {
    google = await startGoogleStandIn({ port: 0 });
    app = await startAppWithLogs({ ...googleEnv(google), ...TEST_TOKEN_KEYS, DAILY_SEND_CAP: String(CAP) });
  });
  afterAll(async () => {
    await app.close();
    await google.close();
  });
  beforeEach(() => google.reset());

  const engine = () =>
    createConfiguredEngine({
      db: app.db.db,
      config: app.config,
      logger: createLogger({ level: 'silent' }),
      settings: deliverySettingsFrom(app.config, TEST_SETTINGS),
    });

  /** What a worker does: runs every due send job (each job once, duplicates included), two workers side by side. */
  async function runDueSendJobs(): Promise<DeliveryOutcome[]> {
    const { rows } = await app.db.db.execute<{ id: string; email_id: number }>(sql`
      DELETE FROM agenda_jobs
       WHERE name = ${JobName.SEND_CAMPAIGN_EMAIL} AND next_run_at <= now()
      RETURNING id::text, (data ->> 'campaignEmailId')::integer AS email_id`);
    const [a, b] = [engine(), engine()];
    return Promise.all(rows.map((row, index) => (index % 2 === 0 ? a : b).deliver(row.email_id)));
  }

  /** A signed-in user with Gmail connected and a running sequence to one contact, outside the working hours now. */
  async function runningSequence(options: { email?: string } = {}) {
    counter += 1;
    const { jar, userId } = await app.signUp('Grace Hopper', `grace${counter}.${Date.now()}@example.com`);
    const scopes = ['openid', 'email', GMAIL_SEND_SCOPE];
    const { refreshToken } = google.issueTokens({ email: 'test.user@gmail.com', scopes });
    await storeGrant(app.db.db, app.config.tokenEncryption, {
      userId,
      provider: 'google',
      address: 'test.user@gmail.com',
      scopes,
      refreshToken,
    });
    const campaign = await insertCampaign(app.db.db, userId, { timezone: zoneOutsideWindow(), excludeWeekends: false });
    await app.db.db.insert(sequenceSteps).values([
      { campaignId: campaign.id, position: 1, subject: 'Engineer role', body: 'Hi {{contact_first_name}}', daysDelay: 0 },
      { campaignId: campaign.id, position: 2, subject: '', body: 'Bumping this', daysDelay: 2, nextMailInThread: true },
    ]);
    const contact = await addContact(campaign, options.email ?? `dana${counter}@globex.example`);
    return { jar, userId, campaign, contact };
  }

  async function addContact(campaign: { id: number; userId: string }, email: string) {
    const contact = await insertContact(app.db.db, campaign, { email, firstName: 'Dana', lastName: 'Lee' });
    await scheduleSequenceForContact(app.db.db, { userId: campaign.userId, campaignId: campaign.id, contactId: contact.id });
    return contact;
  }

  const sendNow = (jar: CookieJar, contactId: number, emailId?: number) =>
    app.graphql<SendNowAnswer>(SEND_NOW, { contactId, emailId }, jar);

  const emailsOf = async (jar: CookieJar, contactId: number) =>
    (
      await app.graphql<{ campaignEmails: { edges: Array<{ node: Email }> } }>(EMAILS, { filter: { contactId } }, jar)
    ).data!.campaignEmails.edges.map((edge) => edge.node);

  const sentTo = async (address: string) => (await google.sentMessages()).filter((message) => message.to.includes(address));

  it('sends the first email at once outside the working hours, then the follow-up before its wait is over', async () => {
    const { jar, campaign, contact } = await runningSequence();
    const [first] = await emailsOf(jar, contact.id);
    // Night in the sequence's zone: without Send now it waits for the next 09:00.
    expect(isInsideWindow(new Date(), sendPolicyOf({ zone: campaign.timezone, excludeWeekends: false }))).toBe(false);
    expect(new Date(first!.scheduledFor!).getTime()).toBeGreaterThan(Date.now() + 60_000);

    const clickedAt = Date.now();
    const { data, errors } = await sendNow(jar, contact.id, first!.id);
    expect(errors).toBeUndefined();
    expect(data!.sendNextEmailNow.message).toBe(sendNowQueued('Dana Lee'));
    expect(data!.sendNextEmailNow.email).toMatchObject({ id: first!.id, status: 'SCHEDULED' });
    expect(new Date(data!.sendNextEmailNow.email.scheduledFor).getTime()).toBeGreaterThanOrEqual(clickedAt - 1_000);

    expect(await runDueSendJobs()).toContain('sent');
    expect(await sentTo(contact.email!)).toHaveLength(1);

    // The follow-up waits its two days (and the window) as usual ...
    const [, followUp] = await emailsOf(jar, contact.id);
    expect(followUp).toMatchObject({ position: 2, status: 'SCHEDULED' });
    expect(new Date(followUp!.scheduledFor!).getTime()).toBeGreaterThan(Date.now() + 24 * 3_600_000);
    expect(await runDueSendJobs()).toEqual([]);
    // ... unless the user sends it now too: into the same thread, at once.
    expect((await sendNow(jar, contact.id, followUp!.id)).errors).toBeUndefined();
    expect(await runDueSendJobs()).toContain('sent');
    const messages = await sentTo(contact.email!);
    expect(messages.map((message) => message.subject)).toEqual(['Engineer role', 'Re: Engineer role']);
    expect(messages[1]!.threadId).toBe(messages[0]!.threadId);

    // The sequence is over (its last email went): nothing more to send.
    expect((await sendNow(jar, contact.id)).errors).toEqual([
      expect.objectContaining({
        message: SEND_NOW_SEQUENCE_STOPPED,
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
      }),
    ]);
    // A contact whose sequence has nothing scheduled.
    const unscheduled = await insertContact(app.db.db, campaign, { email: `nobody${counter}@globex.example` });
    expect((await sendNow(jar, unscheduled.id)).errors).toEqual([
      expect.objectContaining({
        message: SEND_NOW_NOTHING_WAITING,
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
      }),
    ]);
  });

  it('is refused once the contact replied, and a reply between the click and the send stops the email', async () => {
    const { jar, contact } = await runningSequence();
    // Clicked, then marked as replied before a worker took the job: nothing goes out.
    expect((await sendNow(jar, contact.id)).errors).toBeUndefined();
    const marked = await app.graphql(UPDATE_CONTACT, { data: { id: contact.id, status: 'RESPONDED' } }, jar);
    expect(marked.data).toEqual({ updateContact: expect.objectContaining({ success: true }) });
    await runDueSendJobs();
    expect(await sentTo(contact.email!)).toHaveLength(0);

    expect((await sendNow(jar, contact.id)).errors).toEqual([
      expect.objectContaining({
        message: SEND_NOW_SEQUENCE_STOPPED,
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
      }),
    ]);
  });

  it('is refused while the contact or the sequence is paused, and a pause after the click holds the email', async () => {
    const { jar, campaign, contact } = await runningSequence();
    const pause = (isActive: boolean) => app.graphql(UPDATE_CONTACT, { data: { id: contact.id, isActive } }, jar);

    expect((await sendNow(jar, contact.id)).errors).toBeUndefined();
    await pause(false);
    await runDueSendJobs();
    expect(await sentTo(contact.email!)).toHaveLength(0);
    expect((await sendNow(jar, contact.id)).errors).toEqual([expect.objectContaining({ message: SEND_NOW_CONTACT_PAUSED })]);

    await pause(true);
    const paused = await app.graphql(UPDATE_CAMPAIGN, { id: campaign.id, data: { isActive: false } }, jar);
    expect(paused.errors).toBeUndefined();
    expect((await sendNow(jar, contact.id)).errors).toEqual([expect.objectContaining({ message: SEND_NOW_SEQUENCE_PAUSED })]);
    await runDueSendJobs();
    expect(await sentTo(contact.email!)).toHaveLength(0);
  });

  it('still obeys the daily cap: at the cap the email is deferred, not sent and not failed', async () => {
    const { jar, campaign, contact } = await runningSequence();
    // The account sends its CAP emails of the day first.
    for (let index = 0; index < CAP; index += 1) {
      const other = await addContact(campaign, `other${index}.${counter}@initech.example`);
      expect((await sendNow(jar, other.id)).errors).toBeUndefined();
    }
    expect((await runDueSendJobs()).filter((outcome) => outcome === 'sent')).toHaveLength(CAP);

    const { data } = await sendNow(jar, contact.id);
    expect(data!.sendNextEmailNow.message).toMatch(/^Daily sending limit reached: the email goes as soon as sending resumes/);
    expect(await runDueSendJobs()).toEqual(['deferred']);
    expect(await sentTo(contact.email!)).toHaveLength(0);
    const [first] = await emailsOf(jar, contact.id);
    // Due again once the oldest of the day's sends is 24 hours old, at the window's opening then.
    expect(first).toMatchObject({ status: 'SCHEDULED', sentAt: null });
    expect(new Date(first!.scheduledFor!).getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
  });

  it('never sends twice when clicked twice, and a stale click does not send the next email', async () => {
    const { jar, contact } = await runningSequence();
    const [first] = await emailsOf(jar, contact.id);
    const clicks = await Promise.all([sendNow(jar, contact.id, first!.id), sendNow(jar, contact.id, first!.id)]);
    for (const click of clicks) expect(click.errors).toBeUndefined();
    // Two jobs now (one per click) plus its own, for two workers: one send.
    const outcomes = await runDueSendJobs();
    expect(outcomes.filter((outcome) => outcome === 'sent')).toHaveLength(1);
    expect(await sentTo(contact.email!)).toHaveLength(1);

    // The page still showing the first email: the click does not turn into an early follow-up.
    expect((await sendNow(jar, contact.id, first!.id)).errors).toEqual([expect.objectContaining({ message: SEND_NOW_NOT_NEXT })]);
    expect(await runDueSendJobs()).toEqual([]);
    expect(await sentTo(contact.email!)).toHaveLength(1);
  });

  it("answers NOT_FOUND for another user's contact, and leaves its email alone", async () => {
    const owner = await runningSequence();
    const stranger = await runningSequence();
    const [before] = await emailsOf(owner.jar, owner.contact.id);
    expect((await sendNow(stranger.jar, owner.contact.id)).errors).toEqual([
      expect.objectContaining({ message: 'Contact not found', extensions: expect.objectContaining({ code: 'NOT_FOUND' }) }),
    ]);
    const { rows } = await app.db.db.execute<{ scheduled_for: unknown }>(
      sql`SELECT scheduled_for FROM campaign_emails WHERE id = ${before!.id}`,
    );
    expect(asDate(rows[0]!.scheduled_for).toISOString()).toBe(before!.scheduledFor);
  });
});
