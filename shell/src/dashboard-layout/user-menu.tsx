import { Avatar, Dropdown, Typography, type MenuProps } from 'antd';
import { SETTINGS_ROUTE } from 'contracts';
import { useNavigate } from 'react-router-dom';
import { useSessionStore } from 'shared-ui/core';

/** First letter of the user's name (or email) for the avatar. */
export function userInitial(name: string | undefined, email: string | undefined): string {
  const source = name?.trim() || email?.trim() || '?';
  return source.charAt(0).toUpperCase();
}

/** Top-bar avatar; its menu shows name and email, Settings and Logout (sign out, then go to '/'). */
export function UserMenu() {
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.user);
  const signOut = useSessionStore((state) => state.signOut);

  const items: MenuProps['items'] = [
    {
      key: 'identity',
      disabled: true,
      label: (
        <div style={{ cursor: 'default' }}>
          <Typography.Text strong style={{ display: 'block' }}>
            {user?.name}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {user?.email}
          </Typography.Text>
        </div>
      ),
    },
    { type: 'divider' },
    { key: 'settings', label: 'Settings' },
    { key: 'logout', label: 'Logout', danger: true },
  ];

  const onClick: MenuProps['onClick'] = async ({ key }) => {
    if (key === 'settings') navigate(SETTINGS_ROUTE);
    if (key === 'logout') {
      // The session guard also sends a user who signed out home (not to /login), whichever update lands first.
      await signOut();
      navigate('/', { replace: true });
    }
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <button
        type="button"
        aria-label="Account menu"
        style={{ border: 'none', background: 'none', padding: 0, cursor: 'pointer' }}
      >
        <Avatar style={{ backgroundColor: '#4f46e5', fontWeight: 600 }}>{userInitial(user?.name, user?.email)}</Avatar>
      </button>
    </Dropdown>
  );
}
