// Spec §2/§8 toasts for the signed-in pages without antd: top right below the 56 px top bar, light cards with rich
// colours. antd's notification needed its App context and CSS-in-JS engine on every page, so the sequences list (the
// first page after sign-in) loaded the UI kit only to be able to say 'Campaign paused'. Confirmations leave after
// CONFIRMATION_MS even under the pointer (a toast sits over the page heading's actions and must not hold the next
// click); errors stay while hovered or focused, so they can be read, and have a close button like every toast.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { clearToastTop, CONTROL_SELECTOR } from './toast-placement.util';
import './toasts.css';

/** Toasts start below the dashboard's 56 px sticky top bar, so they never cover its menu toggle or account menu. */
export const TOAST_TOP_OFFSET = 64;
/**
 * Put on the buttons of a page's heading (PageHeading's actions, the chat's header): while they are in view toasts
 * open below them instead of over them.
 */
export const TOASTS_BELOW_ATTRIBUTE = 'data-toasts-below';
export const CONFIRMATION_MS = 3_000;
export const ERROR_MS = 4_500;

export type ToastKind = 'success' | 'error' | 'info';
export interface ToastInput {
  kind: ToastKind;
  title: string;
  description?: string;
  /** A toast with the key of one still shown replaces it (a retried query failing the same way shows one toast). */
  key?: string;
}
interface ShownToast extends ToastInput {
  id: number;
}

export interface Toasts {
  show(toast: ToastInput): void;
}

const ToastContext = createContext<Toasts | null>(null);
/** Outside a host (a screen rendered on its own) a toast is dropped: a missing toast must not crash the screen. */
const NO_HOST: Toasts = { show: () => undefined };
let nextId = 0;

/** Below the top bar and below any marked heading buttons in view, but never past 40% of the window's height. */
function toastTop(): number {
  if (typeof document === 'undefined') return TOAST_TOP_OFFSET;
  let top = TOAST_TOP_OFFSET;
  for (const element of document.querySelectorAll(`[${TOASTS_BELOW_ATTRIBUTE}]`)) {
    const bottom = element.getBoundingClientRect().bottom;
    if (bottom > 0) top = Math.max(top, Math.round(bottom) + 8);
  }
  return Math.min(top, Math.max(TOAST_TOP_OFFSET, Math.round(window.innerHeight * 0.4)));
}

/** The top for the shown column: below the heading buttons and, lower when needed, clear of every control in view. */
function clearTop(region: HTMLElement, minTop: number): number {
  const column = region.getBoundingClientRect();
  if (column.height === 0) return minTop;
  const obstacles = [...document.querySelectorAll(CONTROL_SELECTOR)]
    .filter((element) => !region.contains(element))
    .map((element) => element.getBoundingClientRect());
  return clearToastTop({
    minTop,
    height: column.height,
    left: column.left,
    right: column.right,
    windowHeight: window.innerHeight,
    obstacles,
  });
}

export interface ToastHostProps {
  children: ReactNode;
  /**
   * 'top' (default): top right, below the top bar and any marked heading buttons. 'bottom': bottom centre, for pages
   * whose buttons sit top right with no top bar (the candidate's resume viewer). On phones both span the width.
   */
  placement?: 'top' | 'bottom';
}

export function ToastHost({ children, placement = 'top' }: ToastHostProps) {
  const [shown, setShown] = useState<ShownToast[]>([]);
  const [top, setTop] = useState(TOAST_TOP_OFFSET);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const held = useRef(new Set<number>());
  const region = useRef<HTMLDivElement>(null);
  const minTop = useRef(TOAST_TOP_OFFSET);

  const close = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    held.current.delete(id);
    setShown((current) => current.filter((toast) => toast.id !== id));
  }, []);
  const schedule = useCallback(
    (id: number, kind: ToastKind) => {
      clearTimeout(timers.current.get(id));
      const wait = kind === 'error' ? ERROR_MS : CONFIRMATION_MS;
      timers.current.set(
        id,
        setTimeout(() => (held.current.has(id) ? undefined : close(id)), wait),
      );
    },
    [close],
  );

  const show = useCallback(
    (input: ToastInput) => {
      const id = ++nextId;
      minTop.current = toastTop();
      setTop(minTop.current);
      setShown((current) => [...current.filter((toast) => !input.key || toast.key !== input.key), { ...input, id }]);
      schedule(id, input.kind);
    },
    [schedule],
  );
  // Errors wait while the pointer or focus is on them, then get their full time again.
  const hold = (toast: ShownToast, on: boolean) => {
    if (toast.kind !== 'error') return;
    if (on) held.current.add(toast.id);
    else {
      held.current.delete(toast.id);
      schedule(toast.id, toast.kind);
    }
  };
  const value = useMemo(() => ({ show }), [show]);
  // Once the column has its height, move it down past any control it would cover (before it is painted); and again
  // when the page under it changes while a toast is up (a delete's toast outlives the page it was shown on).
  const showing = placement === 'top' && shown.length > 0;
  useLayoutEffect(() => {
    if (showing && region.current) setTop(clearTop(region.current, minTop.current));
  }, [shown, showing]);
  useEffect(() => {
    if (!showing || typeof MutationObserver === 'undefined') return undefined;
    let frame = 0;
    const observer = new MutationObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (!region.current) return;
        minTop.current = toastTop();
        const next = clearTop(region.current, minTop.current);
        // Moved in this frame, before it is painted: React renders the state after the paint, and for that one frame
        // the toast lay over the new page's quota line (issue 35 item 9, seen in e2e/specs/trust-layout.spec.ts).
        region.current.style.top = `${next}px`;
        setTop(next);
      });
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [showing]);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <div
        ref={region}
        className={`sui-toasts sui-toasts--${placement}`}
        style={placement === 'top' ? { top } : undefined}
        aria-live="polite"
      >
        {shown.map((toast) => (
          <div
            key={toast.id}
            className={`sui-toast sui-toast--${toast.kind}`}
            role={toast.kind === 'error' ? 'alert' : 'status'}
            onMouseEnter={() => hold(toast, true)}
            onMouseLeave={() => hold(toast, false)}
            onFocus={() => hold(toast, true)}
            onBlur={() => hold(toast, false)}
          >
            <span className="sui-toast__icon" aria-hidden="true" />
            <div className="sui-toast__body">
              <div className="sui-toast__title">{toast.title}</div>
              {toast.description ? <div className="sui-toast__description">{toast.description}</div> : null}
            </div>
            {/* The × is drawn by CSS: the toast's text stays its title and description. */}
            <button type="button" className="sui-toast__close" aria-label="Close" onClick={() => close(toast.id)} />
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

/** The nearest ToastHost's toasts (each remote's App renders one). */
export function useToasts(): Toasts {
  return useContext(ToastContext) ?? NO_HOST;
}
