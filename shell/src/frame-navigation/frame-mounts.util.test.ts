import type { RemoteNavigation } from 'shared-ui/core';
import { BUILT_IN_NAVIGATION } from './built-in-navigation.constants';
import { frameMounts, mountAt, sidebarItems } from './frame-mounts.util';
import type { FrameDeclarations } from './frame-navigation.store';

const declared = (dashboard: RemoteNavigation, chat: RemoteNavigation): FrameDeclarations => ({
  dashboard: { navigation: dashboard, source: 'remote' },
  chat: { navigation: chat, source: 'remote' },
});
const builtIn = declared(BUILT_IN_NAVIGATION.dashboard, BUILT_IN_NAVIGATION.chat);

describe('where the frame mounts its remotes', () => {
  it.each([
    ['/dashboard/home', 'dashboard', '/dashboard'],
    ['/dashboard/campaigns/7/edit', 'dashboard', '/dashboard'],
    ['/dashboard/chats', 'chat', '/dashboard/chats'],
    ['/dashboard/chat/anything', 'chat', '/dashboard/chat'],
    ['/Dashboard/Chats', 'chat', '/dashboard/chats'],
    ['/dashboard/chatsx', 'dashboard', '/dashboard'],
    // /dashboard itself redirects to the home route, the chat.
    ['/dashboard', 'chat', '/dashboard/chats'],
    ['/dashboard/', 'chat', '/dashboard/chats'],
  ])('%s is the %s remote at %s', (pathname, remote, basePath) => {
    expect(mountAt(pathname, builtIn)).toMatchObject({ remote, basePath });
  });

  it('mounts a prefix a remote adds, and the longest prefix wins', () => {
    const chat = { ...BUILT_IN_NAVIGATION.chat, routePrefixes: ['/dashboard/chats', '/dashboard/campaigns/drafts'] };
    const byRemote = declared(BUILT_IN_NAVIGATION.dashboard, chat);
    expect(mountAt('/dashboard/campaigns/drafts/3', byRemote)).toMatchObject({ remote: 'chat' });
    expect(mountAt('/dashboard/campaigns/3', byRemote)).toMatchObject({ remote: 'dashboard' });
    expect(frameMounts(byRemote).map(({ path }) => path)).toEqual(['*', 'chats/*', 'campaigns/drafts/*']);
  });

  it('keeps a catch-all for the dashboard when no remote declared the mount itself', () => {
    const dashboard = { ...BUILT_IN_NAVIGATION.dashboard, routePrefixes: ['/dashboard/home'] };
    expect(mountAt('/dashboard/contacts', declared(dashboard, BUILT_IN_NAVIGATION.chat))).toMatchObject({
      remote: 'dashboard',
      basePath: '/dashboard',
    });
  });
});

describe('the sidebar from every remote', () => {
  it('orders all items by their keys, the chat between the dashboard items', () => {
    expect(sidebarItems(builtIn).map((item) => item.label)).toEqual([
      'Dashboard',
      'Reply Engine',
      'Sequences',
      'Contacts',
      'Settings',
      'Billing',
    ]);
  });

  it('keeps one item per path and, on equal keys, the dashboard first then the order declared', () => {
    const chat = {
      ...BUILT_IN_NAVIGATION.chat,
      items: [
        { label: 'Drafts', path: '/dashboard/chats/drafts', order: 30, icon: null },
        { label: 'Billing again', path: '/dashboard/billing', order: 1, icon: null },
      ],
    };
    const labels = sidebarItems(declared(BUILT_IN_NAVIGATION.dashboard, chat)).map((item) => item.label);
    expect(labels).toEqual(['Billing again', 'Dashboard', 'Sequences', 'Drafts', 'Contacts', 'Settings']);
  });
});
