// The threading headers of a sequence email, chosen so the recipient's mail app keeps a same-thread run in ONE
// conversation (product.md §10, "One conversation for the recipient").
//
// Gmail replaces the Message-ID we set, and a send-only grant cannot read Gmail's back, so a follow-up cannot name
// the ID the recipient got. Gmail threads incoming mail only when References name IDs seen earlier in the thread or
// consistently refer to the same ID (Workspace Updates, 2019-03-29). So every email of a run carries one constant
// anchor in References from its first email on; with a header scope the IDs read back from Gmail follow it (JWZ
// clients then see the real parent). Outlook groups by the subject, which stays 'Re: <first subject>'.

export interface ConversationHeaders {
  references: string[];
  inReplyTo?: string;
}

/** The anchor a run gets from its first email's Message-ID (ours, set before the send): a distinct ID. */
export function conversationAnchorFor(messageId: string): string {
  const match = /^<([^@>]+)@([^>]+)>$/.exec(messageId.trim());
  return match ? `<conversation.${match[1]}@${match[2]}>` : `<conversation.${messageId.replace(/[<>\s]/g, '')}>`;
}

export interface ConversationHeadersInput {
  /** The run's anchor; null for a run whose first email went out before anchors (its old headers are kept). */
  anchor: string | null;
  /** IDs the recipient got, oldest first: Gmail's own read back (headers tier), and a note's answered message. */
  seenReferences: readonly string[];
  /** A follow-up or a note (answers the run), not its first email. */
  isReply: boolean;
}

export function conversationHeaders(input: ConversationHeadersInput): ConversationHeaders {
  const seen = input.seenReferences.filter((id) => id !== input.anchor);
  if (!input.anchor) return seen.length > 0 ? { references: [...seen], inReplyTo: seen[seen.length - 1] } : { references: [] };
  const references = [input.anchor, ...seen];
  if (!input.isReply) return { references };
  return { references, inReplyTo: seen[seen.length - 1] ?? input.anchor };
}
