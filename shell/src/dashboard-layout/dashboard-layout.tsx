import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Flex, theme, Tooltip } from 'antd';
import { useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AppProviders } from 'shared-ui';
import { Sidebar, SIDEBAR_ID, SidebarDrawer } from './sidebar';
import { useIsMobile } from './use-is-mobile';
import { UserMenu } from './user-menu';
import { useSidebar } from './use-sidebar';

function DashboardFrame() {
  const { token } = theme.useToken();
  const mobile = useIsMobile();
  const { pathname } = useLocation();
  const { open, toggle, closeDrawer } = useSidebar(mobile, pathname);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const shortcut = typeof navigator !== 'undefined' && /Mac/i.test(navigator.platform) ? '⌘B' : 'Ctrl+B';
  const drawerOpen = mobile && open;

  const toggleButton = (
    <Button
      ref={toggleRef}
      type="text"
      aria-label="Toggle sidebar"
      aria-expanded={open}
      aria-controls={SIDEBAR_ID}
      icon={mobile ? <MenuOutlined /> : open ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
      onClick={toggle}
    />
  );

  return (
    <div style={{ display: 'flex', minHeight: '100vh', background: token.colorBgLayout }}>
      {mobile ? <SidebarDrawer open={open} onClose={closeDrawer} returnFocusTo={toggleRef} /> : <Sidebar open={open} />}
      {/* Behind the open drawer the page is inert: no focus, no clicks, hidden from assistive technology. */}
      <div inert={drawerOpen} style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Flex
          component="header"
          align="center"
          justify="space-between"
          style={{
            height: 56,
            padding: mobile ? '0 12px' : '0 16px',
            background: token.colorBgContainer,
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
            position: 'sticky',
            top: 0,
            zIndex: 10,
          }}
        >
          {/* No tooltip on a phone: a tap would leave it showing over the page. */}
          {mobile ? toggleButton : <Tooltip title={`Toggle sidebar (${shortcut})`}>{toggleButton}</Tooltip>}
          <UserMenu />
        </Flex>
        <main style={{ flex: 1, padding: mobile ? 16 : 24, minWidth: 0 }}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/**
 * The signed-in frame around every /dashboard page: sidebar (a drawer under 768 px), top bar, and the page (a
 * remote) in the middle.
 */
export default function DashboardLayout() {
  return (
    <AppProviders>
      <DashboardFrame />
    </AppProviders>
  );
}
