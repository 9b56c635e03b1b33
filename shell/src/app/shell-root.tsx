import type { RemoteAppLoader } from '../remotes/remote-app';
import { RemoteLoaderContext } from '../remotes/remote-loader-context';
import { AppRoutes } from './app-routes';

/**
 * Everything inside the router: the remote loader (Module Federation in the browser, stand-ins in tests) and
 * the routes. antd- and react-query-free on purpose: the screens that need them bring them in their own lazy chunks
 * (the auth pages their AppProviders, the dashboard layout the query client, the remotes their own antd).
 */
export function ShellRoot({ loadRemoteApp }: { loadRemoteApp: RemoteAppLoader }) {
  return (
    <RemoteLoaderContext.Provider value={loadRemoteApp}>
      <AppRoutes />
    </RemoteLoaderContext.Provider>
  );
}
