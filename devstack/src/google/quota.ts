// Gmail API quota: each method costs units (messages.send 100, messages.get 20 ...), counted per user and per project
// over a minute; over either limit Google answers 429 until the minute's units fall back under it. Units and limits
// by table, `current` (a Cloud project created now) or `legacy` (an older one), sources in README.md; the limits can
// also be set, as Google lowers or raises them for a project. The stand-in plays Google, so it keeps Google's price
// list itself (devstack imports nothing of ours); the api's budget has its own copy in contracts.
import type { GmailEndpoint } from './call-counter';

type GmailQuotaMethod = 'messages.send' | 'messages.get' | 'messages.list' | 'threads.get' | 'history.list' | 'getProfile';
export const GMAIL_QUOTA_TABLE_NAMES = ['current', 'legacy'] as const;
export type GmailQuotaTableName = (typeof GMAIL_QUOTA_TABLE_NAMES)[number];

/** Units a method costs, and the limits a minute, by table (README.md: quota row). */
const GMAIL_QUOTA_TABLES: Readonly<
  Record<
    GmailQuotaTableName,
    { units: Record<GmailQuotaMethod, number>; userUnitsPerMinute: number; projectUnitsPerMinute: number }
  >
> = {
  current: {
    units: { 'messages.send': 100, 'messages.get': 20, 'messages.list': 5, 'threads.get': 40, 'history.list': 2, getProfile: 1 },
    userUnitsPerMinute: 6_000,
    projectUnitsPerMinute: 1_200_000,
  },
  legacy: {
    units: { 'messages.send': 100, 'messages.get': 5, 'messages.list': 5, 'threads.get': 10, 'history.list': 2, getProfile: 1 },
    userUnitsPerMinute: 15_000,
    projectUnitsPerMinute: 1_200_000,
  },
};

/** The Gmail method behind each endpoint the stand-in counts. */
const METHOD_OF: Readonly<Record<GmailEndpoint, GmailQuotaMethod>> = {
  send: 'messages.send',
  'messages.get': 'messages.get',
  'messages.list': 'messages.list',
  'threads.get': 'threads.get',
  history: 'history.list',
  profile: 'getProfile',
};

/** What a call to the endpoint costs under the table. */
export function quotaUnitsOf(endpoint: GmailEndpoint, table: GmailQuotaTableName = 'current'): number {
  return GMAIL_QUOTA_TABLES[table].units[METHOD_OF[endpoint]];
}

/** The table and the limits a minute (null: the table's; 0: none). */
export type QuotaLimits = {
  quotaTable: GmailQuotaTableName;
  userUnitsPerMinute: number | null;
  projectUnitsPerMinute: number | null;
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
  charge(account: string, endpoint: GmailEndpoint, now: number, { quotaTable, ...set }: QuotaLimits): QuotaRefusal | undefined {
    const units = quotaUnitsOf(endpoint, quotaTable);
    const table = GMAIL_QUOTA_TABLES[quotaTable];
    const limits = {
      userUnitsPerMinute: set.userUnitsPerMinute ?? table.userUnitsPerMinute,
      projectUnitsPerMinute: set.projectUnitsPerMinute ?? table.projectUnitsPerMinute,
    };
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
