// 'One More Step!' (product.md §4/§6): sending needs Gmail. The card offers the same two tiers as the dashboard, in the
// words of contracts (Send only chosen: privacy by default); the button goes to Google's consent and the chat
// comes back to finish scheduling.
import { useState } from 'react';
import { Button, Flex, Radio } from 'antd';
import {
  CONNECT_GMAIL,
  DEFAULT_GMAIL_TIER,
  GMAIL_ACCESS_REQUIRED,
  GMAIL_TIER_CHOICE_LABEL,
  GMAIL_TIER_ORDER,
  GMAIL_TIERS,
  ONE_MORE_STEP_TITLE,
  type GmailAccessTier,
} from 'contracts';

interface GmailConnectCardProps {
  connecting: boolean;
  onConnect: (tier: GmailAccessTier) => void;
}

export function GmailConnectCard({ connecting, onConnect }: GmailConnectCardProps) {
  const [tier, setTier] = useState<GmailAccessTier>(DEFAULT_GMAIL_TIER);
  return (
    <section className="chat-card chat-card--gmail" aria-labelledby="chat-gmail-title">
      <h2 id="chat-gmail-title" className="chat-card__title">
        {ONE_MORE_STEP_TITLE}
      </h2>
      <p>{GMAIL_ACCESS_REQUIRED}</p>
      <Flex vertical gap="middle" align="flex-start">
        <Radio.Group
          aria-label={GMAIL_TIER_CHOICE_LABEL}
          value={tier}
          disabled={connecting}
          onChange={(event) => setTier(event.target.value as GmailAccessTier)}
        >
          <Flex vertical gap="small">
            {GMAIL_TIER_ORDER.map((option) => (
              <Radio key={option} value={option}>
                <strong>{GMAIL_TIERS[option].label}</strong>
                <span className="chat-muted"> — {GMAIL_TIERS[option].description}</span>
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
        <Button type="primary" loading={connecting} onClick={() => onConnect(tier)}>
          {CONNECT_GMAIL}
        </Button>
      </Flex>
    </section>
  );
}
