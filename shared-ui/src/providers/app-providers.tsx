import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { getQueryClient } from 'shared-ui/query';
import { appTheme } from '../theme/app-theme';

/** Toasts start below the dashboard's 56 px sticky top bar, so they never cover its menu toggle or account menu. */
export const TOAST_TOP_OFFSET = 64;

/**
 * The antd theme and antd's App (context for notifications, top right). Each app that renders antd wraps its own
 * screens in it (the dashboard and chat remotes their App): the shell's dashboard frame is antd-free, so a signed-in
 * page loads one copy of the UI kit, the remote's.
 */
export function UiKitProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={appTheme}>
      <App component={false} notification={{ placement: 'topRight', top: TOAST_TOP_OFFSET }}>
        {children}
      </App>
    </ConfigProvider>
  );
}

/** UiKitProviders plus the shared react-query client: a whole screen on its own (auth pages, tests, dev servers). */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <UiKitProviders>
      <QueryClientProvider client={queryClient ?? getQueryClient()}>{children}</QueryClientProvider>
    </UiKitProviders>
  );
}
