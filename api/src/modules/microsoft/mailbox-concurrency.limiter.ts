// Graph's Outlook limit per app per mailbox on concurrent requests (one more answers 429 ApplicationThrottled
// "MailboxConcurrency"). One process keeps its own requests to a mailbox under that, in arrival order, shared by every
// adapter in the process; other processes' requests can still meet a 429, which is read as 'rate' and retried.

/** Microsoft's number (Throttling limits: Outlook service limits). */
export const MAILBOX_CONCURRENCY = 4;

interface Slots {
  running: number;
  waiting: Array<() => void>;
}

const mailboxes = new Map<string, Slots>();

export async function withMailboxSlot<T>(mailbox: string, work: () => Promise<T>): Promise<T> {
  const key = mailbox.toLowerCase();
  const slots = mailboxes.get(key) ?? { running: 0, waiting: [] };
  mailboxes.set(key, slots);
  if (slots.running >= MAILBOX_CONCURRENCY) await new Promise<void>((resolve) => slots.waiting.push(resolve));
  else slots.running += 1;
  try {
    return await work();
  } finally {
    const next = slots.waiting.shift();
    // The slot passes straight to the next in line; the last one out forgets the mailbox.
    if (next) next();
    else if (--slots.running === 0) mailboxes.delete(key);
  }
}
