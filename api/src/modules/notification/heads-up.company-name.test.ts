// Issue 35: the heads-up names the company with its own casing, end to end: the follow-up the delivery engine
// scheduled (its text as the user typed it, 'SmartHR'), the heads-up read back from the devstack SMTP inbox.
import { eq } from 'drizzle-orm';
import { startSmtpInbox, type InboxMessage, type SmtpInbox } from 'devstack/smtp';
import { campaignEmails } from '../../db/schema';
import { createLogger } from '../../logging/logger';
import { startTestApp, type TestApp } from '../../../testkit/http/test-app';
import { scheduleSequenceForContact } from '../delivery';
import { startDeliveryHarness, type DeliveryHarness } from '../../../testkit/delivery/delivery-harness';
import { sendDueHeadsUps, type NotificationDeps } from './heads-up.service';
import { notificationDepsFor } from './notification.job';

const HOUR = 3_600_000;
const silent = createLogger({ level: 'silent' });

describe('the company a heads-up names', () => {
  let inbox: SmtpInbox;
  let h: DeliveryHarness;
  let app: TestApp;
  let deps: NotificationDeps;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    h = await startDeliveryHarness();
    app = await startTestApp({
      database: { url: h.database.url },
      env: { SMTP_URL: inbox.smtpUrl, APP_ORIGIN: 'http://app.test' },
    });
    deps = notificationDepsFor({ db: h.handle.db, config: app.config, logger: silent });
  });
  afterAll(async () => {
    await deps.mailer.close();
    await app.close();
    await h.close();
    await inbox.close();
  });

  /** The heads-up text for a follow-up to Aiko Tanaka at `email`, the sequence's steps written as given. */
  async function headsUpText(email: string, followUpBody: string): Promise<string> {
    const user = await h.sender({ name: 'Kenji Sato' });
    const campaign = await h.campaign(user, {
      steps: [
        { subject: 'Backend Engineer at SmartHR', body: 'Hi {{contact_first_name}},\n\nHello.\n{{your_name}}', daysDelay: 0 },
        { subject: '', body: followUpBody, daysDelay: 2 },
      ],
    });
    const contact = await h.contact(campaign, { firstName: 'Aiko', lastName: 'Tanaka', email });
    const { campaignEmailId } = await scheduleSequenceForContact(h.handle.db, {
      userId: user.id,
      campaignId: campaign.id,
      contactId: contact.id,
    });
    expect(await h.engine().deliver(campaignEmailId)).toBe('sent');
    const followUp = (await h.emailsOf(contact.id))[1]!;
    await h.handle.db
      .update(campaignEmails)
      .set({ scheduledFor: new Date(Date.now() + 20 * HOUR) })
      .where(eq(campaignEmails.id, followUp.id));
    await sendDueHeadsUps(deps);
    const response = await fetch(`${inbox.url}/messages?to=${encodeURIComponent(user.email)}`);
    const messages = ((await response.json()) as InboxMessage[]).filter((m) => m.subject.startsWith('Heads-up'));
    expect(messages).toHaveLength(1);
    return messages[0]!.text;
  }

  it('says "SmartHR" as the user typed it in the follow-up, not "Smarthr" from the domain', async () => {
    const text = await headsUpText(
      `aiko.${Date.now()}@smarthr.co.jp`,
      'I wanted to follow up on my application for the Backend Engineer role at SmartHR.\n{{your_name}}',
    );
    expect(text).toContain('Aiko Tanaka at SmartHR');
    expect(text).not.toContain('Smarthr');
  });

  it('keeps a casing no table knows when the user typed it ("BlueOcean", not "Blueocean")', async () => {
    const text = await headsUpText(
      `aiko.${Date.now()}@blueocean.io`,
      'Following up on the Backend Engineer role at BlueOcean.\n{{your_name}}',
    );
    expect(text).toContain('Aiko Tanaka at BlueOcean');
  });

  it('uses the known casing when the follow-up does not name the company ("eBay" for ebay.com)', async () => {
    const text = await headsUpText(`aiko.${Date.now()}@ebay.com`, 'A short note.\n{{your_name}}');
    expect(text).toContain('Aiko Tanaka at eBay');
  });
});
