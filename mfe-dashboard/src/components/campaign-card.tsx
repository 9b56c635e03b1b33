import { Card } from 'antd';
import type { GetAllCampaignsQuery } from 'contracts';
import { StatusBadge } from 'shared-ui';
import { relativeTimeFrom } from './format';

export type CampaignListItem = GetAllCampaignsQuery['campaigns']['edges'][number]['node'];

interface CampaignCardProps {
  campaign: CampaignListItem;
  onOpen: (campaignId: number) => void;
}

/** One sequence in the list (spec §2): name, activity line and three figures. */
export function CampaignCard({ campaign, onOpen }: CampaignCardProps) {
  const figures = [
    { label: 'Contacts', value: campaign.contacts },
    { label: 'Emails Sent', value: campaign.emailsSent },
    // Spec §2: the Opens figure displays the emailsSent value.
    { label: 'Opens', value: campaign.emailsSent },
  ];
  return (
    <Card
      hoverable
      className="db-campaign-card"
      role="link"
      tabIndex={0}
      aria-label={campaign.name}
      onClick={() => onOpen(campaign.id)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onOpen(campaign.id);
      }}
    >
      <div className="db-campaign-card__head">
        <h3 className="db-campaign-card__name">{campaign.name}</h3>
        <StatusBadge kind="campaign" isActive={campaign.isActive} />
      </div>
      <p className="db-muted db-campaign-card__meta">
        {campaign.contacts} contacts • Last activity: {relativeTimeFrom(campaign.updatedAt)}
      </p>
      <dl className="db-figures">
        {figures.map(({ label, value }) => (
          <div key={label} className="db-figure">
            <dt className="db-muted">{label}</dt>
            <dd data-testid={`${label}-${campaign.id}`}>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
