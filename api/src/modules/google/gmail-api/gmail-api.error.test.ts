// Google's error bodies, read whole: the forms the Gmail API answers in (with errors[], with only status and
// details, not JSON at all) and what each means for a sender.
import { gmailErrorFrom } from './gmail-api.error';

const answer = (status: number, body: unknown) =>
  gmailErrorFrom(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));

const envelope = (code: number, message: string, reason?: string, extra: Record<string, unknown> = {}) => ({
  error: { code, message, ...(reason ? { errors: [{ message, domain: 'global', reason }] } : {}), ...extra },
});

describe('Gmail API errors', () => {
  it('reads the daily sending limit and the time Gmail gives in the message (no Retry-After header)', async () => {
    const error = await answer(
      429,
      envelope(429, 'User-rate limit exceeded.  Retry after 2026-11-27T18:00:00.000Z (Mail sending)', 'rateLimitExceeded'),
    );
    expect(error.kind).toBe('daily-limit');
    expect(error.retryAt).toEqual(new Date('2026-11-27T18:00:00.000Z'));
    expect(error.retryAfterMs).toBeUndefined();
  });

  it('reads the limit from a 403 userRateLimitExceeded too, and without a stated time', async () => {
    const error = await answer(403, envelope(403, 'User-rate limit exceeded (Mail sending)', 'userRateLimitExceeded'));
    expect(error.kind).toBe('daily-limit');
    expect(error.retryAt).toBeUndefined();
  });

  it('tells a per-minute rate limit from the daily one', async () => {
    expect((await answer(429, envelope(429, 'Resource has been exhausted (e.g. check quota).', 'rateLimitExceeded'))).kind).toBe(
      'rate',
    );
    const perMinute = "Quota exceeded for quota metric 'Queries' and limit 'Queries per minute per user'";
    expect((await answer(403, envelope(403, perMinute, 'rateLimitExceeded'))).kind).toBe('rate');
  });

  it("takes 400 'Invalid thread_id value' for a thread that is gone", async () => {
    const error = await answer(400, envelope(400, 'Invalid thread_id value', 'invalidArgument'));
    expect(error.kind).toBe('not-found');
  });

  it('reads a body without errors[]: the reason of details[] and the status', async () => {
    const error = await answer(
      403,
      envelope(403, 'Request had insufficient authentication scopes.', undefined, {
        status: 'PERMISSION_DENIED',
        details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'ACCESS_TOKEN_SCOPE_INSUFFICIENT' }],
      }),
    );
    expect(error).toMatchObject({ kind: 'auth', reason: 'ACCESS_TOKEN_SCOPE_INSUFFICIENT' });
    expect(error.reasons).toEqual(['ACCESS_TOKEN_SCOPE_INSUFFICIENT', 'PERMISSION_DENIED']);
  });

  it('answers by status alone when the body is not JSON', async () => {
    expect((await answer(502, '<html>Bad Gateway</html>')).kind).toBe('server');
    expect((await answer(401, '')).kind).toBe('auth');
  });
});
