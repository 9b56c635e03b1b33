// The navigation each remote last declared in this browser, so a remote that is down (or slow) keeps its sidebar
// items: the user still sees every section and, choosing one, gets that remote's 'Retry' page rather than a
// sidebar that changes shape with the network. Read back through the same rules as a live declaration.
import type { RemoteNavigation } from 'shared-ui/core';
import type { FrameRemoteKey } from './built-in-navigation.constants';
import { readNavigation } from './navigation.rules';

const storageKey = (remote: FrameRemoteKey) => `remote-navigation:${remote}`;

export function readLastSeenNavigation(remote: FrameRemoteKey): RemoteNavigation | null {
  try {
    const text = window.localStorage.getItem(storageKey(remote));
    return text ? readNavigation(JSON.parse(text)) : null;
  } catch {
    // Storage refused (private mode, a policy) or a value that is not JSON: as if nothing was seen.
    return null;
  }
}

export function rememberNavigation(remote: FrameRemoteKey, navigation: RemoteNavigation): void {
  try {
    window.localStorage.setItem(storageKey(remote), JSON.stringify(navigation));
  } catch {
    // Storage full or refused: the next visit falls back to the built-in items, which is fine.
  }
}
