// The GraphQL request allowance is one per user, not one per session: signing in again does not buy more requests
// (real PostgreSQL, the app as wired).
import { GRAPHQL_REQUEST_LIMITS, TOO_MANY_REQUESTS } from 'contracts';
import { signIn, signUp } from '../../testkit/auth/auth-helpers';
import type { CookieJar } from '../../testkit/http/cookie-jar';
import { startTestApp, type TestApp } from '../../testkit/http/test-app';

const ALLOWANCE = GRAPHQL_REQUEST_LIMITS.requestsPerUserWindow;
const QUERY = '{ campaigns(pagination: { first: 1 }) { totalCount } }';

describe('the GraphQL allowance of a user signed in several times', () => {
  let app: TestApp;
  beforeAll(async () => {
    // The default burst; an hour to earn a request back, so the burst is what counts.
    app = await startTestApp({
      env: { GRAPHQL_RATE_LIMIT_MAX: String(ALLOWANCE), GRAPHQL_RATE_LIMIT_SECONDS: '3600', AUTH_RATE_LIMIT_MAX: '1000' },
    });
  });
  afterAll(() => app.close());

  it(`is one burst of ${ALLOWANCE} across all six sessions, and another user is unaffected`, async () => {
    const { email } = await signUp(app, { name: 'Sam Sessions' });
    const sessions: CookieJar[] = [];
    for (let i = 0; i < 6; i += 1) {
      const { response, jar } = await signIn(app, email);
      expect(response.status).toBe(200);
      sessions.push(jar);
    }
    const other = await signUp(app, { name: 'Olive Other' });

    const statuses: number[] = [];
    // Four at a time (the per-user cap on requests in progress), spread over the six sessions.
    for (let i = 0; i < ALLOWANCE; i += 4) {
      const batch = await Promise.all(
        [0, 1, 2, 3].filter((j) => i + j < ALLOWANCE).map((j) => app.graphql(QUERY, {}, sessions[(i + j) % 6])),
      );
      statuses.push(...batch.map((answer) => answer.status));
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([]);

    // The 61st request is refused whichever session sends it (refusals are held a second: sent together).
    const refusals = await Promise.all(sessions.map((jar) => app.graphql(QUERY, {}, jar)));
    for (const refused of refusals) {
      expect(refused.status).toBe(429);
      expect(refused.body.errors![0]!.message).toBe(TOO_MANY_REQUESTS);
    }
    // A seventh session, never used before, shares the same empty bucket once its user is known.
    const { jar: seventh } = await signIn(app, email);
    expect((await app.graphql(QUERY, {}, seventh)).status).toBe(429);

    const answer = await app.graphql(QUERY, {}, other.jar);
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
  });
});
