// Reply alerts and sequence updates: each event the delivery engine leaves behind is emailed once (read back from the
// devstack SMTP inbox over its HTTP API), only when the user's preference allows, and a refused send is retried.
import { eq, inArray, sql } from 'drizzle-orm';
import { startSmtpInbox, type InboxMessage, type SmtpInbox } from 'devstack/smtp';
import { GMAIL_SEND_SCOPE, RECONNECT_GMAIL_TO_RESUME, SEQUENCE_STOPPED_NOTICE } from 'contracts';
import { createDb, type DbHandle } from '../../db/db.client';
import { campaignEmails, contacts, mailGrants, notificationLog, users, type Contact, type User } from '../../db/schema';
import { createLogger } from '../../logging/logger';
import { insertCampaign, insertContact, insertUser } from '../../../testkit/db/db-fixtures';
import { createTestDatabase, type TestDatabase } from '../../../testkit/db/test-database';
import { markContactBounced, markContactResponded } from '../delivery';
import { createMailer } from '../mailer';
import type { NotificationDeps } from './heads-up.service';
import { notificationDepsFor } from './notification.job';
import { sendSequenceEvents } from './sequence-events.service';

const ORIGIN = 'http://app.test';
const DAY = 86_400_000;
const silent = createLogger({ level: 'silent' });
const config = (smtpUrl: string) => ({
  appOrigin: ORIGIN,
  session: { secret: 'a-session-secret-of-at-least-32-characters', secureCookie: false },
  smtp: { url: smtpUrl, from: 'Follow-up Agent <no-reply@example.com>' },
  isProduction: false,
});

describe('reply alerts and sequence updates', () => {
  let inbox: SmtpInbox;
  let database: TestDatabase;
  let handle: DbHandle;
  let deps: NotificationDeps;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    database = await createTestDatabase();
    handle = createDb({ url: database.url, max: 6, onPoolError: () => undefined });
    deps = notificationDepsFor({ db: handle.db, config: config(inbox.smtpUrl), logger: silent });
  });
  afterAll(async () => {
    await deps.mailer.close();
    await handle.close();
    await database.drop();
    await inbox.close();
  });

  async function mailFor(to: string): Promise<InboxMessage[]> {
    const response = await fetch(`${inbox.url}/messages?to=${encodeURIComponent(to)}`);
    return (await response.json()) as InboxMessage[];
  }

  /** A user (with preferences) and a running sequence to Dana Lee at Acme whose first email went out. */
  async function runningSequence(
    preferences: Partial<Pick<User, 'notifyReplyAlerts' | 'notifySequenceUpdates' | 'emailVerified'>> = {},
  ) {
    const user = await insertUser(handle.db, { name: 'Ada Lovelace', ...preferences });
    const campaign = await insertCampaign(handle.db, user.id, { name: 'Engineer at Acme' });
    const contact = await insertContact(handle.db, campaign, {
      firstName: 'Dana',
      lastName: 'Lee',
      email: `dana.${user.id.slice(0, 8)}@acme.com`,
      status: 'IN_PROGRESS',
      emailsSent: 1,
    });
    const [first] = await handle.db
      .insert(campaignEmails)
      .values({
        userId: user.id,
        campaignId: campaign.id,
        contactId: contact.id,
        position: 1,
        subject: 'Quick follow-up',
        body: 'Hi Dana',
        status: 'SENT',
        sentAt: new Date(Date.now() - DAY),
        threadId: `thread-${contact.id}`,
      })
      .returning();
    await handle.db.insert(campaignEmails).values({
      userId: user.id,
      campaignId: campaign.id,
      contactId: contact.id,
      position: 2,
      subject: 'Re: Quick follow-up',
      body: 'Bumping this',
      scheduledFor: new Date(Date.now() + DAY),
    });
    return { user, campaign, contact, first: first! };
  }

  const stopReason = (contact: Contact, reason: string) =>
    handle.db.update(contacts).set({ stopReason: reason, status: 'ERROR' }).where(eq(contacts.id, contact.id));

  it("emails 'Dana Lee replied to your follow-up' once when a reply is detected, without the reply's content", async () => {
    const s = await runningSequence();
    await markContactResponded(handle.db, {
      contactId: s.contact.id,
      respondedAt: new Date(),
      stopReason: 'REPLIED',
      threadId: s.first.threadId!,
    });
    await sendSequenceEvents(deps);
    await sendSequenceEvents(deps);

    const mail = await mailFor(s.user.email);
    expect(mail.map((m) => m.subject)).toEqual(['Dana Lee replied to your follow-up']);
    expect(mail[0]!.text).toContain('Dana Lee replied in the Gmail thread of your sequence "Engineer at Acme", so we stopped it');
    expect(mail[0]!.text).toContain('never at what they say');
    expect(mail[0]!.links).toContain(`${ORIGIN}/dashboard/campaigns/${s.campaign.id}`);
    expect(mail[0]!.links).toContain(`${ORIGIN}/dashboard/settings`);
  });

  it('mails no alert or update to an address the owner has not verified, not even once it is verified', async () => {
    const replied = await runningSequence({ emailVerified: false });
    const bounced = await runningSequence({ emailVerified: false });
    const control = await runningSequence();
    for (const s of [replied, control]) {
      await markContactResponded(handle.db, { contactId: s.contact.id, respondedAt: new Date(), stopReason: 'REPLIED' });
    }
    await stopReason(bounced.contact, 'BOUNCED');
    await sendSequenceEvents(deps);
    expect((await mailFor(control.user.email)).map((m) => m.subject)).toEqual(['Dana Lee replied to your follow-up']);
    expect(await mailFor(replied.user.email)).toEqual([]);
    expect(await mailFor(bounced.user.email)).toEqual([]);

    // Verified afterwards: the events of before stay unmailed (like a preference switched on later).
    await handle.db
      .update(users)
      .set({ emailVerified: true })
      .where(inArray(users.id, [replied.user.id, bounced.user.id]));
    await sendSequenceEvents(deps);
    expect(await mailFor(replied.user.email)).toEqual([]);
    expect(await mailFor(bounced.user.email)).toEqual([]);
  });

  it('says someone at the company answered when a colleague replied', async () => {
    const s = await runningSequence();
    await markContactResponded(handle.db, { contactId: s.contact.id, respondedAt: new Date(), stopReason: 'COLLEAGUE_REPLIED' });
    await sendSequenceEvents(deps);
    expect((await mailFor(s.user.email)).map((m) => m.subject)).toEqual([
      'Someone at Acme replied to your follow-up to Dana Lee',
    ]);
  });

  it('sends no alert for a reply the user reported: marked in the app or from a heads-up link', async () => {
    const marked = await runningSequence();
    const fromEmail = await runningSequence();
    await markContactResponded(handle.db, {
      contactId: marked.contact.id,
      respondedAt: new Date(),
      stopReason: 'MARKED_REPLIED',
    });
    await markContactResponded(handle.db, {
      contactId: fromEmail.contact.id,
      respondedAt: new Date(),
      stopReason: 'REPLIED_FROM_EMAIL',
    });
    const control = await runningSequence();
    await markContactResponded(handle.db, { contactId: control.contact.id, respondedAt: new Date(), stopReason: 'REPLIED' });
    await sendSequenceEvents(deps);
    expect(await mailFor(control.user.email)).toHaveLength(1);
    expect(await mailFor(marked.user.email)).toEqual([]);
    expect(await mailFor(fromEmail.user.email)).toEqual([]);
  });

  it('tells the user a sequence bounced, or that the person may have left the company', async () => {
    const bounced = await runningSequence();
    await markContactBounced(handle.db, {
      contactId: bounced.contact.id,
      threadId: bounced.first.threadId!,
      bouncedAt: new Date(),
    });
    const left = await runningSequence();
    await stopReason(left.contact, 'LEFT_COMPANY');
    await sendSequenceEvents(deps);

    const [bounce] = await mailFor(bounced.user.email);
    expect(bounce!.subject).toBe('Your email to Dana Lee bounced');
    expect(bounce!.text).toContain(`Your email to ${bounced.contact.email} in "Engineer at Acme" bounced`);
    expect(bounce!.text).toContain(`We stopped the sequence. ${SEQUENCE_STOPPED_NOTICE}`);
    const [leftMail] = await mailFor(left.user.email);
    expect(leftMail!.subject).toBe('Dana Lee may have left Acme');
    expect(leftMail!.text).toContain('You may want to find another contact at Acme.');
  });

  it('tells the user a sequence finished without a reply once its last email has been quiet for 7 days', async () => {
    const finished = await runningSequence();
    const recent = await runningSequence();
    for (const [s, daysAgo] of [
      [finished, 8],
      [recent, 2],
    ] as const) {
      await handle.db.delete(campaignEmails).where(eq(campaignEmails.contactId, s.contact.id));
      await handle.db.insert(campaignEmails).values(
        [1, 2, 3].map((position) => ({
          userId: s.user.id,
          campaignId: s.campaign.id,
          contactId: s.contact.id,
          position,
          subject: `Email ${position}`,
          body: 'Hello',
          status: 'SENT' as const,
          sentAt: new Date(Date.now() - (daysAgo + 3 - position) * DAY),
        })),
      );
      await handle.db.update(contacts).set({ status: 'NO_RESPONSE', emailsSent: 3 }).where(eq(contacts.id, s.contact.id));
    }
    await sendSequenceEvents(deps);
    const [mail] = await mailFor(finished.user.email);
    expect(mail!.subject).toBe('Your sequence to Dana Lee finished without a reply');
    expect(mail!.text).toContain('All 3 emails of "Engineer at Acme" went out to Dana Lee, the last one 7 days ago');
    expect(await mailFor(recent.user.email)).toEqual([]);
  });

  it('asks the user to reconnect Gmail when the grant was revoked and emails wait, after a grace period', async () => {
    const revoked = async (minutesAgo: number) => {
      const s = await runningSequence();
      await handle.db.insert(mailGrants).values({
        userId: s.user.id,
        address: 'ada@gmail.com',
        scopes: ['openid', 'email', GMAIL_SEND_SCOPE],
        refreshTokenCiphertext: 'sealed',
        revokedAt: new Date(Date.now() - minutesAgo * 60_000),
      });
      await handle.db
        .update(campaignEmails)
        .set({ errorMessage: RECONNECT_GMAIL_TO_RESUME })
        .where(sql`${campaignEmails.contactId} = ${s.contact.id} AND ${campaignEmails.position} = 2`);
      return s;
    };
    const longAgo = await revoked(15);
    const justNow = await revoked(2);
    await sendSequenceEvents(deps);
    await sendSequenceEvents(deps);
    const mail = await mailFor(longAgo.user.email);
    expect(mail.map((m) => m.subject)).toEqual(['Reconnect Gmail to resume your follow-ups']);
    expect(mail[0]!.text).toContain('Google no longer lets us send from ada@gmail.com');
    expect(mail[0]!.text).toContain('1 scheduled email is waiting and will go out as soon as you reconnect Gmail.');
    expect(mail[0]!.links).toContain(`${ORIGIN}/dashboard/settings`);
    // Revoked two minutes ago: perhaps a reconnect (or a change of tier) in progress.
    expect(await mailFor(justNow.user.email)).toEqual([]);
  });

  it('sends nothing when the preference is off, and nothing later for those events when it is turned back on', async () => {
    const quietReplies = await runningSequence({ notifyReplyAlerts: false });
    const quietUpdates = await runningSequence({ notifySequenceUpdates: false });
    await markContactResponded(handle.db, { contactId: quietReplies.contact.id, respondedAt: new Date(), stopReason: 'REPLIED' });
    await stopReason(quietUpdates.contact, 'BOUNCED');
    // Reply alerts and updates are separate switches: updates still come with reply alerts off, and the reverse.
    const updatesOnly = await runningSequence({ notifyReplyAlerts: false });
    await stopReason(updatesOnly.contact, 'BOUNCED');
    await sendSequenceEvents(deps);
    expect(await mailFor(quietReplies.user.email)).toEqual([]);
    expect(await mailFor(quietUpdates.user.email)).toEqual([]);
    expect((await mailFor(updatesOnly.user.email)).map((m) => m.subject)).toEqual(['Your email to Dana Lee bounced']);

    await handle.db
      .update(users)
      .set({ notifyReplyAlerts: true, notifySequenceUpdates: true })
      .where(inArray(users.id, [quietReplies.user.id, quietUpdates.user.id]));
    await sendSequenceEvents(deps);
    expect(await mailFor(quietReplies.user.email)).toEqual([]);
    expect(await mailFor(quietUpdates.user.email)).toEqual([]);
  });

  it('emails an event once when two workers scan at once', async () => {
    const s = await runningSequence();
    await markContactResponded(handle.db, { contactId: s.contact.id, respondedAt: new Date(), stopReason: 'REPLIED' });
    const other = notificationDepsFor({ db: handle.db, config: config(inbox.smtpUrl), logger: silent });
    await Promise.all([sendSequenceEvents(deps), sendSequenceEvents(other), sendSequenceEvents(deps)]);
    await other.mailer.close();
    expect(await mailFor(s.user.email)).toHaveLength(1);
  });

  it('retries a send the SMTP server refused, with a growing delay, and then emails it once', async () => {
    const s = await runningSequence();
    await markContactResponded(handle.db, { contactId: s.contact.id, respondedAt: new Date(), stopReason: 'REPLIED' });
    // Nothing listens on port 9 of loopback.
    const broken = { ...deps, mailer: createMailer(config('smtp://127.0.0.1:9'), silent) };
    expect(await sendSequenceEvents(broken)).toMatchObject({ refused: 1 });
    await broken.mailer.close();
    const [log] = await handle.db.select().from(notificationLog).where(eq(notificationLog.contactId, s.contact.id));
    expect(log).toMatchObject({ kind: 'REPLY_ALERT', status: 'RETRY', attempts: 1, sentAt: null });
    expect(log!.retryAt!.getTime()).toBeGreaterThan(Date.now());

    // Not due yet: nothing; a minute later: sent, once.
    await sendSequenceEvents(deps);
    expect(await mailFor(s.user.email)).toEqual([]);
    const later = { ...deps, now: () => new Date(Date.now() + 61_000) };
    await sendSequenceEvents(later);
    await sendSequenceEvents(later);
    expect((await mailFor(s.user.email)).map((m) => m.subject)).toEqual(['Dana Lee replied to your follow-up']);
    const [sent] = await handle.db.select().from(notificationLog).where(eq(notificationLog.id, log!.id));
    expect(sent).toMatchObject({ status: 'SENT', attempts: 2 });
  });
});
