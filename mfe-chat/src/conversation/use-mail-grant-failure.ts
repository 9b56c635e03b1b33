// The consent sent the user back without a mailbox: Google's `?error=gmail` shows the §8 'Failed to authorize Google
// Mail permissions', Microsoft's `?error=outlook&reason=…` the words Settings shows; once (top right, like every
// data-layer toast), and the parameter is dropped.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  AUTH_REDIRECT_ERRORS,
  ERROR_TITLE,
  FAILED_TO_AUTHORIZE_GOOGLE_MAIL,
  OUTLOOK_CONNECT_ERROR,
  OUTLOOK_CONNECT_FAILURE_REASONS,
  outlookConnectFailure,
} from 'contracts';
import { useRedirectError, useToasts } from 'shared-ui';

export function useMailGrantFailure(): void {
  const toasts = useToasts();
  const [params] = useSearchParams();
  const reason = params.get('reason');
  const showGmail = useCallback(
    () => toasts.show({ kind: 'error', title: ERROR_TITLE, description: FAILED_TO_AUTHORIZE_GOOGLE_MAIL }),
    [toasts],
  );
  const showOutlook = useCallback(
    () =>
      toasts.show({
        kind: 'error',
        title: ERROR_TITLE,
        description: outlookConnectFailure(reason) ?? outlookConnectFailure(OUTLOOK_CONNECT_FAILURE_REASONS.failed) ?? '',
      }),
    [toasts, reason],
  );
  useRedirectError(AUTH_REDIRECT_ERRORS.gmail, showGmail);
  useRedirectError(OUTLOOK_CONNECT_ERROR, showOutlook);
}
