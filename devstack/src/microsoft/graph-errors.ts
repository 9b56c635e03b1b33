import { randomUUID } from 'node:crypto';
import type { Response } from 'express';

/** Graph's error envelope: `error.code`, `error.message`, `error.innerError` with the request ids and date. */
export function sendGraphError(res: Response, status: number, code: string, message: string): void {
  const requestId = randomUUID();
  res.setHeader('request-id', requestId);
  res.setHeader('client-request-id', requestId);
  res.status(status).json({
    error: {
      code,
      message,
      innerError: { date: new Date().toISOString().slice(0, 19), 'request-id': requestId, 'client-request-id': requestId },
    },
  });
}

export const GRAPH_ERRORS = {
  badToken: [401, 'InvalidAuthenticationToken', 'Access token has expired or is not yet valid.'],
  noToken: [401, 'InvalidAuthenticationToken', 'Access token is empty.'],
  accessDenied: [403, 'ErrorAccessDenied', 'Access is denied. Check credentials and try again.'],
  directoryDenied: [403, 'Authorization_RequestDenied', 'Insufficient privileges to complete the operation.'],
  noMailbox: [404, 'MailboxNotEnabledForRESTAPI', 'The mailbox is either inactive, soft-deleted, or is hosted on-premise.'],
  sendAsDenied: [
    403,
    'ErrorSendAsDenied',
    'The user account which was used to submit this request does not have the right to send mail on behalf of the specified sending account., Cannot submit message.',
  ],
  submissionBlocked: [
    403,
    'ErrorMessageSubmissionBlocked',
    'Cannot send mail. Follow the instructions in your Inbox to verify your account.',
  ],
  messageLimit: [
    403,
    'ErrorExceededMessageLimit',
    'Cannot send message. You have exceeded the number of messages you can send in a day.',
  ],
  submissionQuota: [
    403,
    'ErrorSubmissionQuotaExceeded',
    "The message couldn't be sent because the sender's submission quota was exceeded. Please try again later.",
  ],
  tooLarge: [413, 'RequestEntityTooLarge', 'The request is larger than the 4 MB Microsoft Graph accepts.'],
  invalidMime: [400, 'ErrorMimeContentInvalidBase64String', 'Invalid base64 string for MIME content.'],
  syncStateNotFound: [
    410,
    'SyncStateNotFound',
    'The sync state generation is not found; generation={generation};[highest={highest}].',
  ],
  concurrency: [429, 'ApplicationThrottled', 'Application is over its MailboxConcurrency limit.'],
  requestLimit: [429, 'ApplicationThrottled', 'Application is over its MailboxRequests limit.'],
  serverError: [500, 'UnknownError', ''],
  unavailable: [503, 'ServiceUnavailable', 'Service Unavailable'],
} as const satisfies Record<string, readonly [number, string, string]>;

export type GraphErrorName = keyof typeof GRAPH_ERRORS;

export function sendNamedError(res: Response, name: GraphErrorName, fill: Record<string, string> = {}): void {
  const [status, code, message] = GRAPH_ERRORS[name];
  sendGraphError(
    res,
    status,
    code,
    message.replace(/\{(\w+)\}/g, (whole, key: string) => fill[key] ?? whole),
  );
}
