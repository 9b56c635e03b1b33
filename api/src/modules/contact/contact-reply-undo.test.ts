// 'Mark as replied' and its undo against real PostgreSQL, the delivery engine and the devstack Gmail stand-in: the
// mark stops the sequence and can be taken back until the next email's would-be send; undone, the sequence goes on
// exactly as it would have (one send of the follow-up), and only the owner can undo a reply they marked.
import { eq, sql } from 'drizzle-orm';
import { UNDO_ONLY_MARKED_REPLIES, UNDO_REPLY_TOO_LATE, sendPolicyOf } from 'contracts';
import { contacts } from '../../db/schema';
import { followUpDueAt } from '../scheduling';
import { markContactResponded, MARKED_REPLY_UNDO_MS, scheduleSequenceForContact } from '../delivery';
import { startDeliveryHarness, type DeliveryHarness } from '../../../testkit/delivery/delivery-harness';
import { undoMarkReplied } from './contact-reply-undo.service';
import { ContactNotFoundError, updateContact } from './contact.service';

describe("'Mark as replied' and undoMarkReplied", () => {
  let h: DeliveryHarness;
  beforeAll(async () => {
    h = await startDeliveryHarness();
  });
  afterAll(() => h.close());
  beforeEach(() => h.google.reset());

  /** A contact whose first email went out; its follow-up (step 2, two days later) is scheduled. */
  async function firstSent() {
    const user = await h.sender();
    const { campaign, contact, emailId: campaignEmailId } = await h.sequenceFor(user);
    expect(await h.engine().deliver(campaignEmailId)).toBe('sent');
    const [first, followUp] = await h.emailsOf(contact.id);
    return { user, campaign, contact, first: first!, followUp: followUp! };
  }

  const contactRow = async (id: number) => (await h.handle.db.select().from(contacts).where(eq(contacts.id, id)))[0]!;
  const sentTo = async (address: string) => (await h.sent()).filter((message) => message.to.includes(address));

  it('marking stops the sequence, undoable until the follow-up would have gone; undone, the follow-up goes exactly once', async () => {
    const { user, campaign, contact, first, followUp } = await firstSent();
    const openedAt = new Date(first.sentAt!.getTime() + 60_000);
    await h.handle.db.execute(sql`UPDATE campaign_emails SET status = 'OPENED', opened_at = ${openedAt} WHERE id = ${first.id}`);

    const marked = await updateContact(h.handle.db, user.id, { id: contact.id, status: 'RESPONDED' });
    expect(marked).toMatchObject({ status: 'RESPONDED', stopReason: 'MARKED_REPLIED', replyUndoUntil: followUp.scheduledFor });
    expect((await h.emailsOf(contact.id)).map((email) => email.status)).toEqual(['RECEIVED']); // the follow-up is gone

    const undone = await undoMarkReplied(h.handle.db, user.id, contact.id);
    expect(undone.contact).toMatchObject({ status: 'IN_PROGRESS', stopReason: null, replyUndoUntil: null, respondedAt: null });
    const emails = await h.emailsOf(contact.id);
    expect(emails.map((email) => [email.position, email.status, email.respondedAt])).toEqual([
      [1, 'OPENED', null], // it had been opened
      [2, 'SCHEDULED', null],
    ]);
    const resumed = emails[1]!;
    // Due when it would have gone: from the first email's actual send time, in the window, in its thread.
    expect(resumed).toMatchObject({
      scheduledFor: followUpDueAt(
        first.sentAt!,
        2,
        sendPolicyOf({ zone: campaign.timezone, excludeWeekends: campaign.excludeWeekends }),
      ),
      threadId: first.threadId,
      subject: followUp.subject,
    });
    expect(await h.pendingJobs(resumed.id)).toEqual([{ next_run_at: resumed.scheduledFor }]);

    // Every job the engine may still hold runs: the cancelled email's, and the new one's (twice).
    const engine = h.engine();
    expect(await engine.deliver(followUp.id)).toBe('missing');
    await h.makeDue(resumed.id);
    expect(await engine.deliver(resumed.id)).toBe('sent');
    expect(await engine.deliver(resumed.id)).toBe('done');
    const received = await sentTo(contact.email!);
    expect(received).toHaveLength(2);
    expect(received[1]).toMatchObject({
      threadId: first.threadId,
      inReplyTo: first.conversationAnchor,
      references: [first.conversationAnchor],
    });
  });

  it('refuses when the address went into another active sequence meanwhile (one address, one active sequence)', async () => {
    const { user, contact } = await firstSent();
    await updateContact(h.handle.db, user.id, { id: contact.id, status: 'RESPONDED' });
    // With the first sequence stopped, the same address may start again elsewhere...
    const other = await h.campaign(user);
    await h.contact(other, { email: contact.email });
    // ...and then the first cannot come back to life beside it.
    await expect(undoMarkReplied(h.handle.db, user.id, contact.id)).rejects.toThrow(/already in your sequence/);
    expect(await contactRow(contact.id)).toMatchObject({ status: 'RESPONDED', stopReason: 'MARKED_REPLIED' });
    expect((await h.emailsOf(contact.id)).map((email) => email.status)).toEqual(['RECEIVED']);
  });

  it('refuses once the follow-up would have gone, and nothing is sent', async () => {
    const { user, contact, followUp } = await firstSent();
    await updateContact(h.handle.db, user.id, { id: contact.id, status: 'RESPONDED' });
    const wouldHaveGone = followUp.scheduledFor!;
    await expect(undoMarkReplied(h.handle.db, user.id, contact.id, wouldHaveGone)).rejects.toThrow(UNDO_REPLY_TOO_LATE);
    await expect(undoMarkReplied(h.handle.db, user.id, contact.id, new Date(wouldHaveGone.getTime() + 1))).rejects.toThrow(
      UNDO_REPLY_TOO_LATE,
    );
    expect(await contactRow(contact.id)).toMatchObject({ status: 'RESPONDED', stopReason: 'MARKED_REPLIED' });
    expect(await h.engine().deliver(followUp.id)).toBe('missing');
    expect(await sentTo(contact.email!)).toHaveLength(1);
  });

  it('only the owner can undo: another user is told the contact does not exist, and nothing changes', async () => {
    const { user, contact } = await firstSent();
    await updateContact(h.handle.db, user.id, { id: contact.id, status: 'RESPONDED' });
    const stranger = await h.sender();
    await expect(undoMarkReplied(h.handle.db, stranger.id, contact.id)).rejects.toThrow(ContactNotFoundError);
    expect(await contactRow(contact.id)).toMatchObject({ status: 'RESPONDED', stopReason: 'MARKED_REPLIED' });
    expect(await h.emailsOf(contact.id)).toHaveLength(1);
  });

  it('a detected reply cannot be undone', async () => {
    const { user, contact, first } = await firstSent();
    await markContactResponded(h.handle.db, {
      contactId: contact.id,
      respondedAt: new Date(),
      stopReason: 'REPLIED',
      threadId: first.threadId!,
    });
    await expect(undoMarkReplied(h.handle.db, user.id, contact.id)).rejects.toThrow(UNDO_ONLY_MARKED_REPLIES);
    expect(await contactRow(contact.id)).toMatchObject({ status: 'RESPONDED', stopReason: 'REPLIED' });
  });

  it('after the last email (nothing pending) the undo window is 7 days and the contact goes back to NO_RESPONSE', async () => {
    const user = await h.sender();
    const campaign = await h.campaign(user, { steps: [{ subject: 'Only one email', daysDelay: 0 }] });
    const contact = await h.contact(campaign);
    const { campaignEmailId } = await scheduleSequenceForContact(h.handle.db, {
      userId: user.id,
      campaignId: campaign.id,
      contactId: contact.id,
    });
    expect(await h.engine().deliver(campaignEmailId)).toBe('sent');
    const markedAt = new Date();
    const marked = await updateContact(h.handle.db, user.id, { id: contact.id, status: 'RESPONDED' }, markedAt);
    expect(marked.replyUndoUntil).toEqual(new Date(markedAt.getTime() + MARKED_REPLY_UNDO_MS));

    const undone = await undoMarkReplied(
      h.handle.db,
      user.id,
      contact.id,
      new Date(markedAt.getTime() + MARKED_REPLY_UNDO_MS - 1),
    );
    expect(undone.contact).toMatchObject({ status: 'NO_RESPONSE', stopReason: null });
    expect((await h.emailsOf(contact.id)).map((email) => email.status)).toEqual(['SENT']);
    expect(await sentTo(contact.email!)).toHaveLength(1);
  });
});
