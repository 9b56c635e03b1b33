import { Card, Descriptions } from 'antd';
import { Link } from 'react-router-dom';
import { GetSingleCampaignDocument, TIMEZONES } from 'contracts';
import { PageHeading, StatusBadge, useGraphQLQuery } from 'shared-ui';
import { CampaignContactsTable } from '../components/campaign-contacts-table';
import { CampaignNotFound } from '../components/campaign-not-found';
import { useCampaignId } from '../components/use-campaign-id';
import { useDashboardPaths } from '../components/dashboard-paths';
import { formatDateTime } from '../components/format';
import { PageLoading } from '../components/page-state';

const timezoneLabel = (value: string) => TIMEZONES.find((zone) => zone.value === value)?.label ?? value;

/** /dashboard/campaigns/:campaignId: a simple version (the pause toggle and Gmail banner come later). */
export function CampaignDetailPage() {
  const campaignId = useCampaignId();
  if (campaignId === null) return <CampaignNotFound />;
  return <CampaignDetail campaignId={campaignId} />;
}

function CampaignDetail({ campaignId }: { campaignId: number }) {
  const paths = useDashboardPaths();
  const { data, isPending } = useGraphQLQuery(GetSingleCampaignDocument, { filter: { id: campaignId } });
  if (isPending) return <PageLoading />;
  const campaign = data?.campaign.campaign;
  if (!campaign) return <CampaignNotFound />;

  return (
    <div className="db-page">
      <PageHeading
        title={
          <span className="db-title-with-badge">
            {campaign.name} <StatusBadge kind="campaign" isActive={campaign.isActive} />
          </span>
        }
        subtitle={<Link to={paths.campaigns}>← Back to Sequences</Link>}
        actions={
          <>
            <Link to={paths.editCampaign(campaign.id)}>Edit Campaign</Link>
            <Link to={paths.emailSequences(campaign.id)}>Edit Mail Sequence</Link>
          </>
        }
      />
      <Card className="db-section">
        <Descriptions
          column={{ xs: 1, sm: 2, lg: 4 }}
          items={[
            { key: 'timezone', label: 'Timezone', children: timezoneLabel(campaign.timezone) },
            { key: 'weekends', label: 'Weekends', children: campaign.excludeWeekends ? 'Skipped' : 'Included' },
            { key: 'emails', label: 'Emails in sequence', children: campaign.sequenceSize },
            { key: 'last-sent', label: 'Last email sent', children: formatDateTime(campaign.lastEmailSentAt) },
          ]}
        />
      </Card>
      <Card title="Contacts" className="db-section">
        <CampaignContactsTable campaignId={campaign.id} />
      </Card>
    </div>
  );
}
