import { useState } from 'react';
import { Card } from 'antd';
import { UpdateCampaignDocument, failedToUpdateCampaign, sequenceSettingsSavedText } from 'contracts';
import { executeGraphQL } from 'shared-ui';
import { CampaignSettingsForm, settingsValuesOf, type CampaignSettingsValues } from '../campaign-settings-form';
import { browserTimezone } from '../contact-form/contact-form-values';
import { useSequenceRecipients } from './use-sequence-recipients';
import { useToast } from '../use-toast';

interface SequenceSettingsCardProps {
  campaignId: number;
  settings: CampaignSettingsValues;
  onSaved: (settings: CampaignSettingsValues) => void;
}

/**
 * The sequence's name, timezone and weekend switch on step 2, saved with updateCampaign (which re-plans unsent emails
 * at once); the form says why the zone is what it is, the toast when the next email now goes.
 */
export function SequenceSettingsCard({ campaignId, settings, onSaved }: SequenceSettingsCardProps) {
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const recipientEmail = useSequenceRecipients(campaignId, null).recipients[0]?.email ?? null;

  const save = async (values: CampaignSettingsValues) => {
    setSaving(true);
    try {
      const { updateCampaign } = await executeGraphQL(UpdateCampaignDocument, { id: campaignId, data: values });
      onSaved(settingsValuesOf(updateCampaign));
      toast.success(
        sequenceSettingsSavedText(
          updateCampaign.nextSendAt ?? null,
          updateCampaign.timezone,
          browserTimezone(updateCampaign.timezone),
        ),
      );
    } catch (error) {
      toast.error(failedToUpdateCampaign(error instanceof Error ? error.message : String(error)));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title="Sequence settings" className="db-section" size="small">
      <CampaignSettingsForm
        initialValues={settings}
        submitLabel="Save Settings"
        submitting={saving}
        onSubmit={save}
        recipientEmail={recipientEmail}
      />
    </Card>
  );
}
