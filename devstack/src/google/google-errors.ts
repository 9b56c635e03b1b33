import type { Response } from 'express';
import type { Fault } from './faults';

/** The project number Google's messages name (the stand-in's project). */
const PROJECT_NUMBER = '123456789012';

/** Google API (googleapis.com) error envelope, as the Gmail API answers. */
function apiError(
  res: Response,
  code: number,
  status: string,
  message: string,
  reason: string,
  domain = 'global',
  extra: Record<string, unknown> = {},
): void {
  res.status(code).json({
    error: { code, message, errors: [{ message, domain, reason, ...extra }], status },
  });
}

export function sendInvalidCredentials(res: Response): void {
  res.setHeader('WWW-Authenticate', 'Bearer realm="https://accounts.google.com/", error="invalid_token"');
  apiError(
    res,
    401,
    'UNAUTHENTICATED',
    'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.',
    'authError',
    'global',
    // Google's item message differs from the top-level one.
    { message: 'Invalid Credentials', location: 'Authorization', locationType: 'header' },
  );
}

export function sendInsufficientScope(res: Response, method: string): void {
  res.setHeader(
    'WWW-Authenticate',
    'Bearer realm="https://accounts.google.com/", error="insufficient_scope", scope="https://www.googleapis.com/auth/gmail.send"',
  );
  res.status(403).json({
    error: {
      code: 403,
      message: 'Request had insufficient authentication scopes.',
      errors: [{ message: 'Insufficient Permission', domain: 'global', reason: 'insufficientPermissions' }],
      status: 'PERMISSION_DENIED',
      details: [
        {
          '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
          reason: 'ACCESS_TOKEN_SCOPE_INSUFFICIENT',
          domain: 'googleapis.com',
          metadata: { service: 'gmail.googleapis.com', method },
        },
      ],
    },
  });
}

export function sendForbidden(res: Response, message: string): void {
  apiError(res, 403, 'PERMISSION_DENIED', message, 'forbidden');
}

export function sendNotFound(res: Response): void {
  apiError(res, 404, 'NOT_FOUND', 'Requested entity was not found.', 'notFound');
}

export function sendBadRequest(res: Response, message: string): void {
  apiError(res, 400, 'INVALID_ARGUMENT', message, 'invalidArgument');
}

/**
 * The per-user rate limit in its common form: 429, the time in the message with no '(Mail sending)' suffix, and no
 * Retry-After header (README: conformance table) unless a test asks for one.
 */
export function sendRateLimited(res: Response, retryAfterSeconds: number, withHeader = false): void {
  const retryAt = new Date(Date.now() + retryAfterSeconds * 1000).toISOString();
  if (withHeader) res.setHeader('Retry-After', String(retryAfterSeconds));
  apiError(
    res,
    429,
    'RESOURCE_EXHAUSTED',
    `User-rate limit exceeded.  Retry after ${retryAt}`,
    'rateLimitExceeded',
    'usageLimits',
  );
}

/**
 * The per-user daily sending limit: 429 with the time in the message and no Retry-After header (Gmail's
 * "Resolve errors" guide; the message as public reports quote it).
 */
export function sendDailyLimitExceeded(res: Response, until: Date): void {
  apiError(
    res,
    429,
    'RESOURCE_EXHAUSTED',
    `User-rate limit exceeded.  Retry after ${until.toISOString()} (Mail sending)`,
    'rateLimitExceeded',
    'usageLimits',
  );
}

/**
 * Over the per-minute quota in units ("Usage limits"): userRateLimitExceeded for the user's, rateLimitExceeded for
 * the project's, in the message form public reports quote.
 */
export function sendQuotaExceeded(res: Response, scope: 'user' | 'project'): void {
  const limit = scope === 'user' ? 'Queries per minute per user' : 'Queries per minute';
  apiError(
    res,
    429,
    'RESOURCE_EXHAUSTED',
    `Quota exceeded for quota metric 'Queries' and limit '${limit}' of service 'gmail.googleapis.com' for consumer 'project_number:${PROJECT_NUMBER}'.`,
    scope === 'user' ? 'userRateLimitExceeded' : 'rateLimitExceeded',
    'usageLimits',
  );
}

/** A JSON `raw` in standard base64 ('+' or '/'): Gmail decodes base64url only (README: conformance table). */
export function sendInvalidRawBase64(res: Response, raw: string): void {
  const shown = raw.length > 20 ? `${raw.slice(0, 20)}...` : raw;
  apiError(
    res,
    400,
    'INVALID_ARGUMENT',
    `Invalid value at 'message.raw' (TYPE_BYTES), Base64 decoding failed for "${shown}"`,
    'invalid',
  );
}

/** A send into a thread that no longer exists in the mailbox (deleted), as reported: 400, not 404. */
export function sendInvalidThreadId(res: Response): void {
  apiError(res, 400, 'INVALID_ARGUMENT', 'Invalid thread_id value', 'invalidArgument');
}

export function sendBackendError(res: Response): void {
  apiError(res, 500, 'INTERNAL', 'Backend Error', 'backendError');
}

/** The error bodies of FaultVariant, as Google answers them (sources in README.md). */
function sendVariant(res: Response, fault: Fault): void {
  switch (fault.variant) {
    case 'accessNotConfigured': {
      const message =
        `Gmail API has not been used in project ${PROJECT_NUMBER} before or it is disabled. Enable it by visiting ` +
        `https://console.developers.google.com/apis/api/gmail.googleapis.com/overview?project=${PROJECT_NUMBER} then retry. ` +
        'If you enabled this API recently, wait a few minutes for the action to propagate to our systems and retry.';
      res.status(403).json({
        error: {
          code: 403,
          message,
          errors: [
            {
              message,
              domain: 'usageLimits',
              reason: 'accessNotConfigured',
              extendedHelp: 'https://console.developers.google.com',
            },
          ],
          status: 'PERMISSION_DENIED',
          details: [
            {
              '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
              reason: 'SERVICE_DISABLED',
              domain: 'googleapis.com',
              metadata: { service: 'gmail.googleapis.com', consumer: `projects/${PROJECT_NUMBER}` },
            },
          ],
        },
      });
      return;
    }
    case 'domainPolicy':
      return apiError(res, 403, 'PERMISSION_DENIED', 'The domain administrators have disabled Gmail apps.', 'domainPolicy');
    case 'failedPrecondition':
      return apiError(res, 400, 'FAILED_PRECONDITION', 'Mail service not enabled', 'failedPrecondition');
    case 'rateLimitExceeded403':
      // Gmail's "Resolve errors" guide: 403 with reason rateLimitExceeded (usageLimits), no time and no header.
      return apiError(res, 403, 'PERMISSION_DENIED', 'Rate Limit Exceeded', 'rateLimitExceeded', 'usageLimits');
    default:
      // No errors[]: code, message and status only.
      res.status(fault.status).json({
        error: {
          code: fault.status,
          message: fault.status === 429 ? 'Resource has been exhausted (e.g. check quota).' : 'Request failed.',
          status: fault.status === 429 ? 'RESOURCE_EXHAUSTED' : 'FAILED_PRECONDITION',
        },
      });
  }
}

/** A scripted failure on a Gmail/userinfo endpoint. */
export function sendApiFault(res: Response, fault: Fault): void {
  if (fault.variant) sendVariant(res, fault);
  else if (fault.status === 401) sendInvalidCredentials(res);
  else if (fault.status === 429) sendRateLimited(res, fault.retryAfterSeconds, fault.retryAfterHeader);
  else if (fault.status === 400) sendBadRequest(res, 'Bad Request');
  else if (fault.status === 403) sendForbidden(res, 'The caller does not have permission');
  else sendBackendError(res);
}

/** OAuth endpoint (token/revoke) error body: {error, error_description}. */
export function sendOAuthError(res: Response, status: number, error: string, description: string): void {
  res.status(status).json({ error, error_description: description });
}

/** A scripted failure on the token/revoke endpoints, in the OAuth error shape. */
export function sendOAuthFault(res: Response, fault: Fault): void {
  if (fault.status === 401) sendOAuthError(res, 401, 'invalid_client', 'Unauthorized');
  else if (fault.status === 429) {
    res.setHeader('Retry-After', String(fault.retryAfterSeconds));
    sendOAuthError(res, 429, 'rate_limit_exceeded', 'Rate limit exceeded');
  } else sendOAuthError(res, 500, 'internal_failure', 'Backend Error');
}
