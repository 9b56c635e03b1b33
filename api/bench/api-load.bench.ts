// `npm run bench:api`: the api under load on a throwaway PostgreSQL, with two api processes and two delivery workers
// sending through the devstack Gmail stand-in (its own process, like the attacker). Prints figures (nothing asserted;
// with a CPU probe of the machine's speed and how late the bench's own event loop ran) and writes bench/results/api.json.
// The workers send 50 emails a second from the warm-up's start to the attack's end (counted per phase).
//   warm-up : the baseline's load for BENCH_API_WARMUP_SECONDS (default 5) on freshly started processes; printed as
//             its own figure (a process just deployed), not mixed into the steady-state figures below
//   baseline: signed-in users' dashboard queries arriving at BENCH_API_RATE req/s (default 200, Poisson arrivals,
//             open loop: paced-load.ts) split over both processes
//   attack  : the same while one user hammers both processes with the costliest query the limits still allow
//             (15 aliases of campaigns(first: 100)) and with 1,000-alias queries (refused at parse), as fast as
//             autocannon can send them (attacker-flood.ts, its own process)
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Pool } from 'pg';
import { findRepositoryRoot } from '../src/config/config';
import { createDb } from '../src/db/db.client';
import { runMigrations } from '../src/db/migrate.service';
import { googleEnv, TEST_TOKEN_KEYS } from '../testkit/env/google-env';
import { startThrowawayPostgres } from '../testkit/db/throwaway-postgres';
import { zoneAtLocalHour } from '../testkit/delivery/zones';
import { loadConfig } from '../src/config/config';
import { seedDrain, type TokenIssuer } from './bench-fixtures';
import { percentile, round } from './bench-stats';
import { createBenchUsers } from './api-load.fixtures';
import { pacedLoad, type Load } from './paced-load';

const RATE = Number(process.env.BENCH_API_RATE ?? 200);
const DURATION_S = Number(process.env.BENCH_API_SECONDS ?? 20);
const USERS = Number(process.env.BENCH_API_USERS ?? 50);
const WARMUP_S = Number(process.env.BENCH_API_WARMUP_SECONDS ?? 5);
/** Emails sent a second during the phases: one due every 20 ms. */
const SENDS_PER_SECOND = 50;
const CONTACTS_PER_SENDER = 10;
const root = findRepositoryRoot();
const log = (line: string) => process.stdout.write(`${line}\n`);

const DASHBOARD = `query { campaigns(pagination: { first: 20 }) { totalCount edges { node { id name contacts emailsSent isActive } } } }`;
const HOME = `query { homeDashboard { id campaigns contacts emailSent responseRate } }`;
/** BENCH_API_CPU_PROF=<dir>: each api process writes a V8 CPU profile there on exit (open it in Chrome DevTools). */
const CPU_PROF_DIR = process.env.BENCH_API_CPU_PROF;

function spawnProcess(entry: string, env: Record<string, string>, profile = false): ChildProcess {
  const prof = profile && CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF_DIR}`] : [];
  return spawn(process.execPath, [...prof, '--import', 'tsx', path.join(root, entry)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitReady(url: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not become ready`);
}

/** The attacker's flood in its own process (attacker-flood.ts), started and ready; `go` starts the flood. */
async function startAttacker(urls: readonly string[], cookie: string): Promise<{ go: () => Promise<Load> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api/bench/attacker-flood.ts')], {
    cwd: root,
    env: {
      ...process.env,
      BENCH_FLOOD_URLS: urls.join(','),
      BENCH_FLOOD_COOKIE: cookie,
      BENCH_FLOOD_SECONDS: String(DURATION_S),
    },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<Load>((resolve, reject) =>
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`the attacker's flood exited with ${code}`));
      const { latencies, statuses } = JSON.parse(out) as { latencies: number[]; statuses: Record<string, number> };
      resolve({ latencies, statuses: new Map(Object.entries(statuses).map(([k, v]) => [Number(k), v])) });
    }),
  );
  await Promise.race([new Promise((resolve) => child.once('message', resolve)), exited]);
  return { go: () => (child.send('go'), exited) };
}

interface GoogleProcess extends TokenIssuer {
  url: string;
  client: { clientId: string; clientSecret: string };
  close: () => void;
}

/** The Google/Gmail stand-in in its own process (bench-google-stand-in.ts), its tokens issued over IPC. */
async function startGoogleProcess(): Promise<GoogleProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api/bench/bench-google-stand-in.ts')], {
    cwd: root,
    env: process.env,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  type Tokens = Awaited<ReturnType<TokenIssuer['issueTokens']>>;
  const pending = new Map<number, (tokens: Tokens) => void>();
  let nextId = 0;
  const ready = await new Promise<Pick<GoogleProcess, 'url' | 'client'>>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the Google stand-in exited with ${code}`)));
    child.on('message', (message: { ready?: Pick<GoogleProcess, 'url' | 'client'>; id?: number; tokens?: Tokens }) => {
      if (message.ready) resolve(message.ready);
      if (message.id !== undefined && message.tokens) pending.get(message.id)?.(message.tokens);
    });
  });
  return {
    ...ready,
    issueTokens: (input) =>
      new Promise<Tokens>((resolve) => {
        const id = nextId++;
        pending.set(id, (tokens) => (pending.delete(id), resolve(tokens)));
        child.send({ id, issueTokens: input });
      }),
    close: () => child.disconnect(),
  };
}

/**
 * This machine's single-core speed right now: a fixed loop, in ms (lower is faster). The same code measured 2-5x apart
 * on this machine at different times, so each figure comes with it.
 */
function cpuProbeMs(): number {
  const start = performance.now();
  let sum = 0;
  for (let i = 0; i < 300_000_000; i++) sum += i % 7;
  return sum > 0 ? round(performance.now() - start) : 0;
}

/** How late the bench process's own event loop ran during a phase (p99, ms): a late loop sends requests late. */
async function withLoopDelay<T>(phase: () => Promise<T>): Promise<[T, number]> {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  try {
    return [await phase(), round(delay.percentile(99) / 1e6)];
  } finally {
    delay.disable();
  }
}

const merge = (loads: Load[]): Load => ({
  latencies: loads.flatMap((l) => l.latencies),
  statuses: loads.reduce(
    (all, l) => (l.statuses.forEach((v, k) => all.set(k, (all.get(k) ?? 0) + v)), all),
    new Map<number, number>(),
  ),
});

/** Makes the seeded emails due one every 20 ms from now (and their jobs with them); returns when the first is due. */
async function startSending(pool: Pool): Promise<Date> {
  const { rows } = await pool.query<{
    from: Date;
  }>(`WITH r AS (SELECT id, row_number() OVER (ORDER BY id) AS k FROM campaign_emails),
      due AS (UPDATE campaign_emails e SET scheduled_for = now() + r.k * interval '${1000 / SENDS_PER_SECOND} milliseconds'
        FROM r WHERE e.id = r.id RETURNING e.id, e.scheduled_for),
      _jobs AS (UPDATE agenda_jobs j SET next_run_at = due.scheduled_for FROM due
        WHERE j.name = 'send-campaign-email' AND ((j.data ->> 'campaignEmailId')::integer) = due.id)
    SELECT min(scheduled_for) AS from FROM due`);
  return rows[0]!.from;
}

/** Emails Gmail accepted during each phase (between consecutive instants of `phases`). */
async function sentPerPhase(pool: Pool, from: Date, phases: Date[]): Promise<number[]> {
  const { rows } = await pool.query<{ sent_at: Date }>(`SELECT sent_at FROM campaign_emails WHERE sent_at >= $1`, [from]);
  return phases.slice(0, -1).map((start, i) => rows.filter((r) => r.sent_at >= start && r.sent_at < phases[i + 1]!).length);
}

function figures(load: Load, seconds = DURATION_S) {
  const sorted = [...load.latencies].sort((a, b) => a - b);
  const count = (predicate: (status: number) => boolean) =>
    [...load.statuses].filter(([s]) => predicate(s)).reduce((sum, [, v]) => sum + v, 0);
  return {
    requests: sorted.length,
    perSecond: round(sorted.length / seconds),
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    p99Ms: round(percentile(sorted, 99)),
    status5xx: count((s) => s >= 500),
    statuses: Object.fromEntries(load.statuses),
  };
}

async function main() {
  const postgres = await startThrowawayPostgres();
  const google = await startGoogleProcess();
  const children: ChildProcess[] = [];
  try {
    const admin = createDb({ url: postgres.adminUrl, max: 1 });
    await admin.pool.query('CREATE DATABASE bench_api');
    await admin.close();
    const url = postgres.adminUrl.replace(/\/postgres$/, '/bench_api');
    const handle = createDb({ url, max: 4 });
    await runMigrations(handle.pool);
    // As deployed: production mode (graphql-js and express skip their development checks), a real session secret.
    const env = {
      NODE_ENV: 'production',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      DATABASE_URL: url,
      ...googleEnv(google),
      ...TEST_TOKEN_KEYS,
    };
    const probeMs = cpuProbeMs();
    log(`CPU probe (fixed loop): ${probeMs} ms`);
    // Enough emails for every phase and a few seconds more; due in an hour until the phases start.
    const senders = Math.ceil((SENDS_PER_SECOND * (WARMUP_S + 2 * DURATION_S + 5)) / CONTACTS_PER_SENDER);
    log(`seeding ${senders} senders x ${CONTACTS_PER_SENDER} contacts (sent at ${SENDS_PER_SECOND}/s during every phase)...`);
    await seedDrain(handle.db, loadConfig(env), google, {
      users: senders,
      contactsPerUser: CONTACTS_PER_SENDER,
      dueAt: new Date(Date.now() + 3_600_000),
      timezone: zoneAtLocalHour(12),
    });

    const apis = [8711, 8712].map((port) => `http://127.0.0.1:${port}`);
    for (const [i, apiUrl] of apis.entries()) {
      const port = new URL(apiUrl).port;
      children.push(
        spawnProcess(
          'api/src/server.ts',
          {
            ...env,
            PORT: port,
            APP_ORIGIN: apiUrl,
            WORKER_ENABLED: 'false',
            AUTH_RATE_LIMIT_MAX: '100000',
            AUTH_ACCOUNT_RATE_LIMIT_MAX: '100000',
          },
          true,
        ),
      );
      if (i === 0) await waitReady(apiUrl);
    }
    children.push(spawnProcess('api/bench/bench-worker.ts', { ...env, BENCH_WORKER_NAME: 'worker-a' }));
    children.push(spawnProcess('api/bench/bench-worker.ts', { ...env, BENCH_WORKER_NAME: 'worker-b' }));
    await Promise.all(apis.map(waitReady));
    const users = await createBenchUsers(apis[0]!, USERS, 3);
    const attacker = (await createBenchUsers(apis[0]!, 1, 3))[0]!;
    const dashboard = (apiUrl: string, index: number, seconds = DURATION_S) =>
      pacedLoad({
        url: apiUrl,
        rate: RATE / 2,
        seconds,
        seed: 0x2545f491 + index,
        request: (i) => ({
          body: JSON.stringify({ query: i % 4 === 0 ? HOME : DASHBOARD }),
          cookie: users[i % users.length]!.cookie,
        }),
      });

    const sendsFrom = await startSending(handle.pool);
    const phases: Date[] = [];
    const phase = async <T>(run: () => Promise<T>): Promise<[T, number]> => (phases.push(new Date()), withLoopDelay(run));

    log(`warm-up: the same load for ${WARMUP_S} s on the freshly started processes...`);
    const [warmUpLoad] = await phase(() => Promise.all(apis.map((apiUrl, i) => dashboard(apiUrl, i + 2, WARMUP_S))));
    const warmUp = figures(merge(warmUpLoad), WARMUP_S);
    log(`warm-up ${JSON.stringify(warmUp)}`);

    log(`baseline: ${RATE} req/s of dashboard queries for ${DURATION_S} s over two api processes...`);
    const [baselineLoad, baselineLoopP99] = await phase(() => Promise.all(apis.map((apiUrl, i) => dashboard(apiUrl, i))));
    const baseline = { ...figures(merge(baselineLoad)), clientLoopDelayP99Ms: baselineLoopP99 };
    log(`baseline ${JSON.stringify(baseline)}`);

    log('attack: the same, while one user sends the costliest allowed query and 1,000-alias queries as fast as it can...');
    const attackerProcess = await startAttacker(apis, attacker.cookie);
    const [[others, attack], attackLoopP99] = await phase(() =>
      Promise.all([Promise.all(apis.map((apiUrl, i) => dashboard(apiUrl, i))).then(merge), attackerProcess.go()]),
    );
    phases.push(new Date());
    const result = {
      warmUp,
      baseline,
      attack: { others: { ...figures(others), clientLoopDelayP99Ms: attackLoopP99 }, attacker: figures(attack) },
    };
    log(`attack ${JSON.stringify(result.attack)}`);
    const emailsSent = await sentPerPhase(handle.pool, sendsFrom, phases);
    log(`emails sent (warm-up, baseline, attack): ${emailsSent.join(', ')}`);
    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    writeFileSync(
      path.join(root, 'bench/results/api.json'),
      `${JSON.stringify({ at: new Date().toISOString(), cpuProbeMs: probeMs, rate: RATE, seconds: DURATION_S, warmUpSeconds: WARMUP_S, users: USERS, emailsSent, ...result }, null, 2)}\n`,
    );
    await handle.close();
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    google.close();
    await postgres.stop();
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
