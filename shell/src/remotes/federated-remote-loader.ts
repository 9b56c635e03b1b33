import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { defaultRemoteManifestUrl, type RuntimeConfig } from 'contracts';
import type { RemoteNavigationLoader } from '../frame-navigation/frame-navigation.store';
import { setRemoteFallbackFactory } from '../runtime-plugins/fallback-registry';
import { remoteFallbackPlugin } from '../runtime-plugins/remote-fallback.plugin';
import { remoteRetryPlugin, type BackupManifests } from '../runtime-plugins/retry.plugin';
import { REMOTE_CONTAINERS, type LoadedRemoteApp, type RemoteAppLoader, type RemoteKey } from './remote-app';
import { remoteUnavailableModule } from './remote-unavailable';

export interface FederatedRemotes {
  loadRemoteApp: RemoteAppLoader;
  /** A frame remote's './navigation' (checked by the frame, src/frame-navigation/navigation.rules.ts). */
  loadRemoteNavigation: RemoteNavigationLoader;
}

const absolute = (url: string) => new URL(url, window.location.href).toString();

/**
 * Each remote's backup manifest: the copy the shell's own origin serves (the api's /remotes/mfe-<name>/), for a
 * remote whose configured manifest lives elsewhere (its own deploy location). None when it already is that copy.
 */
export function backupManifestsOf(config: RuntimeConfig): BackupManifests {
  const backups = new Map<string, string>();
  for (const key of Object.keys(REMOTE_CONTAINERS) as RemoteKey[]) {
    const primary = absolute(config.remotes[key]);
    const backup = absolute(defaultRemoteManifestUrl(key));
    if (primary !== backup) backups.set(primary, backup);
  }
  return backups;
}

/**
 * Registers the remotes named in /runtime-config.json with the federation runtime (manifest entries), so a
 * remote is redeployed without rebuilding the shell, and installs the retry (with backup manifests) and fallback
 * runtime plugins.
 */
export function registerFederatedRemotes(config: RuntimeConfig): FederatedRemotes {
  setRemoteFallbackFactory(() => remoteUnavailableModule);
  registerPlugins([remoteRetryPlugin(backupManifestsOf(config)), remoteFallbackPlugin()]);
  registerRemotes(
    (Object.keys(REMOTE_CONTAINERS) as RemoteKey[]).map((key) => ({
      name: REMOTE_CONTAINERS[key],
      entry: absolute(config.remotes[key]),
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
