import { useEffect } from 'react';
import { useSessionStore } from 'shared-ui/core';

/** The session, loaded on first use (public pages never ask, so they never call the auth API). */
export function useSession() {
  const user = useSessionStore((state) => state.user);
  const status = useSessionStore((state) => state.status);
  const load = useSessionStore((state) => state.load);
  useEffect(() => {
    if (status === 'idle') void load();
  }, [status, load]);
  return { user, status };
}
