// Resume files are parsed in child processes, never in the api's process (docs/product.md, resume text): each
// reader has a capped heap and, where the kernel can, a capped memory (resume-parse.process.ts); each file a time
// limit (past it the reader is killed). At most `concurrency` files are read at once and at most `maxQueued` wait,
// taken fairly across users; each user has an hourly parse-time budget, and a file that already ended too complex
// is refused at once. A reader that dies (time limit, memory limit, crash) is dropped and a fresh one starts for
// the next file; the file that killed it is answered 'too-complex'.
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type { ResumeParseConfig } from '../../config/config';
import { findApiRoot } from '../../db/migrate.service';
import type { ResumeFileInfo, ResumeTextResult } from './resume-text.extractor';
import type { ResumeParseJob, ResumeParseMessage } from './resume-parse.worker';
import { FailedFiles, FairQueue, HourlyParseTime, type QueuedFile } from './resume-parse-fairness.util';
import { holdOpen, spawnReader } from './resume-parse.process';

/** All readers busy and the queue full: nothing was read, the same file may be tried again later. */
export class ResumeParserBusyError extends Error {
  constructor() {
    super('every resume reader is busy');
    this.name = 'ResumeParserBusyError';
  }
}

/** The owner spent their hourly parse time: nothing was read, the same file may be tried again later. */
export class ResumeParseBudgetError extends Error {
  constructor() {
    super("the user's hourly resume parse time is spent");
    this.name = 'ResumeParseBudgetError';
  }
}

/** A reader that could not start (a deployment problem, not the file's fault): nothing is stored for the file. */
export class ResumeParserStartError extends Error {
  constructor(cause: unknown) {
    super('a resume reader could not start', { cause });
    this.name = 'ResumeParserStartError';
  }
}

export type ResumeParsePoolOptions = Pick<ResumeParseConfig, 'maxQueued' | 'timeoutMs' | 'memoryMb'> &
  Partial<Pick<ResumeParseConfig, 'concurrency' | 'processMemoryMb' | 'hourlyBudgetMs'>> & {
    /** Reader start-up (loading tsx and the parsers) is not the file's time; this bounds it separately. */
    startTimeoutMs?: number;
    /** A reader idle this long is stopped, giving its memory back; the next file starts a new one. */
    idleMs?: number;
  };

const TOO_COMPLEX: ResumeTextResult = { ok: false, reason: 'too-complex' };
/** Room the child needs besides its heap (Node, tsx and pdf.js loaded: about 100 MB); a smaller cap cannot start. */
const PROCESS_BASELINE_MB = 160;

/** Why a reader was lost in the middle of a file. */
export type WorkerLoss = 'time-limit' | 'memory-limit' | 'crash';

interface Slot {
  child: ChildProcess;
  ready: Promise<void>;
  exited: boolean;
  idleTimer?: NodeJS.Timeout;
}

interface Outcome {
  result: ResumeTextResult;
  readerAlive: boolean;
}

export class ResumeParsePool {
  private readonly idle: Slot[] = [];
  /** Every reader not yet exited, idle or reading. */
  private readonly live = new Set<Slot>();
  private running = 0;
  private readonly queue: FairQueue;
  private nextJobId = 1;
  private nextSeq = 1;
  /** Owners with a file being read or waiting. */
  private readonly owners = new Set<string>();
  private readonly parseTime = new HourlyParseTime();
  private readonly failed = new FailedFiles();
  private closed = false;
  /** Readers started so far (a replaced reader counts again). */
  workersStarted = 0;
  /** Files refused at once because the same bytes already ended too complex. */
  knownFailures = 0;
  /** Readers lost in the middle of a file, by cause. */
  readonly losses: Record<WorkerLoss, number> = { 'time-limit': 0, 'memory-limit': 0, crash: 0 };

  constructor(
    private readonly options: ResumeParsePoolOptions,
    private readonly entry = path.join(findApiRoot(), 'src/modules/attachment/resume-parse.worker-entry.mjs'),
  ) {
    this.queue = new FairQueue(options.maxQueued, (owner) => this.parseTime.spent(owner));
  }

  private get concurrency() {
    return this.options.concurrency ?? availableParallelism();
  }

  /**
   * The file's text or the reason it has none; throws ResumeParserBusyError / ResumeParseBudgetError /
   * ResumeParserStartError only. `owner` (the uploading user) may have one file read or waiting at a time and an
   * hourly parse-time budget, and waits in turn with other owners by the time they spent.
   */
  async parse(bytes: Uint8Array, file: ResumeFileInfo, owner?: string): Promise<ResumeTextResult> {
    if (this.closed) throw new ResumeParserBusyError();
    const hash = FailedFiles.hashOf(bytes);
    if (this.failed.has(hash)) {
      this.knownFailures++;
      return TOO_COMPLEX;
    }
    if (owner === undefined) return this.take(bytes, file, hash);
    const budget = this.options.hourlyBudgetMs;
    if (budget !== undefined && this.parseTime.spent(owner) >= budget) throw new ResumeParseBudgetError();
    if (this.owners.has(owner)) throw new ResumeParserBusyError();
    this.owners.add(owner);
    try {
      return await this.take(bytes, file, hash, owner);
    } finally {
      this.owners.delete(owner);
    }
  }

  private async take(bytes: Uint8Array, file: ResumeFileInfo, hash: string, owner?: string): Promise<ResumeTextResult> {
    if (this.running >= this.concurrency) await this.wait(owner);
    else this.running++;
    const started = Date.now();
    try {
      const result = await this.run(bytes, file);
      if (!result.ok && result.reason === 'too-complex') this.failed.add(hash);
      return result;
    } finally {
      this.parseTime.add(owner, Date.now() - started);
      // The turn passes straight to the next waiting file (running stays the same), else a place frees up.
      const next = this.queue.next();
      if (next) next.start();
      else this.running--;
    }
  }

  private wait(owner?: string): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const queued: QueuedFile = { owner, seq: this.nextSeq++, start: resolve, refuse: reject };
      if (!this.queue.offer(queued, () => new ResumeParserBusyError())) reject(new ResumeParserBusyError());
    });
  }

  /** Stops every reader (a file being read is answered too complex); files still waiting are refused as busy. */
  async close(): Promise<void> {
    this.closed = true;
    for (const queued of this.queue.drain()) queued.refuse(new ResumeParserBusyError());
    this.idle.splice(0);
    await Promise.all([...this.live].map((slot) => this.stop(slot)));
  }

  private async run(bytes: Uint8Array, file: ResumeFileInfo): Promise<ResumeTextResult> {
    if (this.closed) throw new ResumeParserBusyError();
    const slot = await this.readySlot();
    const outcome = await this.send(slot, bytes, file);
    if (outcome.readerAlive && !slot.exited && !this.closed) this.park(slot);
    else await this.stop(slot);
    // Stopped by close(), not by the file: nothing is to be stored for it.
    if (this.closed && !outcome.readerAlive) throw new ResumeParserBusyError();
    return outcome.result;
  }

  /** An idle reader (one that died while idle has left `idle`), else a new one once it has loaded its parsers. */
  private async readySlot(): Promise<Slot> {
    const slot = this.idle.pop() ?? this.start();
    clearTimeout(slot.idleTimer);
    if (!slot.exited) holdOpen(slot.child, true);
    try {
      await slot.ready;
    } catch (error) {
      await this.stop(slot);
      throw new ResumeParserStartError(error);
    }
    return slot.exited ? this.readySlot() : slot;
  }

  private start(): Slot {
    this.workersStarted++;
    const { memoryMb } = this.options;
    const processMemoryMb = Math.max(this.options.processMemoryMb ?? 0, memoryMb + PROCESS_BASELINE_MB);
    const child = spawnReader(this.entry, { memoryMb, processMemoryMb });
    const slot: Slot = { child, ready: Promise.resolve(), exited: false };
    this.live.add(slot);
    // Always listened to: an 'error' event without a listener would throw in the api itself.
    child.on('error', () => undefined);
    child.once('exit', () => {
      slot.exited = true;
      this.live.delete(slot);
      const index = this.idle.indexOf(slot);
      if (index >= 0) this.idle.splice(index, 1);
      clearTimeout(slot.idleTimer);
    });
    slot.ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('resume reader start timed out')), this.options.startTimeoutMs ?? 60_000);
      const settle = (error?: unknown) => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('error', settle);
        child.off('exit', onExit);
        if (error) reject(error);
        else resolve();
      };
      const onMessage = (message: ResumeParseMessage) => message.type === 'ready' && settle();
      const onExit = (code: number | null, signal: string | null) =>
        settle(new Error(`resume reader exited (${signal ?? code}) while starting`));
      child.on('message', onMessage);
      child.once('error', settle);
      child.once('exit', onExit);
    });
    slot.ready.catch(() => undefined); // awaited in run(); never an unhandled rejection
    return slot;
  }

  private send(slot: Slot, bytes: Uint8Array, file: ResumeFileInfo): Promise<Outcome> {
    const { child } = slot;
    const id = this.nextJobId++;
    return new Promise((resolve) => {
      const finish = (result: ResumeTextResult, readerAlive: boolean, loss?: WorkerLoss) => {
        if (loss && !this.closed) this.losses[loss]++;
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve({ result, readerAlive });
      };
      const onMessage = (message: ResumeParseMessage) => {
        if (message.type === 'result' && message.id === id) finish(message.result, true);
      };
      // V8 out of heap, or the kernel's memory cap reached, ends in abort(): the file is what killed it.
      const onExit = (_code: number | null, signal: NodeJS.Signals | null) =>
        finish(TOO_COMPLEX, false, signal === 'SIGABRT' || _code === 134 ? 'memory-limit' : 'crash');
      const timer = setTimeout(() => {
        finish(TOO_COMPLEX, false, 'time-limit');
        child.kill('SIGKILL');
      }, this.options.timeoutMs);
      child.on('message', onMessage);
      child.once('exit', onExit);
      const job: ResumeParseJob = { id, bytes, file: { contentType: file.contentType, fileName: file.fileName } };
      // A reader gone between ready and now: its exit is (or was) seen above.
      if (slot.exited || !child.connected) finish(TOO_COMPLEX, false, 'crash');
      else child.send(job, (error) => error && finish(TOO_COMPLEX, false, 'crash'));
    });
  }

  private park(slot: Slot) {
    holdOpen(slot.child, false);
    slot.idleTimer = setTimeout(() => {
      const index = this.idle.indexOf(slot);
      if (index >= 0) this.idle.splice(index, 1);
      void this.stop(slot);
    }, this.options.idleMs ?? 60_000);
    slot.idleTimer.unref();
    this.idle.push(slot);
  }

  private async stop(slot: Slot) {
    clearTimeout(slot.idleTimer);
    if (slot.exited || slot.child.exitCode !== null || slot.child.signalCode !== null) return;
    const gone = new Promise((resolve) => slot.child.once('exit', resolve));
    slot.child.kill('SIGKILL');
    await gone;
  }
}

// One pool per loaded configuration (per process), like the storage client.
const byConfig = new WeakMap<ResumeParseConfig, ResumeParsePool>();
export function resumeParsePoolFor(config: { resumeParse: ResumeParseConfig }): ResumeParsePool {
  let pool = byConfig.get(config.resumeParse);
  if (!pool) {
    pool = new ResumeParsePool(config.resumeParse);
    byConfig.set(config.resumeParse, pool);
  }
  return pool;
}
