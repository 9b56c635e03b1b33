// Starts the production build exactly as `npm start` and the Playwright specs do (devstack/src/start-all.ts: the
// api serving the built front ends, stand-ins, embedded PostgreSQL), in a throwaway data dir on a port of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface RunningApp {
  origin: string;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 120_000;

async function waitForReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`start-all exited with code ${child.exitCode}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${READY_TIMEOUT_MS / 1000} s`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** The app on http://localhost:<port>; the stand-ins take free ports (0), so nothing collides with `npm start`. */
export async function startProductionApp(repoRoot: string, port: number): Promise<RunningApp> {
  if (!existsSync(path.join(repoRoot, 'shell', 'dist', 'index.html'))) {
    throw new Error('The front end is not built: run `npm run build` first (the bench measures what is built).');
  }
  const origin = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-web-data-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'devstack', 'src', 'start-all.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      APP_ORIGIN: origin,
      DEVSTACK_DATA_DIR: dataDir,
      DEVSTACK_GOOGLE_PORT: '0',
      DEVSTACK_SMTP_PORT: '0',
      DEVSTACK_INBOX_PORT: '0',
      DEVSTACK_S3_PORT: '0',
      DEVSTACK_PGLITE_PORT: '0',
      DEVSTACK_FINDER_PORT: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForReady(`${origin}/readyz`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
