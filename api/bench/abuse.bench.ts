// `npm run bench:abuse`: one signed-up user sends what a probe found hurt the api (hostile resume files, over-long
// draft fields) while a second user's requests are timed. Per probe it prints the other user's p95 and max answer
// time, the api's peak resident memory and whether its process survived, and writes bench/results/abuse.json.
// Goal: the api survives every probe and the other user's max stays under 1 s. Nothing is asserted here.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startS3StandIn } from 'devstack/s3';
import { findRepositoryRoot } from '../src/config/config';
import { createDb } from '../src/db/db.client';
import { runMigrations } from '../src/db/migrate.service';
import { TEST_TOKEN_KEYS } from '../testkit/env/google-env';
import { s3Env } from '../testkit/env/s3-env';
import { startThrowawayPostgres } from '../testkit/db/throwaway-postgres';
import { createBenchUsers, type BenchUser } from './api-load.fixtures';
import { percentile, round } from './bench-stats';
import { hostileFields, hostileFiles, type HostileFile } from './hostile-inputs';
import { pacedLoad } from './paced-load';
import { runQueryFloodScenario } from './query-flood.scenario';

const PORT = 8721;
const API = `http://127.0.0.1:${PORT}`;
/** The other user's requests a second during each probe. */
const OTHER_RATE = Number(process.env.BENCH_ABUSE_RATE ?? 20);
/** How long each probe's timing runs; the hostile request starts half a second in. */
const PROBE_SECONDS = Number(process.env.BENCH_ABUSE_SECONDS ?? 8);
/** A hostile request still unanswered after this long means the api is stuck: it is stopped and counted as down. */
const STUCK_MS = 60_000;
const root = findRepositoryRoot();
const log = (line: string) => process.stdout.write(`${line}\n`);

const HOME = `query { homeDashboard { id campaigns contacts emailSent responseRate } }`;
const SIGN = `mutation($data: GenerateSignedUrlInput!) { generateSignedUrl(data: $data) { signedUrl uploadLocation } }`;
const CREATE = `mutation($data: CreateEmailAttachmentInput!) { createEmailAttachment(data: $data) { emailAttachment { id } } }`;
const DRAFT = `mutation($hiringManagerName: String!, $jobRole: String!, $attachmentId: Int, $aboutMe: String) {
  generateJobEmails(hiringManagerName: $hiringManagerName, jobRole: $jobRole, attachmentId: $attachmentId, aboutMe: $aboutMe) {
    success message
  }
}`;

async function graphql(user: BenchUser, query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${API}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: user.cookie },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  let body: { data?: Record<string, unknown> | null; errors?: Array<{ message: string }> } = {};
  try {
    body = JSON.parse(text);
  } catch {
    body = { errors: [{ message: `HTTP ${response.status}: ${text.slice(0, 120)}` }] };
  }
  return { status: response.status, body };
}

/** Upload, register, then draft from it: what the chat does with a resume. The first refusal ends it. */
async function sendFile(user: BenchUser, file: HostileFile): Promise<string> {
  const data = { fileName: file.fileName, fileType: file.fileType, fileSize: file.bytes.length };
  const signed = await graphql(user, SIGN, { data });
  const sign = signed.body.data?.generateSignedUrl as { signedUrl: string; uploadLocation: string } | undefined;
  if (!sign) return `sign: ${signed.body.errors?.[0]?.message}`;
  const put = await fetch(sign.signedUrl, {
    method: 'PUT',
    headers: { 'Content-Type': file.fileType },
    body: new Uint8Array(file.bytes),
  });
  if (!put.ok) return `upload: HTTP ${put.status}`;
  const created = await graphql(user, CREATE, { data: { ...data, fileUrl: sign.uploadLocation } });
  const attachment = (created.body.data?.createEmailAttachment as { emailAttachment: { id: number } } | undefined)
    ?.emailAttachment;
  if (!attachment) return `register: ${created.body.errors?.[0]?.message}`;
  return draft(user, { hiringManagerName: 'Sam', jobRole: 'Data Engineer at Globex', attachmentId: attachment.id });
}

async function draft(user: BenchUser, variables: Record<string, unknown>): Promise<string> {
  const answer = await graphql(user, DRAFT, variables);
  const payload = answer.body.data?.generateJobEmails as { success: boolean; message: string } | undefined;
  return payload
    ? `${payload.success ? 'drafted' : 'refused'}: ${payload.message}`
    : `HTTP ${answer.status}: ${answer.body.errors?.[0]?.message}`;
}

/** Resident memory of a process in MB, sampled until stopped; the peak is kept. */
function memoryPeak(pid: number) {
  let peak = 0;
  const sample = () => {
    try {
      const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      peak = Math.max(peak, kb / 1024);
    } catch {
      // the process is gone: its last sample stands
    }
  };
  const timer = setInterval(sample, 50);
  sample();
  return () => (clearInterval(timer), round(peak));
}

async function probe(api: ChildProcess, other: BenchUser, name: string, attack: () => Promise<string>) {
  const stopMemory = memoryPeak(api.pid!);
  const started = performance.now();
  const [load, outcome] = await Promise.all([
    pacedLoad({
      url: API,
      rate: OTHER_RATE,
      seconds: PROBE_SECONDS,
      seed: 0x1234567 + name.length,
      request: () => ({ body: JSON.stringify({ query: HOME }), cookie: other.cookie }),
    }),
    new Promise((resolve) => setTimeout(resolve, 500))
      .then(async () => {
        const at = performance.now();
        const stuck = setTimeout(() => api.kill('SIGKILL'), STUCK_MS);
        const said = await attack().finally(() => clearTimeout(stuck));
        return { said, ms: round(performance.now() - at) };
      })
      .catch((error: Error) => ({ said: `failed: ${error.message}`, ms: round(performance.now() - started) })),
  ]);
  const sorted = [...load.latencies].sort((a, b) => a - b);
  const alive = api.exitCode === null && api.signalCode === null;
  const result = {
    probe: name,
    answer: outcome.said.slice(0, 160),
    answerMs: outcome.ms,
    otherP95Ms: round(percentile(sorted, 95)),
    otherMaxMs: round(sorted.at(-1) ?? 0),
    otherNon200: [...load.statuses].filter(([status]) => status !== 200).reduce((sum, [, n]) => sum + n, 0),
    apiPeakRssMb: stopMemory(),
    apiSurvived: alive,
  };
  log(JSON.stringify(result));
  return result;
}

async function waitReady(api: ChildProcess): Promise<void> {
  for (let i = 0; i < 300 && api.exitCode === null; i++) {
    if (
      await fetch(`${API}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the api did not become ready');
}

async function main() {
  const postgres = await startThrowawayPostgres();
  const s3 = await startS3StandIn({ port: 0, bucket: 'attachments' });
  let api: ChildProcess | undefined;
  try {
    const admin = createDb({ url: postgres.adminUrl, max: 1 });
    await admin.pool.query('CREATE DATABASE bench_abuse');
    await admin.close();
    const url = postgres.adminUrl.replace(/\/postgres$/, '/bench_abuse');
    const handle = createDb({ url, max: 2 });
    await runMigrations(handle.pool);
    await handle.close();
    api = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api/src/server.ts')], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        SESSION_SECRET: randomBytes(32).toString('hex'),
        LOG_LEVEL: 'warn',
        DATABASE_URL: url,
        PORT: String(PORT),
        APP_ORIGIN: API,
        WORKER_ENABLED: 'false',
        ...s3Env(s3),
        ...TEST_TOKEN_KEYS,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitReady(api);
    const [other, attacker] = await createBenchUsers(API, 2, 1);
    const results = [];
    for (const file of await hostileFiles()) {
      log(`probe: ${file.name} (${round(file.bytes.length / 1024)} KB)`);
      results.push(await probe(api, other!, file.name, () => sendFile(attacker!, file)));
      if (!results.at(-1)!.apiSurvived) break;
    }
    for (const field of hostileFields) {
      if (results.at(-1)?.apiSurvived === false) break;
      log(`probe: ${field.name}`);
      results.push(await probe(api, other!, field.name, () => draft(attacker!, field)));
    }
    const summary = {
      survivedAll: results.every((r) => r.apiSurvived),
      worstOtherMaxMs: Math.max(...results.map((r) => r.otherMaxMs)),
      goal: 'api survives every probe; the other user max < 1000 ms',
    };
    log(`summary ${JSON.stringify(summary)}`);
    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    writeFileSync(
      path.join(root, 'bench/results/abuse.json'),
      `${JSON.stringify({ at: new Date().toISOString(), otherRate: OTHER_RATE, probeSeconds: PROBE_SECONDS, summary, results }, null, 2)}\n`,
    );
  } finally {
    api?.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await s3.close();
    await postgres.stop();
  }
}

// Then the GraphQL query flood over two api processes (query-flood.scenario.ts), added to the same results file.
main()
  .then(runQueryFloodScenario)
  .catch((error) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  });
