// importJobPosting over /graphql on the real app and its PostgreSQL, reading the devstack job boards stand-in over
// loopback: what a user pasting a posting URL into the wizard or the chat gets back, filled in or one line why not.
import { SEEDED_POSTINGS, startJobBoardsStandIn, type JobBoardsStandIn } from 'devstack/job-boards';
import {
  JOB_POSTING_BAD_URL,
  JOB_POSTING_NO_DATA,
  JOB_POSTING_READ_LIMITS,
  JOB_POSTING_URL_TOO_LONG,
  SIGN_IN_REQUIRED,
  jobPostingClosedMessage,
  type JobPostingImportPayload,
} from 'contracts';
import { CookieJar } from '../../../testkit/http/cookie-jar';
import { startTestApp, type TestApp } from '../../../testkit/http/test-app';
import { signUp } from '../../../testkit/auth/auth-helpers';
import { jobPostingEnv } from '../../../testkit/env/job-posting-env';

const IMPORT = `mutation($url: String!) { importJobPosting(url: $url) {
  posting { url ats role company companyDomain location remote datePosted validThrough excerpt confidence proposedTimezone }
  failure { reason message retryAt }
} }`;
const S = SEEDED_POSTINGS;
const GREENHOUSE = `https://boards.greenhouse.io/${S.greenhouse.board}/jobs/${S.greenhouse.open}`;

let boards: JobBoardsStandIn;
let app: TestApp;

beforeAll(async () => {
  boards = await startJobBoardsStandIn();
  app = await startTestApp({ env: jobPostingEnv(boards) });
});
afterAll(async () => {
  await app.close();
  await boards.close();
});
beforeEach(() => boards.reset());

let counter = 0;
async function signedIn(): Promise<CookieJar> {
  const jar = new CookieJar();
  await signUp(app, { name: 'Ada', email: `ada.posting${++counter}.${Date.now()}@example.com`, jar });
  return jar;
}

async function importPosting(url: string, jar: CookieJar): Promise<JobPostingImportPayload> {
  const { body } = await app.graphql<{ importJobPosting: JobPostingImportPayload }>(IMPORT, { url }, jar);
  expect(body.errors).toBeUndefined();
  return body.data!.importJobPosting;
}

const page = (slug: string) => `${boards.url}/careers/${slug}`;

describe('importJobPosting', () => {
  let jar: CookieJar;
  beforeAll(async () => {
    jar = await signedIn();
  });

  it('fills role, company and the zone of the job from a Greenhouse posting', async () => {
    const { posting, failure } = await importPosting(GREENHOUSE, jar);
    expect(failure).toBeNull();
    expect(posting).toMatchObject({
      url: GREENHOUSE,
      ats: 'GREENHOUSE',
      role: 'Data Analyst',
      company: 'Acme Analytics',
      companyDomain: 'acme-analytics.com',
      location: 'Berlin, Germany',
      datePosted: '2026-10-01T13:00:00.000Z',
      confidence: 'HIGH',
      proposedTimezone: 'Europe/Berlin',
    });
    expect(posting!.excerpt).toContain('SQL');
    expect(posting!.excerpt).not.toMatch(/[<>]/);
  });

  it('reads a remote Lever posting and proposes no zone', async () => {
    const { posting } = await importPosting(`https://jobs.lever.co/${S.lever.board}/${S.lever.open}`, jar);
    expect(posting).toMatchObject({
      ats: 'LEVER',
      role: 'Senior Backend Engineer',
      company: 'Northwind',
      remote: true,
      proposedTimezone: null,
    });
  });

  it("reads a careers page's JobPosting JSON-LD and guesses the zone of its city", async () => {
    const { posting } = await importPosting(page('data-engineer'), jar);
    expect(posting).toMatchObject({
      ats: null,
      role: 'Data Engineer',
      company: 'Hooli',
      location: 'Mountain View, CA, US',
      validThrough: '2099-12-31T23:59:00.000Z',
      proposedTimezone: 'America/Los_Angeles',
    });
  });

  it('says in one line that a page without JobPosting data fills nothing in', async () => {
    expect(await importPosting(page('platform-engineer'), jar)).toEqual({
      posting: null,
      failure: { reason: 'UNREADABLE', message: JOB_POSTING_NO_DATA, retryAt: null },
    });
  });

  it('says a closed posting is closed, whether the board dropped it or its date passed', async () => {
    const closed = await importPosting(`https://boards.greenhouse.io/acme/jobs/${S.greenhouse.closed}`, jar);
    expect(closed.failure).toEqual({ reason: 'CLOSED', message: jobPostingClosedMessage('not-found'), retryAt: null });
    const expired = await importPosting(page('expired'), jar);
    expect(expired.failure?.message).toBe(
      'This job is closed: its closing date has passed. Type the role and company if you still want to follow up.',
    );
  });

  it('refuses a link that is no web address, or one over its bound, with its line', async () => {
    expect((await importPosting('file:///etc/passwd', jar)).failure).toMatchObject({
      reason: 'BAD_URL',
      message: JOB_POSTING_BAD_URL,
    });
    const long = await importPosting(`https://boards.greenhouse.io/acme/jobs/1?q=${'x'.repeat(2_100)}`, jar);
    expect(long.failure).toMatchObject({ reason: 'BAD_URL', message: JOB_POSTING_URL_TOO_LONG });
  });

  it('is for signed-in users only', async () => {
    const { body } = await app.graphql(IMPORT, { url: GREENHOUSE }, new CookieJar());
    expect(body.errors?.[0]?.message).toBe(SIGN_IN_REQUIRED);
    expect(boards.requests()).toEqual([]);
  });
});

describe("importJobPosting's allowance", () => {
  it('refuses the read past the hourly allowance with when to try again, and reads nothing more', async () => {
    const jar = await signedIn();
    const url = `https://jobs.lever.co/${S.lever.board}/${S.lever.open}`;
    for (let read = 0; read < JOB_POSTING_READ_LIMITS.perUser.points; read++) {
      expect((await importPosting(url, jar)).posting?.role).toBe('Senior Backend Engineer');
    }
    const served = boards.requests().length;
    const refused = await importPosting(url, jar);
    expect(refused.posting).toBeNull();
    expect(refused.failure).toMatchObject({ reason: 'RATE_LIMITED' });
    expect(refused.failure!.message).toMatch(
      /^You have read many postings this hour\. Try again in \d+ minutes, or type the role and company\.$/,
    );
    expect(Date.parse(refused.failure!.retryAt!)).toBeGreaterThan(Date.now() + 30 * 60_000);
    expect(boards.requests()).toHaveLength(served);
    // Another user still reads.
    expect((await importPosting(url, await signedIn())).posting?.role).toBe('Senior Backend Engineer');
  });
});
