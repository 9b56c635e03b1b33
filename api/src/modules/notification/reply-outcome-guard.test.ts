// A reply alert's links against an outcome the user already confirmed in the app, and the 'That's not right'
// correction, over HTTP against the real app and PostgreSQL (alerts read back from the devstack SMTP inbox): a link
// asks before it replaces a confirmed outcome, and only the asking page's button replaces it; the same outcome changes
// nothing; a detected invitation's alert offers a page to pick the right outcome, kept in the contact's timeline.
import { eq } from 'drizzle-orm';
import { startSmtpInbox, type InboxMessage, type SmtpInbox } from 'devstack/smtp';
import {
  REPLY_CORRECTION_LINK_LABEL,
  REPLY_OUTCOME_LABELS,
  REPLY_OUTCOME_LINK_INVALID,
  REPLY_OUTCOME_LINK_USED,
  TIMELINE_LABELS,
  replyCorrectionRead,
  replyOutcomeAlreadySet,
  replyOutcomeChangeButton,
  replyOutcomeChangeQuestion,
  replyOutcomeLinkDone,
} from 'contracts';
import { campaignEmails, contacts, users } from '../../db/schema';
import { createLogger } from '../../logging/logger';
import { signUp } from '../../../testkit/auth/auth-helpers';
import { insertCampaign, insertContact } from '../../../testkit/db/db-fixtures';
import { graphqlClient, type GraphQLClient } from '../../../testkit/http/graphql-client';
import { startTestApp, type TestApp } from '../../../testkit/http/test-app';
import { markContactResponded, recordDetectedOutcome } from '../delivery';
import type { NotificationDeps } from './heads-up.service';
import { notificationDepsFor } from './notification.job';
import { sendSequenceEvents } from './sequence-events.service';

const DAY = 86_400_000;
const SET_OUTCOME = `mutation($contactId: Int!, $outcome: ReplyOutcome!) {
  setContactOutcome(contactId: $contactId, outcome: $outcome) { success message }
}`;
const TIMELINE = `query($filter: ContactFilterInput!) { contact(filter: $filter) { outcome timeline { label } } }`;

/** The page's text as a person reads it (entities decoded). */
const readable = async (response: Response) =>
  (await response.text()).replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');

describe('reply alert links and a confirmed outcome', () => {
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

  const contactRow = async (id: number) => (await app.db.db.select().from(contacts).where(eq(contacts.id, id)))[0]!;
  const get = (path: string, token: string) => app.request(`${path}?token=${encodeURIComponent(token)}`);
  const post = (path: string, fields: Record<string, string>) =>
    app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });

  /**
   * A signed-up user (verified) whose contact at `domain` answered: with `invitation`, a calendar invitation the
   * headers read as an interview; else a plain reply. Returns the alert and a reader of its links by label.
   */
  async function answered(domain: string, invitation = false) {
    const db = app.db.db;
    const { jar, userId, email } = await signUp(app);
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
    const campaign = await insertCampaign(db, userId, { name: `Engineer at ${domain}` });
    const contact = await insertContact(db, campaign, {
      firstName: 'Dana',
      lastName: 'Lee',
      email: `dana.${userId.slice(0, 8)}@${domain}`,
      status: 'IN_PROGRESS',
      emailsSent: 1,
    });
    const threadId = `thread-${contact.id}`;
    await db.insert(campaignEmails).values({
      userId,
      campaignId: campaign.id,
      contactId: contact.id,
      position: 1,
      subject: 'Quick follow-up',
      body: 'Hi Dana',
      status: 'SENT',
      sentAt: new Date(Date.now() - DAY),
      threadId,
    });
    await markContactResponded(db, { contactId: contact.id, respondedAt: new Date(), stopReason: 'REPLIED', threadId });
    const subject = invitation
      ? 'Invitation: Interview @ Tue Dec 1, 2026 10am - 11am (EST) (ada@example.com)'
      : 'Re: Quick follow-up';
    await recordDetectedOutcome(db, {
      contactId: contact.id,
      stop: {
        kind: 'reply',
        message: {
          id: `reply-${contact.id}`,
          threadId,
          labelIds: ['INBOX'],
          internalDate: new Date(),
          headers: [
            { name: 'From', value: `Dana Lee <${contact.email}>` },
            { name: 'Subject', value: subject },
          ],
        },
      },
    });
    await sendSequenceEvents(deps);
    const mail = (await (await fetch(`${inbox.url}/messages?to=${encodeURIComponent(email)}`)).json()) as InboxMessage[];
    const alert = mail.at(-1)!;
    const link = (label: string) => {
      const line = alert.text.split('\n').find((text) => text.startsWith(`- ${label}: `));
      return line ? new URL(line.slice(`- ${label}: `.length)) : undefined;
    };
    const token = (label: string) => link(label)!.searchParams.get('token')!;
    return { client: graphqlClient(app, jar) as GraphQLClient, contact, alert, link, token };
  }

  it("'Other reply' on a confirmed Interview invite asks, and only the asking page's button changes it", async () => {
    const s = await answered('acme.com');
    await s.client(SET_OUTCOME, { contactId: s.contact.id, outcome: 'INTERVIEW_INVITE' });
    const other = s.token('Other reply');

    // Opening the link asks; nothing changes.
    const page = await get('/api/reply-outcome', other);
    expect(page.status).toBe(200);
    const html = await readable(page);
    expect(html).toContain(replyOutcomeChangeQuestion('INTERVIEW_INVITE', 'OTHER_REPLY'));
    expect(html).toContain(replyOutcomeChangeButton('OTHER_REPLY'));
    expect(html).toContain('name="replace" value="INTERVIEW_INVITE"');
    expect((await contactRow(s.contact.id)).outcome).toBe('INTERVIEW_INVITE');

    // A POST that did not come from the asking page (a confirmation page opened before the user confirmed in the
    // app, a replayed form) asks again and changes nothing.
    const blind = await post('/api/reply-outcome', { token: other });
    expect(blind.status).toBe(200);
    expect(await readable(blind)).toContain(replyOutcomeChangeQuestion('INTERVIEW_INVITE', 'OTHER_REPLY'));
    expect((await contactRow(s.contact.id)).outcome).toBe('INTERVIEW_INVITE');

    // The asking page's button changes it, and the alert's links are then used up.
    const changed = await post('/api/reply-outcome', { token: other, replace: 'INTERVIEW_INVITE' });
    expect(changed.status).toBe(200);
    expect(await readable(changed)).toContain(replyOutcomeLinkDone('OTHER_REPLY'));
    expect((await contactRow(s.contact.id)).outcome).toBe('OTHER_REPLY');
    const again = await post('/api/reply-outcome', { token: s.token('Interview invite'), replace: 'OTHER_REPLY' });
    expect(again.status).toBe(409);
    expect(await readable(again)).toContain(REPLY_OUTCOME_LINK_USED);
    expect((await contactRow(s.contact.id)).outcome).toBe('OTHER_REPLY');
  });

  it('a link for the outcome already confirmed says so and changes nothing', async () => {
    const s = await answered('hooli.com');
    await s.client(SET_OUTCOME, { contactId: s.contact.id, outcome: 'NOT_MOVING_FORWARD' });
    const before = await contactRow(s.contact.id);
    for (const response of [
      await get('/api/reply-outcome', s.token('Not moving forward')),
      await post('/api/reply-outcome', { token: s.token('Not moving forward') }),
    ]) {
      expect(response.status).toBe(200);
      expect(await readable(response)).toContain(replyOutcomeAlreadySet('NOT_MOVING_FORWARD'));
    }
    expect(await contactRow(s.contact.id)).toMatchObject({
      outcome: 'NOT_MOVING_FORWARD',
      outcomeConfirmedAt: before.outcomeConfirmedAt,
    });
    // Nothing was spent: another link of the alert still asks rather than saying it was used.
    const other = await get('/api/reply-outcome', s.token('Other reply'));
    expect(await readable(other)).toContain(replyOutcomeChangeQuestion('NOT_MOVING_FORWARD', 'OTHER_REPLY'));
  });

  it("a detected invitation's alert offers 'That's not right': a page to pick the outcome, kept in the timeline", async () => {
    const s = await answered('globex.com', true);
    expect(s.alert.subject).toBe('Congratulations: Dana Lee sent you an interview invitation');
    const fixLink = s.link(REPLY_CORRECTION_LINK_LABEL)!;
    expect(fixLink.pathname).toBe('/api/reply-outcome/correct');
    const fix = fixLink.searchParams.get('token')!;

    // The page only asks: what it was read as, one button per other outcome.
    const page = await get('/api/reply-outcome/correct', fix);
    expect(page.status).toBe(200);
    const html = await readable(page);
    expect(html).toContain(replyCorrectionRead('INTERVIEW_INVITE'));
    const buttons = [...html.matchAll(/<button type="submit">([^<]+)<\/button>/g)].map((match) => match[1]);
    expect(buttons).toEqual(
      ['NOT_MOVING_FORWARD', 'APPLICATION_RECEIVED', 'OUT_OF_OFFICE', 'LEFT_COMPANY', 'OTHER_REPLY'].map(
        (outcome) => REPLY_OUTCOME_LABELS[outcome as 'OTHER_REPLY'],
      ),
    );
    expect(await contactRow(s.contact.id)).toMatchObject({
      outcome: null,
      outcomeProposed: 'INTERVIEW_INVITE',
      interviewAt: new Date('2026-12-01T15:00:00Z'),
    });

    // The correction token sets nothing without a picked outcome, and an outcome link's token is no correction token.
    for (const response of [
      await post('/api/reply-outcome/correct', { token: fix }),
      await post('/api/reply-outcome/correct', { token: fix, outcome: 'OFFER' }),
      await post('/api/reply-outcome/correct', { token: s.token('Other reply'), outcome: 'OTHER_REPLY' }),
      await post('/api/reply-outcome', { token: fix }),
    ]) {
      expect(response.status).toBe(400);
      expect(await readable(response)).toContain(REPLY_OUTCOME_LINK_INVALID);
    }

    const picked = await post('/api/reply-outcome/correct', { token: fix, outcome: 'NOT_MOVING_FORWARD' });
    expect(picked.status).toBe(200);
    expect(await readable(picked)).toContain(replyOutcomeLinkDone('NOT_MOVING_FORWARD'));
    // Not an interview after all: the time read from the invitation is no longer the contact's interview.
    expect(await contactRow(s.contact.id)).toMatchObject({ outcome: 'NOT_MOVING_FORWARD', interviewAt: null });
    // The alert's links are used up, the correction's too.
    expect((await get('/api/reply-outcome/correct', fix)).status).toBe(409);
    expect((await post('/api/reply-outcome', { token: s.token('Interview invite') })).status).toBe(409);

    // The contact page's history keeps what was read and what the user corrected it to.
    const { contact } = await s.client(TIMELINE, { filter: { id: s.contact.id } });
    const labels = (contact.timeline as Array<{ label: string }>).map((entry) => entry.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        TIMELINE_LABELS.replyDetected('INTERVIEW_INVITE'),
        TIMELINE_LABELS.outcomeSet('NOT_MOVING_FORWARD'),
      ]),
    );
    expect(labels).not.toContain(TIMELINE_LABELS.interview);
    expect(labels.indexOf(TIMELINE_LABELS.replyDetected('INTERVIEW_INVITE'))).toBeLessThan(
      labels.indexOf(TIMELINE_LABELS.outcomeSet('NOT_MOVING_FORWARD')),
    );
  });

  it('the correction page of an outcome confirmed in the app names it, and replaces it only from that page', async () => {
    const s = await answered('initech.com', true);
    await s.client(SET_OUTCOME, { contactId: s.contact.id, outcome: 'INTERVIEW_INVITE' });
    const fix = s.link(REPLY_CORRECTION_LINK_LABEL)!.searchParams.get('token')!;
    const html = await readable(await get('/api/reply-outcome/correct', fix));
    expect(html).toContain('You marked this as Interview invite.');
    expect(html).toContain('name="replace" value="INTERVIEW_INVITE"');

    // Confirmed again in the app (as something else) after the page was opened: the stale page's button asks.
    await s.client(SET_OUTCOME, { contactId: s.contact.id, outcome: 'APPLICATION_RECEIVED' });
    const stale = await post('/api/reply-outcome/correct', { token: fix, outcome: 'OTHER_REPLY', replace: 'INTERVIEW_INVITE' });
    expect(await readable(stale)).toContain(replyOutcomeChangeQuestion('APPLICATION_RECEIVED', 'OTHER_REPLY'));
    expect((await contactRow(s.contact.id)).outcome).toBe('APPLICATION_RECEIVED');

    const done = await post('/api/reply-outcome/correct', {
      token: fix,
      outcome: 'OTHER_REPLY',
      replace: 'APPLICATION_RECEIVED',
    });
    expect(done.status).toBe(200);
    expect((await contactRow(s.contact.id)).outcome).toBe('OTHER_REPLY');
  });

  it("a plain reply's alert has no correction link: nothing was read into it", async () => {
    const s = await answered('umbrella.com');
    expect(s.link('Other reply')).toBeDefined();
    expect(s.link(REPLY_CORRECTION_LINK_LABEL)).toBeUndefined();
  });
});
