// The one connect-mailbox prompt of the dashboard outside Settings (inside the Add Contact dialog, the wizard's
// popovers and the campaign banner's dialog): both tiers explained, Send only chosen by default (privacy by default),
// 'Connect Gmail', 'Connect Outlook' and 'Not now'. The connected provider's button comes first and the words name it
// ("your mailbox" before any was connected). Google and Microsoft come back to the exact page (path and query) the
// user left.
import { Button, Space } from 'antd';
import {
  CONNECT_GMAIL,
  CONNECT_OUTLOOK,
  DEFAULT_GMAIL_TIER,
  NOT_NOW,
  mailConnectIntro,
  mailTierChoiceLabel,
  type GmailAccessTier,
  type MailProvider,
} from 'contracts';
import { useState } from 'react';
import { useMailbox } from 'shared-ui';
import { GmailTierChoice } from './gmail-tier-choice';
import { useKeepPlace } from './keep-place';
import { useCurrentUrl } from './use-current-url';
import { useGmailAuthorization } from './use-gmail-authorization';
import { useOutlookAuthorization } from './use-outlook-authorization';
import './gmail.css';

export interface MailboxConnectPanelProps {
  /** Where Google or Microsoft comes back to; the current path and query by default. */
  returnTo?: string;
  /** Why a mailbox is needed right now (e.g. the §8 message of a refused action), above the choice. */
  message?: string;
  initialTier?: GmailAccessTier;
  /** 'Not now' closes the prompt and lets the user go on without a mailbox; without it the button is not shown. */
  onNotNow?: () => void;
  /** Runs right before the browser leaves for the consent, after the enclosing page saved its place. */
  beforeLeave?: () => void;
  size?: 'small' | 'middle';
}

const CONNECT_LABELS: Readonly<Record<MailProvider, string>> = { GMAIL: CONNECT_GMAIL, OUTLOOK: CONNECT_OUTLOOK };

export function MailboxConnectPanel({
  returnTo,
  message,
  initialTier = DEFAULT_GMAIL_TIER,
  onNotNow,
  beforeLeave,
  size = 'middle',
}: MailboxConnectPanelProps) {
  const currentUrl = useCurrentUrl();
  const { provider } = useMailbox();
  const gmail = useGmailAuthorization(returnTo ?? currentUrl);
  const outlook = useOutlookAuthorization(returnTo ?? currentUrl);
  const keepPlace = useKeepPlace();
  const [tier, setTier] = useState<GmailAccessTier>(initialTier);
  const redirecting = gmail.redirecting || outlook.redirecting;

  const leave = () => {
    keepPlace?.();
    beforeLeave?.();
  };
  const connect = (choice: MailProvider) => void (choice === 'OUTLOOK' ? outlook : gmail).authorize({ tier, beforeLeave: leave });
  // The mailbox the user has is the likely choice; Gmail first otherwise (the spec's).
  const order: MailProvider[] = provider === 'OUTLOOK' ? ['OUTLOOK', 'GMAIL'] : ['GMAIL', 'OUTLOOK'];

  return (
    <div className={`gmail-connect gmail-connect--${size}`}>
      {message ? <p className="gmail-connect__message">{message}</p> : null}
      <p className="gmail-connect__intro">{mailConnectIntro(provider)}</p>
      <GmailTierChoice value={tier} onChange={setTier} disabled={redirecting} label={mailTierChoiceLabel(provider)} />
      <Space className="gmail-connect__actions" wrap>
        {onNotNow ? (
          <Button size={size} onClick={onNotNow} disabled={redirecting}>
            {NOT_NOW}
          </Button>
        ) : null}
        {order.map((choice, index) => {
          const mine = choice === 'OUTLOOK' ? outlook : gmail;
          return (
            <Button
              key={choice}
              type={index === 0 ? 'primary' : 'default'}
              size={size}
              loading={mine.redirecting}
              disabled={redirecting && !mine.redirecting}
              onClick={() => connect(choice)}
            >
              {CONNECT_LABELS[choice]}
            </Button>
          );
        })}
      </Space>
    </div>
  );
}
