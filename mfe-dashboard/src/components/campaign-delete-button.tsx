import { App, Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { CAMPAIGN_DELETED, DeleteCampaignDocument, FAILED_TO_DELETE_CAMPAIGN } from 'contracts';
import { useInvalidateSequence } from 'shared-ui';
import { useDashboardPaths } from './dashboard-paths';
import { usePageMutation } from './use-page-mutation';
import { useToast } from './use-toast';

interface CampaignDeleteButtonProps {
  campaignId: number;
  name: string;
}

/**
 * Deletes a campaign after a confirmation that says what happens: its scheduled emails are cancelled at once and its
 * data is purged (the privacy page promises deletion within 30 days). Back to the list afterwards.
 */
export function CampaignDeleteButton({ campaignId, name }: CampaignDeleteButtonProps) {
  const { modal } = App.useApp();
  const toast = useToast();
  const navigate = useNavigate();
  const paths = useDashboardPaths();
  const invalidate = useInvalidateSequence();
  const deleteCampaign = usePageMutation(DeleteCampaignDocument);

  const remove = async () => {
    try {
      const { deleteCampaign: result } = await deleteCampaign.mutateAsync({ id: campaignId });
      if (!result.success) {
        toast.error(result.message || FAILED_TO_DELETE_CAMPAIGN);
        return;
      }
      toast.success(result.message || CAMPAIGN_DELETED);
      // Off its page first: the page would otherwise ask again for the campaign that is gone.
      navigate(paths.campaigns, { replace: true });
      await invalidate({ campaignId });
    } catch {
      toast.error(FAILED_TO_DELETE_CAMPAIGN);
    }
  };

  const confirm = () =>
    modal.confirm({
      title: `Delete ${name}?`,
      content:
        'Scheduled emails of this sequence are cancelled at once. The sequence, its contacts and their email history are ' +
        'then deleted for good within a day. This cannot be undone.',
      okText: 'Delete sequence',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: remove,
    });

  return (
    <Button danger onClick={confirm} loading={deleteCampaign.isPending}>
      Delete
    </Button>
  );
}
