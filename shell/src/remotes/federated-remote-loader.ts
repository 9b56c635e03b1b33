import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from 'contracts';
import type { RemoteNavigationLoader } from '../frame-navigation/frame-navigation.store';
import { setRemoteFallbackFactory } from '../runtime-plugins/fallback-registry';
import { remoteFallbackPlugin } from '../runtime-plugins/remote-fallback.plugin';
import { retryOncePlugin } from '../runtime-plugins/retry.plugin';
import { REMOTE_CONTAINERS, type LoadedRemoteApp, type RemoteAppLoader, type RemoteKey } from './remote-app';
import { remoteUnavailableModule } from './remote-unavailable';

export interface FederatedRemotes {
  loadRemoteApp: RemoteAppLoader;
  /** A frame remote's './navigation' (checked by the frame, src/frame-navigation/navigation.rules.ts). */
  loadRemoteNavigation: RemoteNavigationLoader;
}

/**
 * Registers the remotes named in /runtime-config.json with the federation runtime (manifest entries), so a
 * remote is redeployed without rebuilding the shell, and installs the retry and fallback runtime plugins.
 */
export function registerFederatedRemotes(config: RuntimeConfig): FederatedRemotes {
  setRemoteFallbackFactory(() => remoteUnavailableModule);
  registerPlugins([retryOncePlugin(), remoteFallbackPlugin()]);
  registerRemotes(
    (Object.keys(REMOTE_CONTAINERS) as RemoteKey[]).map((key) => ({
      name: REMOTE_CONTAINERS[key],
      entry: new URL(config.remotes[key], window.location.href).toString(),
    })),
  );
  return {
    loadRemoteApp: async (remote) => {
      const module = await loadRemote<LoadedRemoteApp>(`${REMOTE_CONTAINERS[remote]}/App`);
      if (!module?.default) throw new Error(`Remote "${remote}" has no default App export`);
      return module;
    },
    // A remote deployed before it exposed './navigation', or one that is down, answers with the fallback module:
    // the frame then keeps the items it last saw.
    loadRemoteNavigation: (remote) => loadRemote<unknown>(`${REMOTE_CONTAINERS[remote]}/navigation`),
  };
}
