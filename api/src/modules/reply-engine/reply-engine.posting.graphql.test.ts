// generateJobEmails with an imported posting, over /graphql on the real app, reading the devstack job boards: the
// drafts answer what the posting asks for that the user has (issue 38 item 4), and another user's import is not used.
import { SEEDED_POSTINGS, startJobBoardsStandIn, type JobBoardsStandIn } from 'devstack/job-boards';
import type { JobPostingImportPayload } from 'contracts';
import { signUp } from '../../../testkit/auth/auth-helpers';
import { jobPostingEnv } from '../../../testkit/env/job-posting-env';
import type { CookieJar } from '../../../testkit/http/cookie-jar';
import { startTestApp, type TestApp } from '../../../testkit/http/test-app';

const S = SEEDED_POSTINGS.greenhouse;
const GREENHOUSE = `https://boards.greenhouse.io/${S.board}/jobs/${S.open}`;
const IMPORT = `mutation($url: String!) { importJobPosting(url: $url) { posting { id role company } failure { message } } }`;
const GENERATE = `mutation($jobRole: String!, $aboutMe: String, $jobPostingId: Int) {
  generateJobEmails(hiringManagerName: "Dana", jobRole: $jobRole, aboutMe: $aboutMe, jobPostingId: $jobPostingId) {
    success data { email_1 { subject body } follow_up_1 { body } follow_up_2 { body } }
  }
}`;
const ABOUT_ME =
  'Data analyst with 5 years of experience. I cut reporting time by 40% with SQL. I also build Tableau dashboards.';

type Drafts = { success: boolean; data: { email_1: { subject: string; body: string }; follow_up_1: { body: string } } };

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

async function gql<T>(query: string, variables: Record<string, unknown>, jar: CookieJar): Promise<T> {
  const { body } = await app.graphql<T>(query, variables, jar);
  expect(body.errors).toBeUndefined();
  return body.data!;
}

async function importedBy(jar: CookieJar): Promise<number> {
  const { importJobPosting } = await gql<{ importJobPosting: JobPostingImportPayload }>(IMPORT, { url: GREENHOUSE }, jar);
  return importJobPosting.posting!.id;
}

const draft = async (jar: CookieJar, jobPostingId: number) =>
  (
    await gql<{ generateJobEmails: Drafts }>(
      GENERATE,
      { jobRole: 'Data Analyst at Acme Analytics', aboutMe: ABOUT_ME, jobPostingId },
      jar,
    )
  ).generateJobEmails;

describe('generateJobEmails with the posting the user imported', () => {
  it("answers the posting's requirements the user has, and claims none the user did not give", async () => {
    const { jar } = await signUp(app);
    const drafts = await draft(jar, await importedBy(jar));
    expect(drafts.success).toBe(true);
    // The posting asks for SQL, Looker or Tableau and 3+ years; the user has SQL, Tableau and 5 years.
    expect(drafts.data.email_1.body).toMatch(/(asks for|asked for) SQL and Tableau/);
    expect(drafts.data.email_1.body).toMatch(/with SQL,? I cut reporting time by 40%/);
    expect(drafts.data.email_1.body).not.toMatch(/Also, I also/);
    expect(JSON.stringify(drafts.data)).not.toContain('Looker');
  });

  it("drafts without a posting that is another user's import", async () => {
    const owner = await signUp(app);
    const postingId = await importedBy(owner.jar);
    const { jar } = await signUp(app);
    const drafts = await draft(jar, postingId);
    expect(drafts.success).toBe(true);
    expect(JSON.stringify(drafts.data)).not.toMatch(/posting|asked for/i);
    expect(drafts.data.email_1.body).toContain('40%');
  });
});
