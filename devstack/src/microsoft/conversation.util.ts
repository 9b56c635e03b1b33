import { createHash, randomBytes } from 'node:crypto';

// Exchange's conversation: the Thread-Index (PidTagConversationIndex) is a 22-byte header block (1 reserved byte,
// 5 bytes of time, a 16-byte GUID) plus a 5-byte child block per reply; every message of a conversation carries the
// same GUID. The stand-in derives `conversationId` from that GUID and the normalized topic.

/** A new Thread-Index header block: 0x01, 5 bytes of FILETIME, a fresh GUID. */
export function newThreadIndex(now = Date.now()): string {
  const header = Buffer.alloc(22);
  header[0] = 1;
  const filetime = (BigInt(now) + 11644473600000n) * 10000n;
  const high = filetime >> 16n;
  for (let i = 0; i < 5; i++) header[1 + i] = Number((high >> BigInt(8 * (4 - i))) & 0xffn);
  randomBytes(16).copy(header, 6);
  return header.toString('base64');
}

/** A reply's Thread-Index: the parent's plus a 5-byte child block. */
export function childThreadIndex(parent: string): string {
  return Buffer.concat([Buffer.from(parent, 'base64'), randomBytes(5)]).toString('base64');
}

/** The conversation GUID (hex) of a Thread-Index, or undefined if the value is not one. */
export function threadGuid(threadIndex: string | undefined): string | undefined {
  if (!threadIndex) return undefined;
  const bytes = Buffer.from(threadIndex.trim(), 'base64');
  if (bytes.length < 22 || (bytes.length - 22) % 5 !== 0) return undefined;
  return bytes.subarray(6, 22).toString('hex');
}

/** Subject without reply/forward prefixes, as Thread-Topic carries it. */
export function normalizeTopic(subject: string): string {
  let topic = subject.trim();
  for (;;) {
    const next = topic.replace(/^(re|fw|fwd|aw|wg|sv|vs|antw)\s?:\s*/i, '');
    if (next === topic) return topic;
    topic = next;
  }
}

/** A stable conversationId for a GUID and topic (Graph's look: "AAQkAG..."). */
export function conversationIdFor(guid: string, topic: string): string {
  const digest = createHash('sha256')
    .update(`${guid}|${normalizeTopic(topic).toLowerCase()}`)
    .digest('base64url');
  return `AAQkAG${digest.slice(0, 40)}=`;
}
