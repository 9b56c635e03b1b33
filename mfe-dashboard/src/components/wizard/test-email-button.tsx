import { useState } from 'react';
import { Button } from 'antd';
import {
  FAILED_TO_SEND_TEST_EMAIL,
  PLACEHOLDERS,
  SendTestEmailDocument,
  TEST_EMAIL_GREETING_NAME,
  authorizeMailboxForTest,
} from 'contracts';
import { executeGraphQL, GraphQLResponseError, useMailbox } from 'shared-ui';
import { ConnectMailboxPopover } from '../gmail/connect-mailbox-popover';
import { useToast } from '../use-toast';

interface TestEmailButtonProps {
  subject: string;
  body: string;
  attachmentIds: number[];
  /** The recipient's first name when one is known; else the email greets 'there'. */
  sampleFirstName?: string | null;
}

/** The recipient's name is filled here: the server would fill it with the user's own (the test goes to them). */
const greeting = (text: string, firstName: string) => text.split(PLACEHOLDERS.contactFirstName).join(firstName);

/**
 * 'Send test email' (product.md §4/§8): sends this email to the user's own address; 'Sending Mail...' while busy, the
 * server's message after; without a grant that may send it asks, in a popover, to connect the mailbox it names (the
 * spec's 'You need to authorize Gmail to send test emails' for Gmail users).
 */
export function TestEmailButton({ subject, body, attachmentIds, sampleFirstName }: TestEmailButtonProps) {
  const toast = useToast();
  const [sending, setSending] = useState(false);
  const [connectOpen, setConnectOpen] = useState(false);
  const noGrant = authorizeMailboxForTest(useMailbox().provider);

  const send = async () => {
    setSending(true);
    try {
      const { sendTestEmail: result } = await executeGraphQL(SendTestEmailDocument, {
        data: {
          subject: greeting(subject, sampleFirstName?.trim() || TEST_EMAIL_GREETING_NAME),
          body: greeting(body, sampleFirstName?.trim() || TEST_EMAIL_GREETING_NAME),
          attachments: attachmentIds,
        },
      });
      if (result.success) {
        toast.success(result.message);
      } else if (!result.hasRefreshToken) {
        toast.error(noGrant);
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
    <ConnectMailboxPopover open={connectOpen} onClose={() => setConnectOpen(false)} message={noGrant}>
      <Button size="small" onClick={send} loading={sending}>
        {sending ? 'Sending Mail...' : 'Send test email'}
      </Button>
    </ConnectMailboxPopover>
  );
}
