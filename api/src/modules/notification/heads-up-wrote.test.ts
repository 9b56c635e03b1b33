// The heads-up's "Did you write to them yourself?" (send-only tier: we never see what the user sends by hand), end to
// end: the heads-up read back from the devstack SMTP inbox, its signed link followed over real HTTP (GET shows a
// confirmation page and changes nothing; its one button POSTs), the follow-ups paused with that reason, and the
// contact's one-click resume re-planning the follow-up.
import { eq } from 'drizzle-orm';
import { startSmtpInbox, type InboxMessage, type SmtpInbox } from 'devstack/smtp';
import {
  GMAIL_SEND_SCOPE,
  HEADS_UP_WROTE_LINK,
  HEADS_UP_WROTE_PROMPT,
  handWrittenPauseNotice,
  WROTE_BY_HAND_CONFIRM_BUTTON,
  wroteByHandConfirmTitle,
  wroteByHandPaused,
} from 'contracts';
import { campaignEmails, contacts } from '../../db/schema';
import { createLogger } from '../../logging/logger';
import { startTestApp, type TestApp } from '../../../testkit/http/test-app';
import { scheduleSequenceForContact } from '../delivery';
import { resumeFollowUps } from '../contact';
import { startDeliveryHarness, type DeliveryHarness } from '../../../testkit/delivery/delivery-harness';
import { sendDueHeadsUps, type NotificationDeps } from './heads-up.service';
import { notificationDepsFor } from './notification.job';

const ORIGIN = 'http://app.test';
const HOUR = 3_600_000;
const silent = createLogger({ level: 'silent' });

describe('heads-up: "Did you write to them yourself?" pauses the follow-ups (send-only tier)', () => {
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

  async function mailFor(to: string): Promise<InboxMessage[]> {
    const response = await fetch(`${inbox.url}/messages?to=${encodeURIComponent(to)}`);
    return (await response.json()) as InboxMessage[];
  }

  /** A send-only user whose first email to Dana went out; the follow-up is due in `dueInMs`. */
  async function followUpDueIn(dueInMs: number) {
    const user = await h.sender({ name: 'Ada Lovelace', scopes: ['openid', 'email', GMAIL_SEND_SCOPE] });
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
    await h.handle.db
      .update(campaignEmails)
      .set({ scheduledFor: new Date(Date.now() + dueInMs) })
      .where(eq(campaignEmails.id, followUp.id));
    return { user, campaign, contact, followUp };
  }

  const contactRow = async (id: number) => (await h.handle.db.select().from(contacts).where(eq(contacts.id, id)))[0]!;
  const post = (token: string) =>
    app.request('/api/sequence-action', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }).toString(),
    });

  it('asks in the heads-up, confirms on its page, pauses with the reason; the contact resumes with one click', async () => {
    const s = await followUpDueIn(20 * HOUR);
    await sendDueHeadsUps(deps);
    const message = (await mailFor(s.user.email)).find((m) => m.subject.startsWith('Heads-up'))!;
    const links = message.links.filter((link) => link.startsWith(`${ORIGIN}/api/sequence-action?token=`));
    const wrote = new URL(links.find((link) => message.text.includes(`- ${HEADS_UP_WROTE_LINK}: ${link}`))!);
    expect(message.text).toContain(HEADS_UP_WROTE_PROMPT);
    expect(message.html).toContain(`>${HEADS_UP_WROTE_LINK}</a>`);
    expect(new Set(links).size).toBe(3); // stop, pause, wrote: three different tokens

    // A mail scanner fetching the link changes nothing: the page asks.
    const page = await app.request(`${wrote.pathname}${wrote.search}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(wroteByHandConfirmTitle('Dana'));
    expect(html).toContain(`>${WROTE_BY_HAND_CONFIRM_BUTTON}</button>`);
    expect(await contactRow(s.contact.id)).toMatchObject({ isActive: true, pauseReason: null });

    const done = await post(wrote.searchParams.get('token')!);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(wroteByHandPaused('Dana'));
    const paused = await contactRow(s.contact.id);
    expect(paused).toMatchObject({ isActive: false, pauseReason: 'WROTE_BY_HAND_TOLD', status: 'IN_PROGRESS' });
    expect(
      handWrittenPauseNotice({ firstName: 'Dana', pauseReason: paused.pauseReason, wroteByHandAt: paused.wroteByHandAt }),
    ).toMatch(/^You told us on \w+ \d+ that you wrote to Dana yourself, so the automatic follow-ups are paused\.$/);
    // A second click shows the same result.
    expect(await (await post(wrote.searchParams.get('token')!)).text()).toContain(wroteByHandPaused('Dana'));
    // Nothing lost: the follow-up waits; the claim refuses it while paused.
    await h.makeDue(s.followUp.id);
    expect(await h.engine().deliver(s.followUp.id)).toBe('held');
    expect(await h.email(s.followUp.id)).toMatchObject({ status: 'SCHEDULED', sentAt: null });

    const resumedAt = new Date();
    const { contact } = await resumeFollowUps(h.handle.db, s.user.id, s.contact.id, resumedAt);
    expect(contact).toMatchObject({ isActive: true, pauseReason: null });
    expect((await h.email(s.followUp.id)).scheduledFor!.getTime()).toBeGreaterThanOrEqual(resumedAt.getTime());
    await h.makeDue(s.followUp.id);
    expect(await h.engine().deliver(s.followUp.id)).toBe('sent');
  });
});
