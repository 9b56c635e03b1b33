// What a reply means, against real PostgreSQL and the devstack Gmail stand-in: the headers-only tier proposes an
// outcome (a calendar invitation is an interview and stops every sequence at that company, an ATS rejection stops as a
// reply, an ATS acknowledgement does not), and the user's outcome acts in every tier (not moving forward stops, an
// application-received notice resumes a stopped sequence, an interview stops the company's other sequences).
import { asc, eq } from 'drizzle-orm';
import { GMAIL_SEND_SCOPE } from 'contracts';
import { contacts, replyOutcomeEvents, type Campaign, type User } from '../../../db/schema';
import { GMAIL_METADATA_SCOPE } from '../../google';
import { pollReplies } from './reply-poller.service';
import { setReplyOutcome } from './reply-outcome.service';
import { scheduleSequenceForContact } from '../schedule';
import { startDeliveryHarness, type DeliveryHarness } from '../../../../testkit/delivery/delivery-harness';

const METADATA_SCOPES = ['openid', 'email', GMAIL_SEND_SCOPE, GMAIL_METADATA_SCOPE];
const SEND_ONLY_SCOPES = ['openid', 'email', GMAIL_SEND_SCOPE];

describe('reply outcomes: proposed from headers, set by the user, and what each does', () => {
  let h: DeliveryHarness;
  let senders = 0;
  beforeAll(async () => {
    h = await startDeliveryHarness();
  });
  afterAll(() => h.close());
  beforeEach(() => h.google.reset());

  const account = () => `outcome.user${senders}@gmail.com`;

  async function sender(scopes = METADATA_SCOPES) {
    senders += 1;
    return h.sender({ email: account(), scopes });
  }

  /** A contact of `user` whose first email went out (its follow-up waits). */
  async function started(user: User, email: string, campaign?: Campaign) {
    const into = campaign ?? (await h.campaign(user));
    const contact = await h.contact(into, { email });
    const { campaignEmailId } = await scheduleSequenceForContact(h.handle.db, {
      userId: user.id,
      campaignId: into.id,
      contactId: contact.id,
    });
    expect(await h.engine().deliver(campaignEmailId)).toBe('sent');
    const [first, followUp] = await h.emailsOf(contact.id);
    return { campaign: into, contact, first: first!, followUp: followUp! };
  }

  function poll(userId: string) {
    const engine = h.engine();
    return pollReplies(
      {
        db: h.handle.db,
        mailboxes: engine.mailboxes,
        logger: engine.deps.logger,
      },
      { userId },
    );
  }

  const contactRow = async (id: number) => (await h.handle.db.select().from(contacts).where(eq(contacts.id, id)))[0]!;
  const events = (contactId: number) =>
    h.handle.db
      .select()
      .from(replyOutcomeEvents)
      .where(eq(replyOutcomeEvents.contactId, contactId))
      .orderBy(asc(replyOutcomeEvents.occurredAt), asc(replyOutcomeEvents.id));
  const statuses = async (contactId: number) => (await h.emailsOf(contactId)).map((email) => email.status);

  it('a calendar invitation proposes an interview (with its time) and stops every running sequence at that company', async () => {
    const user = await sender();
    const invited = await started(user, 'dana.scully@acme.example');
    const sameCompany = await started(user, 'fox.mulder@eu.acme.example'); // another sequence, a subdomain
    const otherCompany = await started(user, 'walter.skinner@globex.example');
    const freeMail = await started(user, 'dana.acme@gmail.com');

    await h.google.reply(invited.first.threadId!, {
      subject: 'Invitation: Interview with Acme @ Tue Dec 1, 2026 10am - 11am (EST) (outcome.user@gmail.com)',
    });
    await poll(user.id);

    expect(await contactRow(invited.contact.id)).toMatchObject({
      status: 'RESPONDED',
      stopReason: 'REPLIED',
      outcomeProposed: 'INTERVIEW_INVITE',
      outcome: null,
      interviewAt: new Date('2026-12-01T15:00:00.000Z'),
    });
    expect(await contactRow(sameCompany.contact.id)).toMatchObject({ status: 'RESPONDED', stopReason: 'INTERVIEW_AT_COMPANY' });
    // Its follow-up is gone and its sent email was not answered.
    expect(await statuses(sameCompany.contact.id)).toEqual(['SENT']);
    expect(await contactRow(otherCompany.contact.id)).toMatchObject({ status: 'IN_PROGRESS', stopReason: null });
    expect(await contactRow(freeMail.contact.id)).toMatchObject({ status: 'IN_PROGRESS', stopReason: null });
    expect(await events(invited.contact.id)).toEqual([
      expect.objectContaining({ outcome: 'INTERVIEW_INVITE', source: 'DETECTED', threadId: invited.first.threadId }),
    ]);
  });

  it("an ATS's 'unfortunately' stops as a reply and proposes not moving forward; an ATS acknowledgement does not stop", async () => {
    const user = await sender();
    const rejected = await started(user, 'dana.scully@initech.example');
    const acknowledged = await started(user, 'dana.scully@hooli.example');
    await h.google.reply(acknowledged.first.threadId!, {
      from: 'Hooli Careers <no-reply@us.greenhouse-mail.io>',
      subject: 'Thank you for applying to Hooli',
    });
    await h.google.reply(rejected.first.threadId!, {
      from: 'Initech Recruiting <no-reply@ashbyhq.com>',
      subject: 'Unfortunately, we will not be moving forward',
      headers: { 'Auto-Submitted': 'auto-generated' },
    });
    await poll(user.id);

    expect(await contactRow(rejected.contact.id)).toMatchObject({
      status: 'RESPONDED',
      outcomeProposed: 'NOT_MOVING_FORWARD',
    });
    expect(await statuses(rejected.contact.id)).toEqual(['RECEIVED']);
    expect(await contactRow(acknowledged.contact.id)).toMatchObject({ status: 'IN_PROGRESS', outcomeProposed: null });
    expect(await statuses(acknowledged.contact.id)).toEqual(['SENT', 'SCHEDULED']);
  });

  it('an out-of-office return date is kept on the contact and in its reply history', async () => {
    const user = await sender();
    const away = await started(user, 'dana.scully@umbrella.example');
    const back = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    await h.google.reply(away.first.threadId!, {
      subject: `Out of office until ${back}`,
      headers: { 'Auto-Submitted': 'auto-replied' },
    });
    await poll(user.id);
    expect(await contactRow(away.contact.id)).toMatchObject({ status: 'IN_PROGRESS', outOfOfficeUntil: back });
    expect(await events(away.contact.id)).toEqual([
      expect.objectContaining({ outcome: 'OUT_OF_OFFICE', source: 'DETECTED', returnDate: back }),
    ]);
  });

  it('Application received on a sequence the detector stopped: not a reply, the follow-up is scheduled again', async () => {
    const user = await sender();
    const s = await started(user, 'dana.scully@cyberdyne.example');
    await h.google.reply(s.first.threadId!, { subject: 'Re: Quick follow-up' });
    await poll(user.id);
    expect(await contactRow(s.contact.id)).toMatchObject({ status: 'RESPONDED', outcomeProposed: 'OTHER_REPLY' });
    expect(await statuses(s.contact.id)).toEqual(['RECEIVED']);

    const result = await setReplyOutcome(h.handle.db, {
      userId: user.id,
      contactId: s.contact.id,
      outcome: 'APPLICATION_RECEIVED',
      source: 'APP',
    });
    expect(result).toMatchObject({ outcome: 'set', resumed: true, stopped: false });
    expect(await contactRow(s.contact.id)).toMatchObject({
      status: 'IN_PROGRESS',
      stopReason: null,
      outcome: 'APPLICATION_RECEIVED',
      outcomeConfirmedAt: expect.any(Date),
    });
    const [first, followUp] = await h.emailsOf(s.contact.id);
    expect(first!.status).toBe('SENT');
    expect(followUp).toMatchObject({ status: 'SCHEDULED', position: 2, threadId: s.first.threadId });
    expect(await h.pendingJobs(followUp!.id)).toHaveLength(1);
    expect((await events(s.contact.id)).map((event) => [event.outcome, event.source])).toEqual([
      ['OTHER_REPLY', 'DETECTED'],
      ['APPLICATION_RECEIVED', 'APP'],
    ]);
  });

  it('Not moving forward set by hand (send-only tier) stops the sequence and keeps the outcome', async () => {
    const user = await sender(SEND_ONLY_SCOPES);
    const s = await started(user, 'dana.scully@wonka.example');
    const result = await setReplyOutcome(h.handle.db, {
      userId: user.id,
      contactId: s.contact.id,
      outcome: 'NOT_MOVING_FORWARD',
      source: 'APP',
    });
    expect(result).toMatchObject({ outcome: 'set', stopped: true, resumed: false, stoppedAtCompany: [] });
    expect(await contactRow(s.contact.id)).toMatchObject({
      status: 'RESPONDED',
      stopReason: 'MARKED_REPLIED',
      outcome: 'NOT_MOVING_FORWARD',
      outcomeProposed: null,
    });
    expect(await statuses(s.contact.id)).toEqual(['RECEIVED']);
  });

  it('Interview invite set by hand stops the company’s other sequences (not a free-mail contact’s) and keeps its date', async () => {
    const user = await sender(SEND_ONLY_SCOPES);
    const s = await started(user, 'dana.scully@tyrell.example');
    const colleague = await started(user, 'rachael@tyrell.example');
    const gmailOne = await started(user, 'deckard@gmail.com');
    const gmailTwo = await started(user, 'gaff@gmail.com');
    const interviewAt = new Date('2026-12-03T14:30:00.000Z');

    const result = await setReplyOutcome(h.handle.db, {
      userId: user.id,
      contactId: s.contact.id,
      outcome: 'INTERVIEW_INVITE',
      interviewAt,
      source: 'APP',
    });
    expect(result).toMatchObject({ outcome: 'set', stopped: true, stoppedAtCompany: [colleague.contact.id] });
    expect(await contactRow(s.contact.id)).toMatchObject({ outcome: 'INTERVIEW_INVITE', interviewAt });
    expect(await contactRow(colleague.contact.id)).toMatchObject({ status: 'RESPONDED', stopReason: 'INTERVIEW_AT_COMPANY' });

    // An interview with someone at gmail.com says nothing about a company: only that sequence stops.
    const fromGmail = await setReplyOutcome(h.handle.db, {
      userId: user.id,
      contactId: gmailOne.contact.id,
      outcome: 'INTERVIEW_INVITE',
      source: 'APP',
    });
    expect(fromGmail).toMatchObject({ outcome: 'set', stopped: true, stoppedAtCompany: [] });
    expect(await contactRow(gmailTwo.contact.id)).toMatchObject({ status: 'IN_PROGRESS' });
  });

  it("another user's contact is not found; nothing changes", async () => {
    const owner = await sender(SEND_ONLY_SCOPES);
    const stranger = await sender(SEND_ONLY_SCOPES);
    const s = await started(owner, 'dana.scully@soylent.example');
    expect(
      await setReplyOutcome(h.handle.db, { userId: stranger.id, contactId: s.contact.id, outcome: 'OTHER_REPLY', source: 'APP' }),
    ).toEqual({ outcome: 'not-found' });
    expect(await contactRow(s.contact.id)).toMatchObject({ status: 'IN_PROGRESS', outcome: null });
  });
});
