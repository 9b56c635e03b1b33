import { lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router-dom';
import { LoadingScreen, settled, type RemoteAppProps } from 'shared-ui/core';
import type { LoadedRemoteApp, RemoteAppLoader, RemoteKey } from './remote-app';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteLoaderContext, RemoteRetryContext } from './remote-loader-context';

type LazyRemoteApp = LazyExoticComponent<React.ComponentType<RemoteAppProps>>;

// Loads under way or done, per loader and remote, so a route can start one before the remote's place renders.
const loads = new WeakMap<RemoteAppLoader, Map<RemoteKey, Promise<LoadedRemoteApp>>>();
// The Apps that arrived, so their place draws them in its first render (without a 'Loading...' first).
const arrived = new WeakMap<RemoteAppLoader, Map<RemoteKey, LoadedRemoteApp>>();

/** Starts loading a remote's App, or joins the load under way. A failed or fallback load is not kept. */
export function preloadRemoteApp(load: RemoteAppLoader, remote: RemoteKey): Promise<LoadedRemoteApp> {
  let byRemote = loads.get(load);
  if (!byRemote) {
    byRemote = new Map();
    loads.set(load, byRemote);
  }
  const started = byRemote.get(remote);
  if (started) return started;
  const loading = load(remote);
  byRemote.set(remote, loading);
  const forget = () => {
    if (byRemote.get(remote) === loading) byRemote.delete(remote);
  };
  loading.then((module) => {
    if (module.isFallback) return forget();
    if (!arrived.has(load)) arrived.set(load, new Map());
    arrived.get(load)!.set(remote, module);
  }, forget);
  return loading;
}

/**
 * Loads a remote's App and then what it shows first at `pathname` when mounted at `basePath` (a remote without
 * `preloadRoute`: the App alone).
 */
export async function preloadRemoteRoute(
  load: RemoteAppLoader,
  remote: RemoteKey,
  pathname: string,
  basePath: string,
): Promise<void> {
  const module = await preloadRemoteApp(load, remote);
  await module.preloadRoute?.(pathname, basePath);
}

/**
 * Renders nothing; starts loading a remote as soon as its route matches, while what comes before it (the session,
 * a lazy layout) is still loading, instead of after.
 */
export function PreloadRemote({ remote }: { remote: RemoteKey }) {
  const load = useContext(RemoteLoaderContext);
  useEffect(() => {
    // A failure shows where the remote renders (its RemoteRoute loads again); nothing to do here.
    preloadRemoteApp(load, remote).catch(() => undefined);
  }, [load, remote]);
  return null;
}

// One lazy component per loader and remote, kept across route changes so moving between two routes of the
// same remote does not suspend again; a retry replaces it.
const lazyCache = new WeakMap<RemoteAppLoader, Map<RemoteKey, LazyRemoteApp>>();

function lazyRemoteApp(load: RemoteAppLoader, remote: RemoteKey, fresh: boolean): LazyRemoteApp {
  let byRemote = lazyCache.get(load);
  if (!byRemote) {
    byRemote = new Map();
    lazyCache.set(load, byRemote);
  }
  const cached = byRemote.get(remote);
  if (cached && !fresh) return cached;
  const forget = () => {
    if (byRemote.get(remote) === component) byRemote.delete(remote);
  };
  // A failure is not cached: the next visit to this remote tries the network again.
  const component: LazyRemoteApp = lazy(() => {
    const ready = arrived.get(load)?.get(remote);
    if (ready) return settled(ready);
    return preloadRemoteApp(load, remote).then(
      (module) => {
        if (module.isFallback) forget();
        return module;
      },
      (error: unknown) => {
        forget();
        throw error;
      },
    );
  });
  byRemote.set(remote, component);
  return component;
}

/** Mounts a remote's App under `basePath` with its own Suspense ('Loading...') and error boundary. */
export function RemoteRoute({ remote, basePath }: { remote: RemoteKey; basePath: string }) {
  const load = useContext(RemoteLoaderContext);
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const RemoteApp = useMemo(() => lazyRemoteApp(load, remote, attempt > 0), [load, remote, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return (
    <RemoteRetryContext.Provider value={retry}>
      <RemoteErrorBoundary key={attempt} remote={remote} pathname={pathname} onRetry={retry}>
        <Suspense fallback={<LoadingScreen />}>
          {/* A new lazy component per retry is the point (a fresh import after a failed load); memoised per attempt. */}
          {/* eslint-disable-next-line react-hooks/static-components */}
          <RemoteApp basePath={basePath} />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}
