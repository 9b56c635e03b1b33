import { Card } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  CAMPAIGN_CREATED,
  CreateCampaignDocument,
  EXCLUDE_WEEKENDS_DEFAULT,
  FAILED_TO_CREATE_CAMPAIGN,
  TRACK_OPENS_DEFAULT,
  GetSingleCampaignDocument,
  UpdateCampaignDocument,
  failedToUpdateCampaign,
  proposeSendZone,
} from 'contracts';
import { PageHeading, useGraphQLMutation, useGraphQLQuery } from 'shared-ui';
import { CampaignSettingsForm, settingsValuesOf, type CampaignSettingsValues } from '../components/campaign-settings-form';
import { browserTimezone } from '../components/contact-form/contact-form-values';
import { useDashboardPaths } from '../components/dashboard-paths';
import { parseId } from '../components/format';
import { PageError } from '../components/page-state';
import { useToast } from '../components/use-toast';
import { addContactUrl, campaignBasicsUrl } from '../components/wizard-location';
import { WizardSteps } from '../components/wizard-steps';

/**
 * A new sequence starts in the browser's zone (no recipient yet; the zone rule of product.md §10): adding the contact
 * next replaces it with their domain's guess unless the user picked a zone here.
 */
function initialValues(): CampaignSettingsValues {
  const proposal = proposeSendZone({ browserZone: browserTimezone('') });
  return {
    name: '',
    timezone: proposal.zone,
    timezoneSource: proposal.source,
    excludeWeekends: EXCLUDE_WEEKENDS_DEFAULT,
    trackOpens: TRACK_OPENS_DEFAULT,
  };
}

/**
 * /dashboard/campaigns/new: step 1 of 'New Sequence', the campaign basics; then the contact (/dashboard/contacts/new
 * ?campaignId=), then the emails. Coming back (`?campaignId=`, which replaces this entry once the campaign exists) shows
 * the values saved and updates that campaign instead of creating another.
 */
export function NewCampaignPage() {
  const [searchParams] = useSearchParams();
  const campaignId = parseId(searchParams.get('campaignId') ?? undefined);
  const existing = useGraphQLQuery(
    GetSingleCampaignDocument,
    { filter: { id: campaignId ?? -1 }, contactFilter: { campaignId: campaignId ?? -1 } },
    { enabled: campaignId !== null },
  );
  const saved = existing.data?.campaign.campaign;

  let form;
  if (campaignId === null) form = <BasicsForm campaignId={null} initialValues={initialValues()} />;
  else if (existing.isPending) form = <p className="db-state">Loading....</p>;
  else if (existing.isError || !saved) form = <PageError message="Error" />;
  else {
    form = <BasicsForm key={saved.id} campaignId={saved.id} initialValues={settingsValuesOf(saved)} />;
  }

  return (
    <div className="db-page db-page--narrow">
      <WizardSteps current={0} />
      <PageHeading title="Set Up Your Campaign Basics" subtitle="Name your sequence and choose when emails go out." />
      <Card>{form}</Card>
    </div>
  );
}

function BasicsForm({ campaignId, initialValues }: { campaignId: number | null; initialValues: CampaignSettingsValues }) {
  const paths = useDashboardPaths();
  const navigate = useNavigate();
  const toast = useToast();
  const createCampaign = useGraphQLMutation(CreateCampaignDocument);
  const updateCampaign = useGraphQLMutation(UpdateCampaignDocument);

  /** On to the contact; Back from there comes to this campaign's basics, never to a blank form. */
  const next = (id: number) => {
    navigate(campaignBasicsUrl(paths, id), { replace: true });
    navigate(addContactUrl(paths, id));
  };

  const submit = async (values: CampaignSettingsValues) => {
    if (campaignId !== null) {
      try {
        await updateCampaign.mutateAsync({ id: campaignId, data: values });
        next(campaignId);
      } catch (error) {
        toast.error(failedToUpdateCampaign(error instanceof Error ? error.message : String(error)));
      }
      return;
    }
    try {
      const { createCampaign: result } = await createCampaign.mutateAsync({ data: { ...values, isActive: true } });
      if (!result.success || !result.campaign) {
        toast.error(result.message || FAILED_TO_CREATE_CAMPAIGN);
        return;
      }
      toast.success(CAMPAIGN_CREATED);
      next(result.campaign.id);
    } catch (error) {
      // Spec §8: creation errors are only logged (the data layer has already shown its own toast).
      console.error(FAILED_TO_CREATE_CAMPAIGN, error);
    }
  };

  return (
    <CampaignSettingsForm
      initialValues={initialValues}
      submitLabel="Continue"
      submitting={createCampaign.isPending || updateCampaign.isPending}
      onSubmit={submit}
    />
  );
}
