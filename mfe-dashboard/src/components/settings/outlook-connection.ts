// "Connect Outlook": startOutlookConnection with the tier the user chose, then the browser goes to Microsoft's
// sign-in and consent pages; Microsoft comes back to Settings, with `?error=outlook&reason=` when nothing connected.
// 'Switch to Send + detect replies' is that consent again with Mail.ReadBasic; 'Switch to Send only' is the api's
// alone (switchOutlookToSendOnly): Microsoft cannot take a permission back, so nothing goes to Microsoft.
import {
  FAILED_TO_START_OUTLOOK_CONNECTION,
  GmailConnectionDocument,
  MailConnectionDocument,
  MailPermissionDocument,
  SOMETHING_WENT_WRONG,
  SwitchOutlookToSendOnlyDocument,
  OUTLOOK_CONNECT_ERROR,
  SETTINGS_ROUTE,
  StartOutlookConnectionDocument,
  detectsReplies,
  outlookConnectFailure,
  type GmailAccessTier,
} from 'contracts';
import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useGraphQLMutation } from 'shared-ui';
import { useRedirectError } from 'shared-ui/core';
import { useInvalidateOperations } from '../use-invalidate-operations';
import { useSettingsNotice } from '../use-settings-notice';

export function useOutlookConnection(returnTo: string = SETTINGS_ROUTE) {
  const notice = useSettingsNotice();
  const start = useGraphQLMutation(StartOutlookConnectionDocument);
  const [redirecting, setRedirecting] = useState(false);

  const connect = async (tier: GmailAccessTier) => {
    setRedirecting(true);
    try {
      const { startOutlookConnection: started } = await start.mutateAsync({ detectReplies: detectsReplies(tier), returnTo });
      if (started.success && started.url) {
        window.location.assign(started.url);
        return;
      }
      notice.error(started.message);
    } catch {
      notice.error(FAILED_TO_START_OUTLOOK_CONNECTION);
    }
    setRedirecting(false);
  };

  return { connect, redirecting };
}

/** Says why Outlook was not connected when Microsoft sent the browser back with `?error=outlook&reason=…`. */
export function useOutlookConnectFailure() {
  const notice = useSettingsNotice();
  const { search } = useLocation();
  const reason = new URLSearchParams(search).get('reason');
  const show = useCallback(
    () => notice.error(outlookConnectFailure(reason) ?? outlookConnectFailure('outlook-failed')!),
    [notice, reason],
  );
  useRedirectError(OUTLOOK_CONNECT_ERROR, show);
}

/** 'Switch to Send only' for a connected Outlook: the grant stays live and stops reading; the card shows the new tier. */
export function useOutlookSendOnly() {
  const notice = useSettingsNotice();
  const invalidate = useInvalidateOperations();
  const switchTier = useGraphQLMutation(SwitchOutlookToSendOnlyDocument);
  const run = async () => {
    try {
      const { switchOutlookToSendOnly: result } = await switchTier.mutateAsync({});
      if (result.success) notice.success(result.message);
      else notice.error(result.message);
    } catch {
      notice.error(SOMETHING_WENT_WRONG);
    }
    await invalidate(GmailConnectionDocument, MailConnectionDocument, MailPermissionDocument);
  };
  return { run, pending: switchTier.isPending };
}
