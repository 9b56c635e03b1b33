// "Never twice" after a 5xx (product.md §10): Gmail sometimes sends an email it answered 500 for
// (googleapis/google-api-python-client#1474). With a header scope the mailbox is looked at before any resend; with
// 'Send only' nothing can be read back, so the email is never resent automatically and the user is asked to check Sent.
import { DELIVERY_UNCONFIRMED, GMAIL_SEND_SCOPE } from 'contracts';
import { GMAIL_METADATA_SCOPE } from '../../google';
import { startDeliveryHarness, type DeliveryHarness } from '../../../../testkit/delivery/delivery-harness';

const HEADERS = ['openid', 'email', GMAIL_SEND_SCOPE, GMAIL_METADATA_SCOPE];
const SEND_ONLY = ['openid', 'email', GMAIL_SEND_SCOPE];

describe('a send Gmail answered 5xx', () => {
  let h: DeliveryHarness;
  beforeAll(async () => {
    h = await startDeliveryHarness();
  });
  afterAll(() => h.close());
  beforeEach(() => h.google.reset());

  const scheduled = (scopes: string[]) => h.scheduledEmail({ scopes });

  const copiesTo = async (address: string) => (await h.sent()).filter((message) => message.to.includes(address));
  const sendCalls = () => h.google.callsOf('test.user@gmail.com').send;

  describe('headers tier', () => {
    it('Gmail sent it despite the 500: found in Sent, recorded SENT with its follow-up, never sent a second time', async () => {
      const { contact, emailId } = await scheduled(HEADERS);
      h.google.failNext({ status: 500, endpoint: 'send', deliverAnyway: true });
      const before = Date.now();
      expect(await h.engine().deliver(emailId)).toBe('retrying');
      // The retry waits as long as an interrupted send's copy is given to show up in Sent.
      expect((await h.pendingJobs(emailId)).at(-1)!.next_run_at.getTime()).toBeGreaterThanOrEqual(before + 2 * 60_000 - 1_000);

      expect(await h.engine().deliver(emailId)).toBe('sent');
      const copies = await copiesTo(contact.email!);
      expect(copies).toHaveLength(1);
      expect(sendCalls()).toBe(1);
      expect(await h.email(emailId)).toMatchObject({
        status: 'SENT',
        gmailMessageId: copies[0]!.id,
        threadId: copies[0]!.threadId,
        rfcMessageId: copies[0]!.messageId,
        errorMessage: null,
      });
      // The sequence goes on as after a normal send: the next step is scheduled in the same thread.
      const emails = await h.emailsOf(contact.id);
      expect(emails.find((email) => email.position === 2)).toMatchObject({ status: 'SCHEDULED', threadId: copies[0]!.threadId });
    });

    it('a look for the copy that Gmail refuses is tried again later: never a resend unchecked, nor an ERROR', async () => {
      const { contact, emailId } = await scheduled(HEADERS);
      h.google.failNext({ status: 500, endpoint: 'send', deliverAnyway: true });
      expect(await h.engine().deliver(emailId)).toBe('retrying');
      // Sent is read through messages.list: refused for the next look.
      h.google.failNext({ status: 500, endpoint: 'messages', count: 1 });
      expect(await h.engine().deliver(emailId)).toBe('retrying');
      expect(await h.email(emailId)).toMatchObject({ status: 'SCHEDULED', claimToken: null });
      expect(sendCalls()).toBe(1);
      await h.makeDue(emailId);
      expect(await h.engine().deliver(emailId)).toBe('sent');
      expect(await copiesTo(contact.email!)).toHaveLength(1);
      expect(sendCalls()).toBe(1);
    });

    it('a follow-up Gmail sent despite the 500 is found in its thread and not sent again', async () => {
      const { contact, emailId } = await scheduled(HEADERS);
      expect(await h.engine().deliver(emailId)).toBe('sent');
      const followUp = (await h.emailsOf(contact.id)).find((email) => email.position === 2)!;
      await h.makeDue(followUp.id);

      h.google.failNext({ status: 500, endpoint: 'send', deliverAnyway: true });
      expect(await h.engine().deliver(followUp.id)).toBe('retrying');
      const threadReadsBefore = h.google.callsOf('test.user@gmail.com')['threads.get'];
      expect(await h.engine().deliver(followUp.id)).toBe('sent');

      const copies = await copiesTo(contact.email!);
      expect(copies).toHaveLength(2);
      expect(copies[1]!.subject).toBe(`Re: ${copies[0]!.subject}`);
      expect(sendCalls()).toBe(2);
      expect(h.google.callsOf('test.user@gmail.com')['threads.get']).toBeGreaterThan(threadReadsBefore);
      expect(await h.email(followUp.id)).toMatchObject({ status: 'SENT', gmailMessageId: copies[1]!.id });
    });

    it('Gmail did not send it: it is resent under the same Message-ID, and the recipient gets exactly one copy', async () => {
      const { contact, emailId } = await scheduled(HEADERS);
      // Gmail keeps our Message-ID here, so the copy shows which id the resend carried.
      h.google.behave({ replaceMessageId: false });
      h.google.failNext({ status: 500, endpoint: 'send' });
      expect(await h.engine().deliver(emailId)).toBe('retrying');
      const firstAttemptId = (await h.email(emailId)).rfcMessageId;
      expect(firstAttemptId).toMatch(/^<[^<>@\s]+@[^<>@\s]+>$/);
      expect(await copiesTo(contact.email!)).toHaveLength(0);

      expect(await h.engine().deliver(emailId)).toBe('sent');
      const copies = await copiesTo(contact.email!);
      expect(copies).toHaveLength(1);
      expect(copies[0]!.messageId).toBe(firstAttemptId);
      expect(sendCalls()).toBe(2);
      expect(await h.email(emailId)).toMatchObject({ status: 'SENT', gmailMessageId: copies[0]!.id });
    });

    it('a 5xx on the last attempt is not given up as refused: unconfirmed, then the Sent folder settles it as SENT', async () => {
      const { user, contact, emailId } = await scheduled(HEADERS);
      h.google.failNext({ status: 500, endpoint: 'send', deliverAnyway: true });
      const engine = h.engine({ maxSendAttempts: 1 });
      expect(await engine.deliver(emailId)).toBe('unconfirmed');
      expect(await h.email(emailId)).toMatchObject({ status: 'ERROR', errorMessage: DELIVERY_UNCONFIRMED });

      // The reply poll a few minutes later reads Sent (as for an interrupted send) and finds Gmail's copy.
      const later = new Date(Date.now() + 3 * 60_000);
      await h.poll(engine, user.id, { now: () => later });
      const copies = await copiesTo(contact.email!);
      expect(copies).toHaveLength(1);
      expect(await h.email(emailId)).toMatchObject({ status: 'SENT', gmailMessageId: copies[0]!.id, errorMessage: null });
    });
  });

  describe("'Send only' tier (nothing can be read back)", () => {
    it('Gmail sent it despite the 500: not sent again; the email asks the user to check Sent', async () => {
      const { contact, emailId } = await scheduled(SEND_ONLY);
      h.google.failNext({ status: 500, endpoint: 'send', deliverAnyway: true });
      expect(await h.engine().deliver(emailId)).toBe('unconfirmed');
      expect(await h.email(emailId)).toMatchObject({ status: 'ERROR', errorMessage: DELIVERY_UNCONFIRMED, claimToken: null });
      // Nothing more is scheduled until the user has looked: no follow-up was planned from an unknown send.
      expect((await h.emailsOf(contact.id)).filter((email) => email.position > 1)).toHaveLength(0);

      // A duplicate job or a later run does not send it either.
      expect(await h.engine().deliver(emailId)).not.toBe('sent');
      expect(await copiesTo(contact.email!)).toHaveLength(1);
      expect(sendCalls()).toBe(1);
    });

    it('Gmail did not send it: still not resent automatically (it cannot be told apart), and the email says so', async () => {
      const { contact, emailId } = await scheduled(SEND_ONLY);
      h.google.failNext({ status: 500, endpoint: 'send' });
      expect(await h.engine().deliver(emailId)).toBe('unconfirmed');
      expect(await h.email(emailId)).toMatchObject({ status: 'ERROR', errorMessage: DELIVERY_UNCONFIRMED });
      expect(await copiesTo(contact.email!)).toHaveLength(0);
      expect(sendCalls()).toBe(1);
    });
  });
});
