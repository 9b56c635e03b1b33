// Toasts of the auth pages: shared-ui's antd-free host (top right; at the bottom on phones), so /login and /register
// paint without the UI kit and toast like the signed-in pages.
import { useCallback, type ReactNode } from 'react';
import { ToastHost, useToasts } from 'shared-ui/toasts';
import type { AuthToast } from './auth-toast.types';

export type { AuthToast };

/** The auth pages' toast host. */
export function AuthToasts({ children }: { children: ReactNode }) {
  return <ToastHost>{children}</ToastHost>;
}

/** Shows a toast from an auth page. */
export function useAuthToast(): (toast: AuthToast) => void {
  const toasts = useToasts();
  return useCallback(({ type, title, description }: AuthToast) => toasts.show({ kind: type, title, description }), [toasts]);
}
