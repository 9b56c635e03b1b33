import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useSessionStore } from 'shared-ui/core';
import { ShellRoot } from '../app/shell-root';
import type { RemoteNavigationLoader } from '../frame-navigation/frame-navigation.store';
import type { LoadedRemoteApp, RemoteAppLoader, RemoteKey } from '../remotes/remote-app';

const standInModules = new Map<RemoteKey, LoadedRemoteApp>();

/** Plain components in place of the federated remotes: each says which remote and mount it stands for. */
export const standInRemotes: RemoteAppLoader = async (remote) => {
  let module = standInModules.get(remote);
  if (!module) {
    module = { default: ({ basePath }) => <p>{`${remote} remote at ${basePath}`}</p> };
    standInModules.set(remote, module);
  }
  return module;
};

/** Shows the router's current location so tests can assert redirects. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function resetSession(): void {
  useSessionStore.setState({ user: null, status: 'idle', signedOutByUser: false });
}

export function renderShell(
  path: string,
  loadRemoteApp: RemoteAppLoader = standInRemotes,
  loadRemoteNavigation?: RemoteNavigationLoader,
) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ShellRoot loadRemoteApp={loadRemoteApp} loadRemoteNavigation={loadRemoteNavigation} />
      <LocationProbe />
    </MemoryRouter>,
  );
}

/**
 * Imports the lazily loaded screens (and with them antd) up front, so the first test's waits measure the
 * screen, not jest transforming antd.
 */
export async function preloadLazyScreens(): Promise<void> {
  await Promise.all([
    import('../auth/login.page'),
    import('../auth/register.page'),
    import('../auth/forgot-password.page'),
    import('../auth/reset-password.page'),
    import('../dashboard-layout/dashboard-layout'),
  ]);
}
