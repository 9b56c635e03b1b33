// What keeps one user's files from holding every resume reader (docs/product.md, resume text): the parse time each
// user spent in the last hour (a budget, and the order of the queue: who spent least goes first), and the hashes
// of files that already ended too complex (refused again at once, whoever uploads them).
import { createHash } from 'node:crypto';

const HOUR_MS = 60 * 60 * 1000;

/** Parse time per owner over a sliding hour. */
export class HourlyParseTime {
  private readonly spans = new Map<string, Array<{ at: number; ms: number }>>();

  constructor(private readonly now: () => number = Date.now) {}

  spent(owner: string | undefined): number {
    if (owner === undefined) return 0;
    const recent = this.recent(owner);
    return recent.reduce((sum, span) => sum + span.ms, 0);
  }

  add(owner: string | undefined, ms: number) {
    if (owner === undefined) return;
    // Owners seen once an hour ago would otherwise stay forever.
    if (this.spans.size > 10_000) for (const known of [...this.spans.keys()]) this.recent(known);
    this.spans.set(owner, [...this.recent(owner), { at: this.now(), ms }]);
  }

  private recent(owner: string) {
    const since = this.now() - HOUR_MS;
    const recent = (this.spans.get(owner) ?? []).filter((span) => span.at > since);
    if (recent.length > 0) this.spans.set(owner, recent);
    else this.spans.delete(owner);
    return recent;
  }
}

/** SHA-256 of files that ended too complex, the most recent `capacity` of them. */
export class FailedFiles {
  private readonly hashes = new Set<string>();

  constructor(private readonly capacity = 10_000) {}

  static hashOf(bytes: Uint8Array): string {
    return createHash('sha256').update(bytes).digest('hex');
  }

  has(hash: string): boolean {
    return this.hashes.has(hash);
  }

  add(hash: string) {
    this.hashes.delete(hash);
    this.hashes.add(hash);
    if (this.hashes.size > this.capacity) this.hashes.delete(this.hashes.values().next().value!);
  }
}

export interface QueuedFile {
  owner?: string;
  /** Arrival order: among owners who spent the same, the first to come goes first. */
  seq: number;
  start(): void;
  refuse(error: Error): void;
}

/**
 * Files waiting for a reader, taken by least parse time spent in the hour, then arrival: a user who just arrived
 * goes before users whose files have kept the readers busy. When the queue is full, a newcomer who spent less than
 * the heaviest waiting owner takes that one's place (that file is put off, as if it had found the queue full).
 */
export class FairQueue {
  private readonly files: QueuedFile[] = [];

  constructor(
    private readonly maxQueued: number,
    private readonly spent: (owner: string | undefined) => number,
  ) {}

  get length() {
    return this.files.length;
  }

  /** False when the queue is full of files from owners who spent no more than this one. */
  offer(file: QueuedFile, busy: () => Error): boolean {
    if (this.files.length < this.maxQueued) {
      this.files.push(file);
      return true;
    }
    const heaviest = this.pick((a, b) => this.spent(b.owner) - this.spent(a.owner) || b.seq - a.seq);
    if (!heaviest || this.spent(heaviest.owner) <= this.spent(file.owner)) return false;
    this.files.splice(this.files.indexOf(heaviest), 1);
    heaviest.refuse(busy());
    this.files.push(file);
    return true;
  }

  /** The next file to read, taken out of the queue. */
  next(): QueuedFile | undefined {
    const lightest = this.pick((a, b) => this.spent(a.owner) - this.spent(b.owner) || a.seq - b.seq);
    if (lightest) this.files.splice(this.files.indexOf(lightest), 1);
    return lightest;
  }

  drain(): QueuedFile[] {
    return this.files.splice(0);
  }

  private pick(order: (a: QueuedFile, b: QueuedFile) => number): QueuedFile | undefined {
    return [...this.files].sort(order)[0];
  }
}
