// express-session renews a session's server-side expiry on every request by calling store.touch, and holds the
// response's last chunk until that UPDATE commits: one write on every GraphQL request. Renewing a 24-hour (or 30-day)
// expiry at most once a minute per session loses at most a minute of it and takes the write off the hot path.
import type { Store } from 'express-session';

export const SESSION_TOUCH_INTERVAL_MS = 60_000;
/** Sessions remembered per process before the memory is cleared (a cleared one is simply touched again). */
const MAX_TRACKED = 10_000;

/** Wraps `store.touch` so each session is touched at most once per `intervalMs` by this process. */
export function throttleSessionTouch(store: Store, intervalMs = SESSION_TOUCH_INTERVAL_MS, now = () => Date.now()): void {
  const touch = store.touch?.bind(store);
  if (!touch) return;
  const lastTouched = new Map<string, number>();
  store.touch = (sid, session, done) => {
    // Typed without arguments upstream, but express-session reads an error from it.
    const callback = done as ((error?: unknown) => void) | undefined;
    const at = now();
    const last = lastTouched.get(sid);
    if (last !== undefined && at - last < intervalMs) return callback?.();
    if (lastTouched.size >= MAX_TRACKED) lastTouched.clear();
    lastTouched.set(sid, at);
    const touchWithError = touch as (sid: string, session: unknown, callback: (error?: unknown) => void) => void;
    touchWithError(sid, session, (error) => {
      if (error) lastTouched.delete(sid); // not renewed: try again on the next request
      callback?.(error);
    });
  };
}
