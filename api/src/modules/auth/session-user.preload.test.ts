// The signed-in request's session and user come from one query, with the same answers as two lookups gave.
import type pg from 'pg';
import { startTestApp, type TestApp } from '../../../testkit/http/test-app';
import { sessionUser, signUp } from '../../../testkit/auth/auth-helpers';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** Counts the statements the app sends to PostgreSQL while `run` goes (the real pool, watched, not replaced). */
async function statementsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const pools = [app.db.pool, app.db.priority.pool] as pg.Pool[];
  const originals = pools.map((pool) => pool.query.bind(pool));
  pools.forEach((pool, i) => {
    pool.query = ((text: unknown, ...rest: unknown[]) => {
      seen.push(typeof text === 'string' ? text : String((text as { text?: string }).text));
      return (originals[i] as (...args: unknown[]) => unknown)(text, ...rest);
    }) as typeof pool.query;
  });
  try {
    await run();
  } finally {
    pools.forEach((pool, i) => (pool.query = originals[i] as typeof pool.query));
  }
  return seen;
}

test("a signed-in request reads its session and its user in one query, and sees the user's latest name", async () => {
  const { jar, userId } = await signUp(app, { name: 'Grace Hopper' });
  await app.db.pool.query(`UPDATE users SET name = 'Grace B. Hopper' WHERE id = $1`, [userId]);
  let user: Awaited<ReturnType<typeof sessionUser>> = null;
  const statements = await statementsDuring(async () => (user = await sessionUser(app, jar)));
  expect(user).toMatchObject({ id: userId, name: 'Grace B. Hopper' });
  expect(statements.filter((text) => /\bfrom\s+"?session"?\b/i.test(text))).toHaveLength(1);
  expect(statements.filter((text) => /\bfrom\s+"?users"?\b/i.test(text) && !/\bsession\b/i.test(text))).toHaveLength(0);
});

test('a deleted account is signed out on its next request', async () => {
  const { jar, userId } = await signUp(app);
  expect(await sessionUser(app, jar)).toMatchObject({ id: userId });
  await app.db.pool.query(`UPDATE users SET deleted_at = now() WHERE id = $1`, [userId]);
  expect(await sessionUser(app, jar)).toBeNull();
  const { body } = await app.graphql('query { homeDashboard { campaigns } }', undefined, jar);
  expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
});

test('a session row whose user id is not a uuid signs nobody in (and does not fail the request)', async () => {
  const { jar } = await signUp(app);
  const sid = decodeURIComponent(jar.header().match(/sid=s%3A([^.;]+)/)?.[1] ?? jar.header().match(/sid=s:([^.;]+)/)![1]!);
  await app.db.pool.query(
    `UPDATE session SET sess = jsonb_set(sess::jsonb, '{passport,user}', '"not-a-uuid"')::json WHERE sid = $1`,
    [sid],
  );
  const response = await app.request('/api/auth/get-session', { jar });
  expect(response.status).toBe(200);
  expect(await response.json()).toBeNull();
});
