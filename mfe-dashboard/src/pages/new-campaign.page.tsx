import { Card } from 'antd';
import { useNavigate } from 'react-router-dom';
import {
  CAMPAIGN_CREATED,
  CreateCampaignDocument,
  DEFAULT_TIMEZONE,
  EXCLUDE_WEEKENDS_DEFAULT,
  FAILED_TO_CREATE_CAMPAIGN,
} from 'contracts';
import { PageHeading, useGraphQLMutation } from 'shared-ui';
import { CampaignSettingsForm, type CampaignSettingsValues } from '../components/campaign-settings-form';
import { useDashboardPaths } from '../components/dashboard-paths';
import { useToast } from '../components/use-toast';

const INITIAL_VALUES: CampaignSettingsValues = {
  name: '',
  timezone: DEFAULT_TIMEZONE,
  excludeWeekends: EXCLUDE_WEEKENDS_DEFAULT,
};

/** /dashboard/campaigns/new: create the sequence, then write its emails. */
export function NewCampaignPage() {
  const paths = useDashboardPaths();
  const navigate = useNavigate();
  const toast = useToast();
  const createCampaign = useGraphQLMutation(CreateCampaignDocument);

  const submit = async (values: CampaignSettingsValues) => {
    try {
      const { createCampaign: result } = await createCampaign.mutateAsync({ data: { ...values, isActive: true } });
      if (!result.success || !result.campaign) {
        toast.error(result.message || FAILED_TO_CREATE_CAMPAIGN);
        return;
      }
      toast.success(CAMPAIGN_CREATED);
      navigate(paths.emailSequences(result.campaign.id));
    } catch (error) {
      // Spec §8: creation errors are only logged (the data layer has already shown its own toast).
      console.error(FAILED_TO_CREATE_CAMPAIGN, error);
    }
  };

  return (
    <div className="db-page db-page--narrow">
      <PageHeading title="Set Up Your Campaign Basics" subtitle="Name your sequence and choose when emails go out." />
      <Card>
        <CampaignSettingsForm
          initialValues={INITIAL_VALUES}
          submitLabel="Continue"
          submitting={createCampaign.isPending}
          onSubmit={submit}
        />
      </Card>
    </div>
  );
}
