import { App, Button } from 'antd';
import { useState } from 'react';
import { UpdateCampaignDocument, campaignToggleTitle, campaignToggledMessage, failedToUpdateCampaignStatus } from 'contracts';
import { useInvalidateSequence } from 'shared-ui';
import { errorText, usePageMutation } from './use-page-mutation';
import { useToast } from './use-toast';

interface CampaignStatusToggleProps {
  campaignId: number;
  isActive: boolean;
}

/** Pause / Activate with the product.md §4 confirmation and toasts; the badges refresh from the server's answer. */
export function CampaignStatusToggle({ campaignId, isActive }: CampaignStatusToggleProps) {
  const { modal } = App.useApp();
  const toast = useToast();
  const invalidate = useInvalidateSequence();
  const updateCampaign = usePageMutation(UpdateCampaignDocument);
  // True while the confirmation waits for the server: the dialog's own button shows the spinner, this one is only
  // disabled (no second spinner behind the dialog).
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    setBusy(true);
    try {
      const { updateCampaign: campaign } = await updateCampaign.mutateAsync({
        id: campaignId,
        data: { isActive: !isActive },
      });
      toast.success(campaignToggledMessage(campaign.isActive));
      // Paused or running shows on the campaign, on each of its contacts' pages and in the lists.
      await invalidate({ campaignId });
    } catch (error) {
      toast.error(failedToUpdateCampaignStatus(errorText(error)));
    } finally {
      setBusy(false);
    }
  };

  const confirm = () =>
    modal.confirm({
      title: campaignToggleTitle(isActive),
      content: isActive
        ? 'No more emails of this sequence go out until you activate it again.'
        : 'Scheduled emails of this sequence will go out again.',
      okText: isActive ? 'Pause sequence' : 'Activate sequence',
      cancelText: 'Cancel',
      // Returning the promise keeps the dialog open (its button loading) until the server has answered.
      onOk: toggle,
    });

  return (
    <Button type={isActive ? 'default' : 'primary'} onClick={confirm} disabled={busy}>
      {isActive ? 'Pause' : 'Activate'}
    </Button>
  );
}
