import type pg from 'pg';
import { ACCESS_REQUEST_RECEIVED, INVALID_EMAIL_ADDRESS, TOO_MANY_ATTEMPTS } from 'contracts';
import { startTestApp, type TestApp } from '../../../testkit/http/test-app';
import { REQUEST_RATE_LIMITS } from 'contracts';
import { adminPool } from '../../../testkit/db/admin-pool';

const ACCESS_REQUESTS_PER_IP = REQUEST_RATE_LIMITS.accessRequestsPerAddress.points;

const RAISE = `mutation($email: String!) { raiseAccessRequest(email: $email) { success message } }`;

describe('raiseAccessRequest over /graphql (no session)', () => {
  let app: TestApp;
  let admin: pg.Pool;
  beforeAll(async () => {
    // Behind one trusted proxy, so each request can name its client address (X-Forwarded-For).
    app = await startTestApp({ env: { TRUST_PROXY: '1' } });
    admin = adminPool(app, 1);
  });
  afterAll(async () => {
    await admin.end();
    await app.close();
  });

  const raise = async (email: string, ip: string) => {
    const response = await app.request('/graphql', {
      json: { query: RAISE, variables: { email } },
      headers: { accept: 'application/graphql-response+json', 'x-forwarded-for': ip },
    });
    return (await response.json()) as {
      data?: { raiseAccessRequest: { success: boolean; message: string } };
      errors?: Array<{ message: string }>;
    };
  };

  it('stores an address once, answering the same thanks when asked again in another case', async () => {
    expect((await raise('Early.Bird@Example.com', '203.0.113.1')).data!.raiseAccessRequest).toEqual({
      success: true,
      message: ACCESS_REQUEST_RECEIVED,
    });
    expect((await raise(' early.bird@example.com ', '203.0.113.1')).data!.raiseAccessRequest).toEqual({
      success: true,
      message: ACCESS_REQUEST_RECEIVED,
    });
    const rows = await admin.query(`select email from access_requests where lower(email) = 'early.bird@example.com'`);
    expect(rows.rows).toEqual([{ email: 'Early.Bird@Example.com' }]);
  });

  it('rejects a malformed address and stores nothing', async () => {
    expect((await raise('not-an-email', '203.0.113.2')).data!.raiseAccessRequest).toEqual({
      success: false,
      message: INVALID_EMAIL_ADDRESS,
    });
    const rows = await admin.query(`select count(*) from access_requests where email = 'not-an-email'`);
    expect(Number(rows.rows[0].count)).toBe(0);
  });

  it(`limits each IP to ${ACCESS_REQUESTS_PER_IP} requests per window`, async () => {
    for (let i = 0; i < ACCESS_REQUESTS_PER_IP; i++) {
      expect((await raise(`burst${i}@example.com`, '198.51.100.7')).data!.raiseAccessRequest.success).toBe(true);
    }
    expect((await raise('one-more@example.com', '198.51.100.7')).errors?.[0]?.message).toBe(TOO_MANY_ATTEMPTS);
    expect((await raise('other-ip@example.com', '198.51.100.8')).data!.raiseAccessRequest.success).toBe(true);
  });
});
