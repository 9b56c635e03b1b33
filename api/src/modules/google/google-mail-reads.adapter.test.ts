import { MailReadError } from '../mailbox';
import { GmailApiError } from './gmail-api/gmail-api.error';
import { toMailReadError } from './google-mail-reads.adapter';
import { GoogleNetworkError } from './google-http.util';

const kindOf = (error: unknown) => (toMailReadError(error) as MailReadError).kind;

describe("Gmail's read failures in the mailbox port's words", () => {
  it('a refused token is unauthorized (the poller refreshes once), a 403 scope refusal is not', () => {
    expect(kindOf(new GmailApiError(401, 'authError', 'Invalid Credentials'))).toBe('unauthorized');
    expect(kindOf(new GmailApiError(403, 'insufficientPermissions', 'Insufficient Permission'))).toBe('refused');
  });

  it('a deleted message and an expired history id are not-found', () => {
    expect(kindOf(new GmailApiError(404, 'notFound', 'Requested entity was not found.'))).toBe('not-found');
  });

  it("a rate refusal keeps Google's stated time, so the account is held until then", () => {
    const error = toMailReadError(
      new GmailApiError(429, 'rateLimitExceeded', 'User-rate limit exceeded.  Retry after 2026-12-03T10:00:00.000Z', 2000),
    ) as MailReadError;
    expect(error).toBeInstanceOf(MailReadError);
    expect({ kind: error.kind, status: error.status, retryAfterMs: error.retryAfterMs, retryAt: error.retryAt }).toEqual({
      kind: 'rate',
      status: 429,
      retryAfterMs: 2000,
      retryAt: new Date('2026-12-03T10:00:00.000Z'),
    });
  });

  it('a 5xx is server, an unreachable Google is network, and a bug passes unchanged', () => {
    expect(kindOf(new GmailApiError(503, undefined, 'Backend Error'))).toBe('server');
    expect(kindOf(new GoogleNetworkError('socket hang up', false))).toBe('network');
    const bug = new TypeError('x is undefined');
    expect(toMailReadError(bug)).toBe(bug);
  });
});
