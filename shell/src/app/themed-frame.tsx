import { Outlet } from 'react-router-dom';
import { AppProviders } from 'shared-ui';

/** antd theme, notifications and react-query around a group of routes (lazy: loads the UI kit on demand). */
export default function ThemedFrame() {
  return (
    <AppProviders>
      <Outlet />
    </AppProviders>
  );
}
