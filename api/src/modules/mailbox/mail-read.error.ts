// Why a headers-only read failed, in the port's words (each adapter maps its provider's answers onto these), so the
// replies wing decides the same way for every provider: refresh once, skip a message deleted since, hold the account
// until a stated time, or try again at a later poll.

export type MailReadFailure =
  /** The access token was refused (401): refreshed once, then the poll goes on. */
  | 'unauthorized'
  /** The message or thread is gone (deleted since it was listed), or the change cursor has expired. */
  | 'not-found'
  /** The provider asks us to slow down (429, a rate 403): later, not before `retryAt` when it stated one. */
  | 'rate'
  /** The provider's side failed (5xx): later. */
  | 'server'
  /** The provider could not be reached, or the answer was cut off: later. */
  | 'network'
  /** Anything else the provider refused (scope, policy, a malformed request): retrying as is will not help. */
  | 'refused';

export class MailReadError extends Error {
  override readonly name = 'MailReadError';
  /** The HTTP status, when the provider answered. */
  readonly status?: number;
  readonly retryAfterMs?: number;
  /** When the provider said the call may be repeated, if it said. */
  readonly retryAt?: Date;

  constructor(
    readonly kind: MailReadFailure,
    detail: string,
    options: { status?: number; retryAfterMs?: number; retryAt?: Date; cause?: unknown } = {},
  ) {
    super(`${kind}: ${detail}`, { cause: options.cause });
    if (options.status !== undefined) this.status = options.status;
    if (options.retryAfterMs !== undefined) this.retryAfterMs = options.retryAfterMs;
    if (options.retryAt) this.retryAt = options.retryAt;
  }
}

/** Whether a read failed because what it asked for is gone (a deleted message, an expired cursor). */
export const isGone = (error: unknown): boolean => error instanceof MailReadError && error.kind === 'not-found';
