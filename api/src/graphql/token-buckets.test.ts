import { TokenBuckets } from './token-buckets';

describe('TokenBuckets', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => (now = 0));

  it('admits a burst up to the capacity, then one request at a time as points come back', () => {
    const buckets = new TokenBuckets(60, 2, clock);
    for (let i = 0; i < 4; i++) expect(buckets.take('attacker', 15)).toBe(0);
    // Empty: 15 points come back at 30 a second, in 500 ms.
    expect(buckets.take('attacker', 15)).toBe(500);
    now = 250;
    expect(buckets.take('attacker', 15)).toBe(250);
    now = 500;
    expect(buckets.take('attacker', 15)).toBe(0);
    // Not another burst of four at the next two seconds (as a fixed window would hand out): one per half second.
    now = 2_000;
    expect(buckets.take('attacker', 15)).toBe(0);
    expect(buckets.take('attacker', 15)).toBe(0);
    expect(buckets.take('attacker', 15)).toBe(0);
    expect(buckets.take('attacker', 15)).toBeGreaterThan(0);
  });

  it('keeps each key to itself and refuses without spending', () => {
    const buckets = new TokenBuckets(2, 60, clock);
    expect(buckets.take('a', 2)).toBe(0);
    expect(buckets.take('a', 1)).toBe(30_000);
    expect(buckets.take('a', 1)).toBe(30_000);
    expect(buckets.take('b', 1)).toBe(0);
  });

  it('lets a request dearer than the capacity through with a full bucket (never refused for good)', () => {
    const buckets = new TokenBuckets(6, 2, clock);
    expect(buckets.take('a', 20)).toBe(0);
    expect(buckets.take('a', 20)).toBe(2_000);
  });

  it('forgets the buckets that have filled up again', () => {
    const buckets = new TokenBuckets(10, 1, clock);
    buckets.take('a', 10);
    buckets.take('b', 1);
    now = 500;
    buckets.forgetFull();
    expect(buckets.size).toBe(1);
    now = 1_000;
    buckets.forgetFull();
    expect(buckets.size).toBe(0);
    expect(buckets.take('a', 10)).toBe(0);
  });
});
