import { useState } from 'react';
import { Button } from 'antd';
import { AUTHORIZE_GMAIL_FOR_TEST, FAILED_TO_SEND_TEST_EMAIL, SendTestEmailDocument } from 'contracts';
import { executeGraphQL, GraphQLResponseError } from 'shared-ui';
import { ConnectGmailPopover } from '../gmail/connect-gmail-popover';
import { useToast } from '../use-toast';

interface TestEmailButtonProps {
  subject: string;
  body: string;
  attachmentIds: number[];
}

/**
 * 'Send test email' (spec §4/§8): sends this email to the user's own address; 'Sending Mail...' while busy, the
 * server's message after; without a Gmail refresh token it asks to authorize Gmail in a popover.
 */
export function TestEmailButton({ subject, body, attachmentIds }: TestEmailButtonProps) {
  const toast = useToast();
  const [sending, setSending] = useState(false);
  const [connectOpen, setConnectOpen] = useState(false);

  const send = async () => {
    setSending(true);
    try {
      const { sendTestEmail: result } = await executeGraphQL(SendTestEmailDocument, {
        data: { subject, body, attachments: attachmentIds },
      });
      if (result.success) {
        toast.success(result.message);
      } else if (!result.hasRefreshToken) {
        toast.error(AUTHORIZE_GMAIL_FOR_TEST);
        setConnectOpen(true);
      } else {
        toast.error(result.message || FAILED_TO_SEND_TEST_EMAIL);
      }
    } catch (error) {
      toast.error(error instanceof GraphQLResponseError && error.messages[0] ? error.messages[0] : FAILED_TO_SEND_TEST_EMAIL);
    } finally {
      setSending(false);
    }
  };

  return (
    <ConnectGmailPopover open={connectOpen} onClose={() => setConnectOpen(false)} message={AUTHORIZE_GMAIL_FOR_TEST}>
      <Button size="small" onClick={send} loading={sending}>
        {sending ? 'Sending Mail...' : 'Send test email'}
      </Button>
    </ConnectGmailPopover>
  );
}
