// The reply alert's one-click outcome links, over HTTP against the real app: the alert (read back from the devstack
// SMTP inbox) carries them; a GET only asks; the first POST sets the outcome, and that alert's links are then used up;
// an expired or forged link is refused. A confirmed interview is congratulated by email.
import { eq } from 'drizzle-orm';
import { startSmtpInbox, type InboxMessage, type SmtpInbox } from 'devstack/smtp';
import { REPLY_OUTCOME_LINK_EXPIRED, REPLY_OUTCOME_LINK_INVALID, REPLY_OUTCOME_LINK_USED, replyOutcomeSaved } from 'contracts';
import { campaignEmails, contacts, sequenceSteps } from '../../db/schema';
import { createLogger } from '../../logging/logger';
import { insertCampaign, insertContact, insertUser } from '../../../testkit/db/db-fixtures';
import { startTestApp, type TestApp } from '../../../testkit/http/test-app';
import { markContactResponded, recordDetectedOutcome } from '../delivery';
import type { NotificationDeps } from './heads-up.service';
import { notificationDepsFor } from './notification.job';
import { replyOutcomeKey, signReplyOutcome } from './reply-outcome-token.service';
import { sendSequenceEvents } from './sequence-events.service';

const DAY = 86_400_000;

describe('one-click outcome links of a reply alert', () => {
  let inbox: SmtpInbox;
  let app: TestApp;
  let deps: NotificationDeps;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    app = await startTestApp();
    deps = notificationDepsFor({
      db: app.db.db,
      config: { ...app.config, smtp: { url: inbox.smtpUrl, from: 'Follow-up Agent <no-reply@example.com>' } },
      logger: createLogger({ level: 'silent' }),
    });
  });
  afterAll(async () => {
    await deps.mailer.close();
    await app.close();
    await inbox.close();
  });

  const mailFor = async (to: string) =>
    (await (await fetch(`${inbox.url}/messages?to=${encodeURIComponent(to)}`)).json()) as InboxMessage[];
  const contactRow = async (id: number) => (await app.db.db.select().from(contacts).where(eq(contacts.id, id)))[0]!;

  /** A contact at `domain` whose reply was detected, with its first email sent and the follow-up it cancelled. */
  async function detectedReply(domain = 'acme.com') {
    const db = app.db.db;
    const user = await insertUser(db, { name: 'Ada Lovelace' });
    const campaign = await insertCampaign(db, user.id, { name: 'Engineer at Acme' });
    await db.insert(sequenceSteps).values([
      { campaignId: campaign.id, position: 1, subject: 'Quick follow-up', body: 'Hi', daysDelay: 0, nextMailInThread: true },
      { campaignId: campaign.id, position: 2, subject: '', body: 'Bump', daysDelay: 2, nextMailInThread: true },
    ]);
    const contact = await insertContact(db, campaign, {
      firstName: 'Dana',
      lastName: 'Lee',
      email: `dana.${user.id.slice(0, 8)}@${domain}`,
      status: 'IN_PROGRESS',
      emailsSent: 1,
    });
    await db.insert(campaignEmails).values({
      userId: user.id,
      campaignId: campaign.id,
      contactId: contact.id,
      position: 1,
      subject: 'Quick follow-up',
      body: 'Hi Dana',
      status: 'SENT',
      sentAt: new Date(Date.now() - DAY),
      threadId: `thread-${contact.id}`,
    });
    await markContactResponded(db, {
      contactId: contact.id,
      respondedAt: new Date(),
      stopReason: 'REPLIED',
      threadId: `thread-${contact.id}`,
    });
    await sendSequenceEvents(deps);
    const [alert] = (await mailFor(user.email)).filter((m) => m.subject === 'Dana Lee replied to your follow-up');
    expect(alert).toBeDefined();
    const links = alert!.links.filter((link) => link.includes('/api/reply-outcome?token='));
    const byLabel = (label: string) => {
      const line = alert!.text.split('\n').find((text) => text.startsWith(`- ${label}: `));
      return new URL(line!.slice(`- ${label}: `.length)).searchParams.get('token')!;
    };
    return { user, campaign, contact, alert: alert!, links, byLabel };
  }

  const get = (token: string) => app.request(`/api/reply-outcome?token=${encodeURIComponent(token)}`);
  const post = (token: string) =>
    app.request('/api/reply-outcome', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }).toString(),
    });

  it('the alert offers the outcomes; a link sets one once, and the alert is then used up', async () => {
    const s = await detectedReply();
    expect(s.links).toHaveLength(4);
    expect(s.alert.text).toContain('What did they say? One click tells us');
    const interview = s.byLabel('Interview invite');

    // A GET (a mail scanner, a preview) only asks.
    const page = await get(interview);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Confirm: Interview invite');
    expect((await contactRow(s.contact.id)).outcome).toBeNull();

    const done = await post(interview);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(replyOutcomeSaved('INTERVIEW_INVITE').replace("'", '&#39;'));
    expect(await contactRow(s.contact.id)).toMatchObject({ outcome: 'INTERVIEW_INVITE', outcomeConfirmedAt: expect.any(Date) });

    // Used: the same link, or another of the same alert, says so and changes nothing.
    for (const response of [await post(interview), await post(s.byLabel('Not moving forward')), await get(interview)]) {
      expect(response.status).toBe(409);
      expect(await response.text()).toContain(REPLY_OUTCOME_LINK_USED);
    }
    expect((await contactRow(s.contact.id)).outcome).toBe('INTERVIEW_INVITE');

    // The confirmed interview is congratulated, once.
    await sendSequenceEvents(deps);
    await sendSequenceEvents(deps);
    const congrats = (await mailFor(s.user.email)).filter((m) => m.subject.startsWith('Congratulations'));
    expect(congrats.map((m) => m.subject)).toEqual(['Congratulations on your interview at Acme']);
  });

  it("'Application received (keep following up)' resumes the sequence the detector stopped", async () => {
    const s = await detectedReply('hooli.com');
    const response = await post(s.byLabel('Application received (keep following up)'));
    expect(response.status).toBe(200);
    expect(await contactRow(s.contact.id)).toMatchObject({
      status: 'IN_PROGRESS',
      stopReason: null,
      outcome: 'APPLICATION_RECEIVED',
    });
    const emails = await app.db.db.select().from(campaignEmails).where(eq(campaignEmails.contactId, s.contact.id));
    expect(emails.map((email) => [email.position, email.status]).sort()).toEqual([
      [1, 'SENT'],
      [2, 'SCHEDULED'],
    ]);
  });

  it('a detected calendar invitation: the reply alert is the congratulation, and no second one follows', async () => {
    const db = app.db.db;
    const user = await insertUser(db, { name: 'Ada Lovelace' });
    const campaign = await insertCampaign(db, user.id, { name: 'Engineer at Globex' });
    const contact = await insertContact(db, campaign, {
      firstName: 'Dana',
      lastName: 'Lee',
      email: `dana.${user.id.slice(0, 8)}@globex.com`,
      status: 'IN_PROGRESS',
      emailsSent: 1,
    });
    const invitation = {
      id: `invite-${contact.id}`,
      threadId: `thread-${contact.id}`,
      labelIds: ['INBOX'],
      internalDate: new Date(),
      headers: [
        { name: 'From', value: `Dana Lee <${contact.email}>` },
        { name: 'Subject', value: 'Invitation: Interview @ Tue Dec 1, 2026 10am - 11am (EST) (ada@example.com)' },
      ],
    };
    await markContactResponded(db, { contactId: contact.id, respondedAt: new Date(), stopReason: 'REPLIED' });
    await recordDetectedOutcome(db, { contactId: contact.id, stop: { kind: 'reply', message: invitation } });
    await sendSequenceEvents(deps);
    const [alert] = await mailFor(user.email);
    expect(alert!.subject).toBe('Congratulations: Dana Lee sent you an interview invitation');
    expect(alert!.text).toContain('It looks like an interview invitation');

    // Confirming it from the alert sends no second congratulation.
    const line = alert!.text.split('\n').find((text) => text.startsWith('- Interview invite: '))!;
    expect((await post(new URL(line.slice('- Interview invite: '.length)).searchParams.get('token')!)).status).toBe(200);
    await sendSequenceEvents(deps);
    expect((await mailFor(user.email)).map((m) => m.subject)).toEqual([alert!.subject]);
  });

  it('an expired, forged or foreign-key link is refused and changes nothing', async () => {
    const s = await detectedReply('initech.com');
    const genuine = s.byLabel('Other reply');
    const key = replyOutcomeKey(app.config.session.secret);
    const claims = JSON.parse(Buffer.from(genuine.split('.')[0]!, 'base64url').toString()) as { r: number; c: number; u: string };
    const expired = signReplyOutcome(key, {
      replyEventId: claims.r,
      contactId: claims.c,
      userId: claims.u,
      outcome: 'OTHER_REPLY',
      expiresAt: new Date(Date.now() - 1000),
    });
    const expiredPost = await post(expired);
    expect(expiredPost.status).toBe(410);
    expect(await expiredPost.text()).toContain(REPLY_OUTCOME_LINK_EXPIRED);

    // The payload changed (another contact), the MAC kept: refused.
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, c: claims.c + 1, o: 0, x: 9_999_999_999 })).toString(
      'base64url',
    );
    const otherKey = signReplyOutcome(replyOutcomeKey('another-secret-of-at-least-32-characters!'), {
      replyEventId: claims.r,
      contactId: claims.c,
      userId: claims.u,
      outcome: 'OTHER_REPLY',
    });
    for (const token of [`${forgedPayload}.${genuine.split('.')[1]}`, otherKey, 'nonsense']) {
      const response = await post(token);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(REPLY_OUTCOME_LINK_INVALID);
    }
    expect((await contactRow(s.contact.id)).outcome).toBeNull();
    // The genuine link still works.
    expect((await post(genuine)).status).toBe(200);
  });
});
