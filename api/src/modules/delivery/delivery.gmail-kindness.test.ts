// The engine against the Gmail stand-in without its last kindnesses (devstack/src/google/README.md, conformance
// table): the user trashes the sequence's thread, Gmail joins a thread only when the Subject matches, and the
// poller's history cursor expires (history.list answers 404).
import { eq } from 'drizzle-orm';
import { GMAIL_SEND_SCOPE } from 'contracts';
import { campaignEmails, contacts, mailGrants, type Campaign, type User } from '../../db/schema';
import { GMAIL_METADATA_SCOPE } from '../google';
import { createEmailSequence } from '../sequence/sequence.service';
import { scheduleSequenceForContact } from './schedule';
import { startDeliveryHarness, type DeliveryHarness } from '../../../testkit/delivery/delivery-harness';

const METADATA_SCOPES = ['openid', 'email', GMAIL_SEND_SCOPE, GMAIL_METADATA_SCOPE];
const FIRST_SUBJECT = 'Platform Engineer at Acme Robotics';
const STEPS = [
  { subject: FIRST_SUBJECT, body: 'Hi {{contact_first_name}},\n\nThanks!\n{{your_name}}', daysDelay: 0 },
  { body: 'Just bumping this, {{contact_first_name}}.', daysDelay: 2 },
  { body: 'One more idea.', daysDelay: 4 },
];

describe("delivery against Gmail's Trash, subject threading and expiring history", () => {
  let h: DeliveryHarness;
  let senders = 0;
  beforeAll(async () => {
    h = await startDeliveryHarness();
  });
  afterAll(() => h.close());
  beforeEach(() => h.google.reset());

  const db = () => h.handle.db;
  const contactRow = async (id: number) => (await db().select().from(contacts).where(eq(contacts.id, id)))[0]!;
  const cursorOf = async (userId: string) =>
    (await db().select().from(mailGrants).where(eq(mailGrants.userId, userId)))[0]!.historyId;

  /** A headers-tier sender and a campaign of three same-thread steps. */
  async function headersSender(): Promise<{ user: User; email: string; campaign: Campaign }> {
    senders += 1;
    const email = `kind.sender${senders}.${Date.now()}@gmail.com`;
    const user = await h.sender({ email, scopes: METADATA_SCOPES });
    return { user, email, campaign: await h.campaign(user, { steps: STEPS }) };
  }

  /** A contact whose first email went out: its row and the follow-up waiting for it. */
  async function firstSent(campaign: Campaign) {
    const contact = await h.contact(campaign);
    const { campaignEmailId } = await scheduleSequenceForContact(db(), {
      userId: campaign.userId,
      campaignId: campaign.id,
      contactId: contact.id,
    });
    expect(await h.engine().deliver(campaignEmailId)).toBe('sent');
    const [first, followUp] = await h.emailsOf(contact.id);
    return { contact, first: first!, followUp: followUp! };
  }

  describe('the user trashed the thread of the first email', () => {
    it('the follow-up still goes out once into that thread, and a reply arriving there stops the sequence', async () => {
      const { user, campaign } = await headersSender();
      const { contact, first, followUp } = await firstSent(campaign);
      expect(await h.poll(h.engine(), user.id)).toMatchObject({ replies: 0, failures: 0 });
      expect(h.google.trashThread(first.threadId!)).toBe(true);

      await h.makeDue(followUp.id);
      expect(await Promise.all([h.engine().deliver(followUp.id), h.engine().deliver(followUp.id)])).toContain('sent');
      const sent = await h.sent();
      expect(sent).toHaveLength(2);
      expect(sent[1]).toMatchObject({ threadId: first.threadId, subject: `Re: ${FIRST_SUBJECT}` });
      expect(await h.email(followUp.id)).toMatchObject({ status: 'SENT', threadId: first.threadId });

      // The recruiter answers in the trashed thread: the reply reaches the inbox, and the sequence stops.
      await h.google.reply(first.threadId!, { from: `Dana Scully <${contact.email}>` });
      expect(await h.poll(h.engine(), user.id)).toMatchObject({ replies: 1, failures: 0 });
      expect(await contactRow(contact.id)).toMatchObject({ status: 'RESPONDED', stopReason: 'REPLIED' });
      expect((await h.emailsOf(contact.id)).map((email) => email.position)).toEqual([1, 2]);
      expect(h.google.sentCount()).toBe(2);
    });
  });

  describe('Gmail joins a thread only when the Subject matches', () => {
    it("a sequence edited while a same-thread follow-up waits keeps its 'Re:' subject, so it stays in the thread", async () => {
      const { user, campaign } = await headersSender();
      const { first, followUp } = await firstSent(campaign);
      const edited = STEPS.map((step, index) => ({
        position: index + 1,
        subject: index === 1 ? 'Checking in' : (step.subject ?? ''),
        body: index === 1 ? 'Checking in on my application, {{contact_first_name}}.' : step.body,
        daysDelay: step.daysDelay,
        nextMailInThread: true,
      }));
      expect(await createEmailSequence(db(), user.id, campaign.id, edited)).toMatchObject({ success: true });

      await h.makeDue(followUp.id);
      expect(await h.engine().deliver(followUp.id)).toBe('sent');
      const second = (await h.sent())[1]!;
      expect(second).toMatchObject({ threadId: first.threadId, subject: `Re: ${FIRST_SUBJECT}` });
      expect(second.text).toContain('Checking in on my application, Dana.');
    });

    it('a follow-up whose subject differs lands in a new thread: its id is recorded, followed, and a reply there stops the sequence', async () => {
      const { user, campaign } = await headersSender();
      const { contact, first, followUp } = await firstSent(campaign);
      expect(await h.poll(h.engine(), user.id)).toMatchObject({ replies: 0 });
      // A follow-up row that carries a subject of its own (as rows written before the sequence-edit fix did).
      await db().update(campaignEmails).set({ subject: 'Checking in' }).where(eq(campaignEmails.id, followUp.id));

      await h.makeDue(followUp.id);
      expect(await h.engine().deliver(followUp.id)).toBe('sent');
      const second = (await h.sent())[1]!;
      expect(second.subject).toBe('Checking in');
      expect(second.threadId).not.toBe(first.threadId);
      // The product keeps the thread Gmail answered, and the next follow-up goes there.
      const [, sentFollowUp, third] = await h.emailsOf(contact.id);
      expect(sentFollowUp).toMatchObject({ status: 'SENT', threadId: second.threadId });
      expect(third).toMatchObject({ status: 'SCHEDULED', threadId: second.threadId, subject: 'Re: Checking in' });

      await h.google.reply(second.threadId, { from: `Dana Scully <${contact.email}>` });
      expect(await h.poll(h.engine(), user.id)).toMatchObject({ replies: 1, failures: 0 });
      expect(await contactRow(contact.id)).toMatchObject({ status: 'RESPONDED', stopReason: 'REPLIED' });
      expect((await h.emailsOf(contact.id)).map((email) => email.position)).toEqual([1, 2]);
    });
  });

  describe("the poller's history cursor expires (history.list answers 404)", () => {
    it('the next poll sweeps the campaign threads, a reply that came meanwhile stops the sequence, and the cursor is saved anew', async () => {
      const { user, email, campaign } = await headersSender();
      const answering = await firstSent(campaign);
      const waiting = await firstSent(campaign);
      expect(await h.poll(h.engine(), user.id)).toMatchObject({ replies: 0, failures: 0 });
      const oldCursor = await cursorOf(user.id);
      expect(oldCursor).not.toBeNull();

      const floor = h.google.expireHistory(email);
      await h.google.reply(answering.first.threadId!, { from: `Dana Scully <${answering.contact.email}>` });
      h.google.resetCalls();
      expect(await h.poll(h.engine(), user.id)).toMatchObject({ replies: 1, failures: 0 });
      // The 404, then the full resync: the mailbox's history id, and each campaign thread read once.
      expect(h.google.callsOf(email)).toMatchObject({ history: 1, profile: 1, 'threads.get': 2 });
      expect(await contactRow(answering.contact.id)).toMatchObject({ status: 'RESPONDED', stopReason: 'REPLIED' });
      expect(await contactRow(waiting.contact.id)).toMatchObject({ status: 'IN_PROGRESS' });
      const newCursor = await cursorOf(user.id);
      expect(Number(newCursor)).toBeGreaterThanOrEqual(Number(floor));

      // From the new cursor history reads again: the other contact's reply is found by history, not another sweep.
      h.google.resetCalls();
      await h.google.reply(waiting.first.threadId!, { from: `Dana Scully <${waiting.contact.email}>` });
      expect(await h.poll(h.engine(), user.id)).toMatchObject({ replies: 1, failures: 0 });
      expect(h.google.callsOf(email)).toMatchObject({ history: 1, profile: 0 });
      expect(await contactRow(waiting.contact.id)).toMatchObject({ status: 'RESPONDED' });
    });
  });
});
