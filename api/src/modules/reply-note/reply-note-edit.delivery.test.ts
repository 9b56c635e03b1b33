// A scheduled note can be edited or cancelled until it goes (product.md §11), against real PostgreSQL, the delivery
// engine and the devstack Gmail stand-in: the edited text is what the recruiter gets; a cancelled note never goes and
// is offered again; once the send worker has claimed it (or it went) it can no longer be changed.
import { randomUUID } from 'node:crypto';
import {
  GMAIL_SEND_SCOPE,
  REPLY_NOTE_NONE_SCHEDULED,
  REPLY_NOTE_NOT_CHANGEABLE,
  replyNoteCancelled,
  replyNoteOfferFor,
} from 'contracts';
import { eq } from 'drizzle-orm';
import { campaigns, contacts, type User } from '../../db/schema';
import { GMAIL_METADATA_SCOPE } from '../google';
import { createDelivery, scheduleSequenceForContact, setReplyOutcome } from '../delivery';
import { claimForSend } from '../delivery/store';
import { startDeliveryHarness, type DeliveryHarness } from '../../../testkit/delivery/delivery-harness';
import { daysLaterAt, nextWeekdayAt } from '../../../testkit/delivery/zones';
import { templateNoteWriter } from '../reply-engine';
import { approveReplyNote, draftReplyNote } from './reply-note.service';
import { cancelReplyNote, updateReplyNote } from './reply-note-edit.service';

const SCOPES = ['openid', 'email', GMAIL_SEND_SCOPE, GMAIL_METADATA_SCOPE];
/** A Thursday to come, 10:00 in New York; the thank-you is due Friday 09:00 there (neither a holiday). */
const INTERVIEW_AT = nextWeekdayAt(4, 10, 'America/New_York', { workingDaysAfter: [0, 1] });
const THANK_YOU_AT = daysLaterAt(INTERVIEW_AT, 1, 9, 'America/New_York');

describe('a scheduled note: edited or cancelled until it goes', () => {
  let h: DeliveryHarness;
  let senders = 0;
  beforeAll(async () => {
    h = await startDeliveryHarness();
  });
  afterAll(() => h.close());
  beforeEach(() => h.google.reset());

  const db = () => h.handle.db;

  /** An interview after the first email, and its thank-you approved as drafted (due Friday 9:00 in New York). */
  async function scheduledThankYou() {
    senders += 1;
    const user: User = await h.sender({ email: `edit.note${senders}@gmail.com`, name: 'Grace Hopper', scopes: SCOPES });
    const campaign = await h.campaign(user, {
      steps: [
        { subject: 'Platform Engineer at Acme', body: 'Hi Dana, I applied for the Platform Engineer role.', daysDelay: 0 },
        { body: 'A follow-up.', daysDelay: 2 },
      ],
    });
    const contact = await h.contact(campaign, { email: `dana${senders}@acme.com`, firstName: 'Dana' });
    const { campaignEmailId } = await scheduleSequenceForContact(db(), {
      userId: user.id,
      campaignId: campaign.id,
      contactId: contact.id,
    });
    expect(await h.engine().deliver(campaignEmailId)).toBe('sent');
    // The recipient's zone from now on (the first email went in a zone inside the window now).
    await db()
      .update(campaigns)
      .set({ timezone: 'America/New_York', excludeWeekends: true })
      .where(eq(campaigns.id, campaign.id));
    await setReplyOutcome(db(), {
      userId: user.id,
      contactId: contact.id,
      outcome: 'INTERVIEW_INVITE',
      interviewAt: INTERVIEW_AT,
      source: 'APP',
    });
    const draft = await draftReplyNote(db(), templateNoteWriter, { userId: user.id, contactId: contact.id, kind: 'THANK_YOU' });
    const note = await approveReplyNote(createDelivery(h.engine()), {
      userId: user.id,
      contactId: contact.id,
      kind: 'THANK_YOU',
      subject: draft.subject,
      body: draft.body,
    });
    expect(note).toMatchObject({ status: 'SCHEDULED', scheduledFor: THANK_YOU_AT });
    return { user, contact, draft, note, ids: { userId: user.id, contactId: contact.id } };
  }

  const atNineFriday = () => h.engine({}, { now: () => new Date(THANK_YOU_AT.getTime() + 1_000) });
  const sentTo = async (address: string) => (await h.sent()).filter((message) => message.to.includes(address));

  it('an edit before its time changes what the recruiter gets; after it went, nothing can change', async () => {
    const s = await scheduledThankYou();
    const body = 'Hi Dana,\n\nThank you for the conversation about the platform team today.\n\nGrace Hopper';
    const edited = await updateReplyNote(db(), { ...s.ids, subject: s.draft.subject, body });
    expect(edited).toMatchObject({ id: s.note.id, status: 'SCHEDULED', body, scheduledFor: THANK_YOU_AT });
    expect(edited.threadId).toBe(s.note.threadId);

    expect(await atNineFriday().deliver(s.note.id)).toBe('sent');
    const sent = await sentTo(s.contact.email!);
    expect(sent.map((message) => message.text.trim())).toEqual(['Hi Dana, I applied for the Platform Engineer role.', body]);

    await expect(updateReplyNote(db(), { ...s.ids, subject: s.draft.subject, body: 'Too late' })).rejects.toThrow(
      REPLY_NOTE_NOT_CHANGEABLE,
    );
    await expect(cancelReplyNote(db(), s.ids)).rejects.toThrow(REPLY_NOTE_NOT_CHANGEABLE);
  });

  it('a cancelled note never goes, and the outcome offers it again', async () => {
    const s = await scheduledThankYou();
    expect(await cancelReplyNote(db(), s.ids)).toEqual({
      success: true,
      message: replyNoteCancelled('THANK_YOU'),
      kind: 'THANK_YOU',
    });
    // Its job, when it runs, finds nothing to send.
    expect(await atNineFriday().deliver(s.note.id)).toBe('missing');
    expect(await sentTo(s.contact.email!)).toHaveLength(1);
    expect((await h.emailsOf(s.contact.id)).filter((email) => email.kind !== 'SEQUENCE')).toEqual([]);
    const row = (await db().select().from(contacts).where(eq(contacts.id, s.contact.id)))[0]!;
    expect(replyNoteOfferFor(row.outcome as 'INTERVIEW_INVITE')).toBe('THANK_YOU');
    await expect(cancelReplyNote(db(), s.ids)).rejects.toThrow(REPLY_NOTE_NONE_SCHEDULED);

    // Approved again: a new note, sent once at its time.
    const again = await approveReplyNote(createDelivery(h.engine()), {
      ...s.ids,
      kind: 'THANK_YOU',
      subject: s.draft.subject,
      body: s.draft.body,
    });
    expect(await atNineFriday().deliver(again.id)).toBe('sent');
    expect(await sentTo(s.contact.email!)).toHaveLength(2);
  });

  it('once the send worker has claimed it, neither an edit nor a cancel touches it', async () => {
    const s = await scheduledThankYou();
    const claim = await claimForSend(db(), {
      emailId: s.note.id,
      userId: s.user.id,
      token: randomUUID(),
      messageId: `<${randomUUID()}@example.com>`,
      now: new Date(THANK_YOU_AT.getTime() + 1_000),
      claimTtlMs: 60_000,
      dailySendCap: 100,
    });
    expect(claim).toBe('claimed');
    await expect(updateReplyNote(db(), { ...s.ids, subject: s.draft.subject, body: 'Changed' })).rejects.toThrow(
      REPLY_NOTE_NOT_CHANGEABLE,
    );
    await expect(cancelReplyNote(db(), s.ids)).rejects.toThrow(REPLY_NOTE_NOT_CHANGEABLE);
    expect(await h.email(s.note.id)).toMatchObject({ body: s.draft.body, status: 'SCHEDULED' });
  });

  it("an edit keeps the approval's rules, and another user's contact is not found", async () => {
    const s = await scheduledThankYou();
    await expect(updateReplyNote(db(), { ...s.ids, subject: s.draft.subject, body: 'Hi [Your Name]' })).rejects.toThrow(
      /placeholder/,
    );
    await expect(updateReplyNote(db(), { ...s.ids, subject: 'Two\nlines', body: 'Hi' })).rejects.toThrow(/control/);
    const other = await h.sender({ email: `edit.other${senders}@gmail.com`, scopes: SCOPES });
    await expect(cancelReplyNote(db(), { userId: other.id, contactId: s.contact.id })).rejects.toThrow('not found');
    expect(await h.email(s.note.id)).toMatchObject({ body: s.draft.body, status: 'SCHEDULED' });
  });
});
