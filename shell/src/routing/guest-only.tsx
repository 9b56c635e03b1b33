import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingScreen } from 'shared-ui/core';
import { redirectTargetFrom } from './redirect-target';
import { useSession } from './use-session';

/**
 * /login and /register: a signed-in visitor goes on to the remembered page (or /dashboard/chats). Signing in
 * on these pages only refreshes the session; this guard then performs the redirect. `preload` fetches the page's
 * code while the session loads, rather than after.
 */
export function GuestOnly({ children, preload }: { children: ReactNode; preload?: () => Promise<unknown> }) {
  const { status } = useSession();
  const location = useLocation();
  useEffect(() => {
    // A failed import shows where the page renders (its lazy import runs again); nothing to do here.
    preload?.().catch(() => undefined);
  }, [preload]);
  if (status === 'idle' || status === 'loading') return <LoadingScreen />;
  if (status === 'authenticated') return <Navigate to={redirectTargetFrom(location.search)} replace />;
  return <>{children}</>;
}
