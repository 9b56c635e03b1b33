// The signed-in frame draws what its remotes declare (their './navigation' modules), through the shell's real routes
// and dashboard layout; the remotes themselves are stand-ins that say where they are mounted.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockBackend } from 'mocks';
import { setupMockServer } from 'mocks/testing';
import { REMOTE_ERROR_MESSAGE, type RemoteNavigation } from 'shared-ui/core';
import type { RemoteAppLoader } from '../remotes/remote-app';
import { SIDEBAR_COOKIE } from '../dashboard-layout/layout.constants';
import { preloadLazyScreens, renderShell, resetSession, standInRemotes } from '../testing/render-shell';
import { BUILT_IN_NAVIGATION, type FrameRemoteKey } from './built-in-navigation.constants';
import { resetFrameNavigation, type RemoteNavigationLoader } from './frame-navigation.store';

const backend = createMockBackend({ signedIn: true });
setupMockServer(...backend.handlers);
beforeAll(() => preloadLazyScreens());
beforeEach(() => {
  window.localStorage.clear();
  document.cookie = `${SIDEBAR_COOKIE.name}=; path=/; max-age=0`;
  resetSession();
  resetFrameNavigation();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

/** A scratch dashboard page, as a dashboard deploy would add it: one item in mfe-dashboard's navigation, no icon. */
const dashboardWithReports: RemoteNavigation = {
  ...BUILT_IN_NAVIGATION.dashboard,
  items: [...BUILT_IN_NAVIGATION.dashboard.items, { label: 'Reports', path: '/dashboard/reports', order: 35, icon: null }],
};

/** Each remote's './navigation' module as the federation runtime hands it over; a missing remote is down. */
function navigationLoader(declared: Partial<Record<FrameRemoteKey, RemoteNavigation>>): RemoteNavigationLoader {
  return async (remote) => {
    const navigation = declared[remote];
    if (!navigation) throw new Error(`remote ${remote} is down`);
    return { navigation };
  };
}

const sidebarLabels = () =>
  within(screen.getByRole('navigation', { name: 'Dashboard' }))
    .getAllByRole('link')
    // Collapsed: the link's own label; expanded: the text beside the (decorative) icon.
    .map((link) => link.getAttribute('aria-label') ?? link.lastElementChild?.textContent);

describe('the sidebar from the remotes', () => {
  it("shows a page the dashboard remote added, in its order key's place, highlighted on its page", async () => {
    renderShell(
      '/dashboard/reports',
      standInRemotes,
      navigationLoader({ dashboard: dashboardWithReports, chat: BUILT_IN_NAVIGATION.chat }),
    );
    expect(await screen.findByText('dashboard remote at /dashboard')).toBeInTheDocument();
    await waitFor(() =>
      expect(sidebarLabels()).toEqual(['Dashboard', 'Reply Engine', 'Sequences', 'Reports', 'Contacts', 'Settings', 'Billing']),
    );
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/dashboard/reports');
    expect(within(nav).getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
  });

  it('draws an item without an icon as its initial in the collapsed sidebar, named for screen readers', async () => {
    document.cookie = `${SIDEBAR_COOKIE.name}=false; path=/`;
    renderShell(
      '/dashboard/home',
      standInRemotes,
      navigationLoader({ dashboard: dashboardWithReports, chat: BUILT_IN_NAVIGATION.chat }),
    );
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    const reports = await within(nav).findByRole('link', { name: 'Reports' });
    expect(reports).toHaveTextContent(/^R$/);
  });

  it('keeps the items last seen in this browser while a remote is down; choosing one of its pages offers Retry', async () => {
    const chatWithDrafts: RemoteNavigation = {
      ...BUILT_IN_NAVIGATION.chat,
      items: [...BUILT_IN_NAVIGATION.chat.items, { label: 'Drafts', path: '/dashboard/chats/drafts', order: 25, icon: 'mail' }],
    };
    const first = renderShell(
      '/dashboard/home',
      standInRemotes,
      navigationLoader({ dashboard: BUILT_IN_NAVIGATION.dashboard, chat: chatWithDrafts }),
    );
    await waitFor(() => expect(sidebarLabels()).toContain('Drafts'));
    first.unmount();

    // The next visit: the chat remote is down.
    resetFrameNavigation();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const chatDown: RemoteAppLoader = (remote) =>
      remote === 'chat' ? Promise.reject(new Error('chat is down')) : standInRemotes(remote);
    renderShell('/dashboard/home', chatDown, navigationLoader({ dashboard: BUILT_IN_NAVIGATION.dashboard }));
    expect(await screen.findByText('dashboard remote at /dashboard')).toBeInTheDocument();
    await waitFor(() => expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('no navigation from remote "chat"')));
    expect(sidebarLabels()).toEqual(['Dashboard', 'Reply Engine', 'Drafts', 'Sequences', 'Contacts', 'Settings', 'Billing']);
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Dashboard' })).getByRole('link', { name: 'Drafts' }));
    expect(await screen.findByText(REMOTE_ERROR_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the built-in items when a remote is down and was never seen here', async () => {
    renderShell('/dashboard/home', standInRemotes, navigationLoader({}));
    expect(await screen.findByText('dashboard remote at /dashboard')).toBeInTheDocument();
    await waitFor(() => expect(console.warn).toHaveBeenCalledTimes(2));
    expect(sidebarLabels()).toEqual(['Dashboard', 'Reply Engine', 'Sequences', 'Contacts', 'Settings', 'Billing']);
  });
});

describe('routes the remotes declare', () => {
  it('mounts the chat at a prefix it adds, with that prefix as its basePath', async () => {
    const chat: RemoteNavigation = { ...BUILT_IN_NAVIGATION.chat, routePrefixes: ['/dashboard/chats', '/dashboard/assistant'] };
    renderShell(
      '/dashboard/assistant/today',
      standInRemotes,
      navigationLoader({ dashboard: BUILT_IN_NAVIGATION.dashboard, chat }),
    );
    expect(await screen.findByText('chat remote at /dashboard/assistant')).toBeInTheDocument();
  });

  it('moves between the remotes from the sidebar', async () => {
    renderShell('/dashboard/home', standInRemotes, navigationLoader(BUILT_IN_NAVIGATION));
    await screen.findByText('dashboard remote at /dashboard');
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Dashboard' })).getByRole('link', { name: 'Reply Engine' }),
    );
    expect(await screen.findByText('chat remote at /dashboard/chats')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/chats');
  });
});
