// The home page's 'Response Rate' and the funnel's 'Replies' share come from one read model (application-stages):
// a sequence stopped by something that is no answer (a departure notice, a bounce) counts in neither.
import { shareOfApplicationsPercent } from 'contracts';
import { signUp } from '../../../testkit/auth/auth-helpers';
import { insertCampaign, insertContact } from '../../../testkit/db/db-fixtures';
import { startTestApp, type TestApp } from '../../../testkit/http/test-app';

const QUERY = `query Home($timeZone: String!) {
  homeDashboard { contacts responseRate }
  searchSummary(timeZone: $timeZone) { funnel { applications replies } }
}`;

interface Home {
  homeDashboard: { contacts: number; responseRate: number };
  searchSummary: { funnel: { applications: number; replies: number } };
}

describe('home page: Response Rate and the funnel agree', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('1 of 2 applications replied reads 50% in both, though both sequences stopped', async () => {
    const user = await signUp(app);
    const campaign = await insertCampaign(app.db.db, user.userId);
    const respondedAt = new Date();
    await insertContact(app.db.db, campaign, { status: 'RESPONDED', respondedAt, stopReason: 'REPLIED' });
    // Stopped by a departure notice: the sequence ended, but the company did not answer.
    await insertContact(app.db.db, campaign, { status: 'RESPONDED', respondedAt, outcome: 'LEFT_COMPANY' });

    const { body } = await app.graphql<Home>(QUERY, { timeZone: 'UTC' }, user.jar);
    expect(body.errors).toBeUndefined();
    const { homeDashboard, searchSummary } = body.data!;
    expect(searchSummary.funnel).toEqual({ applications: 2, replies: 1 });
    expect(homeDashboard).toEqual({ contacts: 2, responseRate: 50 });
    expect(shareOfApplicationsPercent(searchSummary.funnel.replies, searchSummary.funnel.applications)).toBe(50);
  });

  it('reads 0% in both with no application', async () => {
    const user = await signUp(app);
    const { body } = await app.graphql<Home>(QUERY, { timeZone: 'UTC' }, user.jar);
    expect(body.data!.homeDashboard).toEqual({ contacts: 0, responseRate: 0 });
    expect(body.data!.searchSummary.funnel).toEqual({ applications: 0, replies: 0 });
  });
});
