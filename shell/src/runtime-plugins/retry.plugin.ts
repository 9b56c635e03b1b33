import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const RETRY_DELAY_MS = 300;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** fetch that tries once more after a network error or a 5xx answer (a redeploying remote, a dropped packet). */
export async function fetchWithOneRetry(
  url: string,
  init: RequestInit | undefined,
  fetchImpl: typeof fetch = fetch,
  delayMs: number = RETRY_DELAY_MS,
): Promise<Response> {
  try {
    const response = await fetchImpl(url, init);
    if (response.status < 500) return response;
  } catch {
    // fall through to the single retry
  }
  await wait(delayMs);
  return fetchImpl(url, init);
}

/**
 * Retries each remote load step once: the manifest request (`fetch` hook) and the remote entry script
 * (`loadEntryError` hook, whose getRemoteEntry is already guarded by the runtime against looping).
 */
export function retryOncePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-retry-once',
    fetch(url, init) {
      return fetchWithOneRetry(url, init);
    },
    async loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      // Forget the failed attempt so the runtime injects the script again instead of reusing the rejection.
      delete globalLoading[uniqueKey];
      await wait(RETRY_DELAY_MS);
      const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
      // The hook's declared type wraps the result in one Promise too many; the runtime awaits the plain exports.
      return (exports || undefined) as unknown as Promise<undefined>;
    },
  };
}
