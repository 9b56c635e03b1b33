// What the recipients of the stand-in's sends see: every delivered copy lands in each recipient's mailbox, threaded
// into conversations by Gmail's published rule for incoming mail (Workspace Updates, "Threading changes in Gmail
// conversation view", 2019-03-29): a message joins a conversation only when its subject matches (reply prefixes
// aside) AND its References/In-Reply-To name the Message-ID of a message already there, or an ID that the
// conversation's messages consistently reference. Two emails with the same subject from the same sender stay apart
// unless one references the other. README.md, conformance table.
import type { ParsedHeaders } from '../mail/mime-parse';

export interface ReceivedMessage {
  /** The Message-ID the recipient got (Gmail's own, once messages.send replaced ours). */
  messageId?: string;
  from: string;
  subject: string;
  inReplyTo?: string;
  references: string[];
  /** The sender's Gmail thread id (for tests: which of the sender's threads this copy came from). */
  senderThreadId: string;
  receivedAt: number;
}

export interface RecipientConversation {
  id: string;
  subject: string;
  messages: ReceivedMessage[];
}

const REPLY_PREFIX = /^(?:re|fwd?)\s*:\s*/i;

/** The subject a conversation is known by: reply and forward prefixes off, spaces collapsed, case folded. */
export function conversationSubject(subject: string): string {
  let rest = subject.trim();
  for (let match = REPLY_PREFIX.exec(rest); match; match = REPLY_PREFIX.exec(rest)) rest = rest.slice(match[0].length);
  return rest.replace(/\s+/g, ' ').toLowerCase();
}

/** IDs a conversation is known by: its messages' Message-IDs and every ID they reference. */
function knownIds(conversation: RecipientConversation): Set<string> {
  const ids = new Set<string>();
  for (const message of conversation.messages) {
    if (message.messageId) ids.add(message.messageId);
    for (const id of message.references) ids.add(id);
    if (message.inReplyTo) ids.add(message.inReplyTo);
  }
  return ids;
}

/** Recipient mailboxes (any address, inside the stand-in or not), in memory. */
export class RecipientMailboxStore {
  private mailboxes = new Map<string, RecipientConversation[]>();
  private counter = 0;

  reset(): void {
    this.mailboxes.clear();
  }

  /** One delivered copy: into each To/Cc recipient's mailbox (Bcc copies too, named by the caller). */
  deliver(parsed: ParsedHeaders, senderThreadId: string, bcc: readonly string[] = []): void {
    const recipients = new Set([...parsed.to, ...parsed.cc, ...bcc].map((address) => address.toLowerCase()));
    for (const address of recipients) this.receive(address, parsed, senderThreadId);
  }

  private receive(address: string, parsed: ParsedHeaders, senderThreadId: string): void {
    const message: ReceivedMessage = {
      messageId: parsed.messageId,
      from: parsed.from,
      subject: parsed.subject,
      inReplyTo: parsed.inReplyTo,
      references: parsed.references,
      senderThreadId,
      receivedAt: Date.now(),
    };
    const conversations = this.mailboxes.get(address) ?? [];
    this.mailboxes.set(address, conversations);
    const referenced = [...message.references, ...(message.inReplyTo ? [message.inReplyTo] : [])];
    const subject = conversationSubject(message.subject);
    const joined =
      referenced.length === 0
        ? undefined
        : conversations.find((conversation) => {
            if (conversationSubject(conversation.subject) !== subject) return false;
            const known = knownIds(conversation);
            return referenced.some((id) => known.has(id));
          });
    if (joined) joined.messages.push(message);
    else conversations.push({ id: `conversation-${++this.counter}`, subject: message.subject, messages: [message] });
  }

  /** The recipient's conversations, oldest first. */
  conversations(address: string): RecipientConversation[] {
    return this.mailboxes.get(address.toLowerCase()) ?? [];
  }
}
