// Gmail's own Message-ID on what users.messages.send accepts: whatever the client set is replaced (reported by
// gauteh/lieer#198 and FlowCrypt/flowcrypt-browser#4876), so only the Sent copy tells what the recipient got.
import { randomBytes } from 'node:crypto';

/** A Message-ID shaped like Gmail's (`<CA...@mail.gmail.com>`). */
export function gmailMessageId(): string {
  return `<CA${randomBytes(30).toString('base64url').replace(/[-_]/g, 'x')}@mail.gmail.com>`;
}

function headerEnd(raw: Buffer): number {
  const crlf = raw.indexOf('\r\n\r\n');
  const lf = raw.indexOf('\n\n');
  if (crlf >= 0 && (lf < 0 || crlf < lf)) return crlf;
  return lf >= 0 ? lf : raw.length;
}

/** The message with `messageId` as its only Message-ID header (first header, as Gmail puts it). */
export function withMessageId(raw: Buffer, messageId: string): Buffer {
  const end = headerEnd(raw);
  const head = raw.subarray(0, end).toString('latin1');
  const eol = head.includes('\r\n') || end === raw.indexOf('\r\n\r\n') ? '\r\n' : '\n';
  const lines = head.split(/\r?\n/);
  const kept: string[] = [];
  let dropping = false;
  for (const line of lines) {
    if (/^[ \t]/.test(line) && dropping) continue; // a folded Message-ID value
    dropping = /^message-id\s*:/i.test(line);
    if (!dropping) kept.push(line);
  }
  return Buffer.concat([Buffer.from([`Message-ID: ${messageId}`, ...kept].join(eol), 'latin1'), raw.subarray(end)]);
}
