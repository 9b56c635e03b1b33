// Google's consent sent the user back with ?error=gmail: the §8 'Failed to authorize Google Mail permissions'
// shows once (top right, like every data-layer toast) and the parameter is dropped.
import { useCallback } from 'react';
import { App } from 'antd';
import { AUTH_REDIRECT_ERRORS, ERROR_TITLE, FAILED_TO_AUTHORIZE_GOOGLE_MAIL } from 'contracts';
import { useRedirectError } from 'shared-ui';

export function useGmailGrantFailure(): void {
  const { notification } = App.useApp();
  const show = useCallback(
    () => notification.error?.({ title: ERROR_TITLE, description: FAILED_TO_AUTHORIZE_GOOGLE_MAIL, placement: 'topRight' }),
    [notification],
  );
  useRedirectError(AUTH_REDIRECT_ERRORS.gmail, show);
}
