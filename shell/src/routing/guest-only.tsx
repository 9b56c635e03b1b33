import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingScreen } from 'shared-ui/core';
import { redirectTargetFrom } from './redirect-target';
import { useSession } from './use-session';

/**
 * /login and /register: a signed-in visitor goes on to the remembered page (or /dashboard/chats). Signing in
 * on these pages only refreshes the session; this guard then performs the redirect.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'idle' || status === 'loading') return <LoadingScreen />;
  if (status === 'authenticated') return <Navigate to={redirectTargetFrom(location.search)} replace />;
  return <>{children}</>;
}
