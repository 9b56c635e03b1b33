// The lookup allowance over /graphql (product.md §13, "Email lookups"): the real app and PostgreSQL against the
// Apollo stand-in, whose request log shows whether the provider was asked. The budgets by plan, the project's daily
// cap, the per-user cache, and the cache going with the account.
import { sql } from 'drizzle-orm';
import { SCENARIO_PROFILES, startApolloStandIn } from 'devstack/email-finder';
import {
  DATA_DELETION_DAYS,
  EMAIL_LOOKUPS_PAUSED_TODAY,
  EMAIL_LOOKUP_UNAVAILABLE,
  LINKEDIN_EMAIL_NOT_FOUND,
  emailLookupsUsedThisMonth,
  emailLookupsUsedToday,
  planById,
} from 'contracts';
import { signUp } from '../../../testkit/auth/auth-helpers';
import type { CookieJar } from '../../../testkit/http/cookie-jar';
import { startTestApp, type TestApp } from '../../../testkit/http/test-app';
import { purgeDeletedUsers } from '../../jobs';
import { lookupPeriods } from './lookup-budget.repository';
import { pruneExpiredLookupCache } from './lookup-cache.repository';

const DAY_MS = 86_400_000;

const LOOKUP = `mutation($linkedInUrl: String!) { linkedInDetailsFetcher(linkedInUrl: $linkedInUrl) { email name emailConfidence } }`;
type Found = { email: string; name: string | null; emailConfidence: string };

const FREE = planById('starter');
const FOCUSED = planById('focused');
const RELENTLESS = planById('relentless');

describe('the email lookup allowance, against the Apollo stand-in', () => {
  let apollo: Awaited<ReturnType<typeof startApolloStandIn>>;
  let app: TestApp;
  const apps: TestApp[] = [];

  const startApp = async (env: Record<string, string> = {}) => {
    const started = await startTestApp({
      env: {
        EMAIL_FINDER_PROVIDER: 'apollo',
        APOLLO_API_URL: apollo.url,
        APOLLO_API_KEY: apollo.apiKey,
        AUTH_RATE_LIMIT_MAX: '1000',
        ...env,
      },
    });
    apps.push(started);
    return started;
  };

  beforeAll(async () => {
    apollo = await startApolloStandIn({ port: 0 });
    for (let i = 0; i < 60; i++) {
      apollo.addProfile({ profile: `linkedin.com/in/budget-person-${i}`, email: `person${i}@acme.example`, name: `Person ${i}` });
    }
    app = await startApp();
  });
  afterAll(async () => {
    await Promise.all(apps.map((started) => started.close()));
    await apollo.close();
  });

  let people = 0;
  /** A profile nobody has looked up yet in this file (the stand-in knows it). */
  const freshProfile = () => `linkedin.com/in/budget-person-${people++}`;
  const lookup = async (target: TestApp, jar: CookieJar, linkedInUrl: string) =>
    (await target.graphql<{ linkedInDetailsFetcher: Found }>(LOOKUP, { linkedInUrl }, jar)).body;
  const providerCalls = () => apollo.requests().length;
  const lookedUp = async (target: TestApp, userId: string, period: string, lookups: number) =>
    target.db.db.execute(sql`
      INSERT INTO email_lookup_usage (user_id, period, lookups) VALUES (${userId}, ${period}, ${lookups})
      ON CONFLICT (user_id, period) DO UPDATE SET lookups = EXCLUDED.lookups`);

  it(`lets a free account make ${FREE.emailLookupsPerDay} lookups a day, then refuses with the message and asks no provider`, async () => {
    const { jar } = await signUp(app);
    for (let i = 0; i < FREE.emailLookupsPerDay; i++) {
      const body = await lookup(app, jar, freshProfile());
      expect(body.errors).toBeUndefined();
      expect(body.data!.linkedInDetailsFetcher.email).toMatch(/@acme\.example$/);
    }
    const calls = providerCalls();
    const refused = await lookup(app, jar, freshProfile());
    expect(refused.errors?.[0]).toMatchObject({ message: emailLookupsUsedToday(FREE), extensions: { code: 'RATE_LIMITED' } });
    expect(refused.errors?.[0]?.message).toBe(
      'You have used your 10 email lookups for today. More tomorrow, or upgrade your plan for more. Meanwhile, enter email manually',
    );
    expect(providerCalls()).toBe(calls);
    // Someone else's allowance is their own.
    expect((await lookup(app, (await signUp(app)).jar, freshProfile())).errors).toBeUndefined();
  });

  it('answers a profile looked up before from the cache, however it is typed: no provider call, no lookup spent', async () => {
    const { jar, userId } = await signUp(app);
    const first = await lookup(app, jar, 'https://www.linkedin.com/in/jane-recruiter');
    expect(first.data!.linkedInDetailsFetcher).toEqual({
      email: 'jane.recruiter@example.com',
      name: 'Jane Recruiter',
      emailConfidence: 'VERIFIED',
    });
    const calls = providerCalls();
    for (const typed of [
      'HTTPS://LinkedIn.com/in/Jane-Recruiter/?utm=share#top',
      'm.linkedin.com/in/jane-recruiter/details/experience/',
    ]) {
      expect((await lookup(app, jar, typed)).data!.linkedInDetailsFetcher).toEqual(first.data!.linkedInDetailsFetcher);
    }
    expect(providerCalls()).toBe(calls);

    // With the day's last lookup left, the cached profile still answers and the last one is still there to use.
    await lookedUp(app, userId, lookupPeriods(new Date()).day, FREE.emailLookupsPerDay - 1);
    expect((await lookup(app, jar, 'linkedin.com/in/jane-recruiter')).errors).toBeUndefined();
    expect((await lookup(app, jar, freshProfile())).errors).toBeUndefined();
    expect((await lookup(app, jar, freshProfile())).errors?.[0]?.message).toBe(emailLookupsUsedToday(FREE));
    expect((await lookup(app, jar, 'linkedin.com/in/jane-recruiter')).data!.linkedInDetailsFetcher.email).toBe(
      'jane.recruiter@example.com',
    );
  });

  it('keeps a "not found" too, but never an error, and a lookup the provider could not answer is not spent', async () => {
    const { jar, userId } = await signUp(app);
    const calls = providerCalls();
    expect((await lookup(app, jar, 'linkedin.com/in/nobody-here')).errors?.[0]?.message).toBe(LINKEDIN_EMAIL_NOT_FOUND);
    expect((await lookup(app, jar, 'linkedin.com/in/nobody-here')).errors?.[0]?.message).toBe(LINKEDIN_EMAIL_NOT_FOUND);
    expect(providerCalls()).toBe(calls + 1);

    await lookedUp(app, userId, lookupPeriods(new Date()).day, FREE.emailLookupsPerDay - 1);
    for (let i = 0; i < 2; i++) {
      expect((await lookup(app, jar, SCENARIO_PROFILES.serverError)).errors?.[0]?.message).toBe(EMAIL_LOOKUP_UNAVAILABLE);
    }
    expect(providerCalls()).toBe(calls + 3);
    // Both failures were given back: the day's last lookup is still there.
    expect((await lookup(app, jar, freshProfile())).errors).toBeUndefined();
    expect((await lookup(app, jar, freshProfile())).errors?.[0]?.message).toBe(emailLookupsUsedToday(FREE));
  });

  it(`stops a free account at ${FREE.emailLookupsPerMonth} lookups a month`, async () => {
    const { jar, userId } = await signUp(app);
    await lookedUp(app, userId, lookupPeriods(new Date()).month, FREE.emailLookupsPerMonth - 1);
    expect((await lookup(app, jar, freshProfile())).errors).toBeUndefined();
    const refused = await lookup(app, jar, freshProfile());
    expect(refused.errors?.[0]?.message).toBe(emailLookupsUsedThisMonth(FREE));
    expect(refused.errors?.[0]?.message).toBe(
      'You have used your 50 email lookups for this month. More next month, or upgrade your plan for more. Meanwhile, enter email manually',
    );
  });

  it("gives a paid plan its own allowance, and the top plan's refusal suggests no upgrade", async () => {
    const focused = await signUp(app);
    const relentless = await signUp(app);
    const today = lookupPeriods(new Date()).day;
    for (const [user, plan] of [
      [focused, FOCUSED],
      [relentless, RELENTLESS],
    ] as const) {
      await app.db.db.execute(sql`INSERT INTO subscriptions (user_id, plan) VALUES (${user.userId}, ${plan.id})`);
      await lookedUp(app, user.userId, today, plan.emailLookupsPerDay - 1);
      expect((await lookup(app, user.jar, freshProfile())).errors).toBeUndefined();
      expect((await lookup(app, user.jar, freshProfile())).errors?.[0]?.message).toBe(emailLookupsUsedToday(plan));
    }
    expect(emailLookupsUsedToday(RELENTLESS)).toBe(
      'You have used your 50 email lookups for today. More tomorrow. Meanwhile, enter email manually',
    );
  });

  it('spends exactly the lookups left when requests arrive at once', async () => {
    const { jar, userId } = await signUp(app);
    await lookedUp(app, userId, lookupPeriods(new Date()).day, FREE.emailLookupsPerDay - 2);
    // Four at once: as many as one user may have in progress.
    const bodies = await Promise.all([0, 1, 2, 3].map(() => lookup(app, jar, freshProfile())));
    expect(bodies.filter((body) => !body.errors)).toHaveLength(2);
    expect(bodies.filter((body) => body.errors?.[0]?.message === emailLookupsUsedToday(FREE))).toHaveLength(2);
  });

  it("refuses everyone once the project's daily cap is reached, even when the requests come at once; cached answers still come", async () => {
    const capped = await startApp({ EMAIL_FINDER_DAILY_CAP: '3' });
    const users = await Promise.all([0, 1, 2, 3, 4, 5].map(() => signUp(capped)));
    const bodies = await Promise.all(users.map((user) => lookup(capped, user.jar, freshProfile())));
    expect(bodies.filter((body) => !body.errors)).toHaveLength(3);
    const refused = bodies.filter((body) => body.errors);
    expect(refused.map((body) => body.errors?.[0]?.message)).toEqual(Array(3).fill(EMAIL_LOOKUPS_PAUSED_TODAY));

    const calls = providerCalls();
    const lucky = users[bodies.findIndex((body) => !body.errors)]!;
    const newcomer = await signUp(capped);
    expect((await lookup(capped, newcomer.jar, freshProfile())).errors?.[0]?.message).toBe(EMAIL_LOOKUPS_PAUSED_TODAY);
    const luckyProfile = bodies.find((body) => !body.errors)!.data!.linkedInDetailsFetcher.email;
    const slug = /^person(\d+)@/.exec(luckyProfile)![1];
    expect((await lookup(capped, lucky.jar, `linkedin.com/in/budget-person-${slug}`)).data!.linkedInDetailsFetcher.email).toBe(
      luckyProfile,
    );
    expect(providerCalls()).toBe(calls);
  });

  it("clears the account's kept answers when the account is deleted", async () => {
    const { jar, userId } = await signUp(app);
    expect((await lookup(app, jar, freshProfile())).errors).toBeUndefined();
    const kept = async () =>
      Number(
        (await app.db.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM email_lookup_cache WHERE user_id = ${userId}`))
          .rows[0]!.n,
      );
    expect(await kept()).toBe(1);
    const deleted = await app.request('/api/auth/delete-user', { json: { confirm: 'DELETE' }, jar });
    expect(deleted.status).toBe(200);
    expect(await kept()).toBe(0);
    // The counters go with the rest of the account at the purge.
    await purgeDeletedUsers(app.db.db, new Date(Date.now() + (DATA_DELETION_DAYS + 1) * DAY_MS));
    const counters = await app.db.db.execute(sql`SELECT 1 FROM email_lookup_usage WHERE user_id = ${userId}`);
    expect(counters.rows).toEqual([]);
  });

  it('asks the provider again once a kept answer is past its lifetime; the hourly purge removes it', async () => {
    const { jar, userId } = await signUp(app);
    const profile = freshProfile();
    expect((await lookup(app, jar, profile)).errors).toBeUndefined();
    await app.db.db.execute(
      sql`UPDATE email_lookup_cache SET expires_at = now() - interval '1 second' WHERE user_id = ${userId}`,
    );
    const calls = providerCalls();
    expect((await lookup(app, jar, profile)).errors).toBeUndefined();
    expect(providerCalls()).toBe(calls + 1);

    await app.db.db.execute(
      sql`UPDATE email_lookup_cache SET expires_at = now() - interval '1 second' WHERE user_id = ${userId}`,
    );
    expect(await pruneExpiredLookupCache(app.db.db, new Date())).toBeGreaterThanOrEqual(1);
    const left = await app.db.db.execute(sql`SELECT 1 FROM email_lookup_cache WHERE user_id = ${userId}`);
    expect(left.rows).toEqual([]);
  });
});
