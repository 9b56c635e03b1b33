// Gmail's throttles as Gmail writes them (product.md §10): a stated 'Retry after <time>' holds the account's sends
// and reads until then and is never an attempt; a follow-up goes out only after a reply check that read its threads,
// and a throttled check backs off instead of storming or letting the follow-up go unchecked.
import { eq, sql } from 'drizzle-orm';
import { GMAIL_SEND_SCOPE } from 'contracts';
import { mailGrants } from '../../../db/schema';
import { GMAIL_METADATA_SCOPE } from '../../google';
import { startDeliveryHarness, type DeliveryHarness } from '../../../../testkit/delivery/delivery-harness';

const METADATA_SCOPES = ['openid', 'email', GMAIL_SEND_SCOPE, GMAIL_METADATA_SCOPE];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("Gmail's throttles", () => {
  let h: DeliveryHarness;
  beforeAll(async () => {
    h = await startDeliveryHarness();
  });
  afterAll(() => h.close());
  beforeEach(() => h.google.reset());

  const scheduled = (scopes?: string[]) => h.scheduledEmail({ scopes });

  const sendCalls = () => h.google.callsOf('test.user@gmail.com').send;
  const threadReads = () => h.google.callsOf('test.user@gmail.com')['threads.get'];
  const endHold = (userId: string) =>
    h.handle.db
      .update(mailGrants)
      .set({ heldUntil: sql`now() - interval '1 second'` })
      .where(eq(mailGrants.userId, userId));

  it('holds the account until the time a 429 states (no Retry-After header, no suffix): not an attempt, and the email says when', async () => {
    const { user, contact, emailId } = await scheduled();
    h.google.failNext({ status: 429, endpoint: 'send', retryAfterSeconds: 40 });
    const before = Date.now();
    expect(await h.engine().deliver(emailId)).toBe('limited');
    const held = await h.email(emailId);
    expect(held).toMatchObject({ status: 'SCHEDULED', attempts: 0, claimToken: null });
    expect(held.errorMessage).toMatch(/^Gmail asked this account to slow down; sending resumes at /);
    expect((await h.pendingJobs(emailId)).at(-1)!.next_run_at.getTime()).toBeGreaterThanOrEqual(before + 39_000);

    // Asked again before that time (a duplicate job, Send now), Gmail is not called at all.
    await h.makeDue(emailId);
    expect(await h.engine().deliver(emailId)).toBe('limited');
    expect(sendCalls()).toBe(1);

    await endHold(user.id);
    await h.makeDue(emailId);
    expect(await h.engine().deliver(emailId)).toBe('sent');
    expect((await h.sent()).filter((message) => message.to.includes(contact.email!))).toHaveLength(1);
    expect(sendCalls()).toBe(2);
  });

  it('retries the 403 rateLimitExceeded form (no stated time) with backoff, counting attempts, and sends once', async () => {
    const { contact, emailId } = await scheduled();
    h.google.failNext({ variant: 'rateLimitExceeded403', endpoint: 'send' });
    expect(await h.engine().deliver(emailId)).toBe('sent');
    expect(await h.email(emailId)).toMatchObject({ status: 'SENT', attempts: 2 });
    expect((await h.sent()).filter((message) => message.to.includes(contact.email!))).toHaveLength(1);
  });

  it('a stated time on a reply read holds the reply poller for the account too', async () => {
    const { user, emailId } = await scheduled(METADATA_SCOPES);
    const engine = h.engine();
    expect(await engine.deliver(emailId)).toBe('sent');
    const poll = () => h.poll(engine, user.id);
    h.google.failNext({ status: 429, endpoint: 'any', retryAfterSeconds: 60, count: 5 });
    expect(await poll()).toMatchObject({ accounts: 1, failures: 1 });
    h.google.resetCalls();
    expect(await poll()).toMatchObject({ accounts: 0 }); // held: no Gmail call until the stated time
    expect(Object.values(h.google.callsOf('test.user@gmail.com')).reduce((a, b) => a + b, 0)).toBe(0);
  });

  describe('the reply check before a follow-up', () => {
    async function followUpDue() {
      const { user, contact, emailId } = await scheduled(METADATA_SCOPES);
      expect(await h.engine().deliver(emailId)).toBe('sent');
      const followUp = (await h.emailsOf(contact.id))[1]!;
      await h.makeDue(followUp.id);
      return { user, contact, followUp };
    }

    it('throttled for a while: the follow-up is never sent unchecked, the checks back off, then it goes once', async () => {
      const { contact, followUp } = await followUpDue();
      // threads.get refused for the whole throttle (429 whose stated time is already due: backoff, not a hold).
      h.google.failNext({ status: 429, endpoint: 'threads', retryAfterSeconds: 0, count: 1_000 });
      const engine = h.engine({ replyCheckBaseDelayMs: 150, replyCheckMaxDelayMs: 1_200 });
      const throttleMs = 3_000;
      const start = Date.now();
      const outcomes: string[] = [];
      // Each refused check leaves a job for the next check, later than the one before: run the newest when it is due,
      // as a worker would (the follow-up's first job, days away, is not one of them).
      const nextCheck = async () =>
        Math.max(
          start,
          ...(await h.pendingJobs(followUp.id)).map((job) => job.next_run_at.getTime()).filter((at) => at < start + 60_000),
        );
      while (Date.now() - start < throttleMs) {
        await sleep(Math.max(0, (await nextCheck()) - Date.now()));
        if (Date.now() - start >= throttleMs) break;
        outcomes.push(await engine.deliver(followUp.id));
      }
      expect(outcomes.length).toBeGreaterThan(0);
      expect(outcomes.every((outcome) => outcome === 'retrying')).toBe(true);
      expect(sendCalls()).toBe(1); // email 1 only
      // 150, 300, 600, 1200 ms apart: 5 reads in 3 s, not a storm.
      expect(threadReads()).toBe(outcomes.length);
      expect(threadReads()).toBeLessThanOrEqual(5);
      const waiting = await h.email(followUp.id);
      expect(waiting).toMatchObject({ status: 'SCHEDULED', attempts: 0, claimToken: null });
      expect(waiting.errorMessage).toMatch(/^Waiting to check for a reply before sending \(Gmail is busy\); next check at /);

      h.google.clearFaults();
      await sleep(Math.max(0, (await nextCheck()) - Date.now()));
      expect(await engine.deliver(followUp.id)).toBe('sent');
      expect((await h.sent()).filter((message) => message.to.includes(contact.email!))).toHaveLength(2);
    });

    it('a reply that arrived during the throttle stops the follow-up at the first check that succeeds', async () => {
      const { contact, followUp } = await followUpDue();
      h.google.failNext({ status: 500, endpoint: 'threads', count: 2 });
      const engine = h.engine({ replyCheckBaseDelayMs: 50, replyCheckMaxDelayMs: 100 });
      expect(await engine.deliver(followUp.id)).toBe('retrying');
      const first = (await h.emailsOf(contact.id))[0]!;
      await h.google.reply(first.threadId!);
      await h.makeDue(followUp.id);
      expect(await engine.deliver(followUp.id)).toBe('retrying');
      await h.makeDue(followUp.id);
      expect(await engine.deliver(followUp.id)).toBe('stopped-by-reply');
      expect((await h.sent()).filter((message) => message.to.includes(contact.email!))).toHaveLength(1);
    });

    it('a check refused with a stated time holds the follow-up until then, without another read', async () => {
      const { user, followUp } = await followUpDue();
      h.google.failNext({ status: 429, endpoint: 'threads', retryAfterSeconds: 120 });
      expect(await h.engine().deliver(followUp.id)).toBe('limited');
      await h.makeDue(followUp.id);
      expect(await h.engine().deliver(followUp.id)).toBe('limited');
      expect(threadReads()).toBe(1);
      expect(sendCalls()).toBe(1);
      await endHold(user.id);
      await h.makeDue(followUp.id);
      expect(await h.engine().deliver(followUp.id)).toBe('sent');
      expect(threadReads()).toBe(2);
    });
  });
});
