// A provider account as the real ones meter it: a fixed one-minute request window per key (429 past it) and a
// balance of credits spent on each match (refused once used up). Both unlimited unless a test sets them.
export interface ProviderAccountOptions {
  /** Requests allowed per fixed minute window (Apollo and PDL both count per key and per endpoint). */
  requestsPerMinute?: number;
  /** Matches left; each answered match spends one. */
  credits?: number;
}

export function createProviderAccount({ requestsPerMinute = Infinity, credits = Infinity }: ProviderAccountOptions = {}) {
  let windowStart = 0;
  let used = 0;
  let balance = credits;
  return {
    /** Counts one request; says whether it fits the window and when the window ends. */
    take(now = Date.now()) {
      const start = Math.floor(now / 60_000) * 60_000;
      if (start !== windowStart) {
        windowStart = start;
        used = 0;
      }
      used += 1;
      return {
        allowed: used <= requestsPerMinute,
        limit: requestsPerMinute,
        remaining: Math.max(0, requestsPerMinute - used),
        resetAt: new Date(start + 60_000),
      };
    },
    hasCredits: () => balance > 0,
    spendCredit: () => {
      balance -= 1;
    },
    credits: () => balance,
    setCredits: (value: number) => {
      balance = value;
    },
  };
}

export type ProviderAccount = ReturnType<typeof createProviderAccount>;
