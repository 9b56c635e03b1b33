// The job boards stand-in over real HTTP: each ATS's documented answers for an open, a closed and an unknown
// posting, and the control API the e2e journey uses to add and close postings while a test runs.
import { SEEDED_POSTINGS } from './posting-directory';
import { startJobBoardsStandIn, type JobBoardsStandIn } from './job-boards-stand-in';

let boards: JobBoardsStandIn;
beforeAll(async () => {
  boards = await startJobBoardsStandIn();
});
afterAll(() => boards.close());
beforeEach(() => boards.reset());

const get = (path: string) => fetch(`${boards.url}${path}`);
const post = (path: string, body: unknown = {}) =>
  fetch(`${boards.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const S = SEEDED_POSTINGS;

describe('the ATS APIs', () => {
  it('Greenhouse: the job with entity-encoded content; 404 Job not found when closed', async () => {
    const open = await get(`/v1/boards/acme/jobs/${S.greenhouse.open}`);
    const job = (await open.json()) as { title: string; company_name: string; content: string };
    expect([job.title, job.company_name]).toEqual(['Data Analyst', 'Acme Analytics']);
    expect(job.content.startsWith('&lt;p&gt;')).toBe(true);
    const closed = await get(`/v1/boards/acme/jobs/${S.greenhouse.closed}`);
    expect([closed.status, await closed.json()]).toEqual([404, { status: 404, error: 'Job not found' }]);
    const board = await get('/v1/boards/nobody');
    expect([board.status, await board.json()]).toEqual([404, { status: 404, error: 'Job board not found' }]);
  });

  it('Lever: 404 {"ok":false,"error":"Document not found"} for a closed posting', async () => {
    const closed = await get(`/v0/postings/northwind/${S.lever.closed}`);
    expect([closed.status, await closed.json()]).toEqual([404, { ok: false, error: 'Document not found' }]);
    const open = (await (await get(`/v0/postings/northwind/${S.lever.open}`)).json()) as { createdAt: number };
    expect(open.createdAt).toBe(Date.parse('2026-09-15T14:00:00.000Z'));
  });

  it('Ashby and Workable: a closed job is simply absent from the board; an unknown board is 404', async () => {
    const ashby = (await (await get('/posting-api/job-board/globex')).json()) as { jobs: Array<{ id: string }> };
    expect(ashby.jobs.map((job) => job.id)).toEqual([S.ashby.open]);
    const workable = (await (await get('/api/v1/widget/accounts/initech?details=true')).json()) as {
      name: string;
      jobs: Array<{ shortcode: string; description?: string }>;
    };
    expect([workable.name, workable.jobs.map((job) => job.shortcode)]).toEqual(['Initech', [S.workable.open]]);
    expect(workable.jobs[0]!.description).toContain('<p>');
    expect((await get('/posting-api/job-board/nobody')).status).toBe(404);
    expect((await get('/api/v1/widget/accounts/nobody')).status).toBe(404);
  });

  it('SmartRecruiters: the posting details; 404 when closed', async () => {
    const open = (await (await get(`/v1/companies/Umbrella/postings/${S.smartrecruiters.open}`)).json()) as {
      name: string;
      company: { name: string };
    };
    expect([open.name, open.company.name]).toEqual(['Marketing Manager', 'Umbrella Corporation']);
    expect((await get(`/v1/companies/Umbrella/postings/${S.smartrecruiters.closed}`)).status).toBe(404);
  });
});

describe('the control API', () => {
  it('closes a posting at run time, and reset opens it again', async () => {
    expect((await post(`/__control/postings/greenhouse/acme/${S.greenhouse.open}/close`)).status).toBe(200);
    expect((await get(`/v1/boards/acme/jobs/${S.greenhouse.open}`)).status).toBe(404);
    await post('/__control/reset');
    expect((await get(`/v1/boards/acme/jobs/${S.greenhouse.open}`)).status).toBe(200);
  });

  it('adds a posting, and closes a careers page', async () => {
    const added = await post('/__control/postings', { ats: 'lever', board: 'acme', id: 'abc', title: 'QA Lead' });
    expect(added.status).toBe(201);
    expect(((await (await get('/v0/postings/acme/abc')).json()) as { text: string }).text).toBe('QA Lead');
    await post('/__control/careers/close', { slug: 'data-engineer' });
    expect(await (await get('/careers/data-engineer')).text()).toContain('no longer available');
  });

  it('logs the requests it served, not its own control calls', async () => {
    await get('/robots.txt');
    await post('/__control/reset');
    await get('/careers/platform-engineer');
    expect(boards.requests().map((r) => r.path)).toEqual(['/careers/platform-engineer']);
  });
});
