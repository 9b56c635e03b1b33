import { useState } from 'react';
import { Alert, Button } from 'antd';
import { AUTH_REDIRECT_ERRORS, CONNECT_GMAIL, MailPermissionDocument } from 'contracts';
import { useGraphQLQuery } from 'shared-ui';
import { useRedirectError } from 'shared-ui/core';
import { ConnectGmailDialog } from './gmail/connect-gmail-dialog';
import { useGmailAuthorization } from './gmail/use-gmail-authorization';

/**
 * The red banner of product.md §2 when Gmail is not connected (nothing of a sequence can be sent without it); its
 * 'Connect Gmail' opens the connect dialog (the tier choice), which comes back to `returnTo`.
 */
export function GmailPermissionBanner({ returnTo }: { returnTo: string }) {
  const permission = useGraphQLQuery(MailPermissionDocument, {});
  const { showGrantFailure } = useGmailAuthorization(returnTo);
  const [connectOpen, setConnectOpen] = useState(false);
  useRedirectError(AUTH_REDIRECT_ERRORS.gmail, showGrantFailure);

  if (permission.data?.mailPermission.hasPermission !== false) return null;
  return (
    <>
      <Alert
        type="error"
        showIcon
        className="db-section"
        title="Gmail is not connected"
        description="Emails of this sequence can't be sent until you connect your Gmail account."
        action={
          <Button danger type="primary" onClick={() => setConnectOpen(true)}>
            {CONNECT_GMAIL}
          </Button>
        }
      />
      <ConnectGmailDialog open={connectOpen} onClose={() => setConnectOpen(false)} returnTo={returnTo} />
    </>
  );
}
