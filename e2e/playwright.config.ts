import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { APP_PORT, STAND_IN_PORTS } from './support/stand-in-ports';

// End-to-end against the production build, served exactly as `npm start` serves it (devstack stand-ins, embedded
// PostgreSQL in a throwaway data dir), driven through Debian's Chromium — never a downloaded browser.
const port = APP_PORT;
const baseURL = `http://localhost:${port}`;
const dataDir = path.join(os.tmpdir(), `e2e-data-${process.pid}`);

export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  // One worker: `npm test` runs this suite beside jest, and the tests share one api and its stand-ins.
  // E2E_WORKERS runs spec files side by side (each test has its own user and recipients).
  workers: Number(process.env.E2E_WORKERS ?? 1),
  // One retry in CI against a slow shared machine; a retry shows up as 'flaky' in the report rather than hiding a
  // test that fails every time.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: {
    baseURL,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx devstack/src/start-all.ts',
    cwd: path.resolve(__dirname, '..'),
    url: `${baseURL}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    // The api logs every request: printed, it buries a failure's report (E2E_SERVER_LOG=1 prints it when debugging).
    stdout: process.env.E2E_SERVER_LOG ? 'pipe' : 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      APP_ORIGIN: baseURL,
      DEVSTACK_DATA_DIR: dataDir,
      DEVSTACK_GOOGLE_PORT: String(STAND_IN_PORTS.google),
      DEVSTACK_SMTP_PORT: String(STAND_IN_PORTS.smtp),
      DEVSTACK_INBOX_PORT: String(STAND_IN_PORTS.inbox),
      DEVSTACK_S3_PORT: String(STAND_IN_PORTS.s3),
      DEVSTACK_PGLITE_PORT: String(STAND_IN_PORTS.pglite),
      DEVSTACK_FINDER_PORT: String(STAND_IN_PORTS.finder),
      DEVSTACK_LLM_PORT: String(STAND_IN_PORTS.llm),
      DEVSTACK_STRIPE_PORT: String(STAND_IN_PORTS.stripe),
      DEVSTACK_JOB_BOARDS_PORT: String(STAND_IN_PORTS.jobBoards),
      DEVSTACK_MICROSOFT_PORT: String(STAND_IN_PORTS.microsoft),
      DEVSTACK_MICROSOFT_PAGES_PORT: String(STAND_IN_PORTS.microsoftPages),
      // Every test signs up or in from the same address; the per-IP auth limit (default 20 per 15 min) would
      // make the suite fail once it grows. The limit itself is covered by the api's integration tests.
      AUTH_RATE_LIMIT_MAX: '1000',
      // Reply detection and heads-ups every 5 s instead of every minute, so 'within one poll' fits in a test.
      REPLY_POLL_EVERY_SECONDS: '5',
      // A sequence's job posting re-read every 10 s instead of once a day, so a closed job holds within a test.
      JOB_POSTING_RECHECK_EVERY_SECONDS: '10',
    },
  },
});
