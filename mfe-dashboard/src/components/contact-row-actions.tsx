import { App, Button, Space } from 'antd';
import { useState } from 'react';
import {
  CONTACT_DELETED,
  DeleteContactDocument,
  FAILED_TO_DELETE_CONTACT,
  UndoMarkRepliedDocument,
  UpdateContactDocument,
  type UpdateContactInput,
} from 'contracts';
import { useInvalidateSequence } from 'shared-ui';
import { errorText, usePageMutation } from './use-page-mutation';
import { useToast } from './use-toast';

export interface ContactRowActionsProps {
  contact: {
    id: number;
    campaignId: number;
    firstName: string;
    lastName?: string | null;
    isActive: boolean;
    status: string;
    stopReason?: string | null;
    replyUndoUntil?: string | null;
  };
  /** False in a draft sequence: nothing was scheduled, so only Delete applies. */
  sequenceActions?: boolean;
}

/** 'Nov 27, 9:30 AM' in the viewer's zone: when the undo stops being possible. */
const undoDeadline = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

const displayName = (contact: ContactRowActionsProps['contact']) =>
  [contact.firstName, contact.lastName].filter(Boolean).join(' ');

/**
 * Per-contact actions on the campaign page: pause/resume sending (isActive), mark as replied (confirmed; status
 * RESPONDED stops the sequence, and it can be undone until the next would-be send) and delete (confirmed). Each one
 * refreshes the table and the campaign's figures.
 */
export function ContactRowActions({ contact, sequenceActions = true }: ContactRowActionsProps) {
  const { modal } = App.useApp();
  const toast = useToast();
  const invalidate = useInvalidateSequence();
  const updateContact = usePageMutation(UpdateContactDocument);
  const deleteContact = usePageMutation(DeleteContactDocument);
  const undoReply = usePageMutation(UndoMarkRepliedDocument);
  const name = displayName(contact);
  const replied = contact.status === 'RESPONDED';
  // Nothing more can reach a bounced address, and a draft sent nothing: pausing or marking a reply means nothing
  // there, only Delete is offered.
  const deleteOnly = contact.stopReason === 'BOUNCED' || !sequenceActions;
  // When the row rendered first: the server refuses a late undo anyway, this only hides a button that would fail.
  const [shownAt] = useState(Date.now);
  const undoable =
    replied &&
    contact.stopReason === 'MARKED_REPLIED' &&
    contact.replyUndoUntil != null &&
    new Date(contact.replyUndoUntil).getTime() > shownAt;

  // The campaign page, this contact's own page and the lists: every screen that shows this sequence.
  const refresh = () => invalidate({ campaignId: contact.campaignId, contactId: contact.id });

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

  const undo = async () => {
    try {
      const { undoMarkReplied: result } = await undoReply.mutateAsync({ contactId: contact.id });
      if (!result.success) {
        toast.error(result.message);
        return;
      }
      toast.success(result.message);
      await refresh();
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  const confirmReplied = () =>
    modal.confirm({
      title: `Mark ${name} as replied?`,
      content: 'No more emails will be sent in this sequence. You can undo this until the next email would have gone out.',
      okText: 'Mark as replied',
      cancelText: 'Cancel',
      onOk: () => update({ status: 'RESPONDED' }, `${name} marked as replied: the sequence stops.`),
    });

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
      {deleteOnly ? null : (
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
      )}
      {deleteOnly ? null : undoable ? (
        <Button
          size="small"
          aria-label={`Undo mark as replied: ${name}`}
          title={`Possible until ${undoDeadline(contact.replyUndoUntil!)}`}
          loading={undoReply.isPending}
          onClick={undo}
        >
          Undo replied
        </Button>
      ) : (
        <Button
          size="small"
          aria-label={`Mark as replied: ${name}`}
          loading={updateContact.isPending && updateContact.variables?.data.status != null}
          disabled={replied}
          onClick={confirmReplied}
        >
          Mark as replied
        </Button>
      )}
      <Button size="small" danger aria-label={`Delete ${name}`} loading={deleteContact.isPending} onClick={confirmDelete}>
        Delete
      </Button>
    </Space>
  );
}
