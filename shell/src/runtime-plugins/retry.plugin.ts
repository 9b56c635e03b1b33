import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';

/** Tries after the first failed one: a manifest (1 s apart, the plugin's fixed pause) and an entry or exposed chunk. */
export const REMOTE_RETRY_TIMES = 2;
export const SCRIPT_RETRY_DELAY_MS = 500;

/** Where each remote's manifest is read when its configured location fails: primary URL -> backup URL. */
export type BackupManifests = ReadonlyMap<string, string>;

interface FederationManifestJson {
  metaData?: { publicPath?: string };
}

/**
 * A manifest read from the backup location loads its files from there: with publicPath 'auto' the runtime would
 * take them from beside the primary URL, which is what failed.
 */
async function servedFromBackup(response: Response, backupUrl: string): Promise<Response> {
  const manifest = (await response.json()) as FederationManifestJson;
  if (manifest.metaData && (manifest.metaData.publicPath === 'auto' || !manifest.metaData.publicPath)) {
    manifest.metaData.publicPath = new URL('.', backupUrl).toString();
  }
  return new Response(JSON.stringify(manifest), { status: response.status, headers: response.headers });
}

/**
 * Module Federation's retry plugin: a manifest that fails (network error, an error status, a body that is not JSON)
 * is asked again, then read once from its backup location; a remote entry or exposed chunk that fails to load is
 * injected again. What still fails reaches the fallback plugin (remote-fallback.plugin). A remote without a
 * backup (its manifest already is the shell origin's copy) is asked once more at the same URL instead.
 *
 * The registry's newest release (0.17.1) has no cache-busting query and uses its own pause between manifest tries;
 * neither is needed here: manifests and entries are served `no-cache`, chunks are content-hashed, and no failed
 * answer is stored by the browser.
 */
export function remoteRetryPlugin(backups: BackupManifests): ModuleFederationRuntimePlugin {
  const usedBackup = new Set<string>();
  const retry = RetryPlugin({
    fetch: {
      retryTimes: REMOTE_RETRY_TIMES,
      fallback: (url: string | URL | Request) => {
        const primary = typeof url === 'string' ? url : url instanceof URL ? url.toString() : url.url;
        const backup = backups.get(primary);
        if (!backup) return primary;
        console.warn(`[shell] remote manifest ${primary} could not be loaded; reading the backup at ${backup}`);
        usedBackup.add(primary);
        return backup;
      },
    },
    script: { retryTimes: REMOTE_RETRY_TIMES, retryDelay: SCRIPT_RETRY_DELAY_MS },
  }) as ModuleFederationRuntimePlugin;
  const retryFetch = retry.fetch!;
  return {
    ...retry,
    name: 'shell-remote-retry',
    // One fetch hook only: the runtime calls every plugin's, so a second one would fetch each manifest twice.
    async fetch(url, init, ...rest): Promise<Response> {
      // The plugin answers every request with a Response, or throws once its tries are spent.
      const response = (await retryFetch(url, init, ...rest)) as Response;
      const backup = backups.get(url);
      return backup && usedBackup.delete(url) ? servedFromBackup(response, backup) : response;
    },
  };
}
