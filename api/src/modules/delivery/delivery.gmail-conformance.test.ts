// The engine against Gmail as it really behaves (the devstack stand-in with every behaviour on): users.messages.send
// replaces our Message-ID, the per-account daily sending limit answers 429 "Retry after <time> (Mail sending)" with no
// Retry-After header, a send into a deleted thread answers 400 'Invalid thread_id value', errors come in several
// bodies (project-level ones for the operator, account-level ones for the user), and a mailbox changes under the
// poller (deleted messages, replies a filter archived).
import { eq } from 'drizzle-orm';
import {
  formatSendingResumeTime,
  GMAIL_BLOCKED_BY_ADMIN,
  GMAIL_OFF_FOR_ACCOUNT,
  GMAIL_QUOTA_TABLES,
  GMAIL_SEND_SCOPE,
  gmailDailyLimitReached,
  GOOGLE_PROJECT_PROBLEM_RETRY_MS,
  sendPolicyOf,
} from 'contracts';
import { contacts, mailGrants, mailAppProblems } from '../../db/schema';
import { GMAIL_METADATA_SCOPE } from '../google';
import { grantSendingPausedUntil, pauseGrantSending, recentMailAppProblems } from '../mailbox';
import { nextWindowOpening } from '../scheduling';
import { pollReplies } from './replies';
import { resumeAfterReconnect, scheduleSequenceForContact } from './schedule';
import { startDeliveryHarness, type DeliveryHarness } from '../../../testkit/delivery/delivery-harness';

const METADATA_SCOPES = ['openid', 'email', GMAIL_SEND_SCOPE, GMAIL_METADATA_SCOPE];
const HOUR_MS = 60 * 60 * 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('delivery against Gmail as it really behaves', () => {
  let h: DeliveryHarness;
  let senderCount = 0;
  beforeAll(async () => {
    h = await startDeliveryHarness();
  });
  afterAll(() => h.close());
  beforeEach(() => h.google.reset());

  /** A sender (own Gmail address) with one contact whose first email is scheduled. */
  async function sequence(options: { scopes?: string[]; email?: string } = {}) {
    senderCount += 1;
    const email = options.email ?? `sender${senderCount}.${Date.now()}@gmail.com`;
    const user = await h.sender({ email, scopes: options.scopes });
    return { user, email, ...(await h.sequenceFor(user)) };
  }

  const contactRow = async (id: number) => (await h.handle.db.select().from(contacts).where(eq(contacts.id, id)))[0]!;

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

  /** A headers-only sender whose first email went out, polled once (the first poll sweeps and sets the cursor). */
  async function firstSentAndPolled() {
    const started = await sequence({ scopes: METADATA_SCOPES });
    expect(await h.engine().deliver(started.emailId)).toBe('sent');
    expect(await poll(started.user.id)).toMatchObject({ replies: 0 });
    const [first] = await h.emailsOf(started.contact.id);
    return { ...started, threadId: first!.threadId! };
  }

  describe("Gmail replaces the Message-ID (headers-only tier reads Gmail's back)", () => {
    it("the follow-up names Gmail's Message-ID, and the recipient's reply to it stops the sequence", async () => {
      const { user, contact, emailId } = await sequence({ scopes: METADATA_SCOPES });
      const engine = h.engine();
      expect(await engine.deliver(emailId)).toBe('sent');

      const [first] = await h.sent();
      const [sentFirst, followUp] = await h.emailsOf(contact.id);
      // What the recipient received carries Gmail's own Message-ID, and that is what we keep.
      expect(first!.messageId).toMatch(/^<CA\w+@mail\.gmail\.com>$/);
      expect(sentFirst!.rfcMessageId).toBe(first!.messageId);

      await h.makeDue(followUp!.id);
      expect(await engine.deliver(followUp!.id)).toBe('sent');
      const second = (await h.sent())[1]!;
      expect(second).toMatchObject({
        threadId: first!.threadId,
        subject: `Re: ${first!.subject}`,
        inReplyTo: first!.messageId,
        // After the run's anchor (delivery.recipient-threading.test.ts).
        references: [first!.references[0], first!.messageId],
      });
      const [, sentSecond, third] = await h.emailsOf(contact.id);
      expect(sentSecond!.rfcMessageId).toBe(second.messageId);
      expect(third).toMatchObject({ status: 'SCHEDULED', position: 3 });

      // The recipient answers the follow-up they received: their reply references Gmail's Message-ID.
      const reply = await h.google.reply(first!.threadId);
      expect(reply!.inReplyTo).toBe(second.messageId);
      expect(await poll(user.id)).toMatchObject({ replies: 1 });
      expect(await contactRow(contact.id)).toMatchObject({ status: 'RESPONDED', stopReason: 'REPLIED' });
      // The third email is gone: nothing more goes out.
      expect((await h.emailsOf(contact.id)).map((email) => email.position)).toEqual([1, 2]);
      expect(await h.google.sentCount()).toBe(2);
    });

    it("keeps our Message-ID when Gmail's cannot be read back, and the email stays SENT", async () => {
      const { contact, emailId } = await sequence({ scopes: METADATA_SCOPES });
      h.google.failNext({ status: 500, endpoint: 'messages' });
      expect(await h.engine().deliver(emailId)).toBe('sent');
      const [sent] = await h.emailsOf(contact.id);
      expect(sent).toMatchObject({ status: 'SENT', rfcMessageId: expect.stringMatching(/^<[0-9a-f-]{36}@gmail\.com>$/) });
      expect(h.logs.join('')).toContain("Gmail's Message-ID could not be read back");
    });
  });

  describe("Gmail's daily sending limit", () => {
    it('the account waits until the stated time without an ERROR or a used attempt, other accounts go on, then it resumes', async () => {
      const limited = await sequence();
      const second = await scheduleSequenceForContact(h.handle.db, {
        userId: limited.user.id,
        campaignId: limited.campaign.id,
        contactId: (await h.contact(limited.campaign)).id,
      });
      const calm = await sequence();
      // A short real suspension, so the test can see it lift; one attempt only, so a counted attempt would fail it.
      const until = new Date(Date.now() + 2_000);
      h.google.limitSending(limited.email, until);
      const engine = h.engine({ maxSendAttempts: 1 });

      expect(await engine.deliver(limited.emailId)).toBe('limited');
      const waiting = await h.email(limited.emailId);
      const resumesAt = new Date(Math.floor(until.getTime() / 1000) * 1000);
      expect(waiting).toMatchObject({
        status: 'SCHEDULED',
        attempts: 0,
        errorMessage: gmailDailyLimitReached(formatSendingResumeTime(until, limited.campaign.timezone)),
      });
      expect(waiting.scheduledFor!.getTime()).toBeGreaterThanOrEqual(resumesAt.getTime());
      expect(await h.pendingJobs(limited.emailId)).toContainEqual({ next_run_at: waiting.scheduledFor });
      expect((await contactRow(limited.contact.id)).status).toBe('IN_PROGRESS');
      expect((await grantSendingPausedUntil(h.handle.db, limited.user.id, new Date()))?.toISOString()).toBe(until.toISOString());

      // The account's other emails wait too, without asking Gmail again.
      expect(await engine.deliver(second.campaignEmailId)).toBe('limited');
      expect(h.google.callsOf(limited.email).send).toBe(1);
      expect(await h.email(second.campaignEmailId)).toMatchObject({ status: 'SCHEDULED', errorMessage: waiting.errorMessage });

      // Another user is not affected.
      expect(await engine.deliver(calm.emailId)).toBe('sent');

      // Once the time has passed the emails go out, and nothing says 'limit' any more.
      await sleep(until.getTime() - Date.now() + 100);
      expect(await engine.deliver(limited.emailId)).toBe('sent');
      expect(await engine.deliver(second.campaignEmailId)).toBe('sent');
      expect((await h.emailsOf(limited.contact.id))[0]).toMatchObject({ status: 'SENT', errorMessage: null });
      expect(await grantSendingPausedUntil(h.handle.db, limited.user.id, new Date())).toBeUndefined();
    });

    it("our own 24-hour cap and Gmail's limit count together: the email waits for the later of the two", async () => {
      const { user, campaign, emailId } = await sequence();
      const engine = h.engine({ dailySendCap: 1 });
      expect(await engine.deliver(emailId)).toBe('sent');
      const next = await scheduleSequenceForContact(h.handle.db, {
        userId: user.id,
        campaignId: campaign.id,
        contactId: (await h.contact(campaign)).id,
      });

      // Gmail's limit lifts before our cap frees a place: the cap decides (no limit message).
      await pauseGrantSending(h.handle.db, user.id, new Date(Date.now() + HOUR_MS));
      expect(await engine.deliver(next.campaignEmailId)).toBe('deferred');
      const capped = await h.email(next.campaignEmailId);
      expect(capped.errorMessage).toBeNull();
      expect(capped.scheduledFor!.getTime()).toBeGreaterThan(Date.now() + 23 * HOUR_MS);

      // Gmail's limit lasts longer than the cap: it decides, and says so.
      const later = new Date(Date.now() + 30 * HOUR_MS);
      await pauseGrantSending(h.handle.db, user.id, later);
      await h.makeDue(next.campaignEmailId);
      expect(await engine.deliver(next.campaignEmailId)).toBe('limited');
      const limited = await h.email(next.campaignEmailId);
      expect(limited.errorMessage).toBe(gmailDailyLimitReached(formatSendingResumeTime(later, campaign.timezone)));
      expect(limited.scheduledFor).toEqual(
        nextWindowOpening(later, sendPolicyOf({ zone: campaign.timezone, excludeWeekends: campaign.excludeWeekends })),
      );
      // Nothing but the first email reached Gmail.
      expect(await h.google.sentCount()).toBe(1);
      const [grant] = await h.handle.db.select().from(mailGrants).where(eq(mailGrants.userId, user.id));
      expect(grant!.sendingPausedUntil).toEqual(later);
    });
  });

  describe('a thread the user deleted', () => {
    it("answers 400 'Invalid thread_id value': the follow-up goes out once, as a new email with the same subject", async () => {
      const { contact, emailId, email } = await sequence();
      const engine = h.engine();
      expect(await engine.deliver(emailId)).toBe('sent');
      const [first] = await h.sent();
      const [, followUp] = await h.emailsOf(contact.id);
      expect(h.google.deleteThread(first!.threadId)).toBe(true);

      await h.makeDue(followUp!.id);
      expect(await engine.deliver(followUp!.id)).toBe('sent');
      const sent = await h.sent();
      expect(sent).toHaveLength(1); // the deleted thread's copy is gone from the mailbox, the follow-up is there
      expect(sent[0]).toMatchObject({ subject: `Re: ${first!.subject}` });
      expect(sent[0]!.threadId).not.toBe(first!.threadId);
      // The first email, the refused send into the deleted thread, and the follow-up as a new email: once.
      expect(h.google.callsOf(email).send).toBe(3);
      const [, recorded] = await h.emailsOf(contact.id);
      expect(recorded).toMatchObject({ status: 'SENT', threadId: sent[0]!.threadId });
    });
  });

  describe('the reply poller and the mailbox as it changes', () => {
    it('a reply that a filter archived (no INBOX label) still stops the sequence', async () => {
      const { user, contact, threadId } = await firstSentAndPolled();
      await h.google.reply(threadId, { labelIds: ['UNREAD'] });
      expect(await poll(user.id)).toMatchObject({ replies: 1 });
      expect(await contactRow(contact.id)).toMatchObject({ status: 'RESPONDED', stopReason: 'REPLIED' });
    });

    it('skips a message history lists but the user deleted before it was read, and goes on polling', async () => {
      const { user, contact, threadId } = await firstSentAndPolled();
      const gone = await h.google.reply(threadId, { from: 'someone@acme.example', body: 'sent by mistake' });
      expect(h.google.deleteMessage(gone!.id)).toBe(true);
      expect(await poll(user.id)).toMatchObject({ replies: 0, colleagueReplies: 0 });
      expect((await contactRow(contact.id)).status).toBe('IN_PROGRESS');
      // The cursor moved past it: the next reply is read and counted, without another failure.
      await h.google.reply(threadId);
      expect(await poll(user.id)).toMatchObject({ replies: 1 });
    });
  });

  describe("error bodies read whole: the project is the operator's, the account the user's", () => {
    const googleProblems = async () => (await recentMailAppProblems(h.handle.pool)).google?.problems ?? [];
    afterEach(async () => {
      await h.handle.db.delete(mailAppProblems);
    });

    it('the Gmail API disabled in the project: the email waits unmarked, the operator sees it (log, /readyz)', async () => {
      const { contact, emailId } = await sequence();
      h.google.failNext({ variant: 'accessNotConfigured', endpoint: 'send' });
      const before = Date.now();
      expect(await h.engine({ maxSendAttempts: 1 }).deliver(emailId)).toBe('deferred');
      const email = await h.email(emailId);
      expect(email).toMatchObject({ status: 'SCHEDULED', errorMessage: null, attempts: 0 });
      const jobs = await h.pendingJobs(emailId);
      expect(jobs.some((job) => job.next_run_at.getTime() >= before + GOOGLE_PROJECT_PROBLEM_RETRY_MS)).toBe(true);
      expect((await contactRow(contact.id)).status).toBe('IN_PROGRESS');
      const problems = await googleProblems();
      expect(problems).toEqual([expect.objectContaining({ problem: 'gmail-api-disabled' })]);
      expect(problems[0]!.detail).toContain('accessNotConfigured');
      expect(h.logs.join('')).toContain('operator action needed');
    });

    it('the OAuth client refused at the token endpoint: the same, as oauth-client-refused', async () => {
      const { emailId } = await sequence();
      h.google.failNext({ status: 401, endpoint: 'token' });
      expect(await h.engine().deliver(emailId)).toBe('deferred');
      expect(await h.email(emailId)).toMatchObject({ status: 'SCHEDULED', errorMessage: null });
      expect(await googleProblems()).toEqual([expect.objectContaining({ problem: 'oauth-client-refused' })]);
      expect(await h.google.sentCount()).toBe(0);
    });

    it.each([
      ['domainPolicy', GMAIL_BLOCKED_BY_ADMIN],
      ['failedPrecondition', GMAIL_OFF_FOR_ACCOUNT],
    ] as const)('%s: the email waits and tells the user what to do; a reconnect resumes it', async (variant, message) => {
      const { user, contact, emailId } = await sequence();
      h.google.failNext({ variant, endpoint: 'send' });
      expect(await h.engine({ maxSendAttempts: 1 }).deliver(emailId)).toBe('waiting');
      expect(await h.email(emailId)).toMatchObject({ status: 'SCHEDULED', errorMessage: message });
      expect((await contactRow(contact.id)).status).toBe('IN_PROGRESS');
      expect(await googleProblems()).toEqual([]);

      expect(await resumeAfterReconnect(h.handle.db, user.id)).toBe(1);
      const resumed = await h.email(emailId);
      expect(resumed.errorMessage).toBeNull();
      await h.makeDue(emailId);
      expect(await h.engine().deliver(emailId)).toBe('sent');
    });

    it('a 429 without errors[] is a rate limit like any other: retried, then sent', async () => {
      const { emailId } = await sequence();
      h.google.failNext({ variant: 'statusOnly', endpoint: 'send' });
      expect(await h.engine().deliver(emailId)).toBe('sent');
      expect(h.logs.join('')).toContain('send will be retried');
    });
  });

  describe('quota units', () => {
    it("a first sweep cut short by the user's quota goes on from where it stopped at the next poll", async () => {
      const email = `sweeper.${Date.now()}@gmail.com`;
      const user = await h.sender({ email, scopes: METADATA_SCOPES });
      const campaign = await h.campaign(user);
      const contacts = [await h.contact(campaign), await h.contact(campaign)];
      for (const contact of contacts) {
        const { campaignEmailId } = await scheduleSequenceForContact(h.handle.db, {
          userId: user.id,
          campaignId: campaign.id,
          contactId: contact.id,
        });
        expect(await h.engine().deliver(campaignEmailId)).toBe('sent');
      }
      const threadOf = new Map<string, number>();
      for (const contact of contacts) threadOf.set((await h.emailsOf(contact.id))[0]!.threadId!, contact.id);
      const threadIds = [...threadOf.keys()].sort();
      // Room for the profile read and one thread (1 + 40 units, the current table's): the second is refused, a 429.
      const { units } = GMAIL_QUOTA_TABLES.current;
      h.google.behave({ userUnitsPerMinute: h.google.unitsOf(email) + units.getProfile + units['threads.get'] });
      expect(await poll(user.id)).toMatchObject({ failures: 1 });
      const [saved] = await h.handle.db.select().from(mailGrants).where(eq(mailGrants.userId, user.id));
      expect(saved).toMatchObject({ historyId: null, sweepAfterThread: threadIds[0] });

      h.google.behave({ userUnitsPerMinute: null });
      await h.google.reply(threadIds[1]!);
      expect(await poll(user.id)).toMatchObject({ failures: 0, replies: 1 });
      // Not started over: one profile read in all, and the first thread read once.
      expect(h.google.callsOf(email)).toMatchObject({ profile: 1, 'threads.get': 3 });
      const [done] = await h.handle.db.select().from(mailGrants).where(eq(mailGrants.userId, user.id));
      expect(done).toMatchObject({ historyId: saved!.sweepHistoryId, sweepHistoryId: null, sweepAfterThread: null });
      expect((await contactRow(threadOf.get(threadIds[1]!)!)).status).toBe('RESPONDED');
      expect((await contactRow(threadOf.get(threadIds[0]!)!)).status).toBe('IN_PROGRESS');
    });
  });
});
