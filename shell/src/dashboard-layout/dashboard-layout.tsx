import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Flex, theme, Tooltip } from 'antd';
import { Outlet } from 'react-router-dom';
import { AppProviders } from 'shared-ui';
import { Sidebar } from './sidebar';
import { UserMenu } from './user-menu';
import { useSidebar } from './use-sidebar';

function DashboardFrame() {
  const { token } = theme.useToken();
  const { open, toggle } = useSidebar();
  const shortcut = typeof navigator !== 'undefined' && /Mac/i.test(navigator.platform) ? '⌘B' : 'Ctrl+B';

  return (
    <div style={{ display: 'flex', minHeight: '100vh', background: token.colorBgLayout }}>
      <Sidebar open={open} />
      <div style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Flex
          component="header"
          align="center"
          justify="space-between"
          style={{
            height: 56,
            padding: '0 16px',
            background: token.colorBgContainer,
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
            position: 'sticky',
            top: 0,
            zIndex: 10,
          }}
        >
          <Tooltip title={`Toggle sidebar (${shortcut})`}>
            <Button
              type="text"
              aria-label="Toggle sidebar"
              aria-expanded={open}
              icon={open ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
              onClick={toggle}
            />
          </Tooltip>
          <UserMenu />
        </Flex>
        <main style={{ flex: 1, padding: 24, minWidth: 0 }}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/** The signed-in frame around every /dashboard page: sidebar, top bar, and the page (a remote) in the middle. */
export default function DashboardLayout() {
  return (
    <AppProviders>
      <DashboardFrame />
    </AppProviders>
  );
}
