import type { RemoteNavigationLoader } from '../frame-navigation/frame-navigation.store';
import { RemoteNavigationLoaderContext } from '../frame-navigation/navigation-loader-context';
import type { RemoteAppLoader } from '../remotes/remote-app';
import { RemoteLoaderContext } from '../remotes/remote-loader-context';
import { AppRoutes } from './app-routes';

interface ShellRootProps {
  loadRemoteApp: RemoteAppLoader;
  /** The signed-in frame's remotes' './navigation' modules; without it the frame draws its built-in items. */
  loadRemoteNavigation?: RemoteNavigationLoader;
}

/**
 * Everything inside the router: the remote loaders (Module Federation in the browser, stand-ins in tests) and
 * the routes. antd- and react-query-free on purpose: the screens that need them bring them in their own lazy chunks
 * (the auth pages their AppProviders, the dashboard layout the query client, the remotes their own antd).
 */
export function ShellRoot({ loadRemoteApp, loadRemoteNavigation }: ShellRootProps) {
  return (
    <RemoteLoaderContext.Provider value={loadRemoteApp}>
      <RemoteNavigationLoaderContext.Provider value={loadRemoteNavigation ?? null}>
        <AppRoutes />
      </RemoteNavigationLoaderContext.Provider>
    </RemoteLoaderContext.Provider>
  );
}
