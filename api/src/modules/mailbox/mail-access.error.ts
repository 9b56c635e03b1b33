// Why an access to a mailbox could not be had, in the port's words (each adapter maps its provider's token-endpoint
// answers onto these): the user must reconnect, the operator must fix the app's registration, or try again later.

export type MailAccessFailure =
  /** No live grant (never connected, revoked, refresh token refused or unreadable): the user reconnects. */
  | 'grant-unavailable'
  /** The provider refused the app itself (client id/secret, registration): the operator's to fix; emails wait. */
  | 'client-refused'
  /** The token endpoint failed or could not be reached: nothing was sent, try again later. */
  | 'token-endpoint';

export class MailAccessError extends Error {
  override readonly name = 'MailAccessError';

  constructor(
    readonly kind: MailAccessFailure,
    readonly detail: string,
    readonly options: { retryAfterMs?: number; cause?: unknown } = {},
  ) {
    super(`${kind}: ${detail}`, { cause: options.cause });
  }
}

/** The wait a provider's refusal stated (an adapter's read errors carry `retryAfterMs`), if any. */
export function statedRetryAfterMs(error: unknown): number | undefined {
  const value = (error as { retryAfterMs?: unknown } | null)?.retryAfterMs;
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}
