import { useMemo } from 'react';
import { useToasts } from './toast-host';

export interface Toast {
  success: (text: string) => void;
  error: (text: string) => void;
  info: (text: string) => void;
}

/** One-line toasts (product.md §8 texts) through the nearest ToastHost, which decides how long each stays. */
export function useToast(): Toast {
  const toasts = useToasts();
  return useMemo(() => {
    const show = (kind: 'success' | 'error' | 'info') => (title: string) => toasts.show({ kind, title });
    return { success: show('success'), error: show('error'), info: show('info') };
  }, [toasts]);
}
