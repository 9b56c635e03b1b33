// Polls until a condition holds (or throws with the last failure), for asserting on background work.
export async function waitFor<T>(
  check: () => T | Promise<T>,
  {
    timeoutMs = 10_000,
    intervalMs = 25,
    message = 'condition',
  }: { timeoutMs?: number; intervalMs?: number; message?: string } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== false && value !== undefined && value !== null) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const reason = lastError instanceof Error ? `: ${lastError.message}` : '';
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${message}${reason}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
