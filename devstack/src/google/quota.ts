// Gmail API quota: each method costs units (messages.send 100, messages.get 5 ...), counted per user and per project
// over a minute; over either limit Google answers 429 until the minute's units fall back under it. Units and limits
// as documented in "Usage limits" (README.md); the limits can be set lower, as new Cloud projects often have.
import type { GmailEndpoint } from './call-counter';

export const QUOTA_UNITS: Readonly<Record<GmailEndpoint, number>> = {
  send: 100,
  'messages.get': 5,
  'messages.list': 5,
  'threads.get': 10,
  history: 2,
  profile: 1,
};

const MINUTE_MS = 60_000;

type Spend = { at: number; units: number };

export type QuotaRefusal = { scope: 'user' | 'project'; retryAfterSeconds: number };

export class QuotaLedger {
  private perUser = new Map<string, Spend[]>();
  private project: Spend[] = [];

  private static recent(spends: Spend[], now: number): Spend[] {
    let first = 0;
    while (first < spends.length && spends[first]!.at <= now - MINUTE_MS) first += 1;
    return first > 0 ? spends.slice(first) : spends;
  }

  /** Charges a call, or answers which limit refuses it (nothing is charged then). 0 as a limit: none. */
  charge(
    account: string,
    endpoint: GmailEndpoint,
    now: number,
    limits: { userUnitsPerMinute: number; projectUnitsPerMinute: number },
  ): QuotaRefusal | undefined {
    const units = QUOTA_UNITS[endpoint];
    const user = QuotaLedger.recent(this.perUser.get(account) ?? [], now);
    this.project = QuotaLedger.recent(this.project, now);
    const sum = (spends: Spend[]) => spends.reduce((total, spend) => total + spend.units, 0);
    const wait = (spends: Spend[]) => Math.max(1, Math.ceil(((spends[0]?.at ?? now) + MINUTE_MS - now) / 1000));
    if (limits.projectUnitsPerMinute > 0 && sum(this.project) + units > limits.projectUnitsPerMinute) {
      return { scope: 'project', retryAfterSeconds: wait(this.project) };
    }
    if (limits.userUnitsPerMinute > 0 && sum(user) + units > limits.userUnitsPerMinute) {
      this.perUser.set(account, user);
      return { scope: 'user', retryAfterSeconds: wait(user) };
    }
    user.push({ at: now, units });
    this.project.push({ at: now, units });
    this.perUser.set(account, user);
    return undefined;
  }

  /** Units each account spent in the last minute. */
  unitsOf(account: string, now: number = Date.now()): number {
    return QuotaLedger.recent(this.perUser.get(account) ?? [], now).reduce((total, spend) => total + spend.units, 0);
  }

  reset(): void {
    this.perUser.clear();
    this.project = [];
  }
}
