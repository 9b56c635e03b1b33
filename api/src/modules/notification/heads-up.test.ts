// Heads-ups for send-only accounts, end to end: a real sequence sent by the delivery engine through the devstack
// Gmail stand-in, the heads-up read back from the devstack SMTP inbox over its HTTP API, and its one-click links
// followed over real HTTP against the app (GET page, then POST).
import { eq } from 'drizzle-orm';
import { startSmtpInbox, type InboxMessage, type SmtpInbox } from 'devstack/smtp';
import { GMAIL_SEND_SCOPE, SEQUENCE_ACTION_EXPIRED, SEQUENCE_ACTION_INVALID, SEQUENCE_STOPPED_NOTICE } from 'contracts';
import {
  campaignEmails,
  contacts,
  notificationLog,
  users,
  type Campaign,
  type CampaignEmail,
  type Contact,
  type User,
} from '../../db/schema';
import { createLogger } from '../../logging/logger';
import { startTestApp, type TestApp } from '../../../testkit/http/test-app';
import { scheduleSequenceForContact } from '../delivery';
import { startDeliveryHarness, type DeliveryHarness } from '../../../testkit/delivery/delivery-harness';
import { GMAIL_METADATA_SCOPE } from '../google';
import { createMailer } from '../mailer';
import { createAgenda } from '../../jobs/agenda.factory';
import { JobName } from '../../jobs/job-names.constants';
import { startWorker } from '../../jobs/job-worker.service';
import { sendDueHeadsUps, type NotificationDeps } from './heads-up.service';
import { createNotificationJobHandlers, notificationDepsFor } from './notification.job';
import { signSequenceAction } from './sequence-action-token.service';
import { spokenSendTime } from './send-time.util';

const ORIGIN = 'http://app.test';
const HOUR = 3_600_000;
const silent = createLogger({ level: 'silent' });

describe('heads-up emails and their one-click links (send-only accounts)', () => {
  let inbox: SmtpInbox;
  let h: DeliveryHarness;
  let app: TestApp;
  let deps: NotificationDeps;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    h = await startDeliveryHarness();
    app = await startTestApp({ database: { url: h.database.url }, env: { SMTP_URL: inbox.smtpUrl, APP_ORIGIN: ORIGIN } });
    deps = notificationDepsFor({ db: h.handle.db, config: app.config, logger: silent });
  });
  afterAll(async () => {
    await deps.mailer.close();
    await app.close();
    await h.close();
    await inbox.close();
  });

  /** Mail the inbox holds for `to`, read through its HTTP API (newest first). */
  async function mailFor(to: string): Promise<InboxMessage[]> {
    const response = await fetch(`${inbox.url}/messages?to=${encodeURIComponent(to)}`);
    return (await response.json()) as InboxMessage[];
  }

  interface Sequence {
    user: User;
    campaign: Campaign;
    contact: Contact;
    followUp: CampaignEmail;
  }

  /**
   * A user on the given Gmail tier whose first email to Dana Lee (acme.com) the engine has sent, with the follow-up
   * it scheduled moved to `dueInMs` from now.
   */
  async function sequenceWithFollowUpDueIn(dueInMs: number, scopes: string[] = ['openid', 'email', GMAIL_SEND_SCOPE]) {
    const user = await h.sender({ name: 'Ada Lovelace', scopes });
    const campaign = await h.campaign(user);
    const contact = await h.contact(campaign, {
      firstName: 'Dana',
      lastName: 'Lee',
      email: `dana.${user.id.slice(0, 8)}@acme.com`,
    });
    const { campaignEmailId } = await scheduleSequenceForContact(h.handle.db, {
      userId: user.id,
      campaignId: campaign.id,
      contactId: contact.id,
    });
    expect(await h.engine().deliver(campaignEmailId)).toBe('sent');
    const followUp = (await h.emailsOf(contact.id))[1]!;
    expect(followUp).toMatchObject({ position: 2, status: 'SCHEDULED' });
    await dueIn(followUp.id, dueInMs);
    return { user, campaign, contact, followUp: await h.email(followUp.id) } satisfies Sequence;
  }

  const dueIn = (emailId: number, ms: number) =>
    h.handle.db
      .update(campaignEmails)
      .set({ scheduledFor: new Date(Date.now() + ms) })
      .where(eq(campaignEmails.id, emailId));

  const contactRow = async (id: number) => (await h.handle.db.select().from(contacts).where(eq(contacts.id, id)))[0]!;

  /** The one heads-up of `s` (fails unless exactly one arrived) and its two action links, relative to the app. */
  async function headsUpOf(s: Sequence) {
    const messages = (await mailFor(s.user.email)).filter((m) => m.subject.startsWith('Heads-up'));
    expect(messages).toHaveLength(1);
    const message = messages[0]!;
    const [stop, pause] = message.links.filter((link) => link.startsWith(`${ORIGIN}/api/sequence-action?token=`));
    const local = (link: string) => {
      const url = new URL(link);
      return { path: `${url.pathname}${url.search}`, token: url.searchParams.get('token')! };
    };
    return { message, stop: local(stop!), pause: local(pause!) };
  }

  const post = (token: string) =>
    app.request('/api/sequence-action', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }).toString(),
    });

  it('emails a send-only account exactly one heads-up for a follow-up due in 20 hours, with both links', async () => {
    const s = await sequenceWithFollowUpDueIn(20 * HOUR);
    const now = new Date();
    await sendDueHeadsUps(deps);
    await sendDueHeadsUps(deps);

    const { message, stop, pause } = await headsUpOf(s);
    const { day, time } = spokenSendTime(s.followUp.scheduledFor!, s.campaign.timezone, now);
    expect(message.subject).toBe(`Heads-up: your follow-up to Dana Lee goes out ${day}`);
    expect(message.text).toContain('Hi Ada Lovelace,');
    expect(message.text).toContain(
      `Your follow-up to Dana Lee at Acme goes out ${day} at ${time} Dana's time (${s.campaign.timezone}): "${s.followUp.subject}".`,
    );
    expect(message.text).toContain('Did Dana reply?');
    expect(message.text).toContain(`Dana replied - stop: ${ORIGIN}/api/sequence-action?token=${stop.token}`);
    expect(message.text).toContain(`Pause: ${ORIGIN}/api/sequence-action?token=${pause.token}`);
    expect(message.text).toContain(`You can also Mark as replied in the app: ${ORIGIN}/dashboard/campaigns/${s.campaign.id}`);
    expect(message.html).toContain('Dana replied - stop</a>');
    expect(stop.token).not.toBe(pause.token);
    // Plain links: no tracking pixel, no redirect through us other than the action page itself.
    expect(message.links.every((link) => link.startsWith(ORIGIN))).toBe(true);
    expect((await h.email(s.followUp.id)).headsUpSentAt).not.toBeNull();
  });

  it('sends one heads-up when two workers run at once', async () => {
    const s = await sequenceWithFollowUpDueIn(20 * HOUR);
    const other = notificationDepsFor({ db: h.handle.db, config: app.config, logger: silent });
    const [a, b] = await Promise.all([sendDueHeadsUps(deps), sendDueHeadsUps(other)]);
    await other.mailer.close();
    expect(a.sent + b.sent).toBe(1);
    await headsUpOf(s);
  });

  it('sends none to an account that lets us detect replies, and none yet for a follow-up due in 3 days', async () => {
    const detected = await sequenceWithFollowUpDueIn(20 * HOUR, ['openid', 'email', GMAIL_SEND_SCOPE, GMAIL_METADATA_SCOPE]);
    const later = await sequenceWithFollowUpDueIn(72 * HOUR);
    await sendDueHeadsUps(deps);
    // A heads-up of another account sent in the same run proves the run reached the SMTP server.
    const control = await sequenceWithFollowUpDueIn(20 * HOUR);
    await sendDueHeadsUps(deps);
    await headsUpOf(control);
    expect(await mailFor(detected.user.email)).toEqual([]);
    expect(await mailFor(later.user.email)).toEqual([]);
    expect((await h.email(detected.followUp.id)).headsUpSentAt).toBeNull();
    expect((await h.email(later.followUp.id)).headsUpSentAt).toBeNull();
  });

  it('sends none to an address the owner has not verified, and the heads-up once it is verified', async () => {
    const unverified = await sequenceWithFollowUpDueIn(20 * HOUR);
    await h.handle.db.update(users).set({ emailVerified: false }).where(eq(users.id, unverified.user.id));
    const control = await sequenceWithFollowUpDueIn(20 * HOUR);
    await sendDueHeadsUps(deps);
    await headsUpOf(control);
    expect(await mailFor(unverified.user.email)).toEqual([]);
    expect((await h.email(unverified.followUp.id)).headsUpSentAt).toBeNull();

    await h.handle.db.update(users).set({ emailVerified: true }).where(eq(users.id, unverified.user.id));
    await sendDueHeadsUps(deps);
    expect((await headsUpOf(unverified)).message.subject).toMatch(/^Heads-up: your follow-up to Dana Lee goes out /);
  });

  it("'Dana replied - stop': the GET only asks, the POST stops the sequence, and the follow-up is never sent", async () => {
    const s = await sequenceWithFollowUpDueIn(20 * HOUR);
    await sendDueHeadsUps(deps);
    const { stop } = await headsUpOf(s);

    const page = await app.request(stop.path);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await page.text();
    expect(html).toContain('<h1>Did Dana reply?</h1>');
    expect(html).toContain(`&quot;${s.followUp.subject}&quot; goes out`);
    expect(html.match(/<button/g)).toHaveLength(1);
    expect(html).toContain('<form method="post" action="/api/sequence-action">');
    // Fetching the link (a mail scanner would) changed nothing.
    expect(await contactRow(s.contact.id)).toMatchObject({ status: 'IN_PROGRESS', stopReason: null });

    const done = await post(stop.token);
    expect(done.status).toBe(200);
    const result = await done.text();
    expect(result).toContain(`Stopped. ${SEQUENCE_STOPPED_NOTICE}`);
    expect(await contactRow(s.contact.id)).toMatchObject({ status: 'RESPONDED', stopReason: 'REPLIED_FROM_EMAIL' });
    expect((await h.emailsOf(s.contact.id)).map((e) => e.status)).toEqual(['RECEIVED']);

    // The engine, woken for the follow-up's job, has nothing to send; Gmail saw the first email only.
    const sentBefore = (await h.sent()).length;
    expect(await h.engine().deliver(s.followUp.id)).not.toBe('sent');
    expect((await h.sent()).length).toBe(sentBefore);

    // The button pressed again (a double click, a resubmitted form) shows the same result...
    const again = await post(stop.token);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain(`Stopped. ${SEQUENCE_STOPPED_NOTICE}`);
    // ...and the emailed link, opened again, says it is over.
    const reopened = await app.request(stop.path);
    expect(reopened.status).toBe(410);
    expect(await reopened.text()).toContain(SEQUENCE_ACTION_EXPIRED);
    expect(await contactRow(s.contact.id)).toMatchObject({ status: 'RESPONDED', stopReason: 'REPLIED_FROM_EMAIL' });
  });

  it("'Pause': the contact is paused, its follow-up stays unsent, and a second click says Paused again", async () => {
    const s = await sequenceWithFollowUpDueIn(20 * HOUR);
    await sendDueHeadsUps(deps);
    const { pause } = await headsUpOf(s);

    const page = await app.request(pause.path);
    expect(await page.text()).toContain('<h1>Pause the sequence to Dana?</h1>');
    const done = await post(pause.token);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Paused. Nothing more will be sent to Dana until you resume the contact in the app.');
    expect(await contactRow(s.contact.id)).toMatchObject({ isActive: false, status: 'IN_PROGRESS' });

    const again = await post(pause.token);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('Paused.');
    const reopened = await app.request(pause.path);
    expect(reopened.status).toBe(200);
    expect(await reopened.text()).toContain('Paused.');

    await h.makeDue(s.followUp.id);
    const sentBefore = (await h.sent()).length;
    expect(await h.engine().deliver(s.followUp.id)).toBe('held');
    expect((await h.sent()).length).toBe(sentBefore);
    expect(await h.email(s.followUp.id)).toMatchObject({ status: 'SCHEDULED', sentAt: null });
  });

  it('refuses a token for another contact, a tampered token and a token after the send; nothing changes', async () => {
    const s = await sequenceWithFollowUpDueIn(20 * HOUR);
    const otherContact = await h.contact(s.campaign, { firstName: 'Sam', lastName: 'Park' });
    await sendDueHeadsUps(deps);
    const { stop } = await headsUpOf(s);

    // Genuinely signed, but naming a follow-up that is not this contact's.
    const crossed = signSequenceAction(deps.linkKey, {
      campaignEmailId: s.followUp.id,
      contactId: otherContact.id,
      action: 'stop',
      userId: s.user.id,
    });
    const refusedCrossed = await post(crossed);
    expect(refusedCrossed.status).toBe(410);
    expect(await refusedCrossed.text()).toContain(SEQUENCE_ACTION_EXPIRED);

    const [payload, mac] = stop.token.split('.') as [string, string];
    const tampered = `${payload.slice(0, -1)}${payload.endsWith('A') ? 'B' : 'A'}.${mac}`;
    const refusedTampered = await post(tampered);
    expect(refusedTampered.status).toBe(400);
    expect(await refusedTampered.text()).toContain(SEQUENCE_ACTION_INVALID);
    expect((await app.request('/api/sequence-action?token=nonsense')).status).toBe(400);
    expect((await app.request('/api/sequence-action')).status).toBe(400);

    expect(await contactRow(s.contact.id)).toMatchObject({ status: 'IN_PROGRESS', isActive: true, stopReason: null });
    expect(await contactRow(otherContact.id)).toMatchObject({ isActive: true, stopReason: null });

    // The follow-up goes out; its links are spent.
    await h.makeDue(s.followUp.id);
    expect(await h.engine().deliver(s.followUp.id)).toBe('sent');
    const late = await post(stop.token);
    expect(late.status).toBe(410);
    expect(await late.text()).toContain(
      'This link has expired: the follow-up it was about has already gone out or the sequence has stopped.',
    );
    expect((await app.request(stop.path)).status).toBe(410);
    expect(await contactRow(s.contact.id)).toMatchObject({ status: 'IN_PROGRESS', stopReason: null });
  });

  it('stops answering a link one minute before its follow-up is due, so a click never races the send', async () => {
    const s = await sequenceWithFollowUpDueIn(20 * HOUR);
    await sendDueHeadsUps(deps);
    const { stop } = await headsUpOf(s);
    await dueIn(s.followUp.id, 30_000);
    expect((await post(stop.token)).status).toBe(410);
    expect(await contactRow(s.contact.id)).toMatchObject({ status: 'IN_PROGRESS' });
  });

  it('gives a refused heads-up back for the next run, at most five times', async () => {
    const s = await sequenceWithFollowUpDueIn(20 * HOUR);
    // Nothing listens on port 9 of loopback: every send is refused.
    const broken = {
      ...deps,
      mailer: createMailer({ smtp: { url: 'smtp://127.0.0.1:9', from: 'x@example.com' }, isProduction: false }, silent),
    };
    for (let run = 1; run <= 5; run += 1) {
      expect(await sendDueHeadsUps(broken)).toMatchObject({ failed: 1 });
      const [log] = await h.handle.db
        .select()
        .from(notificationLog)
        .where(eq(notificationLog.subjectKey, `email:${s.followUp.id}`));
      expect(log).toMatchObject({ kind: 'HEADS_UP', attempts: run, status: 'FAILED' });
      expect((await h.email(s.followUp.id)).headsUpSentAt === null).toBe(run < 5);
    }
    await broken.mailer.close();
    // Given up: the working mailer does not send it either.
    await sendDueHeadsUps(deps);
    expect(await mailFor(s.user.email)).toEqual([]);
  });

  it('is sent by the worker on its own: SEND_NOTIFICATIONS runs every minute', async () => {
    const s = await sequenceWithFollowUpDueIn(20 * HOUR);
    // A short lock lifetime: Agenda's job liveness check waits half of it, even after the job ended.
    const agenda = await createAgenda({
      url: h.database.url,
      name: 'notification-worker',
      processEvery: 100,
      lockLifetime: 1_000,
    });
    const worker = await startWorker({
      agenda,
      jobs: [JobName.SEND_NOTIFICATIONS],
      handlers: createNotificationJobHandlers({ db: h.handle.db, config: app.config, logger: silent, mailer: deps.mailer }),
    });
    try {
      await inbox.waitForMessage((m) => m.to.includes(s.user.email) && m.subject.startsWith('Heads-up'), 15_000);
      const { rows } = await h.handle.pool.query(`SELECT repeat_interval FROM agenda_jobs WHERE name = $1`, [
        JobName.SEND_NOTIFICATIONS,
      ]);
      expect(rows).toEqual([{ repeat_interval: '1 minute' }]);
    } finally {
      await worker.stop();
    }
    await headsUpOf(s);
  });

  it('limits how often one address may POST links (guessing), with a page saying so', async () => {
    let status = 0;
    for (let i = 0; i < 40 && status !== 429; i += 1) status = (await post(`guess-${i}`)).status;
    expect(status).toBe(429);
    const refused = await post('guess');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.text()).toContain('Too many attempts');
  });
});
