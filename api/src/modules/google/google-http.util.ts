// Shared HTTP plumbing for the official Google clients (google-auth-library, @googleapis/gmail, both on gaxios):
// timeouts, no retries of their own, and telling apart network failures where the request surely never reached
// Google (safe to retry) from ones where it may have (delivery unknown).
export type FetchLike = typeof fetch;

/** Default time a single Google call may take before it is abandoned. */
export const DEFAULT_GOOGLE_TIMEOUT_MS = 30_000;

/**
 * gaxios options that switch its own retries off. Our engine owns retries (a silent repeat of messages.send would
 * send twice), and google-auth-library asks for retries per token call, so `retryConfig.retry: 0` must be there too.
 */
export const NO_LIBRARY_RETRY = { retry: false, retryConfig: { retry: 0, noResponseRetries: 0 } } as const;

/** Connection-phase errors: nothing was sent, so repeating the call cannot duplicate anything. */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

export class GoogleNetworkError extends Error {
  override readonly name = 'GoogleNetworkError';
  constructor(
    message: string,
    /** False when the request may have reached Google (timeout or reset after sending). */
    readonly requestNotSent: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The system error code along the cause chain (gaxios wraps fetch's TypeError, which wraps the socket error). */
function errorCodes(error: unknown): string[] {
  const codes: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
    const name = (current as { name?: unknown }).name;
    if (name === 'TimeoutError') codes.push('TimeoutError');
    current = (current as { cause?: unknown }).cause;
  }
  return codes;
}

/** What gaxios puts on a failed call: the HTTP answer when there was one. */
export interface GaxiosLikeResponse {
  status: number;
  statusText?: string;
  headers?: Headers | Record<string, string | string[] | undefined>;
  data?: unknown;
}

/** The HTTP answer of a failed gaxios call, or undefined when no answer came (a network failure). */
export function responseOf(error: unknown): GaxiosLikeResponse | undefined {
  const response = (error as { response?: unknown } | null)?.response as GaxiosLikeResponse | undefined;
  return response && typeof response.status === 'number' ? response : undefined;
}

/** A gaxios call that got no answer, as a GoogleNetworkError. */
export function toGoogleNetworkError(error: unknown, timeoutMs: number = DEFAULT_GOOGLE_TIMEOUT_MS): GoogleNetworkError {
  const codes = errorCodes(error);
  const notSent = codes.some((code) => NOT_SENT_CODES.has(code));
  const systemCode = codes.find((code) => code !== 'TimeoutError' && /^[A-Z_]+$/.test(code));
  const reason = codes.includes('TimeoutError')
    ? `timed out after ${timeoutMs} ms`
    : (systemCode ?? (error instanceof Error ? error.message : String(error)));
  return new GoogleNetworkError(`Google request failed: ${reason}`, notSent, { cause: error });
}

function headerOf(headers: GaxiosLikeResponse['headers'], name: string): string | undefined {
  if (!headers) return undefined;
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
  const value = (headers as Record<string, string | string[] | undefined>)[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Retry-After in milliseconds (seconds or an HTTP date), if present. */
export function retryAfterMs(response: GaxiosLikeResponse | Response, now: number = Date.now()): number | undefined {
  const header = headerOf(response.headers as GaxiosLikeResponse['headers'], 'retry-after');
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isFinite(date) ? Math.max(0, date - now) : undefined;
}
