import { useMemo } from 'react';
import { useToasts } from 'shared-ui';

export interface Toast {
  success: (text: string) => void;
  error: (text: string) => void;
  info: (text: string) => void;
}

/** Spec §8 one-line toasts (top right) through the remote's ToastHost (shared-ui), which decides how long each stays. */
export function useToast(): Toast {
  const toasts = useToasts();
  return useMemo(() => {
    const show = (kind: 'success' | 'error' | 'info') => (title: string) => toasts.show({ kind, title });
    return { success: show('success'), error: show('error'), info: show('info') };
  }, [toasts]);
}
