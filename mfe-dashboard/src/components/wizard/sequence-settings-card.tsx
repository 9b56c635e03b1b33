import { useState } from 'react';
import { Card } from 'antd';
import { UpdateCampaignDocument, failedToUpdateCampaign } from 'contracts';
import { executeGraphQL } from 'shared-ui';
import { CampaignSettingsForm, type CampaignSettingsValues } from '../campaign-settings-form';
import { useToast } from '../use-toast';

interface SequenceSettingsCardProps {
  campaignId: number;
  settings: CampaignSettingsValues;
  onSaved: (settings: CampaignSettingsValues) => void;
}

/** The sequence's name, timezone and weekend switch on step 2, saved with updateCampaign. */
export function SequenceSettingsCard({ campaignId, settings, onSaved }: SequenceSettingsCardProps) {
  const toast = useToast();
  const [saving, setSaving] = useState(false);

  const save = async (values: CampaignSettingsValues) => {
    setSaving(true);
    try {
      const { updateCampaign } = await executeGraphQL(UpdateCampaignDocument, { id: campaignId, data: values });
      onSaved({ name: updateCampaign.name, timezone: updateCampaign.timezone, excludeWeekends: updateCampaign.excludeWeekends });
      toast.success('Sequence settings saved');
    } catch (error) {
      toast.error(failedToUpdateCampaign(error instanceof Error ? error.message : String(error)));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title="Sequence settings" className="db-section" size="small">
      <CampaignSettingsForm initialValues={settings} submitLabel="Save Settings" submitting={saving} onSubmit={save} />
    </Card>
  );
}
