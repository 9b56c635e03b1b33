// `npm run bench`: the delivery engine's benchmarks on a throwaway PostgreSQL, the devstack Gmail API stand-in
// answering every call after 100 ms, and two real worker processes (bench-worker.ts). Prints the figures and
// writes them to bench/results/engine.json at the repository root. Never part of `npm test`.
//   drain : 10,000 emails for 1,000 users all due at the same instant
//   crash : the same, with one of the two workers killed (SIGKILL) mid-drain, while sends are in flight, and restarted
//   paced : 10,000 emails falling due one after another at 90% of the project-wide rate (lateness from each one's own due time)
//   schedule: the send-window module's schedule computations per second
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { startGoogleStandIn, type GoogleStandIn } from 'devstack/google';
import { PROJECT_SEND_RATE_PER_SECOND, DELIVERY_UNCONFIRMED } from 'contracts';
import { findRepositoryRoot, loadConfig } from '../src/config/config';
import { createDb, type Database } from '../src/db/db.client';
import { runMigrations } from '../src/db/migrate.service';
import { googleEnv, TEST_TOKEN_KEYS } from '../testkit/env/google-env';
import { zoneAtLocalHour } from '../testkit/delivery/zones';
import { startThrowawayPostgres } from '../testkit/db/throwaway-postgres';
import { seedDrain } from './bench-fixtures';
import { settleInterruptedSends, type SettleResult } from './bench-settle';
import { cpuMsPerEmail, sampleCpu, type CpuSample } from './bench-cpu';
import { percentile, round } from './bench-stats';
import { resetStatementProfile, STATEMENT_PROFILE_SETTINGS, statementProfileLines } from './bench-statements';

const USERS = Number(process.env.BENCH_USERS ?? 1_000);
const CONTACTS_PER_USER = Number(process.env.BENCH_CONTACTS_PER_USER ?? 10);
const GMAIL_LATENCY_MS = Number(process.env.BENCH_GMAIL_LATENCY_MS ?? 100);
// The workers' concurrency and poll interval are production's defaults (config.ts) unless these override them.
const WORKER_SETTINGS = {
  ...(process.env.BENCH_WORKER_CONCURRENCY ? { SEND_CONCURRENCY: process.env.BENCH_WORKER_CONCURRENCY } : {}),
  ...(process.env.BENCH_POLL_INTERVAL_MS ? { JOB_POLL_INTERVAL_MS: process.env.BENCH_POLL_INTERVAL_MS } : {}),
};
const { sendConcurrency: WORKER_CONCURRENCY, jobPollIntervalMs: POLL_INTERVAL_MS } = loadConfig({
  NODE_ENV: 'development',
  ...WORKER_SETTINGS,
  // Only to read the defaults; each scenario passes its own database.
  DATABASE_URL: 'postgresql://localhost/unused',
}).delivery;
const RATE = Number(process.env.BENCH_RATE ?? PROJECT_SEND_RATE_PER_SECOND);
/** How the workers reach PostgreSQL on this machine: 'tcp' (loopback, the default) or 'socket' (Unix-domain). */
const DB_TRANSPORT = process.env.BENCH_DB_TRANSPORT === 'socket' ? 'socket' : 'tcp';
const LOCK_LIFETIME_MS = 15_000;
const CLAIM_TTL_MS = 10_000;
const GMAIL_TIMEOUT_MS = 5_000;
const KILL_AT_FRACTION = 0.4;
const KILL_WITH_CLAIMS_IN_FLIGHT = 10;
const RESTART_AFTER_MS = 2_000;
const SCENARIO_TIMEOUT_MS = 6 * 60_000;

const root = findRepositoryRoot();
const log = (line: string) => process.stdout.write(`${line}\n`);

interface WorkerHandle {
  name: string;
  child: ChildProcess;
}

function startBenchWorker(name: string, env: Record<string, string>): Promise<WorkerHandle> {
  // BENCH_WORKER_NODE_ARGS: extra node flags for the workers only (e.g. --cpu-prof --cpu-prof-dir=/tmp/prof).
  const nodeArgs = process.env.BENCH_WORKER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.join(root, 'api/bench/bench-worker.ts')], {
    cwd: root,
    env: { ...process.env, ...env, BENCH_WORKER_NAME: name },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (line.trim() === 'ready') resolve({ name, child });
    });
    child.once('exit', (code) => reject(new Error(`worker ${name} exited (${code}) before it was ready`)));
  });
}

function stopWorker(worker: WorkerHandle): Promise<void> {
  if (worker.child.exitCode !== null || worker.child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    worker.child.once('exit', () => resolve());
    worker.child.kill('SIGTERM');
  });
}

async function createDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

interface ScenarioResult {
  emails: number;
  users: number;
  sent: number;
  errors: number;
  unconfirmedErrors: number;
  /** Emails neither delivered to the stand-in nor marked ERROR: silently lost. */
  lost: number;
  /** Recipients who got more than one copy at the stand-in. */
  sentTwice: number;
  /** Messages the stand-in received in total. */
  gmailMessages: number;
  drainSeconds: number;
  throughputPerSecond: number;
  /** Median and best of the per-second send counts while the backlog lasted. */
  steadyPerSecondMedian: number;
  /** Most emails whose sentAt falls in one clock second (sends claimed in one second can finish in the next). */
  peakSecondBySentAt: number;
  /** Most sends the project-wide limiter let through in one second. */
  maxSendsInOneSecond: number;
  latenessMs: { p50: number; p99: number; max: number };
  /** Lateness beyond the floor the rate limit itself imposes (the k-th email cannot go before k / rate s). */
  latenessBeyondRateFloorMs?: { p50: number; p99: number };
  /** Sends in each of the first five clock seconds (how fast the workers reach the limit). */
  firstSecondsSends: number[];
  /** Database transactions (autocommit statements included) per email sent, by every process. */
  databaseTransactionsPerEmail: number;
  /** CPU milliseconds per email sent by the workers, PostgreSQL and the benchmark process (Gmail stand-in); drain only. */
  cpuMsPerEmail?: CpuSample;
  crash?: {
    killedAfterSent: number;
    killedAtSecond: number;
    /** Emails claimed by either worker (in the Gmail call) at the kill. */
    claimsInFlightAtKill: number;
    restartedAtSecond: number;
    unconfirmedDelivered: number;
    unconfirmedNotDelivered: number;
    /** The unconfirmed emails settled afterwards from the Sent folder (gmail.metadata). */
    settledFromSentFolder?: SettleResult;
  };
}

/** Transactions (each autocommit statement is one) committed or rolled back in this database so far. */
async function databaseTransactions(db: ReturnType<typeof createDb>['db']): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`SELECT (xact_commit + xact_rollback)::float8 AS n FROM pg_stat_database WHERE datname = current_database()`,
  );
  return Number(rows[0]!.n);
}

/**
 * drain: every email due at one instant; crash: the same with a worker killed mid-way; paced: the emails fall due
 * one after another at PACED_SHARE of the project-wide rate (a steady load the limit can carry), so lateness is
 * the engine's own delay, not the queue's.
 */
type ScenarioKind = 'drain' | 'crash' | 'paced';
const PACED_SHARE = 0.9;

async function runScenario(adminUrl: string, google: GoogleStandIn, name: ScenarioKind): Promise<ScenarioResult> {
  const crash = name === 'crash';
  google.reset();
  google.setLatency(GMAIL_LATENCY_MS);
  const url = await createDatabase(adminUrl, `bench_${name}_${Date.now()}`);
  const handle = createDb({ url, max: 4 });
  await runMigrations(handle.pool);
  const env = {
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    DATABASE_URL: url,
    ...googleEnv(google),
    ...TEST_TOKEN_KEYS,
    ...WORKER_SETTINGS,
    PROJECT_SEND_RATE: String(RATE),
    // The engine at its send rate: the Gmail quota budget (default: half of Google's) must not be what paces it.
    GMAIL_PROJECT_UNITS_PER_MINUTE: String(RATE * 100 * 60),
    BENCH_LOCK_LIFETIME_MS: String(LOCK_LIFETIME_MS),
    BENCH_CLAIM_TTL_MS: String(CLAIM_TTL_MS),
    BENCH_GMAIL_TIMEOUT_MS: String(GMAIL_TIMEOUT_MS),
  };
  const config = loadConfig(env);
  const { db } = handle;

  log(`[${name}] seeding ${USERS} users x ${CONTACTS_PER_USER} contacts...`);
  const placeholder = new Date(Date.now() + 3_600_000);
  const total = await seedDrain(db, config, google, {
    users: USERS,
    contactsPerUser: CONTACTS_PER_USER,
    dueAt: placeholder,
    timezone: zoneAtLocalHour(12),
  });
  const workers = [await startBenchWorker('worker-a', env), await startBenchWorker('worker-b', env)];
  const transactionsBefore = await databaseTransactions(db);
  const workerPids = () => workers.map((worker) => worker.child.pid!);
  await resetStatementProfile(db);
  const cpuBefore = sampleCpu(workerPids());
  // Everything falls due at one instant (paced: from that instant on), a moment after both workers are up.
  const dueAt = new Date(Date.now() + 2_000);
  const paceMs = name === 'paced' ? 1000 / (PACED_SHARE * RATE) : 0;
  await db.execute(sql`
    WITH ranked AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM campaign_emails WHERE status = 'SCHEDULED')
    UPDATE campaign_emails e SET scheduled_for = ${dueAt}::timestamptz + ranked.k * ${paceMs}::float8 * interval '1 millisecond'
      FROM ranked WHERE e.id = ranked.id`);
  await db.execute(sql`
    UPDATE agenda_jobs j SET next_run_at = e.scheduled_for
      FROM campaign_emails e WHERE j.name = 'send-campaign-email' AND ((j.data ->> 'campaignEmailId')::integer) = e.id`);
  const pacing = paceMs > 0 ? ` (one every ${round(paceMs, 2)} ms)` : '';
  log(
    `[${name}] ${total} emails due from ${dueAt.toISOString()}${pacing}; two workers x ${WORKER_CONCURRENCY}, Gmail latency ${GMAIL_LATENCY_MS} ms`,
  );

  let crashInfo: ScenarioResult['crash'];
  const deadline = Date.now() + SCENARIO_TIMEOUT_MS;
  let lastReport = 0;
  for (;;) {
    // Once a second: this count is the benchmark's own load on the database.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const { rows } = await db.execute<{ sent: number; errors: number; claimed: number }>(sql`
      SELECT count(*) FILTER (WHERE position = 1 AND sent_at IS NOT NULL)::int AS sent,
             count(*) FILTER (WHERE position = 1 AND status = 'ERROR' AND sent_at IS NULL)::int AS errors,
             count(*) FILTER (WHERE claim_token IS NOT NULL)::int AS claimed
        FROM campaign_emails`);
    const { sent, errors, claimed } = rows[0]!;
    if (Date.now() - lastReport > 5_000) {
      lastReport = Date.now();
      log(`[${name}] t+${round((Date.now() - dueAt.getTime()) / 1000)} s: sent ${sent}, error ${errors}, in flight ${claimed}`);
    }
    if (crash && !crashInfo && sent >= total * KILL_AT_FRACTION) {
      const victim = workers[0]!;
      // Mid-send: at the rate limit the sends of a second go out in a burst at its start, so wait for one.
      const claimsInFlightAtKill = await waitForClaimsInFlight(db, KILL_WITH_CLAIMS_IN_FLIGHT);
      victim.child.kill('SIGKILL');
      const killedAtSecond = round((Date.now() - dueAt.getTime()) / 1000);
      log(
        `[${name}] kill -9 ${victim.name} after ${sent} sent (t+${killedAtSecond} s), ${claimsInFlightAtKill} claims in flight`,
      );
      await new Promise((resolve) => setTimeout(resolve, RESTART_AFTER_MS));
      workers[0] = await startBenchWorker('worker-a-restarted', env);
      crashInfo = {
        killedAfterSent: sent,
        killedAtSecond,
        claimsInFlightAtKill,
        restartedAtSecond: round((Date.now() - dueAt.getTime()) / 1000),
        unconfirmedDelivered: 0,
        unconfirmedNotDelivered: 0,
      };
    }
    if (sent + errors >= total) break;
    if (Date.now() > deadline) {
      log(`[${name}] timed out with ${total - sent - errors} emails unresolved`);
      break;
    }
  }
  const cpuAfter = sampleCpu(workerPids());
  await Promise.all(workers.map(stopWorker));
  for (const line of await statementProfileLines(db, total)) log(`[${name}] ${line}`);
  // Backends publish their statistics within a second of going idle.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const transactions = (await databaseTransactions(db)) - transactionsBefore;

  const { rows: emails } = await db.execute<{
    id: number;
    to: string;
    status: string;
    error_message: string | null;
    lateness_ms: number | null;
    elapsed_ms: number | null;
    sent_second: number | null;
  }>(sql`
    SELECT e.id, c.email AS to, e.status, e.error_message,
           (extract(epoch FROM e.sent_at - e.scheduled_for) * 1000)::float8 AS lateness_ms,
           (extract(epoch FROM e.sent_at - ${dueAt}::timestamptz) * 1000)::float8 AS elapsed_ms,
           floor(extract(epoch FROM e.sent_at))::bigint::float8 AS sent_second
      FROM campaign_emails e JOIN contacts c ON c.id = e.contact_id
     WHERE e.position = 1`);
  const received = new Map<string, number>();
  const messages = await google.sentMessages();
  for (const message of messages) for (const to of message.to) received.set(to, (received.get(to) ?? 0) + 1);

  const sentEmails = emails.filter((email) => email.lateness_ms !== null);
  const lateness = sentEmails.map((email) => Number(email.lateness_ms)).sort((a, b) => a - b);
  const beyondFloor = lateness.map((value, index) => value - (index / RATE) * 1000).sort((a, b) => a - b);
  const perSecond = new Map<number, number>();
  for (const email of sentEmails) perSecond.set(Number(email.sent_second), (perSecond.get(Number(email.sent_second)) ?? 0) + 1);
  const seconds = [...perSecond.keys()].sort((a, b) => a - b);
  // Full seconds only (not the first and last, which are partial).
  const steady = seconds
    .slice(1, -1)
    .map((second) => perSecond.get(second)!)
    .sort((a, b) => a - b);
  const { rows: rate } = await db.execute<{ max: number }>(
    sql`SELECT COALESCE(max(sends), 0)::int AS max FROM send_rate_windows`,
  );

  const errors = emails.filter((email) => email.status === 'ERROR');
  const unconfirmed = errors.filter((email) => email.error_message === DELIVERY_UNCONFIRMED);
  if (crashInfo) {
    crashInfo.unconfirmedDelivered = unconfirmed.filter((email) => (received.get(email.to) ?? 0) > 0).length;
    crashInfo.unconfirmedNotDelivered = unconfirmed.length - crashInfo.unconfirmedDelivered;
    crashInfo.settledFromSentFolder = await settleInterruptedSends(db, google, {
      delivered: crashInfo.unconfirmedDelivered,
      notDelivered: crashInfo.unconfirmedNotDelivered,
    });
  }
  const drainSeconds = Math.max(...sentEmails.map((email) => Number(email.elapsed_ms))) / 1000;
  const result: ScenarioResult = {
    emails: total,
    users: USERS,
    sent: sentEmails.length,
    errors: errors.length,
    unconfirmedErrors: unconfirmed.length,
    lost: emails.filter((email) => email.status !== 'ERROR' && (received.get(email.to) ?? 0) === 0).length,
    sentTwice: [...received.values()].filter((count) => count > 1).length,
    gmailMessages: messages.length,
    drainSeconds: round(drainSeconds, 2),
    throughputPerSecond: round(sentEmails.length / drainSeconds),
    steadyPerSecondMedian: percentile(steady, 50),
    peakSecondBySentAt: steady.length > 0 ? steady[steady.length - 1]! : Number.NaN,
    maxSendsInOneSecond: rate[0]!.max,
    latenessMs: {
      p50: round(percentile(lateness, 50), 0),
      p99: round(percentile(lateness, 99), 0),
      max: round(lateness.at(-1) ?? Number.NaN, 0),
    },
    ...(paceMs > 0
      ? {}
      : {
          latenessBeyondRateFloorMs: { p50: round(percentile(beyondFloor, 50), 0), p99: round(percentile(beyondFloor, 99), 0) },
        }),
    firstSecondsSends: seconds.slice(0, 5).map((second) => perSecond.get(second)!),
    databaseTransactionsPerEmail: round(transactions / Math.max(1, sentEmails.length), 1),
    // A killed worker's CPU time is gone with it, so the split is only reported without the crash.
    ...(crash ? {} : { cpuMsPerEmail: cpuMsPerEmail(cpuBefore, cpuAfter, sentEmails.length) }),
    ...(crashInfo ? { crash: crashInfo } : {}),
  };
  await handle.close();
  return result;
}

/** Polls (every 5 ms, up to 5 s) until at least `minimum` emails are claimed; answers how many were. */
async function waitForClaimsInFlight(db: Database, minimum: number): Promise<number> {
  const until = Date.now() + 5_000;
  for (;;) {
    const { rows } = await db.execute<{ claimed: number }>(sql`
      SELECT count(*)::int AS claimed FROM campaign_emails WHERE claim_token IS NOT NULL`);
    const claimed = rows[0]!.claimed;
    if (claimed >= minimum || Date.now() > until) return claimed;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function scheduleComputationsPerSecond(): Promise<{ schedulesPerSecond: number; line: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api/src/modules/scheduling/schedule.bench.ts')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise((resolve) => child.once('exit', resolve));
  const line = output.trim();
  return { schedulesPerSecond: Number(/: (\d+) schedules\/s/.exec(line)?.[1] ?? Number.NaN), line };
}

async function main() {
  const loadBefore = os.loadavg();
  const postgres = await startThrowawayPostgres({ settings: STATEMENT_PROFILE_SETTINGS });
  const google = await startGoogleStandIn({ port: 0 });
  try {
    const adminUrl = DB_TRANSPORT === 'tcp' ? postgres.adminUrl : postgres.adminSocketUrl;
    const drain = await runScenario(adminUrl, google, 'drain');
    log(`[drain] ${JSON.stringify(drain)}`);
    // BENCH_DRAIN_ONLY=1: a quick look at the drain while tuning; nothing is written.
    if (process.env.BENCH_DRAIN_ONLY === '1') return;
    const crash = await runScenario(adminUrl, google, 'crash');
    log(`[crash] ${JSON.stringify(crash)}`);
    const paced = await runScenario(adminUrl, google, 'paced');
    log(`[paced] ${JSON.stringify(paced)}`);
    const schedule = await scheduleComputationsPerSecond();
    log(`[schedule] ${schedule.line}`);

    const results = {
      generatedAt: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model,
        node: process.version,
        platform: `${os.platform()} ${os.release()}`,
        // The figures depend on what else runs: other work on the machine shows in the load averages.
        loadAverage1mBefore: round(loadBefore[0]!, 2),
        loadAverage1mAfter: round(os.loadavg()[0]!, 2),
      },
      setup: {
        users: USERS,
        emails: USERS * CONTACTS_PER_USER,
        gmailLatencyMs: GMAIL_LATENCY_MS,
        workers: 2,
        concurrencyPerWorker: WORKER_CONCURRENCY,
        pollIntervalMs: POLL_INTERVAL_MS,
        projectSendRatePerSecond: RATE,
        agendaLockLifetimeMs: LOCK_LIFETIME_MS,
        claimTtlMs: CLAIM_TTL_MS,
        database: `throwaway PostgreSQL 15 (fsync off) over ${DB_TRANSPORT === 'tcp' ? 'loopback TCP' : 'its Unix-domain socket'}`,
        gmail: 'devstack Google stand-in, in the benchmark process',
        note: "drain and crash: all emails share one due instant, so the k-th email cannot leave before k / rate seconds: at 180/s the 10,000th is ~55.6 s late by arithmetic; latenessBeyondRateFloorMs subtracts that floor. paced: emails fall due one after another at 90% of the rate; lateness is counted from each email's own due time.",
      },
      drain,
      crash,
      paced,
      schedule,
    };
    const file = path.join(root, 'bench/results/engine.json');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
    log(`\nwritten ${path.relative(root, file)}`);
    log(
      [
        '',
        `drain : CPU ms per email: workers ${drain.cpuMsPerEmail?.workers}, PostgreSQL ${drain.cpuMsPerEmail?.postgres}, benchmark + Gmail stand-in ${drain.cpuMsPerEmail?.bench}`,
        `drain : ${drain.sent}/${drain.emails} sent in ${drain.drainSeconds} s, ${drain.throughputPerSecond}/s overall, ${drain.steadyPerSecondMedian}/s median full second (peak ${drain.peakSecondBySentAt} by sentAt), limiter max ${drain.maxSendsInOneSecond}/s`,
        `        lateness p50 ${drain.latenessMs.p50} ms, p99 ${drain.latenessMs.p99} ms (beyond the rate floor: p50 ${drain.latenessBeyondRateFloorMs?.p50} ms, p99 ${drain.latenessBeyondRateFloorMs?.p99} ms); duplicates ${drain.sentTwice}, lost ${drain.lost}`,
        `paced : ${paced.sent}/${paced.emails} sent, due at ${round(PACED_SHARE * RATE)}/s: lateness p50 ${paced.latenessMs.p50} ms, p99 ${paced.latenessMs.p99} ms, max ${paced.latenessMs.max} ms; duplicates ${paced.sentTwice}, lost ${paced.lost}`,
        `crash : ${crash.sent}/${crash.emails} sent, lost ${crash.lost}, sent twice ${crash.sentTwice}, unconfirmed ERROR ${crash.unconfirmedErrors} (${crash.crash?.unconfirmedDelivered} of them had reached Gmail); settled from the Sent folder: ${crash.crash?.settledFromSentFolder?.confirmedSent} SENT, ${crash.crash?.settledFromSentFolder?.notSent} not sent, agrees with Gmail: ${crash.crash?.settledFromSentFolder?.agreesWithGmail}`,
        `schedule: ${schedule.line}`,
      ].join('\n'),
    );
  } finally {
    await google.close();
    await postgres.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`benchmark failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
