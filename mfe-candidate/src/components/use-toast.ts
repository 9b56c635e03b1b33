import { useMemo } from 'react';
import { App } from 'antd';

export interface Toast {
  success: (text: string) => void;
  error: (text: string) => void;
  info: (text: string) => void;
}

/** Where this remote's toasts appear: bottom centre, never over the resume viewer's Close and Download (top right). */
export const TOAST_PLACEMENT = 'bottom';

/** Spec §8 toasts. Needs antd's <App> above (the remote's App provides one). */
export function useToast(): Toast {
  const { notification } = App.useApp();
  return useMemo(() => {
    const show = (type: 'success' | 'error' | 'info') => (text: string) =>
      notification[type]({ title: text, placement: TOAST_PLACEMENT });
    return { success: show('success'), error: show('error'), info: show('info') };
  }, [notification]);
}
