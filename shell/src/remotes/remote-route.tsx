import { lazy, Suspense, useCallback, useContext, useMemo, useState, type LazyExoticComponent } from 'react';
import { LoadingScreen } from 'shared-ui/core';
import type { RemoteAppLoader, RemoteAppProps, RemoteKey } from './remote-app';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteLoaderContext, RemoteRetryContext } from './remote-loader-context';

type LazyRemoteApp = LazyExoticComponent<React.ComponentType<RemoteAppProps>>;

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
  const component: LazyRemoteApp = lazy(() =>
    load(remote).then(
      (module) => {
        if (module.isFallback) forget();
        return module;
      },
      (error: unknown) => {
        forget();
        throw error;
      },
    ),
  );
  byRemote.set(remote, component);
  return component;
}

/** Mounts a remote's App under `basePath` with its own Suspense ('Loading...') and error boundary. */
export function RemoteRoute({ remote, basePath }: { remote: RemoteKey; basePath: string }) {
  const load = useContext(RemoteLoaderContext);
  const [attempt, setAttempt] = useState(0);
  const RemoteApp = useMemo(() => lazyRemoteApp(load, remote, attempt > 0), [load, remote, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return (
    <RemoteRetryContext.Provider value={retry}>
      <RemoteErrorBoundary key={attempt} remote={remote} onRetry={retry}>
        <Suspense fallback={<LoadingScreen />}>
          {/* A new lazy component per retry is the point (a fresh import after a failed load); memoised per attempt. */}
          {/* eslint-disable-next-line react-hooks/static-components */}
          <RemoteApp basePath={basePath} />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}
