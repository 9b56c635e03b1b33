import {
  CAMPAIGN_EMAIL_BADGE_LABELS,
  CAMPAIGN_EMAIL_STATUS_LABELS,
  campaignStatusLabel,
  contactBadgeLabel,
  contactStatusLabel,
  type CampaignEmailStatus,
  type ContactStatus,
  type SequenceStopReason,
} from 'contracts';
import './components.css';

export type StatusBadgeProps =
  /** 'detail' = campaign page wording (Responded, Follow up #n); 'list' = contacts list (Response Received ...). */
  | {
      kind: 'contact';
      status: ContactStatus;
      emailsSent: number;
      variant?: 'detail' | 'list';
      /** A stop by a 'left the company' notice or a bounce is named instead of the progress. */
      stopReason?: SequenceStopReason | null;
    }
  /** 'timeline' = history wording (Delivered, Responded); 'badge' = contact details (Opened, Response Received). */
  | { kind: 'email'; status: CampaignEmailStatus; variant?: 'timeline' | 'badge' }
  | { kind: 'campaign'; isActive: boolean; isDraft?: boolean };

const CONTACT_COLORS: Record<ContactStatus, string> = {
  RESPONDED: 'green',
  NO_RESPONSE: 'purple',
  ERROR: 'red',
  IN_PROGRESS: 'blue',
};

const EMAIL_COLORS: Record<CampaignEmailStatus, string> = {
  SCHEDULED: 'gold',
  SENT: 'blue',
  OPENED: 'cyan',
  RECEIVED: 'green',
  ERROR: 'red',
  NO_RESPONSE: 'default',
};

function describe(props: StatusBadgeProps): { label: string; color: string } {
  switch (props.kind) {
    case 'contact': {
      const label =
        props.variant === 'list'
          ? contactBadgeLabel(props.status, props.emailsSent, props.stopReason)
          : contactStatusLabel(props.status, props.emailsSent, props.stopReason);
      const notStarted = props.status === 'IN_PROGRESS' && props.emailsSent <= 0;
      return { label, color: notStarted ? 'default' : CONTACT_COLORS[props.status] };
    }
    case 'email': {
      const labels = props.variant === 'badge' ? CAMPAIGN_EMAIL_BADGE_LABELS : CAMPAIGN_EMAIL_STATUS_LABELS;
      return { label: labels[props.status], color: EMAIL_COLORS[props.status] };
    }
    case 'campaign':
      if (props.isDraft) return { label: campaignStatusLabel(props.isActive, true), color: 'default' };
      return { label: campaignStatusLabel(props.isActive), color: props.isActive ? 'green' : 'orange' };
  }
}

/** Coloured status label for a contact, an email or a campaign, with the product.md §4 labels from contracts. */
export function StatusBadge(props: StatusBadgeProps) {
  const { label, color } = describe(props);
  return (
    <span className={color === 'default' ? 'sui-badge' : `sui-badge sui-badge--${color}`} data-status={label}>
      {label}
    </span>
  );
}
