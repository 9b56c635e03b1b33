import { spawn, type ChildProcess } from 'node:child_process';

/** Runs the api as `node --import tsx <entry>` from the repo root, sharing this terminal. */
export function spawnApi(entry: string, cwd: string, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', entry], { cwd, env, stdio: 'inherit' });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls GET /readyz until it answers 2xx. Resolves false on timeout or when `stop()` says to give up
 * (the api exited, or a shutdown began).
 */
export async function waitForReady(url: string, timeoutMs: number, stop: () => boolean, onSlow: () => void): Promise<boolean> {
  const started = Date.now();
  let warned = false;
  while (!stop()) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.body?.cancel();
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    const elapsed = Date.now() - started;
    if (elapsed >= timeoutMs) return false;
    if (!warned && elapsed > 15000) {
      warned = true;
      onSlow();
    }
    await sleep(250);
  }
  return false;
}

/** SIGTERM, then SIGKILL when the api has not exited after graceMs. */
export async function stopApi(child: ChildProcess, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => {
    process.stderr.write(`The api did not stop within ${graceMs / 1000} s: killing it.\n`);
    child.kill('SIGKILL');
  }, graceMs);
  await exited;
  clearTimeout(timer);
}
