// Asks before leaving the wizard with drafts the server does not hold yet: first it tries to save them, and only
// when that fails (or the rules stop it) asks. Under a data router react-router's useBlocker catches every in-app
// navigation; under a plain <BrowserRouter> (the shell's today) link clicks are caught instead. beforeunload covers
// a reload or closing the tab.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Modal } from 'antd';
import { UNSAFE_DataRouterContext, useBlocker, useLocation, useNavigate, type To } from 'react-router-dom';
import { LEAVE_WITH_UNSAVED_DRAFT } from 'contracts';

interface GuardState {
  dirty: boolean;
  flush: () => Promise<boolean>;
}

interface LeaveGuardValue {
  register: (state: GuardState | null) => void;
  /** Runs `go` now when nothing is unsaved (or saving it works), else after the user confirms. */
  leave: (go: () => void) => void;
}

const LeaveGuardContext = createContext<LeaveGuardValue | null>(null);

/** Wraps a page whose wizard registers its unsaved state; the stepper and the wizard's own exits go through it. */
export function LeaveGuardProvider({ children }: { children: ReactNode }) {
  const guard = useRef<GuardState | null>(null);
  const bypass = useRef(false);
  const [pending, setPending] = useState<{ go: () => void; stay?: () => void } | null>(null);
  const [dirty, setDirty] = useState(false);
  const dataRouter = useContext(UNSAFE_DataRouterContext) !== null;

  const register = useCallback((state: GuardState | null) => {
    guard.current = state;
    setDirty(Boolean(state?.dirty));
  }, []);

  const leave = useCallback((go: () => void, stay?: () => void) => {
    const proceed = () => {
      bypass.current = true;
      go();
      bypass.current = false;
    };
    if (!guard.current?.dirty) return proceed();
    void guard.current.flush().then((saved) => (saved ? proceed() : setPending({ go: proceed, stay })));
  }, []);

  const value = useMemo(() => ({ register, leave }), [register, leave]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <LeaveGuardContext.Provider value={value}>
      {children}
      {dataRouter ? <RouterBlocker when={dirty} bypass={bypass} leave={leave} /> : <LinkInterceptor when={dirty} leave={leave} />}
      <Modal
        open={pending !== null}
        title="Leave this page?"
        okText="Leave"
        cancelText="Stay"
        onOk={() => {
          const go = pending?.go;
          setPending(null);
          go?.();
        }}
        onCancel={() => {
          pending?.stay?.();
          setPending(null);
        }}
      >
        {LEAVE_WITH_UNSAVED_DRAFT}
      </Modal>
    </LeaveGuardContext.Provider>
  );
}

function RouterBlocker({
  when,
  bypass,
  leave,
}: {
  when: boolean;
  bypass: { current: boolean };
  leave: (go: () => void, stay?: () => void) => void;
}) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && !bypass.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state === 'blocked') leave(blocker.proceed, blocker.reset);
  }, [blocker, leave]);
  return null;
}

/** Without a data router: same-tab clicks on in-app links that leave this page. */
function LinkInterceptor({ when, leave }: { when: boolean; leave: (go: () => void) => void }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (!when) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === pathname) return;
      event.preventDefault();
      event.stopPropagation();
      const to: To = { pathname: url.pathname, search: url.search, hash: url.hash };
      leave(() => navigate(to));
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [when, leave, navigate, pathname]);
  return null;
}

/** The wizard tells the guard whether its drafts are unsaved and how to save them. */
export function useRegisterLeaveGuard(dirty: boolean, flush: () => Promise<boolean>) {
  const guard = useContext(LeaveGuardContext);
  useEffect(() => {
    guard?.register({ dirty, flush });
  }, [guard, dirty, flush]);
  useEffect(() => () => guard?.register(null), [guard]);
}

/** A leave that asks first inside a LeaveGuardProvider, and simply goes outside one. */
export function useGuardedLeave(): (go: () => void) => void {
  const guard = useContext(LeaveGuardContext);
  return guard?.leave ?? ((go) => go());
}
