import type { RuntimeConfig } from 'contracts';
import type { RemoteAppModule } from 'shared-ui/core';

/** The four remotes, keyed as in /runtime-config.json. */
export type RemoteKey = keyof RuntimeConfig['remotes'];

/** Federation container names (wiring brief); each exposes './App', the signed-in frame's also './navigation'. */
export const REMOTE_CONTAINERS: Readonly<Record<RemoteKey, string>> = {
  marketing: 'mfe_marketing',
  dashboard: 'mfe_dashboard',
  chat: 'mfe_chat',
  candidate: 'mfe_candidate',
};

/**
 * A remote's './App' as the shell holds it: the contract of shared-ui/core, or the stand-in the fallback plugin hands
 * back (marked) when the real remote could not be loaded.
 */
export type LoadedRemoteApp = RemoteAppModule & { isFallback?: true };

/** Loads a remote's App module. The shell injects it, so tests can pass plain stand-in components. */
export type RemoteAppLoader = (remote: RemoteKey) => Promise<LoadedRemoteApp>;
