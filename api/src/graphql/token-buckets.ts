/**
 * Per-key token buckets in memory: a key holds up to `capacity` points and gets them back at `capacity` per
 * `seconds`, continuously. A fixed window (rate-limiter-flexible's memory limiter; it has no token bucket) hands a
 * flooding client its whole allowance again at each window's start, all at once: in `npm run bench:api` the other
 * users were slowed for half a second every two seconds, as the attacker's four costliest queries ran together. A
 * bucket admits the same average, but once a client has spent its burst, one request's worth at a time.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly perMs: number;
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly capacity: number,
    seconds: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.perMs = capacity / (seconds * 1000);
    // A full bucket is the same as none: forget them, so keys seen once do not stay in memory.
    this.sweeper = setInterval(() => this.forgetFull(), seconds * 1000);
    this.sweeper.unref();
  }

  /** Spends `points` of `key`'s bucket: 0 when they were there, else how many ms until they would be (nothing spent). */
  take(key: string, points: number): number {
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: this.capacity, at: now };
    bucket.tokens = Math.min(this.capacity, bucket.tokens + (now - bucket.at) * this.perMs);
    bucket.at = now;
    this.buckets.set(key, bucket);
    // More than the capacity can never be there: such a request waits for a full bucket and spends it all.
    const cost = Math.min(points, this.capacity);
    if (bucket.tokens >= cost) {
      bucket.tokens -= cost;
      return 0;
    }
    return Math.ceil((cost - bucket.tokens) / this.perMs);
  }

  /** How many keys are held (tests). */
  get size(): number {
    return this.buckets.size;
  }

  forgetFull(): void {
    const now = this.now();
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.at) * this.perMs >= this.capacity) this.buckets.delete(key);
    }
  }
}
