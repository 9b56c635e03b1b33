// A failed Gmail API call, classified by what the engine should do about it. Google's error body comes in several
// forms (`errors[]` with a reason, or only `status` and `details[]` with an ErrorInfo reason, or none at all), so the
// whole body is read: status, every reason, and the message.
export type GmailFailureKind =
  /** 401, or the grant lacks the scope: the user must reconnect Gmail. */
  | 'auth'
  /** 429 / rate-limit 403: Google asks us to slow down; retry later. */
  | 'rate'
  /** The account's daily sending limit: nothing goes out for it until `retryAt` (or a safe default). */
  | 'daily-limit'
  /** The Google Cloud project cannot use Gmail (API disabled, project quota): the operator must act; emails wait. */
  | 'project'
  /** This Google account cannot use the app (Workspace admin policy, Gmail off for it): the user must act. */
  | 'account'
  /** 5xx: Google's side failed; retry with backoff. */
  | 'server'
  /** 404, or 400 'Invalid thread_id value': e.g. the thread no longer exists in the mailbox. */
  | 'not-found'
  /** Any other 4xx: the request itself is wrong; retrying will not help. */
  | 'rejected';

const RATE_REASONS = new Set(['rateLimitExceeded', 'userRateLimitExceeded', 'quotaExceeded', 'RATE_LIMIT_EXCEEDED']);
const AUTH_REASONS = new Set(['insufficientPermissions', 'forbidden', 'ACCESS_TOKEN_SCOPE_INSUFFICIENT', 'authError']);
/** Gmail's per-user sending limit names itself in the message: "Retry after <ISO time> (Mail sending)". */
const MAIL_SENDING_LIMIT = /\(mail sending\)|daily user sending limit|sending limit exceeded/i;
const RETRY_AFTER_TIME = /retry after (\d{4}-\d{2}-\d{2}T[\d:.]+Z)/i;
/** The project: Gmail API not enabled in it (403 accessNotConfigured / SERVICE_DISABLED), its daily quota used up. */
const PROJECT_REASONS: Readonly<Record<string, GmailProblem>> = {
  accessNotConfigured: 'gmail-api-disabled',
  SERVICE_DISABLED: 'gmail-api-disabled',
  API_DISABLED: 'gmail-api-disabled',
  dailyLimitExceeded: 'project-quota',
};
/** The account: a Workspace administrator's policy (403 domainPolicy), or Gmail not enabled for it (400 failedPrecondition). */
const ACCOUNT_REASONS: Readonly<Record<string, GmailProblem>> = {
  domainPolicy: 'admin-policy',
  failedPrecondition: 'mail-disabled',
  FAILED_PRECONDITION: 'mail-disabled',
};
const ADMIN_POLICY_MESSAGE = /administrator|domain policy|admin policy/i;

export type GmailProblem = 'gmail-api-disabled' | 'project-quota' | 'admin-policy' | 'mail-disabled';

/** A send into a thread the user deleted (reported as 400, not 404). */
const INVALID_THREAD = /invalid thread_?id/i;

export class GmailApiError extends Error {
  override readonly name = 'GmailApiError';
  readonly kind: GmailFailureKind;
  /** When Google said the call may be repeated ("Retry after <time>" in the message), if it did. */
  readonly retryAt?: Date;
  /** What exactly is wrong, for 'project' and 'account' failures. */
  readonly problem?: GmailProblem;

  constructor(
    readonly status: number,
    /** Google's first reason: `errors[0].reason`, else the ErrorInfo reason of `details`, else `status`. */
    readonly reason: string | undefined,
    readonly googleMessage: string,
    readonly retryAfterMs?: number,
    /** Every reason the body gave (errors[].reason, details[].reason) and its `status` (e.g. PERMISSION_DENIED). */
    readonly reasons: readonly string[] = reason ? [reason] : [],
  ) {
    super(`Gmail API ${status}${reason ? ` ${reason}` : ''}: ${googleMessage}`);
    const stated = RETRY_AFTER_TIME.exec(googleMessage)?.[1];
    const retryAt = stated ? new Date(stated) : undefined;
    if (retryAt && !Number.isNaN(retryAt.getTime())) this.retryAt = retryAt;
    this.problem = problemOf(status, reasons, googleMessage);
    this.kind = classify(status, reasons, googleMessage, this.problem);
  }
}

function problemOf(status: number, reasons: readonly string[], message: string): GmailProblem | undefined {
  if (status !== 400 && status !== 403) return undefined;
  for (const reason of reasons) {
    const problem = PROJECT_REASONS[reason] ?? ACCOUNT_REASONS[reason];
    if (problem) return problem;
  }
  if (/mail service not enabled/i.test(message)) return 'mail-disabled';
  if (status === 403 && ADMIN_POLICY_MESSAGE.test(message) && !reasons.includes('insufficientPermissions')) return 'admin-policy';
  return undefined;
}

function classify(
  status: number,
  reasons: readonly string[],
  message: string,
  problem: GmailProblem | undefined,
): GmailFailureKind {
  const has = (set: ReadonlySet<string>) => reasons.some((reason) => set.has(reason));
  if (status === 401) return 'auth';
  if (problem === 'gmail-api-disabled' || problem === 'project-quota') return 'project';
  if (problem === 'admin-policy' || problem === 'mail-disabled') return 'account';
  if ((status === 429 || status === 403) && MAIL_SENDING_LIMIT.test(message)) return 'daily-limit';
  if (status === 429) return 'rate';
  if (status >= 500) return 'server';
  if (status === 403 && has(RATE_REASONS)) return 'rate';
  if (status === 403 && has(AUTH_REASONS)) return 'auth';
  if (status === 404) return 'not-found';
  if (status === 400 && INVALID_THREAD.test(message)) return 'not-found';
  return 'rejected';
}

interface ErrorBody {
  error?: {
    code?: unknown;
    message?: unknown;
    status?: unknown;
    errors?: Array<{ reason?: unknown; message?: unknown }>;
    details?: Array<{ reason?: unknown }>;
  };
}

const strings = (values: unknown[]): string[] =>
  values.filter((value): value is string => typeof value === 'string' && value !== '');

/** Reads Google's error envelope whole: `{error: {code, message, status, errors: [{reason}], details: [{reason}]}}`. */
export async function gmailErrorFrom(response: Response, retryAfterMs?: number): Promise<GmailApiError> {
  const text = await response.text().catch(() => '');
  return gmailErrorFromBody(response.status, response.statusText, text, retryAfterMs);
}

/**
 * The same from an answer already read (the Gmail client's `error.response`: `data` is the parsed JSON, or the text
 * when it was not JSON, e.g. a proxy's HTML page, where the status alone decides).
 */
export function gmailErrorFromBody(
  status: number,
  statusText: string | undefined,
  data: unknown,
  retryAfterMs?: number,
): GmailApiError {
  let body: ErrorBody = {};
  if (typeof data === 'string') {
    try {
      body = JSON.parse(data) as ErrorBody;
    } catch {
      // Not JSON.
    }
  } else if (data && typeof data === 'object') {
    body = data as ErrorBody;
  }
  const error = body.error && typeof body.error === 'object' ? body.error : {};
  const itemReasons = strings((error.errors ?? []).map((item) => item?.reason));
  const detailReasons = strings((error.details ?? []).map((item) => item?.reason));
  const statusName = strings([error.status]);
  const reasons = [...itemReasons, ...detailReasons, ...statusName];
  const message =
    typeof error.message === 'string' && error.message
      ? error.message
      : (strings((error.errors ?? []).map((item) => item?.message))[0] ?? (statusText || `HTTP ${status}`));
  return new GmailApiError(status, reasons[0], message, retryAfterMs, reasons);
}
