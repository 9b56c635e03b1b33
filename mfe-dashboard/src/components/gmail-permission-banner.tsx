import { Alert, Button } from 'antd';
import { AUTH_REDIRECT_ERRORS, MailPermissionDocument } from 'contracts';
import { useGraphQLQuery } from 'shared-ui';
import { useRedirectError } from 'shared-ui/core';
import { useGmailAuthorization } from './settings/gmail-permission-card';

/**
 * The red banner of spec §2 when Gmail is not connected (nothing of a sequence can be sent without it), with a
 * connect button that runs the same authorize flow as Settings and comes back to `returnTo`.
 */
export function GmailPermissionBanner({ returnTo }: { returnTo: string }) {
  const permission = useGraphQLQuery(MailPermissionDocument, {});
  const { authorize, redirecting, showGrantFailure } = useGmailAuthorization(returnTo);
  useRedirectError(AUTH_REDIRECT_ERRORS.gmail, showGrantFailure);

  if (permission.data?.mailPermission.hasPermission !== false) return null;
  return (
    <Alert
      type="error"
      showIcon
      className="db-section"
      title="Gmail is not connected"
      description="Emails of this sequence can't be sent until you connect your Gmail account."
      action={
        <Button danger type="primary" onClick={authorize} loading={redirecting}>
          Connect Gmail
        </Button>
      }
    />
  );
}
