/**
 * `npm start` with no configuration: PGlite, the Google stand-in, the SMTP inbox, S3 and the email finder (Apollo,
 * PDL and our own lookup contract), Stripe, the Microsoft stand-in (login + Graph, HTTPS) and the job boards (five
 * ATS APIs and a careers site) on loopback (plus the LLM stand-in with DEV_LLM=1), then the api as a child process
 * wired to them. Ctrl+C stops everything.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startGoogleStandIn } from './google/google-stand-in';
import { PortInUseError } from './http/listen';
import { startPglite } from './pglite/pglite-server';
import { startS3StandIn } from './s3/s3-stand-in';
import { startEmailFinderStandIn } from './email-finder/email-finder-stand-in';
import { startLlmStandIn } from './llm/llm-stand-in';
import { startStripeStandIn } from './stripe/stripe-stand-in';
import { startJobBoardsStandIn } from './job-boards/job-boards-stand-in';
import { startMicrosoftStandIn } from './microsoft/microsoft-stand-in';
import { startSmtpInbox } from './smtp/smtp-inbox';
import { buildApiEnv, DEV_FINDER, DEV_LLM } from './start-all/api-env';
import { spawnApi, stopApi, waitForReady } from './start-all/api-process';
import { loadDevSecrets } from './start-all/dev-secrets';
import { readStartAllConfig, SERVICES, type ServiceName, type StartAllConfig } from './start-all/devstack-config';
import { assertPortFree } from './start-all/port-probe';

const API_STOP_GRACE_MS = 10000;
const CLOSE_TIMEOUT_MS = 5000;

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const closers: Array<() => Promise<void>> = [];
let api: ChildProcess | undefined;
let shuttingDown = false;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** Which service a taken port belongs to (the inbox has two), for a clear message. */
function serviceOnPort(config: StartAllConfig, port: number, fallback: ServiceName): ServiceName {
  const names = Object.keys(SERVICES) as ServiceName[];
  return names.find((name) => port !== 0 && config.ports[name] === port) ?? fallback;
}

/** Starts one service; a taken port is reported by name with the variable that moves it. */
async function startService<T extends { close(): Promise<void> }>(
  config: StartAllConfig,
  name: ServiceName,
  start: () => Promise<T>,
): Promise<T> {
  try {
    const service = await start();
    closers.push(() => service.close());
    return service;
  } catch (error) {
    let message = `Cannot start ${SERVICES[name].label}: ${(error as Error).message}`;
    if (error instanceof PortInUseError) {
      const service = SERVICES[serviceOnPort(config, error.port, name)];
      message =
        `Cannot start: port ${error.port} (${service.label}) is already in use. ` +
        `Stop the program using it (another "npm start"?) or choose another port with ${service.env}=<port>.`;
    }
    await closeServices();
    fail(message);
  }
}

async function closeServices(): Promise<void> {
  const pending = closers
    .splice(0)
    .reverse()
    .map((close) => close().catch(() => undefined));
  await Promise.race([Promise.all(pending), new Promise((resolve) => setTimeout(resolve, CLOSE_TIMEOUT_MS))]);
}

async function shutdown(exitCode: number): Promise<void> {
  if (shuttingDown) return;
  shuttingDown = true;
  if (api) await stopApi(api, API_STOP_GRACE_MS);
  await closeServices();
  process.exit(exitCode);
}

async function main(config: StartAllConfig): Promise<void> {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (shuttingDown) {
        // A second Ctrl+C: do not wait any longer.
        api?.kill('SIGKILL');
        process.exit(1);
      }
      void shutdown(0);
    });
  }

  const google = await startService(config, 'google', () => startGoogleStandIn({ port: config.ports.google }));
  const inbox = await startService(config, 'smtp', () =>
    startSmtpInbox({ smtpPort: config.ports.smtp, httpPort: config.ports.inbox }),
  );
  const s3 = await startService(config, 's3', () => startS3StandIn({ port: config.ports.s3, bucket: 'attachments' }));
  const finder = await startService(config, 'finder', () =>
    startEmailFinderStandIn({
      port: config.ports.finder,
      apiKey: DEV_FINDER.apiKey,
      apolloApiKey: DEV_FINDER.apolloApiKey,
      pdlApiKey: DEV_FINDER.pdlApiKey,
    }),
  );
  // Signed events go to the api's webhook; the secret is new on every start, like `stripe listen` gives one.
  const stripeWebhookSecret = `whsec_${randomBytes(24).toString('base64url')}`;
  const stripe = await startService(config, 'stripe', () =>
    startStripeStandIn({
      port: config.ports.stripe,
      webhook: { url: `http://localhost:${config.ports.app}/api/billing/stripe-webhook`, secret: stripeWebhookSecret },
    }),
  );
  const jobBoards = await startService(config, 'jobBoards', () => startJobBoardsStandIn({ port: config.ports.jobBoards }));
  // HTTPS with a certificate made at start (MSAL refuses http authorities); the api trusts the PEM written here.
  // The sign-in pages are also on plain HTTP so the browser needs no certificate exception.
  const microsoft = await startService(config, 'microsoft', () =>
    startMicrosoftStandIn({ port: config.ports.microsoft, browserPort: config.ports.microsoftPages }),
  );
  const microsoftCaPemFile = join(config.dataDir, 'microsoft-stand-in-ca.pem');
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(microsoftCaPemFile, microsoft.caPem);
  // Only when asked (DEV_LLM=1): without it the api drafts with its template writer, as most users' setups do.
  const llm = config.devLlm
    ? await startService(config, 'llm', () => startLlmStandIn({ port: config.ports.llm, apiKey: DEV_LLM.apiKey }))
    : undefined;
  const pglite = config.externalDatabaseUrl
    ? undefined
    : await startService(config, 'pglite', () =>
        startPglite({ dataDir: join(config.dataDir, 'pglite'), port: config.ports.pglite }),
      );
  try {
    await assertPortFree(config.ports.app);
  } catch (error) {
    await closeServices();
    fail(
      error instanceof PortInUseError
        ? `Cannot start: port ${config.ports.app} (the app) is already in use. Stop the program using it or set PORT=<port>.`
        : String(error),
    );
  }

  const secrets = await loadDevSecrets(join(config.dataDir, 'dev-secrets.json'));
  const env = buildApiEnv(
    {
      appPort: config.ports.app,
      googleUrl: google.url,
      googleClient: google.client,
      smtpUrl: inbox.smtpUrl,
      inboxUrl: inbox.url,
      s3: { url: s3.url, region: s3.region, bucket: s3.bucket, accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      pgliteUrl: pglite?.url,
      finderUrl: finder.url,
      llmBaseUrl: llm?.baseUrl,
      jobBoardsUrl: jobBoards.url,
      microsoft: {
        url: microsoft.url,
        clientId: microsoft.app.clientId,
        clientSecret: microsoft.app.clientSecret,
        caPemFile: microsoftCaPemFile,
      },
      stripe: { url: stripe.url, secretKey: stripe.secretKey, webhookSecret: stripeWebhookSecret, prices: stripe.prices },
    },
    secrets,
    process.env,
  );

  const child = spawnApi(config.apiEntry, config.repoRoot, env);
  api = child;
  child.on('error', (error) => {
    process.stderr.write(`Could not start the api: ${error.message}\n`);
    void shutdown(1);
  });
  child.on('exit', (code, signal) => {
    if (shuttingDown) return;
    process.stderr.write(`The api exited (${signal ?? `code ${code}`}); stopping the dev services.\n`);
    void shutdown(code ?? 1);
  });

  const origin = env.APP_ORIGIN ?? `http://localhost:${config.ports.app}`;
  const ready = await waitForReady(
    `http://localhost:${config.ports.app}/readyz`,
    config.readyTimeoutMs,
    () => shuttingDown || child.exitCode !== null || child.signalCode !== null,
    () => process.stderr.write(`Still waiting for the api on http://localhost:${config.ports.app}/readyz ...\n`),
  );
  if (!ready) {
    if (shuttingDown || child.exitCode !== null) return;
    process.stderr.write(`The api did not answer GET /readyz within ${config.readyTimeoutMs / 1000} s; stopping.\n`);
    await shutdown(1);
    return;
  }
  process.stdout.write(`App:       ${origin}\nDev inbox: ${origin}/__dev/inbox\n`);
}

let config: StartAllConfig;
try {
  config = readStartAllConfig(process.env, repoRoot);
} catch (error) {
  fail((error as Error).message);
}
main(config).catch(async (error: unknown) => {
  process.stderr.write(`npm start failed: ${(error as Error).stack ?? String(error)}\n`);
  await shutdown(1);
});
