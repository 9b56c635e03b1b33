import { useState } from 'react';
import { Alert, Button } from 'antd';
import { MailConnectionDocument, MailPermissionDocument, connectMailboxLabel, mailboxNotConnectedBanner } from 'contracts';
import { useGraphQLQuery } from 'shared-ui';
import { ConnectMailboxDialog } from './gmail/connect-mailbox-dialog';
import { useMailGrantFailureNotice } from './gmail/use-mail-grant-failure';

/**
 * The red banner of product.md §2 while the user's mailbox cannot send (nothing of a sequence can be sent without
 * it). It names the mailbox: Gmail's words for Gmail, 'Reconnect Outlook to resume' for a lost Outlook grant, "your
 * mailbox" before any was connected. Its button opens the connect dialog (the tier choice), which comes back to
 * `returnTo`; a consent that came back without a mailbox says why here.
 */
export function MailPermissionBanner({ returnTo }: { returnTo: string }) {
  const permission = useGraphQLQuery(MailPermissionDocument, {});
  const mailbox = useGraphQLQuery(MailConnectionDocument, {});
  const [connectOpen, setConnectOpen] = useState(false);
  useMailGrantFailureNotice();

  if (permission.data?.mailPermission.hasPermission !== false || !mailbox.data) return null;
  const { provider, needsReconnect } = mailbox.data.mailConnection;
  const { title, description } = mailboxNotConnectedBanner(provider ?? null, needsReconnect);
  return (
    <>
      <Alert
        type="error"
        showIcon
        className="db-section"
        title={title}
        description={description}
        action={
          <Button danger type="primary" onClick={() => setConnectOpen(true)}>
            {connectMailboxLabel(provider ?? null)}
          </Button>
        }
      />
      <ConnectMailboxDialog open={connectOpen} onClose={() => setConnectOpen(false)} returnTo={returnTo} />
    </>
  );
}
