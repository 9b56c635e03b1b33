// Toasts of the auth pages: antd notifications (top right, themed like the rest of the app), but antd loads with the
// first toast, so /login and /register paint without the UI kit.
import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';

import type { AuthToast } from './auth-toast.types';

export type { AuthToast };

type ShowToast = (toast: AuthToast) => void;

const AuthToastContext = createContext<ShowToast>(() => undefined);
const AuthToastHost = lazy(() => import('./auth-toast-host'));

/** Collects the page's toasts; the antd host renders them once it has loaded, each once and in order. */
export function AuthToasts({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<readonly AuthToast[]>([]);
  const show = useCallback<ShowToast>((toast) => setToasts((shown) => [...shown, toast]), []);
  return (
    <AuthToastContext.Provider value={show}>
      {children}
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          <AuthToastHost toasts={toasts} />
        </Suspense>
      )}
    </AuthToastContext.Provider>
  );
}

/** Shows a toast from an auth page. */
export function useAuthToast(): ShowToast {
  return useContext(AuthToastContext);
}
