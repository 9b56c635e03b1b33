import { Card } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { GetSingleCampaignDocument, UpdateCampaignDocument, failedToUpdateCampaign } from 'contracts';
import { PageHeading, useGraphQLMutation, useGraphQLQuery } from 'shared-ui';
import { CampaignNotFound } from '../components/campaign-not-found';
import { CampaignSettingsForm, type CampaignSettingsValues } from '../components/campaign-settings-form';
import { useCampaignId } from '../components/use-campaign-id';
import { useDashboardPaths } from '../components/dashboard-paths';
import { PageLoading } from '../components/page-state';

/** /dashboard/campaigns/:campaignId/edit: change name, timezone and weekends, then back to the campaign. */
export function CampaignEditPage() {
  const campaignId = useCampaignId();
  if (campaignId === null) return <CampaignNotFound />;
  return <CampaignEdit campaignId={campaignId} />;
}

function CampaignEdit({ campaignId }: { campaignId: number }) {
  const paths = useDashboardPaths();
  const navigate = useNavigate();
  const { data, isPending } = useGraphQLQuery(GetSingleCampaignDocument, { filter: { id: campaignId } });
  const updateCampaign = useGraphQLMutation(UpdateCampaignDocument);

  if (isPending) return <PageLoading />;
  const campaign = data?.campaign.campaign;
  if (!campaign) return <CampaignNotFound />;

  const submit = async (values: CampaignSettingsValues) => {
    try {
      await updateCampaign.mutateAsync({ id: campaign.id, data: values });
      navigate(paths.campaign(campaign.id));
    } catch (error) {
      // The data layer has shown the toast; keep the detail for debugging.
      console.error(failedToUpdateCampaign(error instanceof Error ? error.message : String(error)));
    }
  };

  return (
    <div className="db-page db-page--narrow">
      <PageHeading
        title={campaign.name}
        subtitle="Edit your email campaign details"
        actions={<Link to={paths.emailSequences(campaign.id)}>Edit Mail Sequence</Link>}
      />
      <Card>
        <CampaignSettingsForm
          initialValues={{ name: campaign.name, timezone: campaign.timezone, excludeWeekends: campaign.excludeWeekends }}
          submitLabel="Update Campaign"
          submitting={updateCampaign.isPending}
          onSubmit={submit}
        />
      </Card>
    </div>
  );
}
