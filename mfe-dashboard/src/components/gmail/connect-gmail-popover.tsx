import type { ReactNode } from 'react';
import './gmail.css';
import { Popover } from 'antd';
import { CONNECT_GMAIL } from 'contracts';
import { GmailConnectPanel } from './gmail-connect-panel';

interface ConnectGmailPopoverProps {
  open: boolean;
  /** A click outside closes it. */
  onClose: () => void;
  /** What the user was trying to do, e.g. the §8 message that opened the popover. */
  message: string;
  /** 'Not now': closes it and lets the user go on without Gmail (default: just close). */
  onNotNow?: () => void;
  children: ReactNode;
}

/**
 * A popover next to the action that needs Gmail (test email, scheduling; product.md §6) with the same tier choice as the
 * dialog; the enclosing page's KeepPlaceBeforeGmail saves the draft before the browser leaves.
 */
export function ConnectGmailPopover({ open, onClose, message, onNotNow, children }: ConnectGmailPopoverProps) {
  return (
    <Popover
      open={open}
      // Only the page opens it (after a refused action); a click outside closes it.
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      trigger="click"
      title={CONNECT_GMAIL}
      content={
        <div className="gmail-popover" role="dialog" aria-label={CONNECT_GMAIL}>
          <GmailConnectPanel message={message} onNotNow={onNotNow ?? onClose} size="small" />
        </div>
      }
    >
      {children}
    </Popover>
  );
}
