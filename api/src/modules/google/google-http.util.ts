// Shared HTTP plumbing for the Google clients: timeouts, and telling apart network failures where the request
// surely never reached Google (safe to retry) from ones where it may have (delivery unknown).
export type FetchLike = typeof fetch;

/** Default time a single Google call may take before it is abandoned. */
export const DEFAULT_GOOGLE_TIMEOUT_MS = 30_000;

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

function errorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** fetch with a timeout; network failures become GoogleNetworkError. */
export async function googleFetch(
  fetchImpl: FetchLike,
  url: string,
  init: RequestInit,
  timeoutMs: number = DEFAULT_GOOGLE_TIMEOUT_MS,
): Promise<Response> {
  try {
    return await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const code = errorCode(error);
    const notSent = code !== undefined && NOT_SENT_CODES.has(code);
    const reason =
      (error as Error).name === 'TimeoutError' ? `timed out after ${timeoutMs} ms` : (code ?? (error as Error).message);
    throw new GoogleNetworkError(`Google request failed: ${reason}`, notSent, { cause: error });
  }
}

/** Retry-After in milliseconds (seconds or an HTTP date), if present. */
export function retryAfterMs(response: Response, now: number = Date.now()): number | undefined {
  const header = response.headers.get('retry-after');
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isFinite(date) ? Math.max(0, date - now) : undefined;
}
