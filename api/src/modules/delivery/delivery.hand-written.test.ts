// Writing by hand holds the sequence (product.md §11), against real PostgreSQL and the devstack Gmail stand-in: a
// message the user wrote in a contact's thread from Gmail itself pauses the automatic follow-ups (the pre-send check
// and the poller), the contact says why, a resume re-plans the follow-up inside the window, and only a new message
// pauses again. Our own sends (recorded, in flight or unconfirmed) and drafts are never taken for the user's writing,
// and a recruiter's reply still wins.
import { eq, sql } from 'drizzle-orm';
import { DELIVERY_UNCONFIRMED, GMAIL_SEND_SCOPE, handWrittenPauseNotice } from 'contracts';
import { contacts } from '../../db/schema';
import { GMAIL_METADATA_SCOPE } from '../google';
import { resumeFollowUps } from '../contact';
import { startDeliveryHarness, type DeliveryHarness } from '../../../testkit/delivery/delivery-harness';

const METADATA_SCOPES = ['openid', 'email', GMAIL_SEND_SCOPE, GMAIL_METADATA_SCOPE];

describe('writing by hand pauses the automatic follow-ups (headers tier)', () => {
  let h: DeliveryHarness;
  beforeAll(async () => {
    h = await startDeliveryHarness();
  });
  afterAll(() => h.close());
  beforeEach(() => h.google.reset());

  /** A sender with header access whose first email to Dana went out; the follow-up waits. */
  async function firstSent() {
    const user = await h.sender({ scopes: METADATA_SCOPES });
    const { campaign, contact, emailId: campaignEmailId } = await h.sequenceFor(user);
    expect(await h.engine().deliver(campaignEmailId)).toBe('sent');
    const [first, followUp] = await h.emailsOf(contact.id);
    return { user, campaign, contact, first: first!, followUp: followUp! };
  }

  const contactRow = async (id: number) => (await h.handle.db.select().from(contacts).where(eq(contacts.id, id)))[0]!;
  /** What the recipient was sent by the product (the user's own messages are SENT too, but from Gmail itself). */
  const sentByProduct = async (contactEmail: string) =>
    (await h.sent()).filter((message) => message.to.includes(contactEmail) && !/portfolio|Looking forward/.test(message.text));
  const notice = (row: Awaited<ReturnType<typeof contactRow>>) =>
    handWrittenPauseNotice({
      firstName: row.firstName,
      pauseReason: row.isActive ? null : row.pauseReason,
      wroteByHandAt: row.wroteByHandAt,
      timeZone: 'UTC',
    });
  const shortDay = (at: string) =>
    new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(at));

  it('before a follow-up: the user wrote in the thread, so it waits unsent; the contact says why', async () => {
    const { contact, first, followUp } = await firstSent();
    const own = (await h.google.ownMessage(first.threadId!, { body: 'Here is the link to my portfolio.' }))!;
    await h.makeDue(followUp.id);

    expect(await h.engine().deliver(followUp.id)).toBe('held');

    const row = await contactRow(contact.id);
    expect(row).toMatchObject({ isActive: false, pauseReason: 'WROTE_BY_HAND', status: 'IN_PROGRESS' });
    expect(row.wroteByHandAt?.toISOString()).toBe(own.sentAt);
    expect(notice(row)).toBe(`You wrote to Dana yourself on ${shortDay(own.sentAt)}, so the automatic follow-ups are paused.`);
    // Nothing lost: the follow-up is still there, unsent and unclaimed; only the first email reached Dana.
    expect(await h.email(followUp.id)).toMatchObject({ status: 'SCHEDULED', claimToken: null, sentAt: null });
    expect(await sentByProduct(contact.email!)).toHaveLength(1);
  });

  it('the poller pauses too, and a resume re-plans the follow-up; only a NEW message pauses again', async () => {
    const { user, contact, first, followUp } = await firstSent();
    const engine = h.engine();
    await h.poll(engine, user.id); // first sweep: the history cursor
    const own = (await h.google.ownMessage(first.threadId!, { body: 'Looking forward to it.' }))!;

    expect(await h.poll(engine, user.id)).toMatchObject({ handWritten: 1, replies: 0 });
    expect(await contactRow(contact.id)).toMatchObject({ isActive: false, pauseReason: 'WROTE_BY_HAND' });
    await h.makeDue(followUp.id);
    expect(await engine.deliver(followUp.id)).toBe('held');

    // Resume (the contact page's one button): the overdue follow-up goes at the window's next opening, with a job.
    const resumedAt = new Date();
    const { contact: resumed } = await resumeFollowUps(h.handle.db, user.id, contact.id, resumedAt);
    expect(resumed).toMatchObject({ isActive: true, pauseReason: null });
    expect(notice(resumed)).toBeNull();
    const replanned = await h.email(followUp.id);
    expect(replanned.scheduledFor!.getTime()).toBeGreaterThanOrEqual(resumedAt.getTime());
    expect((await h.pendingJobs(followUp.id)).map((job) => job.next_run_at)).toContainEqual(replanned.scheduledFor);

    // The same message read again (the pre-send check reads the whole thread) does not pause again.
    await h.makeDue(followUp.id);
    expect(await engine.deliver(followUp.id)).toBe('sent');
    expect(await h.poll(engine, user.id)).toMatchObject({ handWritten: 0 });
    expect((await contactRow(contact.id)).wroteByHandAt?.toISOString()).toBe(own.sentAt);

    // A new message does.
    const third = (await h.emailsOf(contact.id))[2]!;
    await h.google.ownMessage(first.threadId!, { body: 'Looking forward to it, again.' });
    await h.makeDue(third.id);
    expect(await engine.deliver(third.id)).toBe('held');
    expect(await contactRow(contact.id)).toMatchObject({ isActive: false, pauseReason: 'WROTE_BY_HAND' });
    expect(await sentByProduct(contact.email!)).toHaveLength(2);
  });

  it("our own follow-ups, a send not yet recorded, an unconfirmed one and a draft are not the user's writing", async () => {
    const { user, contact, first, followUp } = await firstSent();
    const engine = h.engine();
    await h.poll(engine, user.id);
    await h.makeDue(followUp.id);
    expect(await engine.deliver(followUp.id)).toBe('sent');
    await h.google.ownMessage(first.threadId!, { labelIds: ['DRAFT'], body: 'Draft: Looking forward' });
    expect(await h.poll(engine, user.id)).toMatchObject({ handWritten: 0 });
    expect(await contactRow(contact.id)).toMatchObject({ isActive: true, pauseReason: null });

    // The third email goes out at Gmail, but its worker died before recording it (claimed; Gmail's id, and the
    // Message-ID Gmail gave it, unknown) ...
    const third = (await h.emailsOf(contact.id))[2]!;
    await h.makeDue(third.id);
    expect(await engine.deliver(third.id)).toBe('sent');
    const sent = await h.email(third.id);
    const began = new Date(sent.sentAt!.getTime() - 1000);
    await h.handle.db.execute(sql`
      UPDATE campaign_emails SET status = 'SCHEDULED', sent_at = NULL, gmail_message_id = NULL,
             rfc_message_id = '<ours-replaced-by-gmail@example.test>', message_id_from_gmail = false,
             claim_token = 'worker-that-died', claimed_at = ${began}, claim_expires_at = ${new Date(Date.now() + 60_000)}
       WHERE id = ${third.id}`);
    await h.handle.db.execute(sql`UPDATE contacts SET status = 'IN_PROGRESS' WHERE id = ${contact.id}`);
    const checkpoint = await h.poll(engine, user.id);
    expect(checkpoint).toMatchObject({ handWritten: 0 });
    expect(await contactRow(contact.id)).toMatchObject({ isActive: true, pauseReason: null });

    // ... or the claim expired and the send is unconfirmed: it may be that message, so it is not judged either.
    await h.handle.db.execute(sql`
      UPDATE campaign_emails SET status = 'ERROR', error_message = ${DELIVERY_UNCONFIRMED}, claim_token = NULL,
             claim_expires_at = NULL, updated_at = now()
       WHERE id = ${third.id}`);
    // (History expired: the poll sweeps every campaign thread, so the message is read again.)
    h.google.expireHistory(user.email);
    expect(await h.poll(engine, user.id)).toMatchObject({ handWritten: 0 });
    expect(await contactRow(contact.id)).toMatchObject({ isActive: true, pauseReason: null });
  });

  it("a recruiter's reply wins over the user's own message: the sequence stops as a reply", async () => {
    const { user, contact, first } = await firstSent();
    const engine = h.engine();
    await h.poll(engine, user.id);
    await h.google.ownMessage(first.threadId!, { body: 'Looking forward to hearing from you.' });
    await h.google.reply(first.threadId!);
    expect(await h.poll(engine, user.id)).toMatchObject({ replies: 1, handWritten: 0 });
    expect(await contactRow(contact.id)).toMatchObject({ status: 'RESPONDED', stopReason: 'REPLIED', pauseReason: null });
  });
});
