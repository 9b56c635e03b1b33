import { Button, Modal } from 'antd';
import { useCurrentUrl } from './use-current-url';
import { useGmailAuthorization } from '../settings/gmail-permission-card';

interface ConnectGmailDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The connect-inbox dialog of the add-contact page (spec §2/§6): sending needs the Gmail send grant first. */
export function ConnectGmailDialog({ open, onClose }: ConnectGmailDialogProps) {
  const { authorize, redirecting } = useGmailAuthorization(useCurrentUrl());
  return (
    <Modal
      open={open}
      title="Connect your Gmail inbox"
      onCancel={onClose}
      footer={[
        <Button key="later" onClick={onClose}>
          Not now
        </Button>,
        <Button key="connect" type="primary" loading={redirecting} onClick={authorize}>
          Connect Gmail
        </Button>,
      ]}
    >
      <p>
        Your follow-ups are sent from your own Gmail account, so replies land in your inbox. We only ask for permission to send
        email; we never read your inbox.
      </p>
    </Modal>
  );
}
