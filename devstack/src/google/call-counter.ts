// Gmail API calls per account and endpoint, so tests and benchmarks can assert what a mailbox cost ("a send-only
// account is never read") and price it in Gmail quota units. Read with GET /__control/calls; reset with the rest.

/** The Gmail endpoints counted: the send and the headers-only reads. */
export type GmailEndpoint = 'send' | 'history' | 'messages.get' | 'messages.list' | 'threads.get' | 'profile';

export const GMAIL_ENDPOINTS: readonly GmailEndpoint[] = [
  'send',
  'history',
  'messages.get',
  'messages.list',
  'threads.get',
  'profile',
];

export type CallCounts = Record<string, Record<GmailEndpoint, number>>;

const zero = (): Record<GmailEndpoint, number> =>
  Object.fromEntries(GMAIL_ENDPOINTS.map((endpoint) => [endpoint, 0])) as Record<GmailEndpoint, number>;

export class CallCounter {
  private counts = new Map<string, Record<GmailEndpoint, number>>();

  /** Counts a call that presented a valid token of `account` (refused ones too: the call was made). */
  count(account: string, endpoint: GmailEndpoint): void {
    let perEndpoint = this.counts.get(account);
    if (!perEndpoint) {
      perEndpoint = zero();
      this.counts.set(account, perEndpoint);
    }
    perEndpoint[endpoint] += 1;
  }

  /** Every account that made a call, each with all endpoints (0 when not called). */
  snapshot(): CallCounts {
    return Object.fromEntries([...this.counts].map(([account, perEndpoint]) => [account, { ...perEndpoint }]));
  }

  /** One account's counts (all zero if it never called). */
  of(account: string): Record<GmailEndpoint, number> {
    return { ...(this.counts.get(account.toLowerCase()) ?? zero()) };
  }

  reset(): void {
    this.counts.clear();
  }
}
