import { create } from 'zustand';
import { fetchSessionUser, postSignOut, sessionUserInPage } from './session.api';
import type { SessionStatus, SessionUser } from './session-user';

export interface SessionState {
  user: SessionUser | null;
  status: SessionStatus;
  /** True after the user signed out here: guards then send them home instead of to the login page. */
  signedOutByUser: boolean;
  /** Loads the session once; `force` reloads it (after signing in). Concurrent callers share one request. */
  load: (options?: { force?: boolean }) => Promise<void>;
  /** Signs out on the server and forgets the user locally. */
  signOut: () => Promise<void>;
  setUser: (user: SessionUser | null) => void;
}

let inFlight: Promise<void> | null = null;

function startingSession(): Pick<SessionState, 'user' | 'status'> {
  const user = sessionUserInPage();
  return user ? { user, status: 'authenticated' } : { user: null, status: 'idle' };
}

/**
 * The session lives once for the whole composed app: shared-ui is a Module Federation singleton, and this
 * module sits in the antd-free 'shared-ui/core' entry so the shell's first load can use it.
 */
export const useSessionStore = create<SessionState>((set, get) => ({
  // A signed-in page's HTML names its user: the first screen draws at once instead of after GET /get-session.
  ...startingSession(),
  signedOutByUser: false,
  load: ({ force = false } = {}) => {
    if (inFlight) return inFlight;
    if (!force && (get().status === 'authenticated' || get().status === 'unauthenticated')) {
      return Promise.resolve();
    }
    if (get().status === 'idle') set({ status: 'loading' });
    inFlight = fetchSessionUser()
      .then(
        (user) => set(user ? { user, status: 'authenticated', signedOutByUser: false } : { user, status: 'unauthenticated' }),
        // An unreachable auth service means we cannot prove a session: treat the visitor as signed out.
        () => set({ user: null, status: 'unauthenticated' }),
      )
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  },
  signOut: async () => {
    try {
      await postSignOut();
    } finally {
      set({ user: null, status: 'unauthenticated', signedOutByUser: true });
    }
  },
  setUser: (user) => set({ user, status: user ? 'authenticated' : 'unauthenticated', signedOutByUser: false }),
}));
