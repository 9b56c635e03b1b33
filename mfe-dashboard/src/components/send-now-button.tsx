import { App, Button, Space } from 'antd';
import { SendNextEmailNowDocument, sendNowConfirmText } from 'contracts';
import { useInvalidateSequence } from 'shared-ui';
import { formatMoment } from './format';
import { errorText, usePageMutation } from './use-page-mutation';
import { useToast } from './use-toast';

export interface SendNowButtonProps {
  contact: {
    id: number;
    campaignId: number;
    firstName: string;
    lastName?: string | null;
    email?: string | null;
    status: string;
    isActive: boolean;
    /** The contact's latest email: the next one waiting while it is SCHEDULED. */
    campaignEmail?: { id: number; status: string; scheduledFor?: string | null } | null;
  };
  /** The sequence's zone, for the due time. */
  timezone?: string;
}

/**
 * 'Send now' (product.md §10) beside the next scheduled email of a running contact: a confirmation naming the
 * recipient and what is skipped, then a toast. The server re-checks everything (reply, pause, daily limits).
 */
export function SendNowButton({ contact, timezone }: SendNowButtonProps) {
  const { modal } = App.useApp();
  const toast = useToast();
  const invalidate = useInvalidateSequence();
  const sendNow = usePageMutation(SendNextEmailNowDocument);
  const next = contact.campaignEmail;
  if (!next || next.status !== 'SCHEDULED' || contact.status !== 'IN_PROGRESS' || !contact.isActive || !contact.email) {
    return null;
  }
  const name = [contact.firstName, contact.lastName].filter(Boolean).join(' ');

  const send = async () => {
    try {
      const { sendNextEmailNow } = await sendNow.mutateAsync({ contactId: contact.id, emailId: next.id });
      toast.success(sendNextEmailNow.message);
    } catch (error) {
      toast.error(errorText(error));
    }
    // Every screen of this sequence; the contact page then keeps asking until the worker has sent it.
    await invalidate({ campaignId: contact.campaignId, contactId: contact.id });
  };

  const confirm = () =>
    modal.confirm({
      title: 'Send now?',
      content: sendNowConfirmText(name, contact.email!),
      okText: 'Send now',
      cancelText: 'Cancel',
      onOk: send,
    });

  return (
    <Space className="db-send-now" wrap style={{ marginBottom: 12 }}>
      <span className="db-muted">Next email due {formatMoment(next.scheduledFor, timezone)}</span>
      <Button size="small" aria-label={`Send the next email to ${name} now`} loading={sendNow.isPending} onClick={confirm}>
        Send now
      </Button>
    </Space>
  );
}
