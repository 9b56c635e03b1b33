// 'One More Step!' (product.md §4/§6): sending needs a mailbox. The card offers the same two tiers as the dashboard, in
// the words of contracts (Send only chosen: privacy by default), and 'Connect Gmail' and 'Connect Outlook' (the
// user's mailbox first); the button goes to Google's or Microsoft's consent and the chat comes back to finish
// scheduling. Its words name the user's mailbox, Gmail's exactly for a Gmail user, "your mailbox" before any.
import { useState } from 'react';
import { Button, Flex, Radio } from 'antd';
import {
  CONNECT_GMAIL,
  CONNECT_OUTLOOK,
  DEFAULT_GMAIL_TIER,
  GMAIL_TIER_ORDER,
  GMAIL_TIERS,
  ONE_MORE_STEP_TITLE,
  mailAccessRequired,
  mailTierChoiceLabel,
  type GmailAccessTier,
  type MailProvider,
} from 'contracts';
import { useMailbox } from 'shared-ui';

interface MailboxConnectCardProps {
  connecting: boolean;
  onConnect: (provider: MailProvider, tier: GmailAccessTier) => void;
}

const CONNECT_LABELS: Readonly<Record<MailProvider, string>> = { GMAIL: CONNECT_GMAIL, OUTLOOK: CONNECT_OUTLOOK };

export function MailboxConnectCard({ connecting, onConnect }: MailboxConnectCardProps) {
  const [tier, setTier] = useState<GmailAccessTier>(DEFAULT_GMAIL_TIER);
  const { provider } = useMailbox();
  const order: MailProvider[] = provider === 'OUTLOOK' ? ['OUTLOOK', 'GMAIL'] : ['GMAIL', 'OUTLOOK'];
  return (
    <section className="chat-card chat-card--gmail" aria-labelledby="chat-gmail-title">
      <h2 id="chat-gmail-title" className="chat-card__title">
        {ONE_MORE_STEP_TITLE}
      </h2>
      <p>{mailAccessRequired(provider)}</p>
      <Flex vertical gap="middle" align="flex-start">
        <Radio.Group
          aria-label={mailTierChoiceLabel(provider)}
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
        <Flex gap="small" wrap>
          {order.map((choice, index) => (
            <Button
              key={choice}
              type={index === 0 ? 'primary' : 'default'}
              loading={connecting && index === 0}
              disabled={connecting}
              onClick={() => onConnect(choice, tier)}
            >
              {CONNECT_LABELS[choice]}
            </Button>
          ))}
        </Flex>
      </Flex>
    </section>
  );
}
