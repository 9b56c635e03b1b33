import type { ReactNode } from 'react';
import './gmail.css';
import { Button, Popover } from 'antd';
import { useCurrentUrl } from './use-current-url';
import { useGmailAuthorization } from '../settings/gmail-permission-card';

interface ConnectGmailPopoverProps {
  open: boolean;
  onClose: () => void;
  /** What the user was trying to do, e.g. the §8 message that opened the popover. */
  message: string;
  children: ReactNode;
}

/** A popover next to the action that needs Gmail (test email, scheduling) with a button to connect it (spec §6). */
export function ConnectGmailPopover({ open, onClose, message, children }: ConnectGmailPopoverProps) {
  const { authorize, redirecting } = useGmailAuthorization(useCurrentUrl());
  return (
    <Popover
      open={open}
      // Only the page opens it (after a refused action); a click outside closes it.
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      trigger="click"
      title="Connect Gmail"
      content={
        <div className="gmail-popover" role="dialog" aria-label="Connect Gmail">
          <p>{message}</p>
          <Button type="primary" size="small" loading={redirecting} onClick={authorize}>
            Authorize Google Mail
          </Button>
        </div>
      }
    >
      {children}
    </Popover>
  );
}
