import { Modal } from 'antd';
import { GMAIL_CONNECT_TITLE, type GmailAccessTier } from 'contracts';
import { GmailConnectPanel } from './gmail-connect-panel';

interface ConnectGmailDialogProps {
  open: boolean;
  /** 'Not now' and the close button: the user goes on without Gmail. */
  onClose: () => void;
  /** Where Google comes back to (default: this page, with its query). */
  returnTo?: string;
  initialTier?: GmailAccessTier;
  /** Runs right before the browser leaves for Google (e.g. the Add Contact page saves the typed contact). */
  beforeLeave?: () => void;
}

/** The connect-inbox dialog (product.md §2/§6) of Add Contact and the campaign banner: the tier choice, then Google. */
export function ConnectGmailDialog({ open, onClose, returnTo, initialTier, beforeLeave }: ConnectGmailDialogProps) {
  return (
    <Modal open={open} title={GMAIL_CONNECT_TITLE} onCancel={onClose} footer={null} destroyOnHidden>
      <GmailConnectPanel returnTo={returnTo} initialTier={initialTier} onNotNow={onClose} beforeLeave={beforeLeave} />
    </Modal>
  );
}
