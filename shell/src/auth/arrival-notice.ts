import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Why the visitor was sent to this auth page, carried in the navigation state. */
export type ArrivalNotice = 'password-reset';

interface ArrivalState {
  notice?: ArrivalNotice;
}

export const arrivalState = (notice: ArrivalNotice): ArrivalState => ({ notice });

/**
 * Runs `onArrival` once when the page was reached with this notice, then clears it (history state survives a
 * reload). The page that just finished (reset password) leaves the toast to the next one: a toast raised before
 * the move would animate every frame and hold back the lazy page that is loading (React retries it late).
 */
export function useArrivalNotice(notice: ArrivalNotice, onArrival: () => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const handled = useRef(false);
  const present = (location.state as ArrivalState | null)?.notice === notice;

  useEffect(() => {
    if (!present || handled.current) return;
    handled.current = true;
    onArrival();
    navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
  }, [present, onArrival, navigate, location.pathname, location.search, location.hash]);
}
