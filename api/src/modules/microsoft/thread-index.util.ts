// Exchange files a message in a conversation by its Thread-Index (PidTagConversationIndex: a 22-byte header block of
// one reserved byte, five bytes of time and a 16-byte GUID, then a 5-byte child block per reply) and its
// Thread-Topic; In-Reply-To and References do not decide it. So every email of a run carries a Thread-Index whose GUID
// is derived from the run's constant References anchor (conversation-headers.util.ts in delivery), and the topic of
// the first subject: the same GUID and topic for every follow-up, with no state and no read (README.md, "Threading").
import { createHash, randomBytes } from 'node:crypto';

/** FILETIME (100 ns since 1601) of `ms`, its top five bytes after the reserved one, as the header block holds it. */
function headerBlock(guid: Buffer, ms: number): Buffer {
  const block = Buffer.alloc(22);
  block[0] = 1;
  const filetime = (BigInt(ms) + 11_644_473_600_000n) * 10_000n;
  const high = filetime >> 16n;
  for (let i = 0; i < 5; i += 1) block[1 + i] = Number((high >> BigInt(8 * (4 - i))) & 0xffn);
  guid.copy(block, 6);
  return block;
}

/** The conversation GUID of a run: from its anchor, else (a one-off email) a fresh one. */
export function conversationGuid(anchor: string | undefined): Buffer {
  return anchor ? createHash('sha256').update(anchor.trim()).digest().subarray(0, 16) : randomBytes(16);
}

/** A Thread-Index for a message of the conversation: a first one has the header block only, a reply a child block. */
export function threadIndexFor(guid: Buffer, isReply: boolean, now: number = Date.now()): string {
  const header = headerBlock(guid, now);
  return (isReply ? Buffer.concat([header, randomBytes(5)]) : header).toString('base64');
}

/** The subject without reply and forward prefixes, as Thread-Topic carries it. */
export function threadTopic(subject: string): string {
  let topic = subject.trim();
  for (let guard = 0; guard < 20; guard += 1) {
    const next = topic.replace(/^(?:re|fw|fwd|aw|wg|sv|vs|antw)\s?:\s*/i, '');
    if (next === topic) return topic;
    topic = next;
  }
  return topic;
}

/** The id this module gives a conversation it could not read back (a send-only grant): its GUID, in hex. */
export const THREAD_INDEX_ID_PREFIX = 'thread-index:';
export const threadIndexId = (guid: Buffer) => `${THREAD_INDEX_ID_PREFIX}${guid.toString('hex')}`;
