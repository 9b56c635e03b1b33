import { countOf, type GetAllCampaignsQuery } from 'contracts';
import { StatusBadge } from 'shared-ui';
import { relativeTimeFrom } from './format';
import { VisuallyHidden } from './visually-hidden';

export type CampaignListItem = GetAllCampaignsQuery['campaigns']['edges'][number]['node'];

interface CampaignCardProps {
  campaign: CampaignListItem;
  onOpen: (campaignId: number) => void;
}

const OPENS_HINT =
  'Approximate: some mail apps load images without anyone opening the email, and others block them, hiding real opens.';

/** One sequence in the list (product.md §2): name, activity line and three figures. */
export function CampaignCard({ campaign, onOpen }: CampaignCardProps) {
  const figures = [
    { label: 'Contacts', value: campaign.contacts, hint: undefined },
    { label: 'Emails Sent', value: campaign.emailsSent, hint: undefined },
    // Spec §2 showed emailsSent here; issue 15 asks for real opens, said to be approximate.
    { label: 'Opens', value: campaign.emailsOpened, hint: OPENS_HINT },
  ];
  return (
    // A plain card (not antd's): the list renders up to 20 of them on the first page after sign-in.
    <div
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
        <h2 className="db-campaign-card__name">{campaign.name}</h2>
        <StatusBadge kind="campaign" isActive={campaign.isActive} isDraft={campaign.isDraft} />
      </div>
      <p className="db-muted db-campaign-card__meta">
        {countOf(campaign.contacts, 'contact')} • Last activity: {relativeTimeFrom(campaign.updatedAt)}
      </p>
      <dl className="db-figures">
        {figures.map(({ label, value, hint }) => (
          <div key={label} className="db-figure">
            <dt className="db-muted">
              {hint ? (
                // The hint shows on hover; screen readers get the label and the hint as text.
                <>
                  <span className="db-figure__hinted db-hint" data-hint={hint} aria-hidden="true">
                    {label}*
                  </span>
                  <VisuallyHidden>{`${label} (approximate). ${hint}`}</VisuallyHidden>
                </>
              ) : (
                label
              )}
            </dt>
            <dd data-testid={`${label}-${campaign.id}`}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
