import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { httpsRequest } from '../microsoft/https-client.helper';

const httpsJson = async (url: string, ca: string) => (await httpsRequest(url, ca)).json<Record<string, string>>();

const repoRoot = resolve(__dirname, '../../..');
const fakeApi = resolve(__dirname, 'fake-api.fixture.ts');
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'devstack-start-all-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** Holds a random free port (listening) until released. */
function holdPort(): Promise<{ port: number; server: Server }> {
  return new Promise((resolvePort) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolvePort({ port: typeof address === 'object' && address ? address.port : 0, server });
    });
  });
}

async function freePort(): Promise<number> {
  const { port, server } = await holdPort();
  await new Promise((done) => server.close(done));
  return port;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(false));
    server.listen(port, '127.0.0.1', () => server.close(() => done(true)));
  });
}

interface Run {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

function startAll(env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', 'devstack/src/start-all.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      DEVSTACK_DATA_DIR: dataDir,
      START_ALL_API_ENTRY: fakeApi,
      DEVSTACK_GOOGLE_PORT: '0',
      DEVSTACK_SMTP_PORT: '0',
      DEVSTACK_INBOX_PORT: '0',
      DEVSTACK_S3_PORT: '0',
      DEVSTACK_PGLITE_PORT: '0',
      DEVSTACK_FINDER_PORT: '0',
      DEVSTACK_LLM_PORT: '0',
      DEVSTACK_STRIPE_PORT: '0',
      DEVSTACK_JOB_BOARDS_PORT: '0',
      DEVSTACK_MICROSOFT_PORT: '0',
      DEVSTACK_MICROSOFT_PAGES_PORT: '0',
      ...env,
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, stdout: () => stdout, stderr: () => stderr, exited };
}

async function waitFor(check: () => boolean, timeoutMs: number, describe: () => string): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out: ${describe()}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

describe('start-all (npm start)', () => {
  it('starts the services and the api, prints the two lines, and stops cleanly on Ctrl+C', async () => {
    const appPort = await freePort();
    const run = startAll({ PORT: String(appPort) });
    await waitFor(
      () => run.stdout().includes('Dev inbox:'),
      100000,
      () => run.stderr(),
    );

    expect(run.stdout()).toBe(`App:       http://localhost:${appPort}\nDev inbox: http://localhost:${appPort}/__dev/inbox\n`);

    const env = (await (await fetch(`http://localhost:${appPort}/__fake/env`)).json()) as Record<string, string | null>;
    const secrets = JSON.parse(await readFile(join(dataDir, 'dev-secrets.json'), 'utf8')) as Record<string, string>;
    expect(env).toMatchObject({
      APP_ORIGIN: `http://localhost:${appPort}`,
      DATABASE_PGLITE: 'true',
      SESSION_SECRET: secrets.SESSION_SECRET,
      TOKEN_ENCRYPTION_KEYS: expect.stringMatching(/^dev:[A-Za-z0-9+/]{43}=$/),
      TOKEN_ENCRYPTION_KEY_ID: 'dev',
      GOOGLE_CLIENT_ID: 'devstack-client',
      GOOGLE_CLIENT_SECRET: 'devstack-secret',
      MAIL_FROM: 'Follow-Up Agent <no-reply@localhost>',
      S3_BUCKET: 'attachments',
      S3_FORCE_PATH_STYLE: 'true',
      WORKER_ENABLED: 'true',
      EMAIL_FINDER_URL: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
      // No DEV_LLM: no LLM stand-in, and the api drafts with its template writer.
      LLM_BASE_URL: null,
    });
    // Every URL handed to the api reaches a live stand-in.
    const openid = (await (await fetch(`${env.GMAIL_API_URL}/.well-known/openid-configuration`)).json()) as Record<
      string,
      string
    >;
    expect(openid.token_endpoint).toBe(env.GOOGLE_TOKEN_URL);
    expect(await (await fetch(`${env.DEV_MAIL_URL}/messages`)).json()).toEqual([]);
    expect((await fetch(`${env.S3_ENDPOINT}/__control/objects`)).status).toBe(200);
    // The Microsoft stand-in speaks HTTPS; its certificate, written under the data dir, is what the api trusts.
    const ca = await readFile(env.MICROSOFT_CA_PEM_FILE ?? '', 'utf8');
    const config = await httpsJson(`${env.MICROSOFT_LOGIN_URL}/common/v2.0/.well-known/openid-configuration`, ca);
    expect(config.token_endpoint).toBe(`${env.MICROSOFT_LOGIN_URL}/common/oauth2/v2.0/token`);
    // The browser opens the sign-in pages over plain HTTP.
    expect(config.authorization_endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/common\/oauth2\/v2\.0\/authorize$/);
    expect(env).toMatchObject({
      MICROSOFT_GRAPH_URL: env.MICROSOFT_LOGIN_URL,
      MICROSOFT_CLIENT_ID: expect.any(String),
      MICROSOFT_CLIENT_SECRET: expect.any(String),
    });
    const db = new pg.Client({ connectionString: env.DATABASE_URL ?? '' });
    await db.connect();
    expect((await db.query('SELECT 1 + 1 AS two')).rows[0].two).toBe(2);
    await db.end();

    run.child.kill('SIGINT');
    expect(await run.exited).toBe(0);
    const ports = [
      appPort,
      ...[
        env.GMAIL_API_URL,
        env.DEV_MAIL_URL,
        env.S3_ENDPOINT,
        env.DATABASE_URL,
        env.EMAIL_FINDER_URL,
        env.MICROSOFT_LOGIN_URL,
      ].map((url) => Number(new URL(url ?? '').port)),
    ];
    expect(await Promise.all(ports.map(portIsFree))).toEqual(ports.map(() => true));
  });

  it('with DEV_LLM=1 runs the LLM stand-in and points the api at it', async () => {
    const appPort = await freePort();
    const run = startAll({ PORT: String(appPort), DEV_LLM: '1' });
    await waitFor(
      () => run.stdout().includes('Dev inbox:'),
      100000,
      () => run.stderr(),
    );
    const env = (await (await fetch(`http://localhost:${appPort}/__fake/env`)).json()) as Record<string, string>;
    expect(env).toMatchObject({
      LLM_BASE_URL: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/v1$/),
      LLM_MODEL: 'devstack-writer',
    });
    const answer = await fetch(`${env.LLM_BASE_URL}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${env.LLM_API_KEY}` },
      body: JSON.stringify({ model: env.LLM_MODEL, messages: [{ role: 'user', content: 'Role: Data Analyst' }] }),
    });
    expect(answer.status).toBe(200);
    run.child.kill('SIGINT');
    expect(await run.exited).toBe(0);
    expect(await portIsFree(Number(new URL(env.LLM_BASE_URL!).port))).toBe(true);
  });

  it('says which port is taken and exits 1', async () => {
    const taken = await holdPort();
    try {
      const run = startAll({ PORT: String(await freePort()), DEVSTACK_GOOGLE_PORT: String(taken.port) });
      expect(await run.exited).toBe(1);
      expect(run.stderr()).toContain(`port ${taken.port} (Google stand-in (OAuth + Gmail API)) is already in use`);
      expect(run.stdout()).toBe('');
    } finally {
      await new Promise((done) => taken.server.close(done));
    }
  });

  it('stops the services and exits with the api exit code when the api exits by itself', async () => {
    const appPort = await freePort();
    const run = startAll({ PORT: String(appPort), FAKE_API_EXIT_CODE: '3' });
    expect(await run.exited).toBe(3);
    expect(run.stderr()).toContain('The api exited (code 3)');
  });

  it('gives up with exit 1 when the api never becomes ready', async () => {
    const run = startAll({
      PORT: String(await freePort()),
      FAKE_API_READY_AFTER_MS: '600000',
      START_ALL_READY_TIMEOUT_MS: '1500',
    });
    expect(await run.exited).toBe(1);
    expect(run.stderr()).toContain('did not answer GET /readyz');
    expect(run.stdout()).toBe('');
  });

  it('keeps the dev secrets of the first start', async () => {
    const before = await readFile(join(dataDir, 'dev-secrets.json'), 'utf8');
    const appPort = await freePort();
    const run = startAll({ PORT: String(appPort) });
    await waitFor(
      () => run.stdout().includes('Dev inbox:'),
      100000,
      () => run.stderr(),
    );
    const env = (await (await fetch(`http://localhost:${appPort}/__fake/env`)).json()) as Record<string, string>;
    expect(env.SESSION_SECRET).toBe((JSON.parse(before) as Record<string, string>).SESSION_SECRET);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  });
});
