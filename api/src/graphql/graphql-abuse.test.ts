// Replays the abuse probe's rows against /graphql (real PostgreSQL): each must be refused clearly, never a 500 or
// a hang, and never slow another user.
import express from 'express';
import { parse } from 'graphql';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import {
  CONTROL_CHARACTERS_REFUSED,
  GRAPHQL_BODY_NOT_JSON,
  GRAPHQL_BODY_SHAPE,
  GRAPHQL_EMPTY_BODY,
  GRAPHQL_REQUEST_LIMITS,
  oncePerRequest,
  REQUEST_RATE_LIMITS,
  TEST_EMAILS_RATE_LIMITED,
  UPLOADS_RATE_LIMITED,
  TOO_MANY_REQUESTS,
  TOO_MANY_REQUESTS_AT_ONCE,
} from 'contracts';
import { CookieJar } from '../../testkit/http/cookie-jar';
import { signUp } from '../../testkit/auth/auth-helpers';
import { startTestApp, type TestApp } from '../../testkit/http/test-app';
import { concurrencyCap, REFUSAL_HOLD_MS, requestRateCap, rootFieldCount } from './graphql-request.guards';
import { graphqlClient } from '../../testkit/http/graphql-client';

type Body = { data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string } }> };

describe('/graphql under abuse and bad input', () => {
  let app: TestApp;
  const jar = new CookieJar();

  beforeAll(async () => {
    app = await startTestApp();
    await signUp(app, { name: 'Mallory', email: `mallory.${Date.now()}@example.com`, jar });
  });
  afterAll(() => app.close());

  const post = async (body: string | undefined, headers: Record<string, string> = {}) => {
    const response = await app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
      jar,
    });
    return { status: response.status, body: (await response.json()) as Body };
  };
  const gql = async (query: string, variables?: Record<string, unknown>) =>
    (await graphqlClient(app, jar).raw(query, variables)) as { status: number; body: Body };

  it('answers an empty body at once with a 400 and a message (it used to hang)', async () => {
    const started = Date.now();
    const { status, body } = await post(undefined, { 'content-length': '0' });
    expect(status).toBe(400);
    expect(body.errors![0]!.message).toBe(GRAPHQL_EMPTY_BODY);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it.each([
    ['not JSON', '{"query": ', GRAPHQL_BODY_NOT_JSON],
    ['an array', '[{"query":"{ homeDashboard { id } }"}]', GRAPHQL_BODY_SHAPE],
    ['a number as the query', '{"query": 42}', GRAPHQL_BODY_SHAPE],
    ['variables that are not an object', '{"query":"{ homeDashboard { id } }","variables":[1]}', GRAPHQL_BODY_SHAPE],
  ])('refuses a body that is %s with a 400 that says why', async (_name, raw, message) => {
    const { status, body } = await post(raw);
    expect(status).toBe(400);
    expect(body.errors![0]!.message).toBe(message);
  });

  it('refuses NUL and other control characters in any text with BAD_USER_INPUT, not a 500', async () => {
    const create = `mutation($data: CreateCampaignInput!) { createCampaign(data: $data) { campaign { id } } }`;
    const { status, body } = await gql(create, {
      data: { name: 'Acme\u0000', timezone: 'Europe/London', excludeWeekends: true },
    });
    expect(status).toBe(400);
    expect(body.errors![0]).toMatchObject({ message: CONTROL_CHARACTERS_REFUSED, extensions: { code: 'BAD_USER_INPUT' } });
    const search = await gql(`query($s: String) { campaigns(filter: { search: $s }) { totalCount } }`, { s: 'a\u0000b' });
    expect(search.status).toBe(400);
  });

  it('refuses crafted pagination cursors with BAD_USER_INPUT, not a 500', async () => {
    const cursor = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64url');
    for (const after of [
      cursor({ k: 'not a time', id: 1 }),
      cursor({ k: null, id: 99_999_999_999 }),
      cursor({ k: '2025-01-01', id: -1 }),
      '!!!',
    ]) {
      const { body } = await gql(`query($after: String) { campaigns(pagination: { first: 5, after: $after }) { totalCount } }`, {
        after,
      });
      expect(body.errors?.[0]).toMatchObject({ message: 'Invalid pagination cursor', extensions: { code: 'BAD_USER_INPUT' } });
    }
  });

  it('refuses more aliases than the limit before running anything', async () => {
    const fields = Array.from({ length: 1_000 }, (_, i) => `a${i}: campaigns(pagination: { first: 100 }) { totalCount }`).join(
      ' ',
    );
    const started = Date.now();
    const { body } = await gql(`query { ${fields} }`);
    expect(body.data ?? null).toBeNull();
    expect(body.errors!.map((e) => e.message).join(' ')).toMatch(/token|alias/i);
    expect(Date.now() - started).toBeLessThan(5_000);
    const sixteen = Array.from({ length: GRAPHQL_REQUEST_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: homeDashboard { id }`).join(
      ' ',
    );
    const aliases = await gql(`query { ${sixteen} }`);
    expect(aliases.body.data ?? null).toBeNull();
    expect(aliases.body.errors![0]!.message).toMatch(/aliases/i);
  });

  it('lets a mutation with effects outside the database run once per request, however it is aliased', async () => {
    const two = `mutation { a: sendTestEmail(data: { subject: "s", body: "b" }) { success } b: sendTestEmail(data: { subject: "s", body: "b" }) { success } }`;
    const { body } = await gql(two);
    expect(body.data ?? null).toBeNull();
    expect(body.errors![0]!.message).toBe(oncePerRequest('sendTestEmail'));
  });

  it(`allows ${REQUEST_RATE_LIMITS.testEmails.points} test emails an hour per user, counted in PostgreSQL`, async () => {
    const send = `mutation { sendTestEmail(data: { subject: "s", body: "b" }) { success message } }`;
    const answers: string[] = [];
    for (let i = 0; i <= REQUEST_RATE_LIMITS.testEmails.points; i++) {
      const { body } = await gql(send);
      answers.push((body.data as { sendTestEmail: { message: string } }).sendTestEmail.message);
    }
    expect(answers.slice(0, -1)).not.toContain(TEST_EMAILS_RATE_LIMITED);
    expect(answers.at(-1)).toBe(TEST_EMAILS_RATE_LIMITED);
    const { rows } = await app.db.pool.query<{ points: number }>(`SELECT points FROM rate_limits WHERE key LIKE 'test-email:%'`);
    expect(rows[0]!.points).toBeGreaterThanOrEqual(REQUEST_RATE_LIMITS.testEmails.points);
  });

  it(`signs at most ${REQUEST_RATE_LIMITS.uploads.points} uploads an hour per user`, async () => {
    const sign = `mutation { generateSignedUrl(data: { fileName: "cv.pdf", fileType: "application/pdf" }) { signedUrl } }`;
    const messages: Array<string | undefined> = [];
    for (let i = 0; i <= REQUEST_RATE_LIMITS.uploads.points; i++) messages.push((await gql(sign)).body.errors?.[0]?.message);
    expect(messages.slice(0, -1).filter((m) => m === UPLOADS_RATE_LIMITED)).toEqual([]);
    expect(messages.at(-1)).toBe(UPLOADS_RATE_LIMITED);
  });

  it('refuses a query nested deeper than the limit', async () => {
    const deep = `query { campaigns { edges { node { id emailSequences { edges { node { id emailAttachments { id } } } } } } } }`;
    const ok = await gql(deep);
    expect(ok.body.errors).toBeUndefined();
    const tooDeep = `query { __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } }`;
    const refused = await gql(tooDeep);
    expect(refused.body.errors![0]!.message).toMatch(/depth/i);
  });
});

describe('the per-user cap on GraphQL requests in progress', () => {
  it(`answers 429 beyond ${GRAPHQL_REQUEST_LIMITS.concurrentPerUser} at once for one user, while another user goes through`, async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const server = express()
      .use((req, _res, next) => {
        req.user = { id: String(req.headers['x-user']), name: '', email: '', emailVerified: true, createdAt: new Date() };
        next();
      })
      .use(concurrencyCap(), async (_req, res) => {
        await gate;
        res.json({ ok: true });
      })
      .listen(0, '127.0.0.1');
    await once(server, 'listening');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    try {
      const busy = Array.from({ length: GRAPHQL_REQUEST_LIMITS.concurrentPerUser }, () =>
        fetch(url, { headers: { 'x-user': 'a' } }),
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      const extra = await fetch(url, { headers: { 'x-user': 'a' } });
      expect(extra.status).toBe(429);
      expect(((await extra.json()) as Body).errors![0]!.message).toBe(TOO_MANY_REQUESTS_AT_ONCE);
      const other = fetch(url, { headers: { 'x-user': 'b' } });
      release();
      expect((await other).status).toBe(200);
      expect((await Promise.all(busy)).map((r) => r.status)).toEqual(busy.map(() => 200));
      expect((await fetch(url, { headers: { 'x-user': 'a' } })).status).toBe(200);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

describe('the per-user cap on GraphQL requests (a token bucket)', () => {
  it(`answers 429 with Retry-After once one user has sent its ${GRAPHQL_REQUEST_LIMITS.requestsPerUserWindow} requests in ${GRAPHQL_REQUEST_LIMITS.requestWindowSeconds} s (held up to a second, so a flood slows), while another user goes through`, async () => {
    const server = express()
      .use((req, _res, next) => {
        req.user = { id: String(req.headers['x-user']), name: '', email: '', emailVerified: true, createdAt: new Date() };
        next();
      })
      // Three a minute here so the test never races the window; the app uses the contracts' numbers.
      .use(requestRateCap(3, 60), (_req, res) => res.json({ ok: true }))
      .listen(0, '127.0.0.1');
    await once(server, 'listening');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    try {
      for (let i = 0; i < 3; i++) expect((await fetch(url, { headers: { 'x-user': 'a' } })).status).toBe(200);
      const asked = performance.now();
      const refused = await fetch(url, { headers: { 'x-user': 'a' } });
      // Held before it is sent, so a client that asks again as soon as it is answered floods at one a second.
      expect(performance.now() - asked).toBeGreaterThanOrEqual(REFUSAL_HOLD_MS - 20);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
      const body = (await refused.json()) as Body;
      expect(body.errors![0]!.message).toBe(TOO_MANY_REQUESTS);
      expect(body.errors![0]!.extensions?.code).toBe('RATE_LIMITED');
      expect((await fetch(url, { headers: { 'x-user': 'b' } })).status).toBe(200);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('forgets a held refusal whose client has gone, and keeps answering', async () => {
    const server = express()
      .use(
        requestRateCap(1, 60, () => 'one key'),
        (_req, res) => res.json({ ok: true }),
      )
      .listen(0, '127.0.0.1');
    await once(server, 'listening');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    try {
      expect((await fetch(url)).status).toBe(200);
      const gone = new AbortController();
      const abandoned = fetch(url, { signal: gone.signal }).catch((error: Error) => error.name);
      await new Promise((resolve) => setTimeout(resolve, 50));
      gone.abort();
      expect(await abandoned).toBe('AbortError');
      expect((await fetch(url)).status).toBe(429);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

describe('the request-rate cap as the app wires it (GRAPHQL_RATE_LIMIT_MAX)', () => {
  it('counts each session on its own: one user over the cap gets 429 while a signed-out caller still goes through', async () => {
    const app = await startTestApp({ env: { GRAPHQL_RATE_LIMIT_MAX: '2', GRAPHQL_RATE_LIMIT_SECONDS: '60' } });
    try {
      const { jar } = await signUp(app, { name: 'Flo Oder' });
      const me = '{ campaigns(pagination: { first: 1 }) { totalCount } }';
      expect((await app.graphql(me, {}, jar)).status).toBe(200);
      expect((await app.graphql(me, {}, jar)).status).toBe(200);
      const refused = await app.graphql(me, {}, jar);
      expect(refused.status).toBe(429);
      expect(refused.body.errors![0]!.message).toBe(TOO_MANY_REQUESTS);
      expect((await app.graphql('{ __typename }')).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('spends one request per root field: fifteen aliased lists cost what fifteen requests cost', async () => {
    const app = await startTestApp({ env: { GRAPHQL_RATE_LIMIT_MAX: '6', GRAPHQL_RATE_LIMIT_SECONDS: '60' } });
    try {
      const { jar } = await signUp(app, { name: 'Ali Aser' });
      const lists = (n: number) =>
        `{ ${Array.from({ length: n }, (_, i) => `l${i}: campaigns(pagination: { first: 100 }) { totalCount }`).join(' ')} }`;
      expect((await app.graphql(lists(5), {}, jar)).status).toBe(200);
      expect((await app.graphql('{ campaigns(pagination: { first: 1 }) { totalCount } }', {}, jar)).status).toBe(200);
      const refused = await app.graphql(lists(2), {}, jar);
      expect(refused.status).toBe(429);
      expect(refused.body.errors![0]!.message).toBe(TOO_MANY_REQUESTS);
    } finally {
      await app.close();
    }
  });
});

describe('rootFieldCount', () => {
  it('counts aliases, inline fragments and fragment spreads at the root of the chosen operation', () => {
    const document = parse(`
      query A { a: campaigns { totalCount } b: campaigns { totalCount } ...Root ... on Query { c: homeDashboard { id } } }
      query B { homeDashboard { id } }
      fragment Root on Query { d: campaigns { totalCount } e: campaigns { totalCount } }`);
    expect(rootFieldCount(document, 'A')).toBe(5);
    expect(rootFieldCount(document, 'B')).toBe(1);
    expect(rootFieldCount(document)).toBe(5);
    expect(rootFieldCount(document, 'missing')).toBe(0);
  });
});
