import { useState } from 'react';
import { Button, Card, Skeleton } from 'antd';
import {
  FAILED_TO_AUTHORIZE_GOOGLE_MAIL,
  FAILED_TO_START_GOOGLE_AUTH,
  MailPermissionDocument,
  SETTINGS_ROUTE,
  StartGoogleAuthFlowDocument,
} from 'contracts';
import { useGraphQLMutation, useGraphQLQuery } from 'shared-ui';
import { requestGmailAuthorization } from './auth-requests';
import { useToast } from './use-toast';

/** Settings › Email Permissions: grant the Gmail send scope once; afterwards the button reads 'Authorized'. */
export function GmailPermissionCard() {
  const toast = useToast();
  const permission = useGraphQLQuery(MailPermissionDocument, {});
  const startFlow = useGraphQLMutation(StartGoogleAuthFlowDocument);
  const [redirecting, setRedirecting] = useState(false);
  const hasPermission = permission.data?.mailPermission.hasPermission ?? false;

  const authorize = async () => {
    setRedirecting(true);
    try {
      const started = await startFlow.mutateAsync({});
      if (!started.startGoogleAuthFlow.success) throw new Error(started.startGoogleAuthFlow.message);
      // The server may drive the redirect itself; otherwise ask the auth service for Google's consent page.
      const url = started.startGoogleAuthFlow.url ?? (await requestGmailAuthorization(SETTINGS_ROUTE));
      if (!url) {
        toast.error(FAILED_TO_AUTHORIZE_GOOGLE_MAIL);
        setRedirecting(false);
        return;
      }
      window.location.assign(url);
    } catch {
      toast.error(FAILED_TO_START_GOOGLE_AUTH);
      setRedirecting(false);
    }
  };

  return (
    <Card title="Email Permissions" className="db-section">
      <p className="db-muted">
        Connect Gmail so your follow-ups are sent from your own account. We only ask to send email (gmail.send); we
        never read your inbox.
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
