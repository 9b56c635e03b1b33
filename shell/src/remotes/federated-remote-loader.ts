import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from 'contracts';
import { setRemoteFallbackFactory } from '../runtime-plugins/fallback-registry';
import { remoteFallbackPlugin } from '../runtime-plugins/remote-fallback.plugin';
import { retryOncePlugin } from '../runtime-plugins/retry.plugin';
import { REMOTE_CONTAINERS, type RemoteAppLoader, type RemoteAppModule, type RemoteKey } from './remote-app';
import { remoteUnavailableModule } from './remote-unavailable';

/**
 * Registers the remotes named in /runtime-config.json with the federation runtime (manifest entries), so a
 * remote is redeployed without rebuilding the shell, and installs the retry and fallback runtime plugins.
 */
export function registerFederatedRemotes(config: RuntimeConfig): RemoteAppLoader {
  setRemoteFallbackFactory(() => remoteUnavailableModule);
  registerPlugins([retryOncePlugin(), remoteFallbackPlugin()]);
  registerRemotes(
    (Object.keys(REMOTE_CONTAINERS) as RemoteKey[]).map((key) => ({
      name: REMOTE_CONTAINERS[key],
      entry: new URL(config.remotes[key], window.location.href).toString(),
    })),
  );
  return async (remote) => {
    const module = await loadRemote<RemoteAppModule>(`${REMOTE_CONTAINERS[remote]}/App`);
    if (!module?.default) throw new Error(`Remote "${remote}" has no default App export`);
    return module;
  };
}
