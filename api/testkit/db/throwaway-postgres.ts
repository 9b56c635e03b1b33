// Starts a disposable PostgreSQL 15 cluster from Debian's binaries for one jest run.
// Durability is switched off (fsync etc.) because the data dies with the run anyway.
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface ThrowawayPostgres {
  /** Superuser URL on 127.0.0.1 (database "postgres"). */
  adminUrl: string;
  /** The same server through its Unix-domain socket (cheaper than loopback TCP for a process on this machine). */
  adminSocketUrl: string;
  /** Stops the server (immediate) and removes its directory. Safe to call twice. */
  stop(): Promise<void>;
  /** Synchronous last-resort variant for process 'exit' handlers. */
  stopSync(): void;
}

const DEBIAN_BIN_DIR = '/usr/lib/postgresql/15/bin';

function findBinDir(): string | undefined {
  const fromEnv = process.env.PG_BIN_DIR;
  if (fromEnv && existsSync(path.join(fromEnv, 'initdb'))) return fromEnv;
  if (existsSync(path.join(DEBIAN_BIN_DIR, 'initdb'))) return DEBIAN_BIN_DIR;
  return undefined; // fall back to PATH
}

function bin(binDir: string | undefined, name: string): string {
  return binDir ? path.join(binDir, name) : name;
}

/** Postgres refuses to run as root, so as root we run it as the `postgres` OS user. */
function postgresOsUser(): { uid: number; gid: number } | undefined {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  if (!line) throw new Error('Running as root but there is no "postgres" OS user to run the test database as.');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

function run(command: string, args: string[], asPostgres: boolean): Promise<string> {
  const [file, argv] = asPostgres ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  return new Promise((resolve, reject) => {
    execFile(file, argv, { encoding: 'utf8', timeout: 60_000 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${command} failed: ${error.message}\n${stdout}\n${stderr}`));
      else resolve(stdout);
    });
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ThrowawayPostgresOptions {
  /** More server settings, e.g. ['shared_preload_libraries=pg_stat_statements'] for the benchmark's statement profile. */
  settings?: readonly string[];
}

export async function startThrowawayPostgres(options: ThrowawayPostgresOptions = {}): Promise<ThrowawayPostgres> {
  const binDir = findBinDir();
  const osUser = postgresOsUser();
  const asPostgres = osUser !== undefined;
  // Short base path: unix socket paths are limited to ~107 characters.
  const baseDir = mkdtempSync(path.join(tmpdir(), 'pgtest-'));
  const dataDir = path.join(baseDir, 'data');
  const logFile = path.join(baseDir, 'postgres.log');
  if (osUser) chownSync(baseDir, osUser.uid, osUser.gid);

  let stopped = false;
  const removeDir = () => rmSync(baseDir, { recursive: true, force: true });
  const postmasterPid = (): number | undefined => {
    try {
      return Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    } catch {
      return undefined;
    }
  };

  try {
    await run(
      bin(binDir, 'initdb'),
      ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync', '--no-instructions'],
      asPostgres,
    );
    // pg_ctl writes the log file itself, so it must be writable by the server's user.
    writeFileSync(logFile, '');
    if (osUser) chownSync(logFile, osUser.uid, osUser.gid);

    let port = 0;
    for (let attempt = 1; ; attempt += 1) {
      port = await freePort();
      const serverOptions = [
        `-p ${port}`,
        `-k ${baseDir}`,
        '-c listen_addresses=127.0.0.1',
        '-c fsync=off',
        '-c synchronous_commit=off',
        '-c full_page_writes=off',
        '-c max_connections=300',
        '-c shared_buffers=64MB',
        ...(options.settings ?? []).map((setting) => `-c ${setting}`),
      ].join(' ');
      try {
        await run(
          bin(binDir, 'pg_ctl'),
          ['start', '-w', '-s', '-t', '60', '-D', dataDir, '-l', logFile, '-o', serverOptions],
          asPostgres,
        );
        break;
      } catch (error) {
        // Another process may have taken the port between probing and binding: try a new one.
        if (attempt >= 3) {
          const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
          throw new Error(`${(error as Error).message}\n--- postgres log ---\n${log}`);
        }
      }
    }

    const stopSync = () => {
      if (stopped) return;
      stopped = true;
      const pid = postmasterPid();
      // SIGQUIT = immediate shutdown, the same as `pg_ctl stop -m immediate`.
      if (pid) {
        try {
          process.kill(pid, 'SIGQUIT');
        } catch {
          // already gone
        }
      }
      removeDir();
    };

    const stop = async () => {
      if (stopped) return;
      try {
        await run(bin(binDir, 'pg_ctl'), ['stop', '-s', '-m', 'immediate', '-w', '-D', dataDir], asPostgres);
      } catch {
        // Fall through to the signal-based stop below.
      }
      stopSync();
    };

    return {
      adminUrl: `postgresql://postgres@127.0.0.1:${port}/postgres`,
      adminSocketUrl: `postgresql://postgres@localhost:${port}/postgres?host=${encodeURIComponent(baseDir)}`,
      stop,
      stopSync,
    };
  } catch (error) {
    const pid = postmasterPid();
    if (pid) {
      try {
        process.kill(pid, 'SIGQUIT');
      } catch {
        // not running
      }
    }
    removeDir();
    throw error;
  }
}
