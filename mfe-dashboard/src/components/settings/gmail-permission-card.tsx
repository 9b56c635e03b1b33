import { Button, Card, Skeleton } from 'antd';
import {
  AUTH_REDIRECT_ERRORS,
  FAILED_TO_AUTHORIZE_GOOGLE_MAIL,
  FAILED_TO_START_GOOGLE_AUTH,
  MailPermissionDocument,
  SETTINGS_ROUTE,
  StartGoogleAuthFlowDocument,
} from 'contracts';
import { useCallback, useState } from 'react';
import { useGraphQLMutation, useGraphQLQuery } from 'shared-ui';
import { useRedirectError } from 'shared-ui/core';
import { requestGmailAuthorization } from './auth-requests';
import { useSettingsNotice } from './use-settings-notice';

export interface GmailAuthorization {
  /** Starts the Gmail grant and sends the browser to Google's consent (toasts the §8 failures itself). */
  authorize: () => Promise<void>;
  /** True from the click until the browser leaves (or the start failed). */
  redirecting: boolean;
  /** Shows the §8 'Failed to authorize Google Mail permissions' toast (e.g. on a `?error=gmail` return). */
  showGrantFailure: () => void;
}

/**
 * The Gmail authorize logic, shared by this card and every 'Connect Gmail' prompt elsewhere in the dashboard:
 * startGoogleAuthFlow, then Google's consent for gmail.send. `returnTo` is where Google's answer comes back to when
 * the auth service drives the flow (spec §7: the redirect route, or /dashboard/settings by default).
 */
export function useGmailAuthorization(returnTo: string = SETTINGS_ROUTE): GmailAuthorization {
  const notice = useSettingsNotice();
  const startFlow = useGraphQLMutation(StartGoogleAuthFlowDocument);
  const [redirecting, setRedirecting] = useState(false);

  const showGrantFailure = useCallback(() => notice.error(FAILED_TO_AUTHORIZE_GOOGLE_MAIL), [notice]);

  const authorize = async () => {
    setRedirecting(true);
    let url: string | null;
    try {
      const started = await startFlow.mutateAsync({});
      if (!started.startGoogleAuthFlow.success) throw new Error(started.startGoogleAuthFlow.message);
      // The api answers the consent URL itself; should it not, the auth service's Google flow asks for the scope.
      url = started.startGoogleAuthFlow.url ?? (await requestGmailAuthorization(returnTo));
    } catch {
      notice.error(FAILED_TO_START_GOOGLE_AUTH);
      setRedirecting(false);
      return;
    }
    if (!url) {
      showGrantFailure();
      setRedirecting(false);
      return;
    }
    window.location.assign(url);
  };

  return { authorize, redirecting, showGrantFailure };
}

/**
 * Settings › Email Permissions: 'Authorize Google Mail' runs startGoogleAuthFlow and sends the browser to Google's
 * consent for gmail.send; Google's answer comes back to this page (spec: the default return route), which then
 * reads 'Authorized' from mailPermission, or shows the §8 failure on `?error=gmail`.
 */
export function GmailPermissionCard() {
  const permission = useGraphQLQuery(MailPermissionDocument, {});
  const { authorize, redirecting, showGrantFailure } = useGmailAuthorization();
  const hasPermission = permission.data?.mailPermission.hasPermission ?? false;
  useRedirectError(AUTH_REDIRECT_ERRORS.gmail, showGrantFailure);

  return (
    <Card title="Email Permissions" className="db-section">
      <p className="db-muted">
        Connect Gmail so your follow-ups are sent from your own account. We only ask to send email (gmail.send); we never read
        your inbox.
      </p>
      {permission.isPending ? (
        <Skeleton.Button active />
      ) : hasPermission ? (
        <Button disabled>Authorized</Button>
      ) : (
        <Button type="primary" onClick={authorize} loading={redirecting}>
          Authorize Google Mail
        </Button>
      )}
    </Card>
  );
}
