// Bounces and the limit notice as Gmail writes them (product.md §10), against real PostgreSQL and the devstack Gmail
// stand-in: a failure notice whose reason the headers cannot read gives 'Bounced (reason unknown)' (never a dead
// address), which the user may send again or fix; Gmail's 'You have reached a limit for sending mail' notice from
// nobody@gmail.com, outside every campaign thread, holds the account like a daily-limit 429, and the emails Gmail
// accepted but did not deliver go again once after the hold.
import { eq } from 'drizzle-orm';
import {
  BOUNCED_REASON_UNKNOWN_LABEL,
  contactStatusLabel,
  GMAIL_LIMIT_NOTICE_HOLD_MS,
  GMAIL_SEND_SCOPE,
  bouncedReasonUnknown,
} from 'contracts';
import { contacts } from '../../db/schema';
import { GMAIL_METADATA_SCOPE } from '../google';
import { grantSendingPausedUntil } from '../mailbox';
import { resendBouncedContactEmail } from '../contact/contact-bounce-resend.service';
import { scheduleSequenceForContact } from './schedule';
import { startDeliveryHarness, type DeliveryHarness } from '../../../testkit/delivery/delivery-harness';

const SCOPES = ['openid', 'email', GMAIL_SEND_SCOPE, GMAIL_METADATA_SCOPE];
const ACCOUNT = 'grace.bounce@gmail.com';

describe('bounces and the limit notice as Gmail writes them', () => {
  let h: DeliveryHarness;
  beforeAll(async () => {
    h = await startDeliveryHarness();
  });
  afterAll(() => h.close());
  beforeEach(() => h.google.reset());

  async function sender() {
    const user = await h.sender({ email: ACCOUNT, scopes: SCOPES });
    const campaign = await h.campaign(user);
    return { user, campaign };
  }

  async function firstSent(setup: Awaited<ReturnType<typeof sender>>) {
    const contact = await h.contact(setup.campaign);
    const { campaignEmailId } = await scheduleSequenceForContact(h.handle.db, {
      userId: setup.user.id,
      campaignId: setup.campaign.id,
      contactId: contact.id,
    });
    expect(await h.engine().deliver(campaignEmailId)).toBe('sent');
    return { contact, first: await h.email(campaignEmailId) };
  }

  const contactRow = async (id: number) => (await h.handle.db.select().from(contacts).where(eq(contacts.id, id)))[0]!;
  const poll = (userId: string) => h.poll(h.engine(), userId);

  it("a Gmail failure notice gives 'Bounced (reason unknown)', stops the sequence, and is no dead address", async () => {
    const setup = await sender();
    const { contact, first } = await firstSent(setup);
    await poll(setup.user.id); // first sweep: the history cursor
    await h.google.reply(first.threadId!, { bounce: true });
    expect(await poll(setup.user.id)).toMatchObject({ bounces: 1 });

    const row = await contactRow(contact.id);
    expect(row).toMatchObject({
      status: 'ERROR',
      stopReason: 'BOUNCED_REASON_UNKNOWN',
      errorMessage: bouncedReasonUnknown(contact.email!),
      // Not the dead address's outcome: nothing proposed.
      outcomeProposed: null,
    });
    expect(contactStatusLabel(row.status!, row.emailsSent, 'BOUNCED_REASON_UNKNOWN')).toBe(BOUNCED_REASON_UNKNOWN_LABEL);
    // No further follow-up.
    expect((await h.emailsOf(contact.id)).map((email) => email.status)).toEqual(['ERROR']);
    expect(await h.sent()).toHaveLength(1);
  });

  it('Send again: the bounced email goes once more to the same address, and the sequence goes on', async () => {
    const setup = await sender();
    const { contact, first } = await firstSent(setup);
    await poll(setup.user.id);
    await h.google.reply(first.threadId!, { bounce: true });
    await poll(setup.user.id);

    const result = await resendBouncedContactEmail(h.handle.db, setup.user.id, { contactId: contact.id });
    expect(result).toMatchObject({ outcome: 'scheduled' });
    // A second click before it went finds nothing to resend.
    expect(await resendBouncedContactEmail(h.handle.db, setup.user.id, { contactId: contact.id })).toMatchObject({
      outcome: 'refused',
    });
    expect(await h.engine().deliver(first.id)).toBe('sent');
    expect(await h.engine().deliver(first.id)).not.toBe('sent');

    const sent = await h.sent();
    expect(sent.map((message) => message.to)).toEqual([[contact.email], [contact.email]]);
    expect(await contactRow(contact.id)).toMatchObject({ status: 'IN_PROGRESS', stopReason: null, emailsSent: 1 });
    const [again, followUp] = await h.emailsOf(contact.id);
    expect(again).toMatchObject({ status: 'SENT' });
    // The old notice does not stop the follow-up (the reply check reads past it).
    await h.makeDue(followUp!.id);
    expect(await h.engine().deliver(followUp!.id)).toBe('sent');
    expect(await h.sent()).toHaveLength(3);
  });

  it('Fix the address and send: the contact gets the corrected address and the email goes there', async () => {
    const setup = await sender();
    const { contact, first } = await firstSent(setup);
    await poll(setup.user.id);
    await h.google.reply(first.threadId!, { bounce: true });
    await poll(setup.user.id);

    const fixed = 'dana.fixed@acme.example';
    expect(
      await resendBouncedContactEmail(h.handle.db, setup.user.id, { contactId: contact.id, email: 'not an address' }),
    ).toMatchObject({ outcome: 'refused' });
    expect(await resendBouncedContactEmail(h.handle.db, setup.user.id, { contactId: contact.id, email: fixed })).toMatchObject({
      outcome: 'scheduled',
    });
    expect(await h.engine().deliver(first.id)).toBe('sent');
    expect((await h.sent()).map((message) => message.to)).toEqual([[contact.email], [fixed]]);
    expect(await contactRow(contact.id)).toMatchObject({ email: fixed, status: 'IN_PROGRESS' });
  });

  it('a limit notice outside the campaign threads holds the account; the undelivered email goes again once after it', async () => {
    const setup = await sender();
    const delivered = await firstSent(setup);
    await poll(setup.user.id);

    // Past the limit: Gmail answers 200 and delivers nothing, then a notice comes from nobody@gmail.com.
    h.google.acceptPastLimit(ACCOUNT);
    const lost = await firstSent(setup);
    const kept = await firstSent(setup);
    h.google.acceptPastLimit(ACCOUNT, false);
    // Gmail also bounced one of them in its own thread: that one was not delivered.
    await h.google.reply(lost.first.threadId!, { bounce: true });

    const before = Date.now();
    expect(await poll(setup.user.id)).toMatchObject({ limitNotices: 1, undelivered: 1, bounces: 0 });

    const pausedUntil = (await grantSendingPausedUntil(h.handle.db, setup.user.id, new Date()))!;
    expect(pausedUntil.getTime()).toBeGreaterThanOrEqual(before + GMAIL_LIMIT_NOTICE_HOLD_MS - 60_000);

    const [resend] = await h.emailsOf(lost.contact.id);
    expect(resend).toMatchObject({ status: 'SCHEDULED', sentAt: null });
    expect(resend!.undeliveredAt).not.toBeNull();
    expect(resend!.errorMessage).toMatch(/^Not delivered: Gmail accepted this email past its daily sending limit/);
    expect(resend!.scheduledFor!.getTime()).toBe(pausedUntil.getTime());
    expect(await contactRow(lost.contact.id)).toMatchObject({ status: 'IN_PROGRESS', stopReason: null });
    // The others stay SENT.
    expect((await h.emailsOf(kept.contact.id))[0]).toMatchObject({ status: 'SENT' });
    expect((await h.emailsOf(delivered.contact.id))[0]).toMatchObject({ status: 'SENT' });

    // No sends until then: the held email, and a follow-up made due, wait.
    const sentBefore = (await h.sent()).length;
    await h.makeDue(resend!.id);
    expect(await h.engine().deliver(resend!.id)).not.toBe('sent');
    const followUp = (await h.emailsOf(kept.contact.id))[1]!;
    await h.makeDue(followUp.id);
    expect(await h.engine().deliver(followUp.id)).not.toBe('sent');
    expect(await h.sent()).toHaveLength(sentBefore);
  });
});
