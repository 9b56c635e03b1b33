import type { RemoteAppLoader } from '../remotes/remote-app';
import { RemoteLoaderContext } from '../remotes/remote-loader-context';
import { AppRoutes } from './app-routes';

/**
 * Everything inside the router: the remote loader (Module Federation in the browser, stand-ins in tests) and
 * the routes. antd- and react-query-free on purpose: the screens that need them (auth pages, dashboard layout,
 * candidate pages) bring AppProviders along in their own lazy chunks.
 */
export function ShellRoot({ loadRemoteApp }: { loadRemoteApp: RemoteAppLoader }) {
  return (
    <RemoteLoaderContext.Provider value={loadRemoteApp}>
      <AppRoutes />
    </RemoteLoaderContext.Provider>
  );
}
