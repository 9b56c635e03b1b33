// Spec §8 toasts for the candidate pages without antd: one polite live region at the bottom centre (never over the
// resume viewer's Close and Download, top right); each toast leaves after TOAST_MS.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export const TOAST_MS = 4_500;
type Kind = 'success' | 'error' | 'info';
interface ToastItem {
  id: number;
  kind: Kind;
  text: string;
}
export interface Toast {
  success: (text: string) => void;
  error: (text: string) => void;
  info: (text: string) => void;
}

const ToastContext = createContext<Toast | null>(null);
let nextId = 0;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const show = useCallback(
    (kind: Kind) => (text: string) => {
      const id = ++nextId;
      setItems((current) => [...current, { id, kind, text }]);
      setTimeout(() => setItems((current) => current.filter((item) => item.id !== id)), TOAST_MS);
    },
    [],
  );
  const toast = useMemo(() => ({ success: show('success'), error: show('error'), info: show('info') }), [show]);
  return (
    <ToastContext.Provider value={toast}>
      {children}
      <div className="cand-toasts" role="status" aria-live="polite">
        {items.map((item) => (
          <div key={item.id} className={`cand-toast cand-toast--${item.kind}`}>
            {item.text}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

/** The toasts of the nearest ToastProvider (the remote's App provides one). */
export function useToast(): Toast {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast needs a ToastProvider above it');
  return toast;
}
