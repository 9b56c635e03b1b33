// Graph calls per account and endpoint, so tests can assert what a mailbox cost ("a send-only account is never
// read"). Read with GET /__control/calls.

export type GraphEndpoint = 'me' | 'send' | 'messages.list' | 'messages.get' | 'delta';
export const GRAPH_ENDPOINTS: readonly GraphEndpoint[] = ['me', 'send', 'messages.list', 'messages.get', 'delta'];
export type CallCounts = Record<string, Record<GraphEndpoint, number>>;

const zero = () => Object.fromEntries(GRAPH_ENDPOINTS.map((e) => [e, 0])) as Record<GraphEndpoint, number>;

export class CallCounter {
  private counts = new Map<string, Record<GraphEndpoint, number>>();
  /** Request times per account, for the 10,000-per-10-minutes limit. */
  private times = new Map<string, number[]>();

  count(account: string, endpoint: GraphEndpoint, now = Date.now()): number {
    const perEndpoint = this.counts.get(account) ?? zero();
    perEndpoint[endpoint] += 1;
    this.counts.set(account, perEndpoint);
    const recent = (this.times.get(account) ?? []).filter((at) => at > now - 10 * 60 * 1000);
    recent.push(now);
    this.times.set(account, recent);
    return recent.length;
  }

  snapshot(): CallCounts {
    return Object.fromEntries([...this.counts].map(([account, counts]) => [account, { ...counts }]));
  }

  of(account: string): Record<GraphEndpoint, number> {
    return { ...(this.counts.get(account.toLowerCase()) ?? zero()) };
  }

  reset(): void {
    this.counts.clear();
    this.times.clear();
  }
}
