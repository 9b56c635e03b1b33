// Every reader against the devstack job boards stand-in over real HTTP on loopback (allow-loopback on), the
// allowances counted in a real PostgreSQL: each ATS's open, closed and not-found answers, the JSON-LD pages, the
// page without JSON-LD and the "no longer available" page, read as a user would see them.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { SEEDED_POSTINGS, startJobBoardsStandIn, type JobBoardsStandIn } from 'devstack/job-boards';
import { createTestDatabase, type TestDatabase } from '../../../testkit/db/test-database';
import { jobPostingSettings } from '../../../testkit/env/job-posting-env';
import { createJobPostingReader, type JobPostingRead, type JobPostingReader } from './index';

const GENEROUS = { perUser: { points: 1_000, windowMs: 3_600_000 }, perSite: { points: 1_000, windowMs: 60_000 } };
const S = SEEDED_POSTINGS;

let database: TestDatabase;
let pool: pg.Pool;
let boards: JobBoardsStandIn;
let reader: JobPostingReader;

beforeAll(async () => {
  database = await createTestDatabase();
  pool = new pg.Pool({ connectionString: database.url, max: 4 });
  boards = await startJobBoardsStandIn();
  reader = createJobPostingReader({
    settings: jobPostingSettings(boards),
    store: { pool },
    appOrigin: 'https://app.example.com',
    limits: GENEROUS,
  });
});
afterAll(async () => {
  await boards.close();
  await pool.end();
  await database.drop();
});
beforeEach(() => boards.reset());

async function readPosting(url: string): Promise<JobPostingRead> {
  const outcome = await reader.read({ userId: randomUUID(), url });
  if (!outcome.ok) throw new Error(`expected a posting, got ${JSON.stringify(outcome)}`);
  return outcome.posting;
}

describe('Greenhouse', () => {
  const url = `https://boards.greenhouse.io/${S.greenhouse.board}/jobs/${S.greenhouse.open}`;

  it('reads role, company, its domain, location, date and the text without HTML', async () => {
    const posting = await readPosting(url);
    expect(posting).toMatchObject({
      ats: 'greenhouse',
      role: 'Data Analyst',
      company: 'Acme Analytics',
      companyDomain: 'acme-analytics.com',
      location: 'Berlin, Germany',
      remote: null,
      datePosted: '2026-10-01T13:00:00.000Z',
      status: 'open',
      confidence: 'high',
    });
    expect(posting.text).toContain('- 3+ years of SQL');
    expect(posting.text).not.toMatch(/[<>]|&lt;/);
    expect(boards.requests().map((r) => r.path)).toEqual([`/v1/boards/acme/jobs/${S.greenhouse.open}`]);
  });

  it('reads the job-boards host and the embed form the same way', async () => {
    const jobBoards = await readPosting(`https://job-boards.greenhouse.io/acme/jobs/${S.greenhouse.open}`);
    const embed = await readPosting(`https://boards.greenhouse.io/embed/job_app?for=acme&token=${S.greenhouse.open}`);
    expect([jobBoards.role, embed.role]).toEqual(['Data Analyst', 'Data Analyst']);
  });

  it('says a closed job is closed (Greenhouse answers 404 Job not found)', async () => {
    const posting = await readPosting(`https://boards.greenhouse.io/acme/jobs/${S.greenhouse.closed}`);
    expect(posting).toMatchObject({ status: 'closed', closedReason: 'not-found', role: null, ats: 'greenhouse' });
  });

  it('says a job closed at run time is closed on the next read', async () => {
    expect((await readPosting(url)).status).toBe('open');
    boards.closePosting('greenhouse', 'acme', S.greenhouse.open);
    expect(await readPosting(url)).toMatchObject({ status: 'closed', closedReason: 'not-found' });
  });

  it('says an unknown job is not found', async () => {
    expect(await readPosting('https://boards.greenhouse.io/acme/jobs/1')).toMatchObject({
      status: 'closed',
      closedReason: 'not-found',
    });
  });
});

describe('Lever', () => {
  const url = `https://jobs.lever.co/${S.lever.board}/${S.lever.open}`;

  it('reads role, the site as company, location, remote, the epoch-millisecond date and the lists', async () => {
    const posting = await readPosting(url);
    expect(posting).toMatchObject({
      ats: 'lever',
      role: 'Senior Backend Engineer',
      company: 'Northwind',
      companyDomain: null,
      location: 'Remote - US',
      remote: true,
      datePosted: '2026-09-15T14:00:00.000Z',
      status: 'open',
    });
    expect(posting.text).toContain('What we ask');
    expect(posting.text).toContain('PostgreSQL');
  });

  it('says a closed posting is closed and an unknown one not found (404 Document not found)', async () => {
    expect(await readPosting(`https://jobs.lever.co/northwind/${S.lever.closed}`)).toMatchObject({
      status: 'closed',
      closedReason: 'not-found',
    });
    expect(await readPosting('https://jobs.lever.co/nobody/c0ffee00-1111-4a2b-9c3d-0000000000ff')).toMatchObject({
      status: 'closed',
      closedReason: 'not-found',
    });
  });
});

describe('Ashby', () => {
  const url = `https://jobs.ashbyhq.com/${S.ashby.board}/${S.ashby.open}`;

  it('finds the job on its board: role, location, on-site, date, text', async () => {
    const posting = await readPosting(url);
    expect(posting).toMatchObject({
      ats: 'ashby',
      role: 'Product Designer',
      company: 'Globex',
      location: 'London',
      remote: false,
      datePosted: '2026-10-03T16:21:55.393Z',
      status: 'open',
    });
    expect(posting.text).toContain('SQL');
  });

  it('says a job no longer on the board is closed, and an unknown board not found', async () => {
    expect(await readPosting(`https://jobs.ashbyhq.com/globex/${S.ashby.closed}`)).toMatchObject({
      status: 'closed',
      closedReason: 'ats-closed',
      company: 'Globex',
    });
    expect(await readPosting(`https://jobs.ashbyhq.com/nobody/${S.ashby.open}`)).toMatchObject({
      status: 'closed',
      closedReason: 'not-found',
    });
  });
});

describe('Workable', () => {
  const url = `https://apply.workable.com/${S.workable.board}/j/${S.workable.open}/`;

  it('reads the account name as company, role, city, state and country, the date and the description', async () => {
    const posting = await readPosting(url);
    expect(posting).toMatchObject({
      ats: 'workable',
      role: 'Customer Success Manager',
      company: 'Initech',
      location: 'Austin, Texas, United States',
      remote: null,
      datePosted: '2026-10-05T00:00:00.000Z',
      status: 'open',
    });
    expect(posting.text).toContain('Build dashboards the whole company uses');
    expect(boards.requests()[0]!.path).toBe('/api/v1/widget/accounts/initech?details=true');
  });

  it('says a job missing from the account is closed, and an unknown account not found', async () => {
    expect(await readPosting(`https://apply.workable.com/initech/j/${S.workable.closed}/`)).toMatchObject({
      status: 'closed',
      closedReason: 'ats-closed',
      company: 'Initech',
    });
    expect(await readPosting(`https://apply.workable.com/nobody/j/${S.workable.open}/`)).toMatchObject({
      status: 'closed',
      closedReason: 'not-found',
    });
  });
});

describe('SmartRecruiters', () => {
  const url = `https://jobs.smartrecruiters.com/${S.smartrecruiters.board}/${S.smartrecruiters.open}-marketing-manager`;

  it('reads role, company, location, date and the job ad sections', async () => {
    const posting = await readPosting(url);
    expect(posting).toMatchObject({
      ats: 'smartrecruiters',
      role: 'Marketing Manager',
      company: 'Umbrella Corporation',
      location: 'Paris, Île-de-France, FR',
      remote: null,
      datePosted: '2026-10-02T08:30:00.000Z',
      status: 'open',
    });
    expect(posting.text).toContain('Five years in marketing');
  });

  it('says a closed posting is closed and an unknown one not found (404 Posting not found)', async () => {
    expect(await readPosting(`https://jobs.smartrecruiters.com/Umbrella/${S.smartrecruiters.closed}`)).toMatchObject({
      status: 'closed',
      closedReason: 'not-found',
    });
    expect(await readPosting('https://jobs.smartrecruiters.com/Umbrella/1')).toMatchObject({ status: 'closed' });
  });
});

describe('a careers page', () => {
  const page = (path: string) => `${boards.url}/careers/${path}`;

  it('reads schema.org JobPosting JSON-LD: role, company, its domain, location, dates and the text', async () => {
    const posting = await readPosting(page('data-engineer'));
    expect(posting).toMatchObject({
      ats: null,
      role: 'Data Engineer',
      company: 'Hooli',
      companyDomain: 'hooli.com',
      location: 'Mountain View, CA, US',
      remote: null,
      datePosted: '2026-10-01T00:00:00.000Z',
      validThrough: '2099-12-31T23:59:00.000Z',
      status: 'open',
      confidence: 'high',
    });
    expect(posting.text).toBe('Join the data platform team.\nRequirements\n- Python and SQL\n- Airflow or dbt');
  });

  it('reads a TELECOMMUTE posting inside an @graph as remote, with where applicants may live', async () => {
    expect(await readPosting(page('remote-analyst'))).toMatchObject({
      role: 'Analytics Engineer',
      remote: true,
      location: 'Remote: USA',
      status: 'open',
    });
  });

  it('says a posting whose validThrough has passed is closed', async () => {
    expect(await readPosting(page('expired'))).toMatchObject({
      role: 'Data Scientist',
      status: 'closed',
      closedReason: 'valid-through-passed',
    });
  });

  it('falls back to the title and og: tags with low confidence on a page without JSON-LD', async () => {
    const posting = await readPosting(page('platform-engineer'));
    expect(posting).toMatchObject({ role: 'Platform Engineer', company: 'Hooli', confidence: 'low', status: 'open' });
    expect(posting.text).toContain('Kubernetes');
  });

  it('says a "no longer available" page is closed', async () => {
    expect(await readPosting(page('closed'))).toMatchObject({ status: 'closed', closedReason: 'page-says-closed' });
  });

  it('says a page closed at run time is closed, and a missing page not found', async () => {
    boards.closeCareersPage('data-engineer');
    expect(await readPosting(page('data-engineer'))).toMatchObject({ status: 'closed', closedReason: 'page-says-closed' });
    expect(await readPosting(page('gone-job'))).toMatchObject({ status: 'closed', closedReason: 'not-found' });
  });

  it('names the product in its User-Agent on every request', async () => {
    await readPosting(page('data-engineer'));
    const agents = new Set(boards.requests().map((r) => r.userAgent));
    expect([...agents]).toEqual([
      'FollowUpAgentBot/1.0 (+https://app.example.com; Follow-Up Agent reads the job postings its users paste)',
    ]);
  });
});
