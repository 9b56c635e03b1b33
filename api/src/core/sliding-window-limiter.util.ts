// At most `max` hits per key in a rolling window, in memory (per api process; good enough to stop a runaway
// client). Used for email lookups and access requests.
const WINDOW_MS = 60_000;

export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();
  constructor(
    private readonly max: number,
    private readonly windowMs: number = WINDOW_MS,
  ) {}

  /** Records a hit for `key`; false when the key is over its limit (the hit is then not recorded). */
  take(key: string, now = Date.now()): boolean {
    const recent = (this.hits.get(key) ?? []).filter((at) => now - at < this.windowMs);
    if (recent.length >= this.max) {
      this.hits.set(key, recent);
      return false;
    }
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.prune(now);
    return true;
  }

  private prune(now: number) {
    for (const [key, times] of this.hits) if (times.every((at) => now - at >= this.windowMs)) this.hits.delete(key);
  }
}
