// Gmail's per-account sending limit: recipients counted over a rolling 24 hours; an account that goes over is
// refused every send (429, "Retry after <time> (Mail sending)") until a set time, however few it then sends.
const DAY_MS = 24 * 60 * 60 * 1000;

export class SendingLimits {
  private sends = new Map<string, Array<{ at: number; recipients: number }>>();
  private limitedUntil = new Map<string, number>();
  /** Accounts past the limit whose sends Gmail still answers 200 without delivering them (limit-notice.ts). */
  private acceptingPastLimit = new Set<string>();

  /** On: the account's sends answer 200, stay in Sent undelivered, and each brings a limit notice; off: normal again. */
  acceptPastLimit(account: string, on: boolean): void {
    if (on) this.acceptingPastLimit.add(account);
    else this.acceptingPastLimit.delete(account);
  }

  acceptsPastLimit(account: string): boolean {
    return this.acceptingPastLimit.has(account);
  }

  /** When the account may send again, if it is limited now. */
  limitedAt(account: string, now: number): Date | undefined {
    const until = this.limitedUntil.get(account);
    return until !== undefined && until > now ? new Date(until) : undefined;
  }

  /**
   * Admits a send of `recipients` recipients or answers until when the account is limited. Going over the limit
   * starts the suspension (the send that went over is refused too, as at Gmail).
   */
  admit(account: string, recipients: number, now: number, limit: number, suspensionMs: number): Date | undefined {
    const limited = this.limitedAt(account, now);
    if (limited) return limited;
    if (limit <= 0) return undefined;
    const recent = (this.sends.get(account) ?? []).filter((send) => send.at > now - DAY_MS);
    const counted = recent.reduce((sum, send) => sum + send.recipients, 0);
    if (counted + recipients > limit) {
      this.limitedUntil.set(account, now + suspensionMs);
      return new Date(now + suspensionMs);
    }
    recent.push({ at: now, recipients });
    this.sends.set(account, recent);
    return undefined;
  }

  /** The account is limited until `until` (a test's "this user hit Gmail's limit"); a past time lifts it. */
  limitUntil(account: string, until: Date): void {
    this.limitedUntil.set(account, until.getTime());
  }

  reset(): void {
    this.sends.clear();
    this.limitedUntil.clear();
    this.acceptingPastLimit.clear();
  }
}
