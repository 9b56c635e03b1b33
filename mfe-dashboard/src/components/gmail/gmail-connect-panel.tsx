// The one 'Connect Gmail' prompt of the dashboard (inside the Add Contact dialog, the wizard's popovers, the
// campaign banner's dialog and the settings card): both tiers explained, Send only chosen by default (privacy by
// default), 'Connect Gmail' and 'Not now'. Google comes back to the exact page (path and query) the user left.
import { Button, Space } from 'antd';
import { CONNECT_GMAIL, DEFAULT_GMAIL_TIER, GMAIL_CONNECT_INTRO, NOT_NOW, type GmailAccessTier } from 'contracts';
import { useState } from 'react';
import { GmailTierChoice } from './gmail-tier-choice';
import { useKeepPlace } from './keep-place';
import { useCurrentUrl } from './use-current-url';
import { useGmailAuthorization } from './use-gmail-authorization';
import './gmail.css';

export interface GmailConnectPanelProps {
  /** Where Google comes back to; the current path and query by default. */
  returnTo?: string;
  /** Why Gmail is needed right now (e.g. the §8 message of a refused action), above the choice. */
  message?: string;
  initialTier?: GmailAccessTier;
  /** The connect button's text ('Connect Gmail'; the settings card keeps the spec's 'Authorize Google Mail'). */
  connectLabel?: string;
  /** 'Not now' closes the prompt and lets the user go on without Gmail; without it the button is not shown. */
  onNotNow?: () => void;
  /** Runs right before the browser leaves for Google, after the enclosing page saved its place. */
  beforeLeave?: () => void;
  size?: 'small' | 'middle';
}

export function GmailConnectPanel({
  returnTo,
  message,
  initialTier = DEFAULT_GMAIL_TIER,
  connectLabel = CONNECT_GMAIL,
  onNotNow,
  beforeLeave,
  size = 'middle',
}: GmailConnectPanelProps) {
  const currentUrl = useCurrentUrl();
  const { authorize, redirecting } = useGmailAuthorization(returnTo ?? currentUrl);
  const keepPlace = useKeepPlace();
  const [tier, setTier] = useState<GmailAccessTier>(initialTier);

  const connect = () =>
    authorize({
      tier,
      beforeLeave: () => {
        keepPlace?.();
        beforeLeave?.();
      },
    });

  return (
    <div className={`gmail-connect gmail-connect--${size}`}>
      {message ? <p className="gmail-connect__message">{message}</p> : null}
      <p className="gmail-connect__intro">{GMAIL_CONNECT_INTRO}</p>
      <GmailTierChoice value={tier} onChange={setTier} disabled={redirecting} />
      <Space className="gmail-connect__actions">
        {onNotNow ? (
          <Button size={size} onClick={onNotNow} disabled={redirecting}>
            {NOT_NOW}
          </Button>
        ) : null}
        <Button type="primary" size={size} loading={redirecting} onClick={() => void connect()}>
          {connectLabel}
        </Button>
      </Space>
    </div>
  );
}
