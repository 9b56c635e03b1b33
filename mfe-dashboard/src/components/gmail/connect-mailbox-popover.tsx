import type { ReactNode } from 'react';
import './gmail.css';
import { Popover } from 'antd';
import { connectMailboxLabel } from 'contracts';
import { useMailbox } from 'shared-ui';
import { MailboxConnectPanel } from './mailbox-connect-panel';

interface ConnectMailboxPopoverProps {
  open: boolean;
  /** A click outside closes it. */
  onClose: () => void;
  /** What the user was trying to do, e.g. the §8 message that opened the popover. */
  message: string;
  /** 'Not now': closes it and lets the user go on without a mailbox (default: just close). */
  onNotNow?: () => void;
  children: ReactNode;
}

/**
 * A popover next to the action that needs a mailbox (test email, scheduling; product.md §6) with the same tier choice
 * as the dialog; the enclosing page's KeepPlaceBeforeConsent saves the draft before the browser leaves.
 */
export function ConnectMailboxPopover({ open, onClose, message, onNotNow, children }: ConnectMailboxPopoverProps) {
  const title = connectMailboxLabel(useMailbox().provider);
  return (
    <Popover
      open={open}
      // Only the page opens it (after a refused action); a click outside closes it.
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      trigger="click"
      title={title}
      content={
        <div className="gmail-popover" role="dialog" aria-label={title}>
          <MailboxConnectPanel message={message} onNotNow={onNotNow ?? onClose} size="small" />
        </div>
      }
    >
      {children}
    </Popover>
  );
}
