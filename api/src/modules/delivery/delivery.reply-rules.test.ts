// Job-aware reply rules against real PostgreSQL and the devstack Gmail stand-in: each stop says why
// (contacts.stop_reason), a colleague writing a new thread stops the sequence, an out-of-office return date holds the
// next follow-up (the poller and the pre-send check alike), acknowledgements and newsletters change nothing, and an
// account without the gmail.metadata grant is sent its emails but never read.
import { eq } from 'drizzle-orm';
import { GMAIL_SEND_SCOPE, bouncedReasonUnknown, leftCompany, outOfOfficeMoveNote, sendPolicyOf } from 'contracts';
import { contacts } from '../../db/schema';
import { GMAIL_METADATA_SCOPE } from '../google';
import { markGrantRevoked, storeGrant } from '../mailbox';
import { returnOpening, pollReplies } from './replies';
import { scheduleSequenceForContact } from './schedule';
import { startDeliveryHarness, type DeliveryHarness } from '../../../testkit/delivery/delivery-harness';

const METADATA_SCOPES = ['openid', 'email', GMAIL_SEND_SCOPE, GMAIL_METADATA_SCOPE];
const SEND_ONLY_SCOPES = ['openid', 'email', GMAIL_SEND_SCOPE];
const READS = ['history', 'messages.get', 'messages.list', 'threads.get', 'profile'] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

describe('reply rules: who answered, and what it does to the sequence', () => {
  let h: DeliveryHarness;
  beforeAll(async () => {
    h = await startDeliveryHarness();
  });
  afterAll(() => h.close());
  beforeEach(() => h.google.reset());

  /** A sender whose first email to one contact went out; its follow-up is scheduled. */
  async function firstSent(options: { email?: string; scopes?: string[]; contactEmail?: string } = {}) {
    const user = await h.sender({ email: options.email, scopes: options.scopes ?? METADATA_SCOPES });
    const campaign = await h.campaign(user);
    const contact = await h.contact(campaign, options.contactEmail ? { email: options.contactEmail } : {});
    const { campaignEmailId } = await scheduleSequenceForContact(h.handle.db, {
      userId: user.id,
      campaignId: campaign.id,
      contactId: contact.id,
    });
    expect(await h.engine().deliver(campaignEmailId)).toBe('sent');
    const [first, followUp] = await h.emailsOf(contact.id);
    return { user, campaign, contact, first: first!, followUp: followUp! };
  }

  function poller(userId: string, now?: () => Date) {
    const engine = h.engine();
    const deps = {
      db: h.handle.db,
      mailboxes: engine.mailboxes,
      logger: engine.deps.logger,
      now,
    };
    return () => pollReplies(deps, { userId });
  }

  const contactRow = async (id: number) => (await h.handle.db.select().from(contacts).where(eq(contacts.id, id)))[0]!;
  const readCalls = (account: string) => {
    const calls = h.google.callsOf(account);
    return Object.fromEntries(READS.map((endpoint) => [endpoint, calls[endpoint]]));
  };
  const noReads = Object.fromEntries(READS.map((endpoint) => [endpoint, 0]));

  it('a reply from the contact stops the sequence with stop reason REPLIED', async () => {
    const { user, contact, first } = await firstSent();
    await h.google.reply(first.threadId!);
    expect(await poller(user.id)()).toMatchObject({ replies: 1 });
    expect(await contactRow(contact.id)).toMatchObject({ status: 'RESPONDED', stopReason: 'REPLIED', replyUndoUntil: null });
    expect((await h.emailsOf(contact.id)).map((email) => email.status)).toEqual(['RECEIVED']);
  });

  it('a colleague answering in the thread stops it (COLLEAGUE_REPLIED), also right before a follow-up', async () => {
    const polled = await firstSent({ contactEmail: 'dana.scully@acme.example' });
    await h.google.reply(polled.first.threadId!, { from: 'Ravi Patel <ravi.patel@acme.example>' });
    expect(await poller(polled.user.id)()).toMatchObject({ colleagueReplies: 1, replies: 0 });
    expect(await contactRow(polled.contact.id)).toMatchObject({ status: 'RESPONDED', stopReason: 'COLLEAGUE_REPLIED' });

    const checked = await firstSent({ contactEmail: 'fox.mulder@acme.example' });
    await h.google.reply(checked.first.threadId!, { from: 'Ravi Patel <ravi.patel@acme.example>' });
    await h.makeDue(checked.followUp.id);
    expect(await h.engine().deliver(checked.followUp.id)).toBe('stopped-by-reply');
    expect(await contactRow(checked.contact.id)).toMatchObject({ status: 'RESPONDED', stopReason: 'COLLEAGUE_REPLIED' });
    expect(await h.sent()).toHaveLength(2); // the two first emails, no follow-up
  });

  it("a coordinator at the contact's company writing a NEW thread stops it; newsletters, promotions and strangers do not", async () => {
    const { user, contact, followUp } = await firstSent({ contactEmail: 'dana.scully@acme.example' });
    const poll = poller(user.id);
    await poll(); // first sweep: sets the history cursor
    const account = 'test.user@gmail.com';
    await h.google.receive({ account, from: 'Sam <sam@gmail.com>', subject: 'Dinner on Friday?' });
    await h.google.receive({
      account,
      from: 'Acme <news@acme.example>',
      subject: 'Acme product update',
      headers: { 'List-Unsubscribe': '<mailto:unsubscribe@acme.example>' },
    });
    await h.google.receive({
      account,
      from: 'Acme Deals <deals@acme.example>',
      subject: '50% off',
      labelIds: ['CATEGORY_PROMOTIONS'],
    });
    h.google.resetCalls();
    expect(await poll()).toMatchObject({ replies: 0, colleagueReplies: 0, newThreadReads: 2 });
    // One history call; the sender of the promotion is never asked for (its label says enough).
    expect(readCalls(account)).toMatchObject({ history: 1, 'messages.get': 2, 'threads.get': 0 });
    expect(await contactRow(contact.id)).toMatchObject({ status: 'IN_PROGRESS', stopReason: null });

    await h.google.receive({
      account,
      from: 'Priya Nair <priya.nair@acme.example>',
      subject: 'Scheduling a call about the Engineer role',
    });
    expect(await poll()).toMatchObject({ colleagueReplies: 1 });
    expect(await contactRow(contact.id)).toMatchObject({ status: 'RESPONDED', stopReason: 'COLLEAGUE_REPLIED' });
    expect(await h.engine().deliver(followUp.id)).toBe('missing'); // the follow-up is gone
  });

  it('an ATS acknowledgement does not stop it; a recruiter writing through the ATS relay naming the company does', async () => {
    const { user, contact } = await firstSent({ contactEmail: 'dana.scully@acme.example' });
    const poll = poller(user.id);
    await poll();
    const account = 'test.user@gmail.com';
    await h.google.receive({
      account,
      from: 'Acme Hiring Team <no-reply@us.greenhouse-mail.io>',
      subject: 'Thank you for applying to Acme',
    });
    expect(await poll()).toMatchObject({ replies: 0, colleagueReplies: 0 });
    expect((await contactRow(contact.id)).status).toBe('IN_PROGRESS');

    await h.google.receive({ account, from: '"Jordan Lee (Acme)" <jordan.lee@hire.lever.co>', subject: 'Your background' });
    expect(await poll()).toMatchObject({ colleagueReplies: 1 });
    expect(await contactRow(contact.id)).toMatchObject({ status: 'RESPONDED', stopReason: 'COLLEAGUE_REPLIED' });
  });

  it("'no longer with the company' (an auto-reply) stops it: ERROR with a message saying so, stop reason LEFT_COMPANY", async () => {
    const { user, contact, first } = await firstSent();
    await h.google.reply(first.threadId!, {
      subject: 'Automatic reply: Dana Scully is no longer with Acme',
      headers: { 'Auto-Submitted': 'auto-generated', 'X-Auto-Response-Suppress': 'All' },
    });
    expect(await poller(user.id)()).toMatchObject({ leftCompany: 1 });
    expect(await contactRow(contact.id)).toMatchObject({
      status: 'ERROR',
      stopReason: 'LEFT_COMPANY',
      errorMessage: leftCompany(contact.email!),
    });
    // The first email was delivered (someone's robot answered); only the follow-up goes.
    expect((await h.emailsOf(contact.id)).map((email) => email.status)).toEqual(['SENT']);
  });

  it("a failure notice stops it as 'Bounced (reason unknown)' (the reason is in the body, never read)", async () => {
    const gmail = await firstSent();
    await h.google.reply(gmail.first.threadId!, { bounce: true });
    const exim = await firstSent();
    await h.google.reply(exim.first.threadId!, {
      from: 'Mail Delivery System <Mailer-Daemon@mx.acme.example>',
      subject: 'Mail delivery failed: returning message to sender',
      headers: { 'X-Failed-Recipients': exim.contact.email! },
    });
    expect(await poller(gmail.user.id)()).toMatchObject({ bounces: 1 });
    expect(await poller(exim.user.id)()).toMatchObject({ bounces: 1 });
    for (const stopped of [gmail, exim]) {
      expect(await contactRow(stopped.contact.id)).toMatchObject({
        status: 'ERROR',
        stopReason: 'BOUNCED_REASON_UNKNOWN',
        errorMessage: bouncedReasonUnknown(stopped.contact.email!),
      });
    }
  });

  describe('out of office with a return date', () => {
    const returnDay = (daysAhead: number) => new Date(Date.now() + daysAhead * DAY_MS).toISOString().slice(0, 10);

    it('the poller moves the next follow-up to the first window opening on the return date; its job then waits for it', async () => {
      const { user, campaign, contact, first, followUp } = await firstSent();
      const back = returnDay(10);
      await h.google.reply(first.threadId!, {
        subject: `Out of office until ${back}`,
        headers: { 'Auto-Submitted': 'auto-replied' },
      });
      expect(await poller(user.id)()).toMatchObject({ postponed: 1, replies: 0 });
      const until = returnOpening(back, sendPolicyOf({ zone: campaign.timezone, excludeWeekends: campaign.excludeWeekends }));
      expect((await h.email(followUp.id)).scheduledFor).toEqual(until);
      expect((await h.email(followUp.id)).errorMessage).toBe(outOfOfficeMoveNote(back));
      expect((await contactRow(contact.id)).status).toBe('IN_PROGRESS');

      // The follow-up's job runs at its old time: nothing goes, the email is due again when the recipient is back.
      expect(await h.engine().deliver(followUp.id)).toBe('rescheduled');
      expect(await h.pendingJobs(followUp.id)).toContainEqual({ next_run_at: until });
      expect(await h.sent()).toHaveLength(1);
      // The contact's history says why it waits, also after its old job ran.
      expect((await h.email(followUp.id)).errorMessage).toBe(outOfOfficeMoveNote(back));

      // At that time it goes, once.
      const later = () => new Date(until.getTime() + 60_000);
      const engine = h.engine({}, { now: later });
      expect(await engine.deliver(followUp.id)).toBe('sent');
      expect(await engine.deliver(followUp.id)).toBe('done');
      expect(await h.sent()).toHaveLength(2);
      expect((await h.email(followUp.id)).errorMessage).toBeNull();
    });

    it('never earlier: a return date before the follow-up is due changes nothing', async () => {
      const { user, first, followUp } = await firstSent();
      await h.google.reply(first.threadId!, {
        subject: `Out of office until ${returnDay(1)}`,
        headers: { 'X-Autoreply': 'yes' },
      });
      expect(await poller(user.id)()).toMatchObject({ postponed: 0 });
      expect((await h.email(followUp.id)).scheduledFor).toEqual(followUp.scheduledFor);
    });

    it('the pre-send thread check holds a due follow-up until the return date too', async () => {
      const { campaign, first, followUp } = await firstSent();
      const back = returnDay(6);
      await h.google.reply(first.threadId!, { subject: `OOO until ${back}`, headers: { 'Auto-Submitted': 'auto-replied' } });
      await h.makeDue(followUp.id);
      expect(await h.engine().deliver(followUp.id)).toBe('rescheduled');
      const until = returnOpening(back, sendPolicyOf({ zone: campaign.timezone, excludeWeekends: campaign.excludeWeekends }));
      expect((await h.email(followUp.id)).scheduledFor).toEqual(until);
      expect((await h.email(followUp.id)).errorMessage).toBe(outOfOfficeMoveNote(back));
      expect(await h.pendingJobs(followUp.id)).toContainEqual({ next_run_at: until });
      expect(await h.sent()).toHaveLength(1);
    });
  });

  describe('accounts without the gmail.metadata grant', () => {
    it('a send-only account with sequences in flight is sent its emails and never read', async () => {
      const account = 'send.only@gmail.com';
      const { user, contact, first, followUp } = await firstSent({ email: account, scopes: SEND_ONLY_SCOPES });
      await h.google.reply(first.threadId!); // a reply it cannot see
      const poll = poller(user.id);
      expect(await poll()).toMatchObject({ accounts: 0 });
      await h.makeDue(followUp.id);
      expect(await h.engine().deliver(followUp.id)).toBe('sent'); // no pre-send thread check without the grant
      expect(await poll()).toMatchObject({ accounts: 0 });
      expect(h.google.callsOf(account)).toMatchObject({ send: 2, ...noReads });
      expect((await contactRow(contact.id)).status).toBe('IN_PROGRESS');
    });

    it('a grant narrowed to sending (reconnected without header access) is not polled on the next poll', async () => {
      const account = 'narrowed@gmail.com';
      const { user } = await firstSent({ email: account });
      const poll = poller(user.id);
      expect(await poll()).toMatchObject({ accounts: 1 });
      expect(h.google.callsOf(account).profile).toBe(1); // the first sweep
      const tokens = h.google.issueTokens({ email: account, scopes: SEND_ONLY_SCOPES });
      await storeGrant(h.handle.db, h.config.tokenEncryption, {
        userId: user.id,
        provider: 'google',
        address: account,
        scopes: SEND_ONLY_SCOPES,
        refreshToken: tokens.refreshToken,
      });
      h.google.resetCalls();
      expect(await poll()).toMatchObject({ accounts: 0 });
      expect(readCalls(account)).toEqual(noReads);
    });

    it('a grant revoked in the app is not polled; one revoked at Google is found out once, then left alone', async () => {
      const inApp = await firstSent({ email: 'revoked.in.app@gmail.com' });
      await poller(inApp.user.id)();
      await markGrantRevoked(h.handle.db, inApp.user.id);
      h.google.resetCalls();
      expect(await poller(inApp.user.id)()).toMatchObject({ accounts: 0 });
      expect(readCalls('revoked.in.app@gmail.com')).toEqual(noReads);

      const account = 'revoked.at.google@gmail.com';
      const atGoogle = await firstSent({ email: account });
      const poll = poller(atGoogle.user.id);
      await poll(); // sweep, cursor set, access token cached
      h.google.revokeAccount(account);
      h.google.resetCalls();
      expect(await poll()).toMatchObject({ accounts: 1, failures: 0 });
      expect(readCalls(account)).toMatchObject({ history: 1 }); // answered 401; the refresh says invalid_grant
      h.google.resetCalls();
      expect(await poll()).toMatchObject({ accounts: 0 });
      expect(readCalls(account)).toEqual(noReads);
    });
  });
});
