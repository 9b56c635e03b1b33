// A failed Gmail API call, classified by what the engine should do about it.
export type GmailFailureKind =
  /** 401, or the grant lacks the scope: the user must reconnect Gmail. */
  | 'auth'
  /** 429 / rate-limit 403: Google asks us to slow down; retry later. */
  | 'rate'
  /** 5xx: Google's side failed; retry with backoff. */
  | 'server'
  /** 404: e.g. the thread no longer exists in the mailbox. */
  | 'not-found'
  /** Any other 4xx: the request itself is wrong; retrying will not help. */
  | 'rejected';

const RATE_REASONS = new Set(['rateLimitExceeded', 'userRateLimitExceeded', 'dailyLimitExceeded', 'quotaExceeded']);

export class GmailApiError extends Error {
  override readonly name = 'GmailApiError';
  readonly kind: GmailFailureKind;

  constructor(
    readonly status: number,
    /** Google's first `errors[].reason`, e.g. rateLimitExceeded, insufficientPermissions. */
    readonly reason: string | undefined,
    readonly googleMessage: string,
    readonly retryAfterMs?: number,
  ) {
    super(`Gmail API ${status}${reason ? ` ${reason}` : ''}: ${googleMessage}`);
    this.kind = classify(status, reason);
  }
}

function classify(status: number, reason: string | undefined): GmailFailureKind {
  if (status === 401) return 'auth';
  if (status === 429) return 'rate';
  if (status >= 500) return 'server';
  if (status === 403 && reason && RATE_REASONS.has(reason)) return 'rate';
  if (status === 403 && (reason === 'insufficientPermissions' || reason === 'forbidden')) return 'auth';
  if (status === 404) return 'not-found';
  return 'rejected';
}

/** Reads Google's error envelope `{error: {code, message, errors: [{reason}]}}`. */
export async function gmailErrorFrom(response: Response, retryAfterMs?: number): Promise<GmailApiError> {
  const body = (await response.json().catch(() => ({}))) as {
    error?: { message?: unknown; errors?: Array<{ reason?: unknown }> };
  };
  const reason = body.error?.errors?.[0]?.reason;
  const message = typeof body.error?.message === 'string' ? body.error.message : response.statusText;
  return new GmailApiError(response.status, typeof reason === 'string' ? reason : undefined, message, retryAfterMs);
}
