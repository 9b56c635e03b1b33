// A failed Microsoft Graph call (`{error: {code, message, innerError}}`), and what it means for a send and for a
// headers-only read, in the port's words (README.md has the table with its sources).
import { MailReadError, MailSendError, type MailboxProblem, type MailReadFailure, type MailSendFailure } from '../mailbox';

export class GraphApiError extends Error {
  override readonly name = 'GraphApiError';
  constructor(
    readonly status: number,
    /** Graph's `error.code` (`ErrorAccessDenied`, `MailboxNotEnabledForRESTAPI`, ...), if the body had one. */
    readonly code: string | undefined,
    readonly graphMessage: string,
    /** The Retry-After of a 429 or 503, in milliseconds. */
    readonly retryAfterMs?: number,
  ) {
    super(`Graph ${status}${code ? ` ${code}` : ''}: ${graphMessage}`);
  }
}

/** Graph's error envelope; a body that is not JSON (a proxy's page) leaves the status alone to decide. */
export function graphErrorFrom(status: number, text: string, retryAfterMs?: number): GraphApiError {
  let code: string | undefined;
  let message = `HTTP ${status}`;
  try {
    const error = (JSON.parse(text) as { error?: { code?: unknown; message?: unknown } }).error;
    if (typeof error?.code === 'string' && error.code) code = error.code;
    if (typeof error?.message === 'string' && error.message) message = error.message;
  } catch {
    // Not JSON.
  }
  return new GraphApiError(status, code, message, retryAfterMs);
}

/** Exchange has no mailbox for the account (no Exchange Online licence, on-premises, soft-deleted). */
const NO_MAILBOX = 'MailboxNotEnabledForRESTAPI';

interface SendMeaning {
  kind: MailSendFailure;
  problem?: MailboxProblem;
}

/** Graph codes of a refused sendMail, by what the engine must do. */
const SEND_CODES: Readonly<Record<string, SendMeaning>> = {
  [NO_MAILBOX]: { kind: 'account', problem: 'mail-disabled' },
  // Outlook.com held the account from sending until its owner verifies it ("Follow the instructions in your Inbox").
  ErrorMessageSubmissionBlocked: { kind: 'account', problem: 'sending-blocked' },
  // Outlook.com's daily limit; Exchange Online's recipients per rolling 24 hours.
  ErrorExceededMessageLimit: { kind: 'daily-limit' },
  ErrorSubmissionQuotaExceeded: { kind: 'daily-limit' },
  // The token lacks Mail.Send (or it was withdrawn): refresh, then reconnect.
  ErrorAccessDenied: { kind: 'auth' },
  InvalidAuthenticationToken: { kind: 'auth' },
  // From is the grant's address, so a refused From means the grant names another address than the mailbox's (a
  // work account whose sign-in name is not its mail address): every email of the account would be refused alike.
  ErrorSendAsDenied: { kind: 'account', problem: 'send-as-denied' },
  // This message cannot go as it is: a MIME Graph cannot read, bad recipients.
  ErrorMimeContentInvalidBase64String: { kind: 'rejected' },
  ErrorInvalidRecipients: { kind: 'rejected' },
};

export function sendMeaningOf(error: GraphApiError): SendMeaning {
  const byCode = error.code ? SEND_CODES[error.code] : undefined;
  if (byCode) return byCode;
  if (error.status === 401) return { kind: 'auth' };
  if (error.status === 429) return { kind: 'rate' };
  if (error.status >= 500) return { kind: 'server' };
  if (error.status === 403) return { kind: 'auth' };
  return { kind: 'rejected' };
}

export function toSendError(error: GraphApiError): MailSendError {
  const { kind, problem } = sendMeaningOf(error);
  return new MailSendError(kind, `${error.status} ${error.code ?? ''}`.trim(), {
    retryAfterMs: error.retryAfterMs,
    problem,
    providerMessage: error.graphMessage,
    cause: error,
  });
}

export function readFailureOf(error: GraphApiError): MailReadFailure {
  if (error.code === NO_MAILBOX) return 'refused';
  if (error.status === 401) return 'unauthorized';
  // 410 SyncStateNotFound: the delta token expired; read everything again.
  if (error.status === 404 || error.status === 410) return 'not-found';
  if (error.status === 429) return 'rate';
  if (error.status >= 500) return 'server';
  return 'refused';
}

export function toReadError(error: GraphApiError, now: number = Date.now()): MailReadError {
  const { status, retryAfterMs } = error;
  const retryAt = retryAfterMs === undefined ? undefined : new Date(now + retryAfterMs);
  return new MailReadError(readFailureOf(error), error.message, { status, retryAfterMs, retryAt, cause: error });
}
