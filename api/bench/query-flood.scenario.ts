// Part of `npm run bench:abuse` (issue 40, row 2): TWO api processes on one real PostgreSQL; an attacker with 1,000
// contacts floods both with the most expensive queries the request rules allow (as many contact lists of 100 with
// every per-contact field as the cost rule lets through: testkit/graphql/costliest-query.ts), 4 at a time per
// process (the per-user cap), each sent as soon as the last is answered, bounded in count and time, loopback only.
// Meanwhile another user's requests are timed. Prints the figures and writes them under `queryFlood` in
// bench/results/abuse.json. Goal: the other user's max < 1 s. Nothing is asserted here.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startS3StandIn } from 'devstack/s3';
import { findRepositoryRoot } from '../src/config/config';
import { createDb } from '../src/db/db.client';
import { runMigrations } from '../src/db/migrate.service';
import { TEST_TOKEN_KEYS } from '../testkit/env/google-env';
import { s3Env } from '../testkit/env/s3-env';
import { startThrowawayPostgres } from '../testkit/db/throwaway-postgres';
import { insertManyContacts } from '../testkit/db/many-contacts.fixtures';
import { costliestAllowedQuery, priceOf } from '../testkit/graphql/costliest-query';
import { createBenchUsers, type BenchUser } from './api-load.fixtures';
import { percentile, round } from './bench-stats';
import { pacedLoad, type Load } from './paced-load';

const PORTS = [8731, 8732];
const APIS = PORTS.map((port) => `http://127.0.0.1:${port}`);
const SECONDS = Number(process.env.BENCH_QUERY_FLOOD_SECONDS ?? 15);
/** The attacker's requests in progress per api process (the per-user cap, GRAPHQL_REQUEST_LIMITS.concurrentPerUser). */
const LOOPS_PER_API = 4;
/** Bound on the attacker's requests, whatever the time. */
const MAX_ATTACK_REQUESTS = 20_000;
/** The other user's requests a second, per api process. */
const OTHER_RATE = Number(process.env.BENCH_ABUSE_RATE ?? 20) / 2;
const root = findRepositoryRoot();
const log = (line: string) => process.stdout.write(`${line}\n`);

/** What the other user's pages ask most: the home figures and a page of their contacts. */
const OTHER_QUERIES = [
  `query { homeDashboard { id campaigns contacts emailSent responseRate } }`,
  `query { contacts(pagination: { first: 20 }) { totalCount edges { node { id firstName status campaign { id name } campaignEmail { id status } } } } }`,
];
/** The probe's query (issue 40, row 2): refused before anything runs now. */
const ISSUE_QUERY = `query { ${Array.from({ length: 15 }, (_, i) => `a${i}: contacts(pagination: { first: 100 }) { edges { node { timeline { kind } companyReplyTime { label } replyNote { id } replyOutcomes { id } } } }`).join(' ')} }`;

async function post(url: string, cookie: string, query: string) {
  const started = performance.now();
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json().catch(() => ({}))) as { errors?: Array<{ message: string }> };
  return { status: response.status, ms: performance.now() - started, error: body.errors?.[0]?.message };
}

/** Closed-loop flood: `loops` requests in progress against `url`, alternating the queries, until time or count ends. */
async function flood(url: string, cookie: string, queries: string[], until: number, budget: { left: number }) {
  const load: Load = { latencies: [], statuses: new Map() };
  const errors = new Map<string, number>();
  let n = 0;
  const loop = async () => {
    while (performance.now() < until && budget.left-- > 0) {
      const answer = await post(url, cookie, queries[n++ % queries.length]!).catch(() => ({
        status: 0,
        ms: 0,
        error: 'no answer',
      }));
      load.latencies.push(answer.ms);
      load.statuses.set(answer.status, (load.statuses.get(answer.status) ?? 0) + 1);
      if (answer.error) errors.set(answer.error.slice(0, 80), (errors.get(answer.error.slice(0, 80)) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: LOOPS_PER_API }, loop));
  return { load, errors };
}

function startApi(port: number, url: string, extraEnv: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api/src/server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: url,
      PORT: String(port),
      APP_ORIGIN: `http://127.0.0.1:${port}`,
      WORKER_ENABLED: 'false',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitReady(api: ChildProcess, url: string): Promise<void> {
  for (let i = 0; i < 300 && api.exitCode === null; i++) {
    if (
      await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the api at ${url} did not become ready`);
}

const summaryOf = (latencies: number[]) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    maxMs: round(sorted.at(-1) ?? 0),
  };
};

async function userIdOf(url: string, email: string): Promise<string> {
  const handle = createDb({ url, max: 1 });
  try {
    const { rows } = await handle.pool.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
    return rows[0]!.id;
  } finally {
    await handle.close();
  }
}

export async function runQueryFloodScenario() {
  const postgres = await startThrowawayPostgres();
  const s3 = await startS3StandIn({ port: 0, bucket: 'attachments' });
  const apis: ChildProcess[] = [];
  try {
    const admin = createDb({ url: postgres.adminUrl, max: 1 });
    await admin.pool.query('CREATE DATABASE bench_query_flood');
    await admin.close();
    const url = postgres.adminUrl.replace(/\/postgres$/, '/bench_query_flood');
    const handle = createDb({ url, max: 2 });
    await runMigrations(handle.pool);
    // Both processes share one session secret, as a deployment behind a load balancer does.
    const env = { SESSION_SECRET: randomBytes(32).toString('hex'), ...s3Env(s3), ...TEST_TOKEN_KEYS };
    apis.push(...PORTS.map((port) => startApi(port, url, env)));
    await Promise.all(apis.map((api, i) => waitReady(api, APIS[i]!)));
    const [other, attacker] = (await createBenchUsers(APIS[0]!, 2, 1)) as [BenchUser, BenchUser];
    const campaignIds = await insertManyContacts(handle.pool, await userIdOf(url, attacker.email), {
      campaigns: 10,
      contactsPerCampaign: 100,
    });
    await insertManyContacts(handle.pool, await userIdOf(url, other.email), { campaigns: 1, contactsPerCampaign: 50 });
    await handle.close();

    const costliest = (['lean', 'wide'] as const).map((shape) => costliestAllowedQuery(campaignIds, shape));
    const issue = await post(APIS[0]!, attacker.cookie, ISSUE_QUERY);
    // One at a time, each after the per-user cap has refilled, so none waits for another.
    const alone: Array<Awaited<ReturnType<typeof post>>> = [];
    for (const c of costliest) {
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      alone.push(await post(APIS[0]!, attacker.cookie, c.query));
    }
    log(`query flood: issue query -> ${issue.status} in ${round(issue.ms)} ms (${issue.error?.slice(0, 90)})`);
    for (const [i, c] of costliest.entries()) {
      log(
        `query flood: ${c.shape} costliest: ${c.lists} lists, priced ${JSON.stringify(priceOf(c.query))}, alone ${round(alone[i]!.ms)} ms`,
      );
    }

    const until = performance.now() + SECONDS * 1000;
    const budget = { left: MAX_ATTACK_REQUESTS };
    const [attack, ...others] = await Promise.all([
      Promise.all(
        APIS.map((api) =>
          flood(
            api,
            attacker.cookie,
            costliest.map((c) => c.query),
            until,
            budget,
          ),
        ),
      ),
      ...APIS.map((api, i) =>
        pacedLoad({
          url: api,
          rate: OTHER_RATE,
          seconds: SECONDS,
          seed: 0x5eed + i,
          request: (n) => ({ body: JSON.stringify({ query: OTHER_QUERIES[n % OTHER_QUERIES.length] }), cookie: other.cookie }),
        }),
      ),
    ]);
    const statuses: Record<number, number> = {};
    for (const part of attack) part.load.statuses.forEach((v, k) => (statuses[k] = (statuses[k] ?? 0) + v));
    const otherStatuses: Record<number, number> = {};
    for (const load of others) load.statuses.forEach((v, k) => (otherStatuses[k] = (otherStatuses[k] ?? 0) + v));
    const attackErrors: Record<string, number> = {};
    for (const part of attack) part.errors.forEach((v, k) => (attackErrors[k] = (attackErrors[k] ?? 0) + v));
    const result = {
      apiProcesses: APIS.length,
      seconds: SECONDS,
      attackerContacts: campaignIds.length * 100,
      issueQuery: { status: issue.status, ms: round(issue.ms), message: issue.error ?? null },
      costliest: costliest.map((c, i) => ({
        shape: c.shape,
        lists: c.lists,
        priced: priceOf(c.query),
        aloneMs: round(alone[i]!.ms),
      })),
      attacker: { ...summaryOf(attack.flatMap((part) => part.load.latencies)), statuses, errors: attackErrors },
      other: {
        ...summaryOf(others.flatMap((load) => load.latencies)),
        ratePerSecond: OTHER_RATE * APIS.length,
        statuses: otherStatuses,
      },
      apisSurvived: apis.every((api) => api.exitCode === null && api.signalCode === null),
      goal: 'the other user max < 1000 ms with two api processes on PostgreSQL',
    };
    log(`query flood ${JSON.stringify(result)}`);
    writeResult(result);
    return result;
  } finally {
    for (const api of apis) api.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await s3.close();
    await postgres.stop();
  }
}

/** Adds this scenario's figures to bench/results/abuse.json under `queryFlood` (the file's other keys stay). */
function writeResult(result: Record<string, unknown>) {
  const file = path.join(root, 'bench/results/abuse.json');
  mkdirSync(path.dirname(file), { recursive: true });
  const previous = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  writeFileSync(file, `${JSON.stringify({ ...previous, queryFlood: { at: new Date().toISOString(), ...result } }, null, 2)}\n`);
}
