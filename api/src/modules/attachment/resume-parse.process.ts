// One resume reader: a separate OS process (not a worker thread: an abort in a thread takes its whole process with
// it, nodejs/node#47224), so a file that exhausts its heap, its external memory (Buffers) or crashes the parser
// kills only this child (docs/product.md, resume text). Its V8 heap is capped by --max-old-space-size; where
// util-linux prlimit exists (Linux), the process's whole writable memory is capped by the kernel (RLIMIT_DATA, which
// counts heap, Buffers and mmap'd memory, not reserved address space: RLIMIT_AS cannot be used, Node reserves
// gigabytes of address space at start).
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

export interface ReaderLimits {
  /** V8 old generation, MB. */
  memoryMb: number;
  /** Everything the process may write to (heap, Buffers, native), MB; enforced by the kernel when prlimit exists. */
  processMemoryMb: number;
}

/** A child needs no secret of the api: only what Node and tsx need to start. */
const PASSED_ENV = ['PATH', 'TMPDIR', 'TEMP', 'TMP', 'HOME', 'LANG', 'TZ', 'SYSTEMROOT'];

const childEnv = (): NodeJS.ProcessEnv =>
  Object.fromEntries(PASSED_ENV.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])));

let prlimitPath: string | null | undefined;
/** util-linux prlimit on the PATH (Linux only), else null: V8's flags are then the only cap. */
export function findPrlimit(): string | null {
  if (prlimitPath !== undefined) return prlimitPath;
  prlimitPath = null;
  if (process.platform !== 'linux') return prlimitPath;
  for (const dir of (process.env.PATH ?? '/usr/bin:/bin').split(path.delimiter)) {
    try {
      accessSync(path.join(dir, 'prlimit'), constants.X_OK);
      prlimitPath = path.join(dir, 'prlimit');
      break;
    } catch {
      // not in this directory
    }
  }
  return prlimitPath;
}

/** The command line of a reader: node with its caps, under prlimit when there is one. */
export function readerCommand(entry: string, limits: ReaderLimits): { command: string; args: string[] } {
  const semiSpaceMb = Math.min(16, Math.max(1, Math.floor(limits.memoryMb / 16)));
  const node = [`--max-old-space-size=${limits.memoryMb}`, `--max-semi-space-size=${semiSpaceMb}`, entry];
  const prlimit = findPrlimit();
  if (!prlimit) return { command: process.execPath, args: node };
  // prlimit sets the limit on itself, then execs node: the child's pid is node's, so a kill reaches it.
  return { command: prlimit, args: [`--data=${limits.processMemoryMb * 1024 * 1024}`, '--', process.execPath, ...node] };
}

/**
 * Starts a reader. Its parent's flags are not passed on (the same plain node under tsx, jest or node --import tsx:
 * the entry registers tsx itself). No stdio: a parser's output is never logged. Messages use structured clone, so
 * the file's bytes travel as bytes.
 */
export function spawnReader(entry: string, limits: ReaderLimits): ChildProcess {
  const { command, args } = readerCommand(entry, limits);
  return spawn(command, args, { stdio: ['ignore', 'ignore', 'ignore', 'ipc'], serialization: 'advanced', env: childEnv() });
}

/** A parse in progress keeps the api alive; an idle reader does not. */
export function holdOpen(child: ChildProcess, hold: boolean) {
  const handles = [child, child.channel].filter(Boolean) as Array<{ ref(): void; unref(): void }>;
  for (const handle of handles) {
    if (hold) handle.ref();
    else handle.unref();
  }
}
