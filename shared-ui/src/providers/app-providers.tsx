import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { getQueryClient } from 'shared-ui/query';
import { appTheme } from '../theme/app-theme';
import { TOAST_TOP_OFFSET, ToastHost } from '../toasts/toast-host';
import './button-spinner.css';

/**
 * Every antd button's loading icon. antd's own leaves through a width transition (rc-motion) whose end event was seen
 * never to come when `loading` turned off in the same render as the label changed: the spinner then stayed, spinning
 * beside 'Activate', after the work was done. This one is shown while loading and simply gone after.
 */
const BUTTON_LOADING_ICON = <span className="sui-button-spinner" role="img" aria-label="loading" />;

/**
 * The antd theme and antd's App (context for its dialogs, and for the shell's auth pages' notifications, top right).
 * Each screen that renders antd is wrapped in it (the chat remote's App, the dashboard's antd pages): the shell's
 * dashboard frame and the sequences list are antd-free. Signed-in toasts go through ToastHost, not antd.
 */
export function UiKitProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={appTheme} button={{ loadingIcon: BUTTON_LOADING_ICON }}>
      <App component={false} notification={{ placement: 'topRight', top: TOAST_TOP_OFFSET }}>
        {children}
      </App>
    </ConfigProvider>
  );
}

/** `Part` inside UiKitProviders: an antd page or part loaded on its own brings antd's providers with it. */
export function withUiKit<P extends object>(Part: ComponentType<P>): ComponentType<P> {
  function WithUiKit(props: P) {
    return (
      <UiKitProviders>
        <Part {...props} />
      </UiKitProviders>
    );
  }
  WithUiKit.displayName = `WithUiKit(${Part.displayName ?? Part.name})`;
  return WithUiKit;
}

/** UiKitProviders, toasts and the shared react-query client: a whole screen on its own (auth pages, tests, dev). */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <UiKitProviders>
      <ToastHost>
        <QueryClientProvider client={queryClient ?? getQueryClient()}>{children}</QueryClientProvider>
      </ToastHost>
    </UiKitProviders>
  );
}
