import type { Agenda } from 'agenda';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../testkit/db/test-database';
import { waitFor } from '../../testkit/wait-for';
import { closeAgenda, createAgenda, enqueueJob, startProducer } from './agenda.factory';
import { JobName } from './job-names.constants';
import { startWorker, stopWorker, type RunningWorker } from './job-worker.service';

// Short timings so the suite finishes fast and leaves no long timers behind (see architecture traps).
const timings = { processEvery: 100, lockLifetime: 1_000 };

describe.each([
  { mode: 'with LISTEN/NOTIFY', pglite: false },
  { mode: 'polling only, as on PGlite', pglite: true },
])('Agenda jobs on PostgreSQL ($mode)', ({ pglite }) => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let producer: Agenda;
  const workers: RunningWorker[] = [];

  const newWorker = async (name: string, handler: (campaignEmailId: number) => Promise<void>) => {
    const agenda = await createAgenda({ url: database.url, pglite, name, ...timings });
    const worker = await startWorker({
      agenda,
      jobs: [JobName.SEND_CAMPAIGN_EMAIL],
      handlers: { [JobName.SEND_CAMPAIGN_EMAIL]: (job) => handler(job.attrs.data.campaignEmailId) },
    });
    workers.push(worker);
    return worker;
  };

  const jobCounts = async () => {
    const { rows } = await pool.query(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE last_finished_at IS NOT NULL AND locked_at IS NULL)::int AS finished
         FROM agenda_jobs WHERE name = $1`,
      [JobName.SEND_CAMPAIGN_EMAIL],
    );
    return rows[0] as { total: number; finished: number };
  };
  const allFinished = async (total: number) => {
    const counts = await jobCounts();
    return counts.total === total && counts.finished === total;
  };

  beforeEach(async () => {
    database = await createTestDatabase();
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
    producer = await startProducer(await createAgenda({ url: database.url, pglite, name: 'producer', ...timings }));
  });

  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await closeAgenda(producer);
    await pool.end();
    await database.drop();
  });

  it('runs a job created with `now` by another instance exactly once', async () => {
    const runs: number[] = [];
    await newWorker('worker-a', async (id) => {
      runs.push(id);
    });

    await enqueueJob(producer, JobName.SEND_CAMPAIGN_EMAIL, { campaignEmailId: 7 });

    await waitFor(() => allFinished(1), { message: 'the job to finish' });
    expect(runs).toEqual([7]);
  });

  it('gives each of 20 jobs to exactly one of two racing workers', async () => {
    const runsBy: Record<string, number[]> = { a: [], b: [] };
    const slowly = (list: number[]) => async (id: number) => {
      list.push(id);
      await new Promise((resolve) => setTimeout(resolve, 20));
    };
    await newWorker('worker-a', slowly(runsBy.a!));
    await newWorker('worker-b', slowly(runsBy.b!));

    await Promise.all(
      Array.from({ length: 20 }, (_, id) => enqueueJob(producer, JobName.SEND_CAMPAIGN_EMAIL, { campaignEmailId: id })),
    );

    // A finished one-off job has no next run, so once all are finished none can run again.
    await waitFor(() => allFinished(20), { message: 'all 20 jobs to finish' });
    const all = [...runsBy.a!, ...runsBy.b!].sort((x, y) => x - y);
    expect(all).toEqual(Array.from({ length: 20 }, (_, id) => id));
  });

  it('stopWorker waits for the running job to finish (drain)', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const events: string[] = [];
    const worker = await newWorker('worker-a', async () => {
      events.push('job started');
      await gate;
      events.push('job finished');
    });
    workers.splice(workers.indexOf(worker), 1);

    await enqueueJob(producer, JobName.SEND_CAMPAIGN_EMAIL, { campaignEmailId: 1 });
    await waitFor(() => events.includes('job started'), { message: 'the job to start' });

    const stopped = stopWorker(worker.agenda).then((result) => {
      events.push('worker stopped');
      return result;
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(events).toEqual(['job started']);

    release();
    const result = await stopped;
    expect(events).toEqual(['job started', 'job finished', 'worker stopped']);
    expect(result).toMatchObject({ completed: 1, running: 0, timedOut: false });
    expect(await allFinished(1)).toBe(true);
  });
});

describe('Agenda jobs with LISTEN/NOTIFY: the queue refills as jobs finish', () => {
  let database: TestDatabase;
  let producer: Agenda;
  let worker: RunningWorker | undefined;

  beforeEach(async () => {
    database = await createTestDatabase();
    producer = await startProducer(await createAgenda({ url: database.url, name: 'producer', ...timings }));
  });

  afterEach(async () => {
    await worker?.stop();
    await closeAgenda(producer);
    await database.drop();
  });

  it('starts the next due job as soon as one finishes, not at the next poll', async () => {
    // One job at a time and a poll far longer than the test: only the refill on completion can chain them (the
    // new-job notifications all arrive while the first job holds the only slot).
    const agenda = await createAgenda({ url: database.url, name: 'one-at-a-time', processEvery: 60_000, lockLifetime: 60_000 });
    const runs: number[] = [];
    worker = await startWorker({
      agenda,
      jobs: [JobName.SEND_CAMPAIGN_EMAIL],
      handlers: {
        [JobName.SEND_CAMPAIGN_EMAIL]: async (job) => {
          runs.push(job.attrs.data.campaignEmailId);
          await new Promise((resolve) => setTimeout(resolve, 50));
        },
      },
      concurrency: { [JobName.SEND_CAMPAIGN_EMAIL]: 1 },
      recurring: {},
    });
    await Promise.all([1, 2, 3, 4, 5].map((id) => enqueueJob(producer, JobName.SEND_CAMPAIGN_EMAIL, { campaignEmailId: id })));

    await waitFor(() => runs.length === 5, { message: 'all five jobs to run back to back', timeoutMs: 5_000 });
    expect([...runs].sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
