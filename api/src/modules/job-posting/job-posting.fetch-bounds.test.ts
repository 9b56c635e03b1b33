// The fetcher's bounds against the stand-in over real HTTP: at most 3 redirects, a 2 MB body, one deadline for the
// whole read (shortened here so the suite stays fast), and robots.txt honoured for HTML pages and kept an hour.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { startJobBoardsStandIn, type JobBoardsStandIn } from 'devstack/job-boards';
import { createTestDatabase, type TestDatabase } from '../../../testkit/db/test-database';
import { jobPostingSettings } from '../../../testkit/env/job-posting-env';
import { createJobPostingReader, MAX_BODY_BYTES, type JobPostingReader, type JobPostingReadOutcome } from './index';

const GENEROUS = { perUser: { points: 1_000, windowMs: 3_600_000 }, perSite: { points: 1_000, windowMs: 60_000 } };
const TEST_TIMEOUT_MS = 400;

let database: TestDatabase;
let pool: pg.Pool;
let boards: JobBoardsStandIn;
let reader: JobPostingReader;

beforeAll(async () => {
  database = await createTestDatabase();
  pool = new pg.Pool({ connectionString: database.url, max: 4 });
  boards = await startJobBoardsStandIn({ slowMs: 5_000 });
  reader = freshReader();
});
afterAll(async () => {
  await boards.close();
  await pool.end();
  await database.drop();
});
beforeEach(() => boards.reset());

/** A reader of its own: its robots.txt cache starts empty. */
function freshReader(): JobPostingReader {
  return createJobPostingReader({
    settings: jobPostingSettings(boards, { readTimeoutMs: TEST_TIMEOUT_MS }),
    store: { pool },
    appOrigin: 'https://app.example.com',
    limits: GENEROUS,
  });
}

const page = (path: string) => `${boards.url}/careers/${path}`;
const read = (url: string): Promise<JobPostingReadOutcome> => reader.read({ userId: randomUUID(), url });
const paths = () => boards.requests().map((r) => r.path);

describe('redirects', () => {
  it('follows three redirects, checking each, to the posting', async () => {
    const outcome = await read(page('hop/2'));
    expect(outcome.ok && outcome.posting.role).toBe('Data Engineer');
    expect(paths()).toEqual(['/robots.txt', '/careers/hop/2', '/careers/hop/1', '/careers/hop/0', '/careers/data-engineer']);
  });

  it('gives up on the fourth redirect without following it', async () => {
    expect(await read(page('hop/3'))).toMatchObject({ ok: false, kind: 'too-many-redirects' });
    expect(paths()).not.toContain('/careers/data-engineer');
  });
});

describe('the body cap', () => {
  it(`stops a page past ${MAX_BODY_BYTES} bytes with a clear error, without reading all of it`, async () => {
    const started = Date.now();
    expect(await read(page('huge'))).toMatchObject({ ok: false, kind: 'too-large' });
    expect(Date.now() - started).toBeLessThan(TEST_TIMEOUT_MS);
  });
});

describe('the deadline', () => {
  it('ends a read that is still coming when the time is up', async () => {
    const started = Date.now();
    expect(await read(page('slow'))).toMatchObject({ ok: false, kind: 'timeout' });
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(TEST_TIMEOUT_MS - 20);
    expect(took).toBeLessThan(TEST_TIMEOUT_MS + 1_000);
  });
});

describe('robots.txt', () => {
  beforeEach(() => {
    reader = freshReader();
  });

  it('refuses a page robots.txt disallows, and never asks for it', async () => {
    expect(await read(page('private/staff-engineer'))).toMatchObject({ ok: false, kind: 'robots-disallowed' });
    expect(paths()).toEqual(['/robots.txt']);
  });

  it('asks robots.txt once per site and keeps it for the next reads', async () => {
    await read(page('data-engineer'));
    await read(page('platform-engineer'));
    await read(page('private/staff-engineer'));
    expect(paths().filter((path) => path === '/robots.txt')).toHaveLength(1);
  });

  it('is not asked for the ATS APIs', async () => {
    await read('https://boards.greenhouse.io/acme/jobs/4012345');
    expect(paths()).toEqual(['/v1/boards/acme/jobs/4012345']);
  });
});
