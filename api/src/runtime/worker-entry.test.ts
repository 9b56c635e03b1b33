// `npm run worker` as production runs it: a separate process (src/worker.ts through tsx) started from the
// environment alone. It must bring up the whole engine (config, migrations, Agenda, the delivery handlers), send a
// scheduled email through the Gmail API, and stop cleanly on SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { scheduleSequenceForContact } from '../modules/delivery';
import { googleEnv, TEST_TOKEN_KEYS } from '../../testkit/env/google-env';
import { startDeliveryHarness, type DeliveryHarness } from '../../testkit/delivery/delivery-harness';
import { waitFor } from '../../testkit/wait-for';

const API_ROOT = path.resolve(__dirname, '../..');

interface WorkerRun {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startWorkerProcess(env: Record<string, string>): WorkerRun {
  // As the image runs it (`node --import tsx`): the tsx command's signal relay gives the process 30 ms to answer a
  // SIGTERM before it kills it, which a loaded machine can miss.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: API_ROOT,
    // Only what the worker is given here: no inherited DATABASE_URL or keys from the machine.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += String(chunk)));
  child.stderr!.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

describe('the worker process (npm run worker)', () => {
  let h: DeliveryHarness;
  const running: WorkerRun[] = [];

  beforeAll(async () => {
    h = await startDeliveryHarness();
  });
  afterAll(async () => {
    for (const run of running) if (run.child.exitCode === null) run.child.kill('SIGKILL');
    await h.close();
  });

  it('sends a scheduled email through the Gmail API, then drains and exits 0 on SIGTERM', async () => {
    const run = startWorkerProcess({
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      DATABASE_URL: h.database.url,
      APP_ORIGIN: 'http://app.test',
      JOB_POLL_INTERVAL_MS: '200',
      ...googleEnv(h.google),
      ...TEST_TOKEN_KEYS,
    });
    running.push(run);
    await waitFor(() => run.output().includes('worker started'), { message: 'the worker to start', timeoutMs: 60_000 });
    // It stepped back on the CPU (WORKER_NICE, 10 by default), so on a shared machine page requests come first.
    const nice = /"nice":(\d+),"msg":"worker CPU priority"/.exec(run.output());
    expect(Number(nice?.[1])).toBeGreaterThanOrEqual(10);

    const user = await h.sender({ name: 'Ada Lovelace' });
    const campaign = await h.campaign(user);
    const contact = await h.contact(campaign, { email: 'hiring.manager@acme.example', firstName: 'Morgan' });
    const { campaignEmailId } = await scheduleSequenceForContact(h.handle.db, {
      userId: user.id,
      campaignId: campaign.id,
      contactId: contact.id,
    });

    await waitFor(async () => (await h.email(campaignEmailId)).status === 'SENT', {
      message: 'the worker process to send the first email',
      timeoutMs: 20_000,
    });
    const sent = await h.sent();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ from: '"Ada Lovelace" <test.user@gmail.com>', to: ['hiring.manager@acme.example'] });
    // The follow-up is waiting for its day, with its own job.
    const followUp = (await h.emailsOf(contact.id))[1]!;
    expect(followUp.status).toBe('SCHEDULED');
    expect(await h.pendingJobs(followUp.id)).toHaveLength(1);

    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(await h.sent()).toHaveLength(1);
  });

  it('refuses to start without a database setting, saying which setting is missing', async () => {
    const run = startWorkerProcess({ NODE_ENV: 'development' });
    running.push(run);
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('DATABASE_URL');
  });
});
