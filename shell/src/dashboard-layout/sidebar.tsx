import { CreditCardOutlined, DashboardOutlined, MailOutlined, SettingOutlined } from '@ant-design/icons';
import { theme, Tooltip } from 'antd';
import { PRODUCT_NAME } from 'contracts';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { activeNavItem } from './active-nav';
import { DASHBOARD_NAV, SIDEBAR_WIDTH } from './layout.constants';
import { useIsMobile } from './use-is-mobile';

const ICONS: Readonly<Record<string, ReactNode>> = {
  '/dashboard/home': <DashboardOutlined />,
  '/dashboard/campaigns': <MailOutlined />,
  '/dashboard/settings': <SettingOutlined />,
  '/dashboard/billing': <CreditCardOutlined />,
};

/**
 * Dashboard navigation (spec §2, §9): 16rem wide when open (18rem, over the page, on phones), 3rem (icons only)
 * when collapsed.
 */
export function Sidebar({ open }: { open: boolean }) {
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  const active = activeNavItem(pathname);
  const overlay = useIsMobile() && open;

  return (
    <nav
      aria-label="Dashboard"
      data-state={open ? 'expanded' : 'collapsed'}
      style={{
        width: overlay ? SIDEBAR_WIDTH.mobile : open ? SIDEBAR_WIDTH.expanded : SIDEBAR_WIDTH.collapsed,
        flexShrink: 0,
        transition: 'width 0.2s ease',
        overflow: 'hidden',
        background: token.colorBgContainer,
        borderRight: `1px solid ${token.colorBorderSecondary}`,
        minHeight: '100vh',
        position: overlay ? 'fixed' : 'sticky',
        top: 0,
        left: 0,
        zIndex: overlay ? 20 : undefined,
        boxShadow: overlay ? token.boxShadow : undefined,
        alignSelf: 'flex-start',
      }}
    >
      <div
        style={{
          height: 56,
          display: 'flex',
          alignItems: 'center',
          padding: open ? '0 20px' : 0,
          justifyContent: open ? 'flex-start' : 'center',
          fontWeight: 700,
          color: token.colorPrimary,
          whiteSpace: 'nowrap',
        }}
      >
        {open ? PRODUCT_NAME : PRODUCT_NAME.charAt(0)}
      </div>
      <ul style={{ listStyle: 'none', margin: 0, padding: open ? '8px 12px' : '8px 4px' }}>
        {DASHBOARD_NAV.map((item) => {
          const isActive = active?.path === item.path;
          const link = (
            <Link
              to={item.path}
              aria-label={open ? undefined : item.label}
              aria-current={isActive ? 'page' : undefined}
              style={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: open ? 'flex-start' : 'center',
                gap: 12,
                padding: open ? '10px 12px' : '10px 0',
                borderRadius: token.borderRadius,
                color: isActive ? token.colorPrimaryText : token.colorText,
                background: isActive ? token.colorPrimaryBg : 'transparent',
                fontWeight: isActive ? 600 : 500,
                textDecoration: 'none',
                whiteSpace: 'nowrap',
              }}
            >
              <span aria-hidden="true" style={{ display: 'inline-flex' }}>
                {ICONS[item.path]}
              </span>
              {open ? <span>{item.label}</span> : null}
            </Link>
          );
          return (
            <li key={item.path} style={{ marginBottom: 4 }}>
              {open ? (
                link
              ) : (
                <Tooltip title={item.label} placement="right">
                  {link}
                </Tooltip>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
