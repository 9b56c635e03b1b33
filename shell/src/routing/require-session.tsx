import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingScreen, useSessionStore } from 'shared-ui/core';
import { loginPathFor } from './redirect-target';
import { useSession } from './use-session';

/**
 * Dashboard guard: 'Loading...' while the session loads (with `pending`, e.g. a preload, beside it), then /login
 * (remembering this page) for a signed-out visitor. A user who just signed out here goes home instead.
 */
export function RequireSession({ children, pending }: { children: ReactNode; pending?: ReactNode }) {
  const { status } = useSession();
  const signedOutByUser = useSessionStore((state) => state.signedOutByUser);
  const location = useLocation();
  if (status === 'idle' || status === 'loading') {
    return (
      <>
        {pending}
        <LoadingScreen />
      </>
    );
  }
  if (status === 'unauthenticated') {
    if (signedOutByUser) return <Navigate to="/" replace />;
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  return <>{children}</>;
}
