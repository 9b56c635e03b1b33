import type { ComponentType } from 'react';
import type { RuntimeConfig } from 'contracts';

/** The four remotes, keyed as in /runtime-config.json. */
export type RemoteKey = keyof RuntimeConfig['remotes'];

/** Federation container names (wiring brief); each exposes './App'. */
export const REMOTE_CONTAINERS: Readonly<Record<RemoteKey, string>> = {
  marketing: 'mfe_marketing',
  dashboard: 'mfe_dashboard',
  chat: 'mfe_chat',
  candidate: 'mfe_candidate',
};

export interface RemoteAppProps {
  basePath: string;
}

/** What a remote's './App' module looks like. */
export interface RemoteAppModule {
  default: ComponentType<RemoteAppProps>;
  /** Loads what the App shows first at `pathname` (its page's chunk and data), before the shell first draws it. */
  preloadRoute?: (pathname: string) => Promise<void>;
  /** Set on the stand-in module the fallback plugin hands back when the real remote could not be loaded. */
  isFallback?: true;
}

/** Loads a remote's App module. The shell injects it, so tests can pass plain stand-in components. */
export type RemoteAppLoader = (remote: RemoteKey) => Promise<RemoteAppModule>;
