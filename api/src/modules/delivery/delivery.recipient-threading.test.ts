// What the recruiter sees (product.md §10, "One conversation for the recipient"): the stand-in delivers every sent
// copy into the recipient's mailbox, which threads incoming mail by Gmail's published rule (References must name IDs
// seen earlier in the conversation, or consistently the same ID; the subject must match). Gmail replaces our
// Message-ID, and in the send-only tier it cannot be read back, so only the run's constant anchor holds it together.
import { GMAIL_SEND_SCOPE } from 'contracts';
import { GMAIL_METADATA_SCOPE } from '../google';
import { scheduleSequenceForContact } from './schedule';
import { startDeliveryHarness, type DeliveryHarness } from '../../../testkit/delivery/delivery-harness';

const SEND_ONLY = ['openid', 'email', GMAIL_SEND_SCOPE];
const WITH_HEADERS = [...SEND_ONLY, GMAIL_METADATA_SCOPE];

/**
 * How many threads a JWZ client (Thunderbird, Apple Mail; jwz.org/doc/threading.html) builds from the headers alone,
 * before its subject grouping: each message hangs under its In-Reply-To (else its last reference), each reference
 * under the one before it, and an ID nobody has becomes an empty container that keeps its children together.
 */
function jwzThreads(messages: ReadonlyArray<{ messageId: string | null; inReplyTo: string | null; references: string[] }>) {
  const parent = new Map<string, string>();
  const link = (child: string, above: string | undefined) => {
    if (above && above !== child && !parent.has(child)) parent.set(child, above);
  };
  for (const message of messages) {
    message.references.forEach((id, index) => link(id, message.references[index - 1]));
    link(message.messageId!, message.inReplyTo ?? message.references.at(-1));
  }
  const top = (id: string): string => (parent.has(id) ? top(parent.get(id)!) : id);
  return new Set(messages.map((message) => top(message.messageId!))).size;
}

describe("one conversation in the recipient's Gmail", () => {
  let h: DeliveryHarness;
  let senders = 0;
  beforeAll(async () => {
    h = await startDeliveryHarness();
  });
  afterAll(() => h.close());
  beforeEach(() => h.google.reset());

  /** Every email of a 3-step sequence sent, one after another. */
  async function sentSequence(scopes: string[], steps?: NonNullable<Parameters<DeliveryHarness['campaign']>[1]>['steps']) {
    senders += 1;
    const user = await h.sender({ email: `thread.sender${senders}@gmail.com`, scopes });
    const campaign = await h.campaign(user, steps ? { steps } : {});
    const contact = await h.contact(campaign);
    const { campaignEmailId } = await scheduleSequenceForContact(h.handle.db, {
      userId: user.id,
      campaignId: campaign.id,
      contactId: contact.id,
    });
    const engine = h.engine();
    expect(await engine.deliver(campaignEmailId)).toBe('sent');
    for (let position = 2; position <= 3; position += 1) {
      const next = (await h.emailsOf(contact.id)).find((email) => email.position === position)!;
      await h.makeDue(next.id);
      expect(await engine.deliver(next.id)).toBe('sent');
    }
    const sent = (await h.sent()).filter((message) => message.to.includes(contact.email!));
    const conversations = h.google.recipientConversations(contact.email!);
    return { contact, sent, conversations, rows: await h.emailsOf(contact.id) };
  }

  it.each([
    ['send-only', SEND_ONLY],
    ['send + detect replies', WITH_HEADERS],
  ])('%s: the 3 emails are one conversation for the recruiter, under one References anchor', async (_tier, scopes) => {
    const { sent, conversations, rows } = await sentSequence(scopes);
    expect(sent).toHaveLength(3);
    expect(conversations).toHaveLength(1);
    expect(conversations[0]!.messages.map((message) => message.messageId)).toEqual(sent.map((message) => message.messageId));
    // Gmail gave every copy its own Message-ID; the first References value is the same anchor in all three.
    expect(sent.every((message) => /^<CA\w+@mail\.gmail\.com>$/.test(message.messageId!))).toBe(true);
    const anchor = sent[0]!.references[0];
    expect(anchor).toMatch(/^<conversation\./);
    expect(sent.map((message) => message.references[0])).toEqual([anchor, anchor, anchor]);
    expect(rows.map((row) => row.conversationAnchor)).toEqual([anchor, anchor, anchor]);
    // A JWZ client puts the three under one root (the anchor's empty container) without needing the subject.
    expect(jwzThreads(sent)).toBe(1);
    // The first email answers nothing; the sender's Gmail keeps one thread too.
    expect(sent[0]!.inReplyTo).toBeNull();
    expect(new Set(sent.map((message) => message.threadId)).size).toBe(1);
  });

  it("send-only: follow-ups name only the anchor (Gmail's IDs are never known), never our replaced IDs", async () => {
    const { sent, rows } = await sentSequence(SEND_ONLY);
    const anchor = sent[0]!.references[0]!;
    expect(sent.slice(1).map((message) => [message.references, message.inReplyTo])).toEqual([
      [[anchor], anchor],
      [[anchor], anchor],
    ]);
    expect(rows.every((row) => !row.messageIdFromGmail)).toBe(true);
  });

  it('with headers: after the anchor, follow-ups name the Message-IDs Gmail gave, answering the last', async () => {
    const { sent } = await sentSequence(WITH_HEADERS);
    const [first, second, third] = sent;
    const anchor = first!.references[0]!;
    expect(second).toMatchObject({ references: [anchor, first!.messageId], inReplyTo: first!.messageId });
    expect(third).toMatchObject({ references: [anchor, first!.messageId, second!.messageId], inReplyTo: second!.messageId });
  });

  it("a 'new email' step starts a conversation of its own on purpose, and its follow-up joins that one", async () => {
    const { sent, conversations } = await sentSequence(SEND_ONLY, [
      { subject: 'Platform Engineer application', body: 'Hi {{contact_first_name}}', daysDelay: 0, nextMailInThread: false },
      { subject: 'A new idea for the platform team', body: 'A thought.', daysDelay: 2 },
      { body: 'Bumping this.', daysDelay: 3 },
    ]);
    expect(sent.map((message) => message.subject)).toEqual([
      'Platform Engineer application',
      'A new idea for the platform team',
      'Re: A new idea for the platform team',
    ]);
    expect(conversations.map((conversation) => conversation.messages.length)).toEqual([1, 2]);
    expect(sent[1]!.references[0]).not.toBe(sent[0]!.references[0]);
  });
});
