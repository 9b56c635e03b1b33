import { AUTH_REDIRECT_ERRORS, OUTLOOK_CONNECT_ERROR, OUTLOOK_CONNECT_FAILURE_REASONS, outlookConnectFailure } from 'contracts';
import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { useRedirectError } from 'shared-ui/core';
import { useSettingsNotice } from '../use-settings-notice';
import { useGmailAuthorization } from './use-gmail-authorization';

/**
 * Shows once, in place, why the consent sent the user back to this page without a mailbox: Google's `?error=gmail`
 * (the §8 failure) or Microsoft's `?error=outlook&reason=…` (the words Settings shows).
 */
export function useMailGrantFailureNotice(): void {
  const { showGrantFailure } = useGmailAuthorization();
  useRedirectError(AUTH_REDIRECT_ERRORS.gmail, showGrantFailure);
  const notice = useSettingsNotice();
  const reason = new URLSearchParams(useLocation().search).get('reason');
  const showOutlookFailure = useCallback(
    () => notice.error(outlookConnectFailure(reason) ?? outlookConnectFailure(OUTLOOK_CONNECT_FAILURE_REASONS.failed) ?? ''),
    [notice, reason],
  );
  useRedirectError(OUTLOOK_CONNECT_ERROR, showOutlookFailure);
}
