// Resume files are parsed in worker threads, never on the api's event loop or heap: each worker has its own capped
// heap, each file a time limit (past it the worker is terminated), at most `concurrency` files are read at once and
// at most `maxQueued` wait. A worker that dies (time limit, memory limit, crash) is dropped and a fresh one starts
// for the next file; the file that killed it is answered 'too-complex'.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ResumeParseConfig } from '../../config/config';
import { findApiRoot } from '../../db/migrate.service';
import type { ResumeFileInfo, ResumeTextResult } from './resume-text.extractor';
import type { ResumeParseJob, ResumeParseMessage } from './resume-parse.worker';

/** All workers busy and the queue full: nothing was read, the same file may be tried again later. */
export class ResumeParserBusyError extends Error {
  constructor() {
    super('every resume reader is busy');
    this.name = 'ResumeParserBusyError';
  }
}

/** A worker that could not start (a deployment problem, not the file's fault): nothing is stored for the file. */
export class ResumeParserStartError extends Error {
  constructor(cause: unknown) {
    super('a resume reader could not start', { cause });
    this.name = 'ResumeParserStartError';
  }
}

export interface ResumeParsePoolOptions extends ResumeParseConfig {
  /** Worker start-up (loading tsx and the parsers) is not the file's time; this bounds it separately. */
  startTimeoutMs?: number;
  /** A worker idle this long is stopped, giving its memory back; the next file starts a new one. */
  idleMs?: number;
}

const TOO_COMPLEX: ResumeTextResult = { ok: false, reason: 'too-complex' };

/** Why a worker was lost in the middle of a file. */
export type WorkerLoss = 'time-limit' | 'memory-limit' | 'crash';

interface Slot {
  worker: Worker;
  ready: Promise<void>;
  exited: boolean;
  idleTimer?: NodeJS.Timeout;
}

export class ResumeParsePool {
  private readonly idle: Slot[] = [];
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private nextJobId = 1;
  /** Owners with a file being read or waiting. */
  private readonly owners = new Set<string>();
  private closed = false;
  /** Workers started so far (a replaced worker counts again). */
  workersStarted = 0;
  /** Workers lost in the middle of a file, by cause. */
  readonly losses: Record<WorkerLoss, number> = { 'time-limit': 0, 'memory-limit': 0, crash: 0 };

  constructor(
    private readonly options: ResumeParsePoolOptions,
    private readonly entry = path.join(findApiRoot(), 'src/modules/attachment/resume-parse.worker-entry.mjs'),
  ) {}

  /**
   * The file's text or the reason it has none; throws ResumeParserBusyError / ResumeParserStartError only. `owner`
   * (the uploading user) may have one file read or waiting at a time: one user's flood of hostile files cannot fill
   * the queue that every other user's resumes wait in.
   */
  async parse(bytes: Uint8Array, file: ResumeFileInfo, owner?: string): Promise<ResumeTextResult> {
    if (owner === undefined) return this.take(bytes, file);
    if (this.owners.has(owner)) throw new ResumeParserBusyError();
    this.owners.add(owner);
    try {
      return await this.take(bytes, file);
    } finally {
      this.owners.delete(owner);
    }
  }

  private async take(bytes: Uint8Array, file: ResumeFileInfo): Promise<ResumeTextResult> {
    if (this.closed) throw new ResumeParserBusyError();
    if (this.running >= this.options.concurrency) {
      if (this.waiting.length >= this.options.maxQueued) throw new ResumeParserBusyError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await this.run(bytes, file);
    } finally {
      // The turn passes straight to the next waiting file (running stays the same), else a place frees up.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  /** Stops every worker; files still waiting are refused as busy. */
  async close(): Promise<void> {
    this.closed = true;
    const slots = this.idle.splice(0);
    await Promise.all(slots.map((slot) => this.stop(slot)));
  }

  private async run(bytes: Uint8Array, file: ResumeFileInfo): Promise<ResumeTextResult> {
    if (this.closed) throw new ResumeParserBusyError();
    const slot = await this.readySlot();
    const outcome = await this.send(slot, bytes, file);
    if (outcome.workerAlive && !slot.exited && !this.closed) this.park(slot);
    else await this.stop(slot);
    return outcome.result;
  }

  /** An idle worker (one that died while idle has left `idle`), else a new one once it has loaded its parsers. */
  private async readySlot(): Promise<Slot> {
    const slot = this.idle.pop() ?? this.start();
    clearTimeout(slot.idleTimer);
    slot.worker.ref(); // a parse in progress keeps the process alive; an idle worker does not
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
    const worker = new Worker(this.entry, {
      // Not the parent's flags: the same plain thread under tsx, jest or node.
      execArgv: [],
      resourceLimits: {
        maxOldGenerationSizeMb: this.options.memoryMb,
        maxYoungGenerationSizeMb: Math.min(16, Math.max(1, Math.floor(this.options.memoryMb / 8))),
      },
    });
    const slot: Slot = { worker, ready: Promise.resolve(), exited: false };
    // Always listened to: an 'error' event without a listener would throw in the api itself.
    worker.on('error', () => undefined);
    worker.once('exit', () => {
      slot.exited = true;
      const index = this.idle.indexOf(slot);
      if (index >= 0) this.idle.splice(index, 1);
      clearTimeout(slot.idleTimer);
    });
    slot.ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('resume reader start timed out')), this.options.startTimeoutMs ?? 60_000);
      const settle = (error?: unknown) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', settle);
        worker.off('exit', onExit);
        if (error) reject(error);
        else resolve();
      };
      const onMessage = (message: ResumeParseMessage) => message.type === 'ready' && settle();
      const onExit = (code: number) => settle(new Error(`resume reader exited with code ${code} while starting`));
      worker.on('message', onMessage);
      worker.once('error', settle);
      worker.once('exit', onExit);
    });
    slot.ready.catch(() => undefined); // awaited in run(); never an unhandled rejection
    return slot;
  }

  private send(slot: Slot, bytes: Uint8Array, file: ResumeFileInfo): Promise<{ result: ResumeTextResult; workerAlive: boolean }> {
    const { worker } = slot;
    const id = this.nextJobId++;
    return new Promise((resolve) => {
      const finish = (result: ResumeTextResult, workerAlive: boolean, loss?: WorkerLoss) => {
        if (loss) this.losses[loss]++;
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onDeath);
        worker.off('exit', onDeath);
        resolve({ result, workerAlive });
      };
      const onMessage = (message: ResumeParseMessage) => {
        if (message.type === 'result' && message.id === id) finish(message.result, true);
      };
      // Out of memory, a crash, or an exit: the file is what killed it.
      const onDeath = (error?: unknown) =>
        finish(
          TOO_COMPLEX,
          false,
          (error as { code?: string } | undefined)?.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory-limit' : 'crash',
        );
      const timer = setTimeout(() => finish(TOO_COMPLEX, false, 'time-limit'), this.options.timeoutMs);
      worker.on('message', onMessage);
      worker.once('error', onDeath);
      worker.once('exit', onDeath);
      const copy = new Uint8Array(bytes); // handed over (transferred), so the caller's bytes stay whole
      worker.postMessage(
        { id, bytes: copy, file: { contentType: file.contentType, fileName: file.fileName } } satisfies ResumeParseJob,
        [copy.buffer],
      );
    });
  }

  private park(slot: Slot) {
    slot.worker.unref();
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
    if (!slot.exited) await slot.worker.terminate().catch(() => undefined);
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
