// Microsoft's identity platform failures in our words: what a refused code, refresh token or app registration means
// for the caller (README.md, "Access failures").
import { AuthError, InteractionRequiredAuthError, ServerError } from '@azure/msal-node';
import { MicrosoftNetworkError } from './microsoft-https.client';

export type MicrosoftOAuthFailure =
  /** The refresh token is refused for good (consent removed, password reset, expired): the user reconnects. */
  | 'grant-revoked'
  /** The code cannot be redeemed (used, expired, PKCE verifier wrong): the user starts the consent again. */
  | 'code-refused'
  /** The app registration is refused (client id or secret, redirect URI): the operator's to fix. */
  | 'client-refused'
  /** The token endpoint failed or could not be reached: later. */
  | 'token-endpoint';

const CLIENT_REFUSED_CODES = new Set(['invalid_client', 'unauthorized_client', 'invalid_request', 'invalid_scope']);
/** AADSTS codes about the app itself: bad or expired secret, unknown app, redirect URI, app disabled. */
const CLIENT_REFUSED_AADSTS = new Set([7000215, 7000222, 700016, 50011, 7000112, 700054]);

export class MicrosoftOAuthError extends Error {
  override readonly name = 'MicrosoftOAuthError';
  constructor(
    readonly kind: MicrosoftOAuthFailure,
    message: string,
    readonly options: { aadsts?: number; errorCode?: string; retryAfterMs?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
  }
}

/** The AADSTS number an identity-platform message starts with (`AADSTS65001: ...`). */
export function aadstsOf(text: string | undefined): number | undefined {
  const match = /AADSTS(\d{4,8})/.exec(text ?? '');
  return match ? Number(match[1]) : undefined;
}

/** MSAL's failures in our words; `redeeming` tells a refused code from a refused refresh token. */
export function toMicrosoftOAuthError(error: unknown, redeeming: boolean): MicrosoftOAuthError {
  if (error instanceof MicrosoftOAuthError) return error;
  const network = findCause(error, MicrosoftNetworkError);
  if (network) return new MicrosoftOAuthError('token-endpoint', network.message, { cause: error });
  if (!(error instanceof AuthError)) {
    return new MicrosoftOAuthError('token-endpoint', error instanceof Error ? error.message : String(error), { cause: error });
  }
  const errorNo = (error as { errorNo?: unknown }).errorNo;
  const aadsts =
    aadstsOf(error.errorMessage) ?? (typeof errorNo === 'string' && /^\d+$/.test(errorNo) ? Number(errorNo) : undefined);
  const detail = `${error.errorCode}${aadsts ? ` AADSTS${aadsts}` : ''}`;
  const status = (error as { status?: number }).status;
  const options = { aadsts, errorCode: error.errorCode, cause: error };
  if ((status !== undefined && (status >= 500 || status === 429)) || error.errorCode === 'temporarily_unavailable')
    return new MicrosoftOAuthError('token-endpoint', detail, options);
  if (CLIENT_REFUSED_CODES.has(error.errorCode) || (aadsts !== undefined && CLIENT_REFUSED_AADSTS.has(aadsts)))
    return new MicrosoftOAuthError('client-refused', detail, options);
  if (error instanceof InteractionRequiredAuthError || error.errorCode === 'invalid_grant')
    return new MicrosoftOAuthError(redeeming ? 'code-refused' : 'grant-revoked', detail, options);
  if (error instanceof ServerError) return new MicrosoftOAuthError('token-endpoint', detail, options);
  // MSAL's own client errors (an unreadable answer, a network failure it wrapped): later.
  return new MicrosoftOAuthError('token-endpoint', detail, options);
}

function findCause<T extends Error>(error: unknown, type: new (...args: never[]) => T): T | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    if (current instanceof type) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
