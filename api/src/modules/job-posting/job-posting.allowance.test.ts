// The read allowances, counted in PostgreSQL: a user's 31st read in an hour is refused with the time they may try
// again, other users are unaffected, and a site's allowance is shared by everyone. The counters live in the
// database, so two readers (two api processes) count together.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { JOB_POSTING_READ_LIMITS } from 'contracts';
import { startJobBoardsStandIn, type JobBoardsStandIn } from 'devstack/job-boards';
import { createTestDatabase, type TestDatabase } from '../../../testkit/db/test-database';
import { jobPostingSettings } from '../../../testkit/env/job-posting-env';
import { createJobPostingReader, type JobPostingReaderDeps } from './index';

let database: TestDatabase;
let pool: pg.Pool;
let boards: JobBoardsStandIn;

beforeAll(async () => {
  database = await createTestDatabase();
  pool = new pg.Pool({ connectionString: database.url, max: 4 });
  boards = await startJobBoardsStandIn();
});
afterAll(async () => {
  await boards.close();
  await pool.end();
  await database.drop();
});
beforeEach(async () => {
  await pool.query('DELETE FROM rate_limits');
});

/** The careers site under a name of its own (a site apart from the ATS API's 127.0.0.1), on the same stand-in. */
const resolver: JobPostingReaderDeps['resolver'] = async () => [{ address: '127.0.0.1', family: 4 }];
const readerWith = (limits?: JobPostingReaderDeps['limits']) =>
  createJobPostingReader({
    settings: jobPostingSettings(boards),
    store: { pool },
    appOrigin: 'https://app.example.com',
    limits,
    resolver,
  });
const posting = () => 'https://boards.greenhouse.io/acme/jobs/4012345';

it('lets a user read 30 postings an hour, then says when they can read again', async () => {
  const [processA, processB] = [readerWith(), readerWith()];
  const userId = randomUUID();
  expect(JOB_POSTING_READ_LIMITS.perUser.points).toBe(30);
  for (let n = 0; n < 30; n += 1) {
    const outcome = await (n % 2 === 0 ? processA : processB).read({ userId, url: posting() });
    expect(outcome.ok).toBe(true);
  }
  const before = Date.now();
  const refused = await processA.read({ userId, url: posting() });
  expect(refused).toMatchObject({ ok: false, kind: 'rate-limited', scope: 'user' });
  if (refused.ok || refused.kind !== 'rate-limited') throw new Error('expected a refusal');
  const retryAt = Date.parse(refused.retryAt);
  expect(retryAt - before).toBeGreaterThan(3_500_000);
  expect(retryAt - before).toBeLessThanOrEqual(3_600_000 + 1_000);
  // The refused read asked nothing of the site.
  expect(boards.requests().filter((r) => r.path.startsWith('/v1/boards'))).toHaveLength(30);
  // Someone else still reads.
  expect((await processB.read({ userId: randomUUID(), url: posting() })).ok).toBe(true);
});

it("shares one site's allowance between every user", async () => {
  const reader = readerWith({ perUser: { points: 30, windowMs: 3_600_000 }, perSite: { points: 3, windowMs: 60_000 } });
  for (let n = 0; n < 3; n += 1) expect((await reader.read({ userId: randomUUID(), url: posting() })).ok).toBe(true);
  expect(await reader.read({ userId: randomUUID(), url: posting() })).toMatchObject({
    ok: false,
    kind: 'rate-limited',
    scope: 'site',
  });
  // Another site is still read.
  const careers = `http://careers.hooli.test:${boards.port}/careers/data-engineer`;
  expect((await reader.read({ userId: randomUUID(), url: careers })).ok).toBe(true);
});

it('spends nothing on a URL it refuses to read', async () => {
  const reader = readerWith({ perUser: { points: 1, windowMs: 3_600_000 }, perSite: { points: 60, windowMs: 60_000 } });
  const userId = randomUUID();
  expect(await reader.read({ userId, url: 'file:///etc/passwd' })).toMatchObject({ kind: 'bad-url' });
  expect((await reader.read({ userId, url: posting() })).ok).toBe(true);
});
