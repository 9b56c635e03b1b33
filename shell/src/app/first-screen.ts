import { REMOTE_MOUNT_ROUTES } from 'contracts';
import { useSessionStore } from 'shared-ui/core';
import { mountAt } from '../frame-navigation/frame-mounts.util';
import { useFrameNavigation } from '../frame-navigation/frame-navigation.store';
import type { RemoteAppLoader } from '../remotes/remote-app';
import { preloadRemoteRoute } from '../remotes/remote-route';
import { loadDashboardFrame } from './app-routes';

/** On a slow network the 'Loading...' screen is better than a blank page: the first render waits this long at most. */
const FIRST_SCREEN_WAIT_MS = 3000;

const isDashboardPath = (pathname: string) => new RegExp(`^${REMOTE_MOUNT_ROUTES.dashboard}(/|$)`, 'i').test(pathname);

/**
 * What the shell loads before its first render: for a signed-in dashboard page (the api named the user in it and
 * preloads these files), the frame, the page's remote and the remote's page, so the first paint is the page with
 * its heading. A 'Loading...' screen first would hold the page back: React delays revealing content for a moment
 * after it showed a Suspense fallback. Nothing for any other page; a failed load is left to the routes to show.
 */
export function loadFirstScreen(pathname: string, loadRemoteApp: RemoteAppLoader): Promise<void> {
  if (!isDashboardPath(pathname) || useSessionStore.getState().status !== 'authenticated') return Promise.resolve();
  // Where the frame's remotes were last seen to mount (or the built-in prefixes): no wait for their declarations.
  const { remote, basePath } = mountAt(pathname, useFrameNavigation.getState().byRemote);
  const loaded = Promise.all([loadDashboardFrame(), preloadRemoteRoute(loadRemoteApp, remote, pathname, basePath)]);
  const waited = new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS));
  return Promise.race([loaded, waited]).then(
    () => undefined,
    () => undefined,
  );
}
