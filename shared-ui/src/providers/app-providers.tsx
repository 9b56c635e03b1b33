import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { getQueryClient } from '../query/query-client';
import { appTheme } from '../theme/app-theme';

/** Toasts start below the dashboard's 56 px sticky top bar, so they never cover its menu toggle or account menu. */
export const TOAST_TOP_OFFSET = 64;

/**
 * antd theme, antd's App (context for notifications, top right) and the shared react-query client.
 * Wrap every screen that uses antd; the shell's public first load does not.
 */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <ConfigProvider theme={appTheme}>
      <App component={false} notification={{ placement: 'topRight', top: TOAST_TOP_OFFSET }}>
        <QueryClientProvider client={queryClient ?? getQueryClient()}>{children}</QueryClientProvider>
      </App>
    </ConfigProvider>
  );
}
