// The two tiers as radio cards, in the words of contracts (the same on every screen that connects Gmail or Outlook).
import { Radio } from 'antd';
import { GMAIL_TIER_CHOICE_LABEL, GMAIL_TIER_ORDER, GMAIL_TIERS, type GmailAccessTier } from 'contracts';
import './gmail.css';

interface GmailTierChoiceProps {
  value: GmailAccessTier;
  onChange: (tier: GmailAccessTier) => void;
  disabled?: boolean;
  /** The group's accessible name ('Gmail access' unless the screen names another mailbox). */
  label?: string;
}

export function GmailTierChoice({ value, onChange, disabled, label = GMAIL_TIER_CHOICE_LABEL }: GmailTierChoiceProps) {
  return (
    <Radio.Group
      className="gmail-tiers"
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as GmailAccessTier)}
    >
      {GMAIL_TIER_ORDER.map((tier) => (
        <Radio key={tier} value={tier} className={`gmail-tier${tier === value ? ' gmail-tier--chosen' : ''}`}>
          <span className="gmail-tier__label">{GMAIL_TIERS[tier].label}</span>
          <span className="gmail-tier__description">{GMAIL_TIERS[tier].description}</span>
        </Radio>
      ))}
    </Radio.Group>
  );
}
