import { useMemo } from 'react';
import { App } from 'antd';

export interface Toast {
  success: (text: string) => void;
  error: (text: string) => void;
  info: (text: string) => void;
}

/** Seconds a confirmation stays up. It closes even under the pointer: toasts open top right, over the page
 * heading's actions (Pause/Activate), and a toast that waits for the pointer to leave would hold the next click. */
export const CONFIRMATION_SECONDS = 3;

/** Spec §8 toasts (top right) through antd's App context, which the remote's UiKitProviders supply. Errors keep
 * antd's default: they wait while the pointer is on them, so they can be read. */
export function useToast(): Toast {
  const { notification } = App.useApp();
  return useMemo(() => {
    // Optional call: outside an antd <App> the context has no notification API; a missing toast must not crash.
    const confirm = (type: 'success' | 'info') => (text: string) =>
      notification[type]?.({ title: text, placement: 'topRight', duration: CONFIRMATION_SECONDS, pauseOnHover: false });
    const error = (text: string) => notification.error?.({ title: text, placement: 'topRight' });
    return { success: confirm('success'), error, info: confirm('info') };
  }, [notification]);
}
