import { useMemo } from 'react';
import { App } from 'antd';

export interface Toast {
  success: (text: string) => void;
  error: (text: string) => void;
  info: (text: string) => void;
}

/** Spec §8 toasts (top right) through antd's App context, which the host's AppProviders supply. */
export function useToast(): Toast {
  const { notification } = App.useApp();
  return useMemo(() => {
    // Optional call: outside an antd <App> the context has no notification API; a missing toast must not crash.
    const show = (type: 'success' | 'error' | 'info') => (text: string) =>
      notification[type]?.({ title: text, placement: 'topRight' });
    return { success: show('success'), error: show('error'), info: show('info') };
  }, [notification]);
}
