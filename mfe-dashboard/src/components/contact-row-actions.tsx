import { App, Button, Space } from 'antd';
import {
  CONTACT_DELETED,
  DeleteContactDocument,
  FAILED_TO_DELETE_CONTACT,
  GetAllCampaignsDocument,
  GetCampaignEmailsDocument,
  GetContactsForCampaignDocument,
  GetSingleCampaignDocument,
  HomeDashboardDocument,
  UpdateContactDocument,
  type UpdateContactInput,
} from 'contracts';
import { useInvalidateOperations } from './use-invalidate-operations';
import { errorText, usePageMutation } from './use-page-mutation';
import { useToast } from './use-toast';

export interface ContactRowActionsProps {
  contact: { id: number; firstName: string; lastName?: string | null; isActive: boolean; status: string };
}

const displayName = (contact: ContactRowActionsProps['contact']) =>
  [contact.firstName, contact.lastName].filter(Boolean).join(' ');

/**
 * Per-contact actions on the campaign page: pause/resume sending (isActive), mark as replied (status RESPONDED,
 * which stops the sequence) and delete (confirmed). Each one refreshes the table and the campaign's figures.
 */
export function ContactRowActions({ contact }: ContactRowActionsProps) {
  const { modal } = App.useApp();
  const toast = useToast();
  const invalidate = useInvalidateOperations();
  const updateContact = usePageMutation(UpdateContactDocument);
  const deleteContact = usePageMutation(DeleteContactDocument);
  const name = displayName(contact);
  const replied = contact.status === 'RESPONDED';

  const refresh = () =>
    invalidate(
      GetContactsForCampaignDocument,
      GetCampaignEmailsDocument,
      GetSingleCampaignDocument,
      GetAllCampaignsDocument,
      HomeDashboardDocument,
    );

  const update = async (data: Omit<UpdateContactInput, 'id'>, done: string) => {
    try {
      const { updateContact: result } = await updateContact.mutateAsync({ data: { id: contact.id, ...data } });
      if (!result.success) {
        toast.error(result.message);
        return;
      }
      toast.success(done);
      await refresh();
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  const remove = async () => {
    try {
      const { deleteContact: result } = await deleteContact.mutateAsync({ id: contact.id });
      if (!result.success) {
        toast.error(FAILED_TO_DELETE_CONTACT);
        return;
      }
      toast.success(result.message || CONTACT_DELETED);
      await refresh();
    } catch {
      // Spec §8: the same text on an exception.
      toast.error(FAILED_TO_DELETE_CONTACT);
    }
  };

  const confirmDelete = () =>
    modal.confirm({
      title: `Delete ${name}?`,
      content: 'Their scheduled emails are cancelled and their email history is removed.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: remove,
    });

  return (
    <Space size={4} wrap>
      <Button
        size="small"
        aria-label={`${contact.isActive ? 'Pause' : 'Resume'} ${name}`}
        loading={updateContact.isPending && updateContact.variables?.data.isActive != null}
        disabled={replied}
        onClick={() =>
          contact.isActive
            ? update({ isActive: false }, `${name} paused: no more emails go out to them.`)
            : update({ isActive: true }, `${name} resumed.`)
        }
      >
        {contact.isActive ? 'Pause' : 'Resume'}
      </Button>
      <Button
        size="small"
        aria-label={`Mark as replied: ${name}`}
        loading={updateContact.isPending && updateContact.variables?.data.status != null}
        disabled={replied}
        onClick={() => update({ status: 'RESPONDED' }, `${name} marked as replied: the sequence stops.`)}
      >
        Mark as replied
      </Button>
      <Button size="small" danger aria-label={`Delete ${name}`} loading={deleteContact.isPending} onClick={confirmDelete}>
        Delete
      </Button>
    </Space>
  );
}
