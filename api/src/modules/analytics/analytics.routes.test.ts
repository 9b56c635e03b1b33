// POST /api/analytics/events over real HTTP against PostgreSQL: the closed list of events is stored (with the user
// when signed in), everything else refused with a message saying what, and each client address is limited.
import type pg from 'pg';
import {
  ANALYTICS_BODY_SHAPE,
  ANALYTICS_EVENTS_PATH,
  ANALYTICS_RATE_LIMIT,
  TOO_MANY_ATTEMPTS,
  invalidAnalyticsProperty,
  missingAnalyticsProperty,
  unknownAnalyticsEvent,
  unknownAnalyticsProperty,
} from 'contracts';
import { CROSS_SITE_BLOCKED } from '../../http/request-guards.middleware';
import type { CookieJar } from '../../../testkit/http/cookie-jar';
import { startTestApp, type TestApp } from '../../../testkit/http/test-app';
import { signUp } from '../../../testkit/auth/auth-helpers';
import { adminPool } from '../../../testkit/db/admin-pool';

describe('POST /api/analytics/events', () => {
  let app: TestApp;
  let admin: pg.Pool;
  let nextIp = 0;
  // Each test speaks from its own address so the per-address limit of one never touches another.
  let ip: string;
  beforeAll(async () => {
    // Behind one trusted proxy, so each request can name its client address (X-Forwarded-For).
    app = await startTestApp({ env: { TRUST_PROXY: '1' } });
    admin = adminPool(app, 1);
  });
  beforeEach(() => {
    ip = `203.0.113.${++nextIp}`;
  });
  afterAll(async () => {
    await admin.end();
    await app.close();
  });

  const post = (body: unknown, options: { jar?: CookieJar; from?: string } = {}) =>
    app.request(ANALYTICS_EVENTS_PATH, { json: body, jar: options.jar, headers: { 'x-forwarded-for': options.from ?? ip } });
  const storedFor = async (candidateId: string) =>
    (
      await admin.query<{ name: string; properties: Record<string, unknown>; user_id: string | null }>(
        `select name, properties, user_id from analytics_events where properties->>'candidateId' = $1 order by id`,
        [candidateId],
      )
    ).rows;
  const refusal = async (response: Response) => ({ status: response.status, body: (await response.json()) as unknown });

  it("stores a signed-out visitor's event without a user and answers 204", async () => {
    const response = await post({
      name: 'candidate_view_resume',
      properties: { candidateId: 'sarah-chen', outcome: 'free-view' },
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await storedFor('sarah-chen')).toEqual([
      { name: 'candidate_view_resume', properties: { candidateId: 'sarah-chen', outcome: 'free-view' }, user_id: null },
    ]);
  });

  it('attaches the signed-in user', async () => {
    const { jar, userId } = await signUp(app);
    expect((await post({ name: 'candidate_save', properties: { candidateId: 'marcus-johnson' } }, { jar })).status).toBe(204);
    expect(await storedFor('marcus-johnson')).toEqual([
      { name: 'candidate_save', properties: { candidateId: 'marcus-johnson' }, user_id: userId },
    ]);
  });

  it.each([
    ['an unknown event', { name: 'page_view', properties: { candidateId: 'refused-1' } }, unknownAnalyticsEvent('page_view')],
    [
      'a property the event does not take',
      { name: 'candidate_dismiss', properties: { candidateId: 'refused-2', email: 'a@b.c' } },
      unknownAnalyticsProperty('candidate_dismiss', 'email'),
    ],
    [
      'a missing property',
      { name: 'candidate_view_resume', properties: { candidateId: 'refused-3' } },
      missingAnalyticsProperty('candidate_view_resume', 'outcome'),
    ],
    [
      'a value outside its list',
      { name: 'candidate_view_resume', properties: { candidateId: 'refused-4', outcome: 'hacked' } },
      invalidAnalyticsProperty('outcome'),
    ],
    [
      'an id that is not a slug',
      { name: 'candidate_save', properties: { candidateId: '<script>' } },
      invalidAnalyticsProperty('candidateId'),
    ],
    [
      'a key besides name and properties',
      { name: 'candidate_save', properties: { candidateId: 'refused-5' }, at: 1 },
      ANALYTICS_BODY_SHAPE,
    ],
    ['a body that is not an object', ['candidate_save'], ANALYTICS_BODY_SHAPE],
  ])('refuses %s with 400 and says why, storing nothing', async (_label, body, message) => {
    expect(await refusal(await post(body))).toEqual({ status: 400, body: { message } });
    const { rows } = await admin.query(
      `select count(*)::int as n from analytics_events where properties->>'candidateId' like 'refused-%'`,
    );
    expect(rows[0].n).toBe(0);
  });

  it('refuses a body over the size limit', async () => {
    const response = await post({ name: 'candidate_save', properties: { candidateId: 'x'.repeat(4000) } });
    expect(response.status).toBe(413);
  });

  it('refuses cross-site posts and non-JSON bodies (no forged events from other sites)', async () => {
    const crossSite = await app.request(ANALYTICS_EVENTS_PATH, {
      json: { name: 'candidate_save', properties: { candidateId: 'cross-site' } },
      headers: { origin: 'https://evil.example', 'x-forwarded-for': ip },
    });
    expect(await refusal(crossSite)).toEqual({ status: 403, body: { message: CROSS_SITE_BLOCKED } });
    const plainText = await app.request(ANALYTICS_EVENTS_PATH, {
      method: 'POST',
      body: JSON.stringify({ name: 'candidate_save', properties: { candidateId: 'cross-site' } }),
      headers: { 'content-type': 'text/plain', 'x-forwarded-for': ip },
    });
    expect(plainText.status).toBe(403);
    expect(await storedFor('cross-site')).toEqual([]);
  });

  it(`accepts ${ANALYTICS_RATE_LIMIT.points} events per address per window, then 429 for that address only`, async () => {
    const event = { name: 'candidate_dismiss', properties: { candidateId: 'burst' } };
    for (let i = 0; i < ANALYTICS_RATE_LIMIT.points; i++) expect((await post(event)).status).toBe(204);
    const refused = await post(event);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ message: TOO_MANY_ATTEMPTS });
    expect((await post(event, { from: '198.51.100.9' })).status).toBe(204);
    expect(await storedFor('burst')).toHaveLength(ANALYTICS_RATE_LIMIT.points + 1);
  });
});
