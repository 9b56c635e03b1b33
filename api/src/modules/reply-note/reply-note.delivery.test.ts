// Notes after a reply against real PostgreSQL and the devstack Gmail stand-in (product.md §11): the thank-you after an
// interview and the gracious reply to a 'not moving forward' are drafted by the template writer, never sent before
// the user approves, then sent once by the delivery engine in the sequence's Gmail thread (In-Reply-To the last
// message, the recruiter's), the thank-you at 9:00 on the next business morning in the recipient's zone.
import { eq, sql } from 'drizzle-orm';
import {
  DELIVERY_UNCONFIRMED,
  GMAIL_SEND_SCOPE,
  REPLY_NOTE_ALREADY_APPROVED,
  REPLY_NOTE_WORDS,
  replyNoteNotOffered,
} from 'contracts';
import { campaigns, contacts, type Campaign, type User } from '../../db/schema';
import { GMAIL_METADATA_SCOPE } from '../google';
import { createDelivery, scheduleSequenceForContact, setReplyOutcome } from '../delivery';
import { startDeliveryHarness, type DeliveryHarness } from '../../../testkit/delivery/delivery-harness';
import { daysLaterAt, nextWeekdayAt, zoneOutsideWindow } from '../../../testkit/delivery/zones';
import { templateNoteWriter, wordCountOf } from '../reply-engine';
import { approveReplyNote, draftReplyNote, ReplyNoteError } from './reply-note.service';

const METADATA_SCOPES = ['openid', 'email', GMAIL_SEND_SCOPE, GMAIL_METADATA_SCOPE];
const FIRST_EMAIL = {
  subject: 'Platform Engineer at Acme Robotics',
  body: 'Hi {{contact_first_name}},\n\nI recently applied for the Platform Engineer role at Acme Robotics and wanted to reach out to you directly.\n\nBest,\n{{your_name}}',
  daysDelay: 0,
};
/** A Thursday to come, 10:00 in New York; the thank-you is due Friday 09:00 there (neither a holiday). */
const INTERVIEW_AT = nextWeekdayAt(4, 10, 'America/New_York', { workingDaysAfter: [0, 1] });
const THANK_YOU_AT = daysLaterAt(INTERVIEW_AT, 1, 9, 'America/New_York');

describe('notes after a reply: drafted, approved, sent once in the thread', () => {
  let h: DeliveryHarness;
  let senders = 0;
  beforeAll(async () => {
    h = await startDeliveryHarness();
  });
  afterAll(() => h.close());
  beforeEach(() => h.google.reset());

  const db = () => h.handle.db;
  const delivery = (engine = h.engine()) => createDelivery(engine);

  /** A sequence whose first email went out and the recruiter answered in its thread with `outcome`. */
  async function answered(outcome: 'INTERVIEW_INVITE' | 'NOT_MOVING_FORWARD' | 'OTHER_REPLY', interviewAt?: Date) {
    senders += 1;
    const user: User = await h.sender({ email: `note.user${senders}@gmail.com`, name: 'Grace Hopper', scopes: METADATA_SCOPES });
    const campaign: Campaign = await h.campaign(user, {
      steps: [FIRST_EMAIL, { body: 'A follow-up.', daysDelay: 2 }],
    });
    const contact = await h.contact(campaign, { email: `dana${senders}@acmerobotics.com`, firstName: 'Dana' });
    const { campaignEmailId } = await scheduleSequenceForContact(db(), {
      userId: user.id,
      campaignId: campaign.id,
      contactId: contact.id,
    });
    expect(await h.engine().deliver(campaignEmailId)).toBe('sent');
    const first = await h.email(campaignEmailId);
    const reply = await h.google.reply(first.threadId!, {
      from: `Dana Scully <${contact.email}>`,
      subject: `Re: ${first.subject}`,
    });
    const set = await setReplyOutcome(db(), { userId: user.id, contactId: contact.id, outcome, interviewAt, source: 'APP' });
    expect(set.outcome).toBe('set');
    return { user, campaign, contact, first, replyMessageId: reply!.messageId as string };
  }

  const inZone = (campaignId: number, timezone: string, excludeWeekends = true) =>
    db().update(campaigns).set({ timezone, excludeWeekends }).where(eq(campaigns.id, campaignId));
  const notesOf = async (contactId: number) => (await h.emailsOf(contactId)).filter((email) => email.kind !== 'SEQUENCE');

  it('drafts a thank-you with the role, the company, the first name and the user name, and sends nothing', async () => {
    const { user, campaign, contact } = await answered('INTERVIEW_INVITE', INTERVIEW_AT);
    await inZone(campaign.id, 'America/New_York');
    const before = h.google.sentCount();
    const draft = await draftReplyNote(db(), templateNoteWriter, { userId: user.id, contactId: contact.id, kind: 'THANK_YOU' });

    expect(draft.subject).toBe('Re: Platform Engineer at Acme Robotics');
    expect(draft.body).toMatch(/^(Hi|Hello) Dana,/);
    expect(draft.body).toContain('Platform Engineer');
    expect(draft.body).toContain('Acme Robotics');
    expect(draft.body.trim().endsWith('Grace Hopper')).toBe(true);
    expect(draft.body).not.toMatch(/[{}]|\[Your Name\]/i);
    expect(wordCountOf(draft.body)).toBeGreaterThanOrEqual(REPLY_NOTE_WORDS.min);
    expect(wordCountOf(draft.body)).toBeLessThanOrEqual(REPLY_NOTE_WORDS.max);
    expect(draft.sendAt).toEqual(THANK_YOU_AT);
    expect(draft.timezone).toBe('America/New_York');
    // A draft is only shown: nothing is saved, nothing goes.
    expect(await notesOf(contact.id)).toEqual([]);
    expect(h.google.sentCount()).toBe(before);
  });

  it('after approval the thank-you goes once at 9:00 the next business morning, in the thread, answering the last message', async () => {
    const { user, campaign, contact, first, replyMessageId } = await answered('INTERVIEW_INVITE', INTERVIEW_AT);
    await inZone(campaign.id, 'America/New_York');
    const draft = await draftReplyNote(db(), templateNoteWriter, { userId: user.id, contactId: contact.id, kind: 'THANK_YOU' });
    const edited = `${draft.body.replace('Thank you', 'Thanks so much')}`;
    const note = await approveReplyNote(delivery(), {
      userId: user.id,
      contactId: contact.id,
      kind: 'THANK_YOU',
      subject: draft.subject,
      body: edited,
    });
    expect(note).toMatchObject({ kind: 'THANK_YOU', status: 'SCHEDULED', scheduledFor: THANK_YOU_AT, threadId: first.threadId });
    expect((await h.pendingJobs(note.id)).map((job) => job.next_run_at)).toEqual([THANK_YOU_AT]);

    // Before its time the job does nothing (a duplicate or early run keeps the due time).
    const sentBefore = h.google.sentCount();
    expect(await h.engine().deliver(note.id)).toBe('rescheduled');
    expect(h.google.sentCount()).toBe(sentBefore);

    const atNineFriday = h.engine({}, { now: () => new Date(THANK_YOU_AT.getTime() + 1_000) });
    expect(await atNineFriday.deliver(note.id)).toBe('sent');
    expect(await atNineFriday.deliver(note.id)).toBe('done');
    const sent = (await h.sent()).filter((message) => message.subject === draft.subject);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ threadId: first.threadId, inReplyTo: replyMessageId, to: [contact.email] });
    expect(sent[0]!.references).toEqual([first.conversationAnchor, first.rfcMessageId, replyMessageId]);
    expect(sent[0]!.text).toContain('Thanks so much');

    // No follow-up after a note; the contact stays answered and its counters are the sequence's.
    const row = (await db().select().from(contacts).where(eq(contacts.id, contact.id)))[0]!;
    expect(row).toMatchObject({ status: 'RESPONDED', emailsSent: 1 });
    expect((await h.emailsOf(contact.id)).map((email) => [email.kind, email.status])).toEqual([
      ['SEQUENCE', 'RECEIVED'],
      ['THANK_YOU', 'SENT'],
    ]);
    await expect(
      approveReplyNote(delivery(), { userId: user.id, contactId: contact.id, kind: 'THANK_YOU', subject: 'Re: x', body: edited }),
    ).rejects.toThrow(REPLY_NOTE_ALREADY_APPROVED);
  });

  it('a thank-you after a Friday interview goes on Monday morning', async () => {
    const friday = nextWeekdayAt(5, 15, 'America/New_York', { workingDaysAfter: [0, 3] });
    const { user, campaign, contact } = await answered('INTERVIEW_INVITE', friday);
    await inZone(campaign.id, 'America/New_York', false);
    const draft = await draftReplyNote(db(), templateNoteWriter, { userId: user.id, contactId: contact.id, kind: 'THANK_YOU' });
    expect(draft.sendAt).toEqual(daysLaterAt(friday, 3, 9, 'America/New_York'));
  });

  it('the gracious reply goes as soon as approved in working hours, in the thread, and says keep me in mind', async () => {
    const { user, contact, first, replyMessageId } = await answered('NOT_MOVING_FORWARD');
    const draft = await draftReplyNote(db(), templateNoteWriter, {
      userId: user.id,
      contactId: contact.id,
      kind: 'GRACIOUS_REPLY',
    });
    expect(draft.body).toMatch(/thank you/i);
    expect(draft.body).toMatch(/keep me in mind/i);
    expect(draft.body).not.toMatch(/[{}]/);
    expect(h.google.sentCount()).toBe(1);

    const note = await approveReplyNote(delivery(), {
      userId: user.id,
      contactId: contact.id,
      kind: 'GRACIOUS_REPLY',
      subject: draft.subject,
      body: draft.body,
    });
    expect(note.scheduledFor!.getTime()).toBeLessThanOrEqual(Date.now());
    // Two jobs for it (say a retried job): it still goes once.
    const outcomes = await Promise.all([h.engine().deliver(note.id), h.engine().deliver(note.id)]);
    expect(outcomes.filter((outcome) => outcome === 'sent')).toHaveLength(1);
    const sent = (await h.sent()).filter((message) => message.subject === draft.subject);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ threadId: first.threadId, inReplyTo: replyMessageId });
  });

  it('a note whose subject the user changed starts a new conversation, in Gmail and for the recruiter', async () => {
    const { user, contact, first } = await answered('NOT_MOVING_FORWARD');
    const draft = await draftReplyNote(db(), templateNoteWriter, {
      userId: user.id,
      contactId: contact.id,
      kind: 'GRACIOUS_REPLY',
    });
    const subject = 'Thank you, and keep in touch';
    const note = await approveReplyNote(delivery(), {
      userId: user.id,
      contactId: contact.id,
      kind: 'GRACIOUS_REPLY',
      subject,
      body: draft.body,
    });
    expect(note.threadId).toBeNull();
    expect(await h.engine().deliver(note.id)).toBe('sent');
    const sent = (await h.sent()).filter((message) => message.subject === subject);
    expect(sent).toHaveLength(1);
    // Not sent into the sequence's thread, answering nothing of it.
    expect(sent[0]!.threadId).not.toBe(first.threadId);
    expect(sent[0]!.inReplyTo).toBeNull();
    expect(sent[0]!.references).not.toContain(first.conversationAnchor);
    expect(h.google.recipientConversations(contact.email!).map((c) => c.subject)).toEqual([first.subject, subject]);
  });

  it('a gracious reply approved at night waits for the working hours of the recipient', async () => {
    const { user, campaign, contact } = await answered('NOT_MOVING_FORWARD');
    const zone = zoneOutsideWindow();
    await inZone(campaign.id, zone, false);
    const draft = await draftReplyNote(db(), templateNoteWriter, {
      userId: user.id,
      contactId: contact.id,
      kind: 'GRACIOUS_REPLY',
    });
    const note = await approveReplyNote(delivery(), {
      userId: user.id,
      contactId: contact.id,
      kind: 'GRACIOUS_REPLY',
      subject: draft.subject,
      body: draft.body,
    });
    const hours = (note.scheduledFor!.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(6); // 02:00 there: the window opens at 09:00
    expect(hours).toBeLessThan(7.1);
    expect(await h.engine().deliver(note.id)).toBe('rescheduled');
    expect(h.google.sentCount()).toBe(1);
  });

  it('a note claimed by a worker that died is never sent again (unconfirmed), and the daily cap holds a note', async () => {
    const crashed = await answered('NOT_MOVING_FORWARD');
    const draft = await draftReplyNote(db(), templateNoteWriter, {
      userId: crashed.user.id,
      contactId: crashed.contact.id,
      kind: 'GRACIOUS_REPLY',
    });
    const note = await approveReplyNote(delivery(), {
      userId: crashed.user.id,
      contactId: crashed.contact.id,
      kind: 'GRACIOUS_REPLY',
      subject: draft.subject,
      body: draft.body,
    });
    // A worker claimed it, maybe called Gmail, and vanished.
    await db().execute(sql`UPDATE campaign_emails SET claim_token = 'dead-worker', claimed_at = now() - interval '1 minute',
                           claim_expires_at = now() - interval '1 second' WHERE id = ${note.id}`);
    const before = h.google.sentCount();
    expect(await h.engine().deliver(note.id)).toBe('unconfirmed');
    expect(await h.engine().deliver(note.id)).toBe('done');
    expect(h.google.sentCount()).toBe(before);
    expect(await h.email(note.id)).toMatchObject({ status: 'ERROR', errorMessage: DELIVERY_UNCONFIRMED });

    const capped = await answered('NOT_MOVING_FORWARD');
    const cappedDraft = await draftReplyNote(db(), templateNoteWriter, {
      userId: capped.user.id,
      contactId: capped.contact.id,
      kind: 'GRACIOUS_REPLY',
    });
    const held = await approveReplyNote(delivery(), {
      userId: capped.user.id,
      contactId: capped.contact.id,
      kind: 'GRACIOUS_REPLY',
      subject: cappedDraft.subject,
      body: cappedDraft.body,
    });
    const sentBefore = h.google.sentCount();
    // The first email used the account's one send of the day.
    expect(await h.engine({ dailySendCap: 1 }).deliver(held.id)).toBe('deferred');
    expect(h.google.sentCount()).toBe(sentBefore);
    expect((await h.email(held.id)).status).toBe('SCHEDULED');
  });

  it('offers no note for another outcome, nor the other kind, and refuses another user', async () => {
    const other = await answered('OTHER_REPLY');
    await expect(
      draftReplyNote(db(), templateNoteWriter, { userId: other.user.id, contactId: other.contact.id, kind: 'THANK_YOU' }),
    ).rejects.toThrow(replyNoteNotOffered('THANK_YOU'));
    const rejected = await answered('NOT_MOVING_FORWARD');
    await expect(
      approveReplyNote(delivery(), {
        userId: rejected.user.id,
        contactId: rejected.contact.id,
        kind: 'THANK_YOU',
        subject: 'Re: hello',
        body: 'Thanks',
      }),
    ).rejects.toThrow(replyNoteNotOffered('THANK_YOU'));
    const stranger = await h.sender({ email: 'stranger.note@gmail.com' });
    const refused = approveReplyNote(delivery(), {
      userId: stranger.id,
      contactId: rejected.contact.id,
      kind: 'GRACIOUS_REPLY',
      subject: 'Re: hello',
      body: 'Thank you for letting me know.',
    });
    await expect(refused).rejects.toBeInstanceOf(ReplyNoteError);
    await expect(refused).rejects.toMatchObject({ kind: 'not-found' });
    expect(await notesOf(rejected.contact.id)).toEqual([]);
  });
});
