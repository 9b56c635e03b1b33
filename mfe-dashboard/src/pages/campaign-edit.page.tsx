import { Card } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { GetSingleCampaignDocument, UpdateCampaignDocument, failedToUpdateCampaign, sequenceSettingsSavedText } from 'contracts';
import { browserTimezone } from '../components/contact-form/contact-form-values';
import { PageHeading, useGraphQLQuery, useInvalidateSequence } from 'shared-ui';
import { CampaignNotFound } from '../components/campaign-not-found';
import { CampaignSettingsForm, settingsValuesOf, type CampaignSettingsValues } from '../components/campaign-settings-form';
import { useDashboardPaths } from '../components/dashboard-paths';
import { PageLoading } from '../components/page-state';
import { useCampaignId } from '../components/use-campaign-id';
import { errorText, usePageMutation } from '../components/use-page-mutation';
import { useToast } from '../components/use-toast';
import { useSequenceRecipients } from '../components/wizard/use-sequence-recipients';

/** /dashboard/campaigns/:campaignId/edit: change name, timezone and weekends, then back to the campaign. */
export function CampaignEditPage() {
  const campaignId = useCampaignId();
  if (campaignId === null) return <CampaignNotFound />;
  return <CampaignEdit campaignId={campaignId} />;
}

function CampaignEdit({ campaignId }: { campaignId: number }) {
  const paths = useDashboardPaths();
  const navigate = useNavigate();
  const toast = useToast();
  const invalidate = useInvalidateSequence();
  const { data, isPending } = useGraphQLQuery(GetSingleCampaignDocument, { filter: { id: campaignId } });
  const updateCampaign = usePageMutation(UpdateCampaignDocument);
  // The first recipient's address, so the form says 'guessed from mercari.co.jp' as the sequence's page does.
  const recipientEmail = useSequenceRecipients(campaignId, null).recipients[0]?.email ?? null;

  if (isPending) return <PageLoading />;
  const campaign = data?.campaign.campaign;
  if (!campaign) return <CampaignNotFound />;

  const submit = async (values: CampaignSettingsValues) => {
    try {
      const { updateCampaign: saved } = await updateCampaign.mutateAsync({ id: campaign.id, data: values });
      // A new zone or weekend switch re-planned the unsent emails: say when the next one now goes.
      toast.success(sequenceSettingsSavedText(saved.nextSendAt ?? null, saved.timezone, browserTimezone(saved.timezone)));
    } catch (error) {
      toast.error(failedToUpdateCampaign(errorText(error)));
      return;
    }
    // A zone or weekend change re-planned every unsent email: every screen of this sequence (its page, its contacts'
    // pages, the chat's block) reads the new plan.
    await invalidate({ campaignId: campaign.id });
    navigate(paths.campaign(campaign.id));
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
          initialValues={settingsValuesOf(campaign)}
          submitLabel="Update Campaign"
          submitting={updateCampaign.isPending}
          onSubmit={submit}
          recipientEmail={recipientEmail}
        />
      </Card>
    </div>
  );
}
