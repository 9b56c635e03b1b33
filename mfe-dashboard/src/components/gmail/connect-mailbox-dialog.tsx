import { Modal } from 'antd';
import { mailConnectTitle, type GmailAccessTier } from 'contracts';
import { useMailbox } from 'shared-ui';
import { MailboxConnectPanel } from './mailbox-connect-panel';

interface ConnectMailboxDialogProps {
  open: boolean;
  /** 'Not now' and the close button: the user goes on without a mailbox. */
  onClose: () => void;
  /** Where Google or Microsoft comes back to (default: this page, with its query). */
  returnTo?: string;
  initialTier?: GmailAccessTier;
  /** Runs right before the browser leaves for the consent (e.g. the Add Contact page saves the typed contact). */
  beforeLeave?: () => void;
}

/**
 * The connect-inbox dialog (product.md §2/§6) of Add Contact and the campaign banner: the tier choice, then Google's
 * or Microsoft's consent; its title names the user's mailbox ('Connect your Gmail inbox' for Gmail users).
 */
export function ConnectMailboxDialog({ open, onClose, returnTo, initialTier, beforeLeave }: ConnectMailboxDialogProps) {
  const { provider } = useMailbox();
  return (
    <Modal open={open} title={mailConnectTitle(provider)} onCancel={onClose} footer={null} destroyOnHidden>
      <MailboxConnectPanel returnTo={returnTo} initialTier={initialTier} onNotNow={onClose} beforeLeave={beforeLeave} />
    </Modal>
  );
}
