import type { Response } from 'express';
import type { Fault } from './faults';

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

export function sendRateLimited(res: Response, retryAfterSeconds: number): void {
  const retryAt = new Date(Date.now() + retryAfterSeconds * 1000).toISOString();
  res.setHeader('Retry-After', String(retryAfterSeconds));
  apiError(
    res,
    429,
    'RESOURCE_EXHAUSTED',
    `User-rate limit exceeded.  Retry after ${retryAt}`,
    'rateLimitExceeded',
    'usageLimits',
  );
}

export function sendBackendError(res: Response): void {
  apiError(res, 500, 'INTERNAL', 'Backend Error', 'backendError');
}

/** A scripted failure on a Gmail/userinfo endpoint. */
export function sendApiFault(res: Response, fault: Fault): void {
  if (fault.status === 401) sendInvalidCredentials(res);
  else if (fault.status === 429) sendRateLimited(res, fault.retryAfterSeconds);
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
