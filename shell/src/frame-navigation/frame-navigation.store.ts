// What the signed-in frame shows for each of its remotes: the remote's own './navigation' once it has arrived, until
// then (or while the remote is down) what this browser last saw of it, and on a first visit the built-in items. The
// frame never waits for a declaration: it draws at once and updates when one arrives (usually with the same items).
import type { RemoteNavigation } from 'shared-ui/core';
import { create } from 'zustand';
import { BUILT_IN_NAVIGATION, FRAME_REMOTES, type FrameRemoteKey } from './built-in-navigation.constants';
import { readLastSeenNavigation, rememberNavigation } from './last-seen-navigation.util';
import { readNavigationModule } from './navigation.rules';

export type NavigationSource = 'remote' | 'last-seen' | 'built-in';

export interface DeclaredNavigation {
  navigation: RemoteNavigation;
  source: NavigationSource;
}

export type FrameDeclarations = Readonly<Record<FrameRemoteKey, DeclaredNavigation>>;

/** Loads a remote's './navigation' module (Module Federation in the browser, stand-ins in tests). */
export type RemoteNavigationLoader = (remote: FrameRemoteKey) => Promise<unknown>;

function startingDeclarations(): FrameDeclarations {
  const entries = FRAME_REMOTES.map((remote): [FrameRemoteKey, DeclaredNavigation] => {
    const seen = readLastSeenNavigation(remote);
    return [
      remote,
      seen ? { navigation: seen, source: 'last-seen' } : { navigation: BUILT_IN_NAVIGATION[remote], source: 'built-in' },
    ];
  });
  return Object.fromEntries(entries) as Record<FrameRemoteKey, DeclaredNavigation>;
}

export const useFrameNavigation = create<{ byRemote: FrameDeclarations }>(() => ({ byRemote: startingDeclarations() }));

/** Back to what this browser has seen, as at start (tests). */
export function resetFrameNavigation(): void {
  useFrameNavigation.setState({ byRemote: startingDeclarations() });
}

// Loads under way or done, per loader and remote; a failed one is forgotten, so the frame's next mount tries again.
const loads = new WeakMap<RemoteNavigationLoader, Map<FrameRemoteKey, Promise<void>>>();

function loadDeclaration(load: RemoteNavigationLoader, remote: FrameRemoteKey): Promise<void> {
  let byRemote = loads.get(load);
  if (!byRemote) {
    byRemote = new Map();
    loads.set(load, byRemote);
  }
  const started = byRemote.get(remote);
  if (started) return started;
  const loading = load(remote)
    .then(readNavigationModule, () => null)
    .then((navigation) => {
      if (!navigation) {
        byRemote.delete(remote);
        console.warn(`[shell] no navigation from remote "${remote}": its sidebar items are the ones last seen`);
        return;
      }
      rememberNavigation(remote, navigation);
      useFrameNavigation.setState((state) => ({ byRemote: { ...state.byRemote, [remote]: { navigation, source: 'remote' } } }));
    });
  byRemote.set(remote, loading);
  return loading;
}

/** Asks every frame remote for its navigation; resolves when each has answered or failed (never rejects). */
export function loadFrameNavigation(load: RemoteNavigationLoader): Promise<void> {
  return Promise.all(FRAME_REMOTES.map((remote) => loadDeclaration(load, remote))).then(() => undefined);
}
