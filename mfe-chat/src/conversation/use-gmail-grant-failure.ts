// Google's consent sent the user back with ?error=gmail: the §8 'Failed to authorize Google Mail permissions'
// shows once (top right, like every data-layer toast) and the parameter is dropped.
import { useCallback } from 'react';
import { AUTH_REDIRECT_ERRORS, ERROR_TITLE, FAILED_TO_AUTHORIZE_GOOGLE_MAIL } from 'contracts';
import { useRedirectError, useToasts } from 'shared-ui';

export function useGmailGrantFailure(): void {
  const toasts = useToasts();
  const show = useCallback(
    () => toasts.show({ kind: 'error', title: ERROR_TITLE, description: FAILED_TO_AUTHORIZE_GOOGLE_MAIL }),
    [toasts],
  );
  useRedirectError(AUTH_REDIRECT_ERRORS.gmail, show);
}
