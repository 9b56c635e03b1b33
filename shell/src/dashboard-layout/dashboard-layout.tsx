import { QueryClientProvider } from '@tanstack/react-query';
import { useContext, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { getQueryClient } from 'shared-ui/query';
import { loadFrameNavigation } from '../frame-navigation/frame-navigation.store';
import { RemoteNavigationLoaderContext } from '../frame-navigation/navigation-loader-context';
import { FoldIcon, MenuIcon, UnfoldIcon } from './frame-icons';
import { Sidebar, SIDEBAR_ID, SidebarDrawer } from './sidebar';
import { useIsMobile } from './use-is-mobile';
import { useScrollToTop } from './use-scroll-to-top';
import { UserMenu } from './user-menu';
import { useSidebar } from './use-sidebar';
import './dashboard-frame.css';

/** Runs `task` when the browser is idle (at most `timeout` ms later); returns a cancel. */
function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 0);
  return () => window.clearTimeout(id);
}

/**
 * Asks the frame's remotes for their sidebar items once the frame is up and the browser idle: the first paint never
 * waits for them (the items last seen, or the built-in ones, are drawn meanwhile), and the page's own files and
 * queries go first. On a dashboard page this fetches the chat's entry (~15 KB gzip) and both tiny './navigation'
 * chunks, which the next move to the other remote then finds in the cache.
 */
function useRemoteNavigation() {
  const load = useContext(RemoteNavigationLoaderContext);
  useEffect(() => (load ? whenIdle(() => void loadFrameNavigation(load)) : undefined), [load]);
}

function DashboardFrame() {
  useRemoteNavigation();
  const mobile = useIsMobile();
  const { pathname } = useLocation();
  const { open, toggle, closeDrawer } = useSidebar(mobile, pathname);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const shortcut = typeof navigator !== 'undefined' && /Mac/i.test(navigator.platform) ? '⌘B' : 'Ctrl+B';
  const drawerOpen = mobile && open;
  useScrollToTop();

  return (
    <div className="frame">
      {mobile ? <SidebarDrawer open={open} onClose={closeDrawer} returnFocusTo={toggleRef} /> : <Sidebar open={open} />}
      {/* Behind the open drawer the page is inert: no focus, no clicks, hidden from assistive technology. */}
      <div inert={drawerOpen} style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <header className="frame-topbar" style={{ padding: mobile ? '0 12px' : '0 16px' }}>
          {/* No hint on a phone: a tap would leave it showing over the page. */}
          <button
            ref={toggleRef}
            type="button"
            className={mobile ? 'frame-icon-btn' : 'frame-icon-btn frame-tip frame-tip--below'}
            data-tip={mobile ? undefined : `Toggle sidebar (${shortcut})`}
            aria-label="Toggle sidebar"
            aria-expanded={open}
            aria-controls={SIDEBAR_ID}
            onClick={toggle}
          >
            {mobile ? <MenuIcon /> : open ? <FoldIcon /> : <UnfoldIcon />}
          </button>
          <UserMenu />
        </header>
        <main style={{ flex: 1, padding: mobile ? 16 : 24, minWidth: 0 }}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/**
 * The signed-in frame around every /dashboard page: sidebar (a drawer under 768 px), top bar, and the page (a
 * remote) in the middle. Drawn without antd: the remote brings its own UI kit and providers, so the page carries one
 * copy of it. The frame gives the remotes the one shared query client.
 */
export default function DashboardLayout() {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <DashboardFrame />
    </QueryClientProvider>
  );
}
