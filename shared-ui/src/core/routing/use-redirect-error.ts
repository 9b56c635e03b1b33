import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

export const REDIRECT_ERROR_PARAM = 'error';

/**
 * Runs `onError` once when the page was reached with `?error=<code>` (the auth service's redirect after a failed
 * Google sign-in or Gmail grant, or a bad verification link: contracts AUTH_REDIRECT_ERRORS), then drops the
 * parameter so a reload does not repeat the toast. Other parameters (the remembered redirect target) stay.
 */
export function useRedirectError(code: string, onError: () => void): void {
  const [params, setParams] = useSearchParams();
  const handled = useRef(false);
  const present = params.get(REDIRECT_ERROR_PARAM) === code;

  useEffect(() => {
    if (!present || handled.current) return;
    handled.current = true;
    onError();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(REDIRECT_ERROR_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [present, onError, setParams]);
}
