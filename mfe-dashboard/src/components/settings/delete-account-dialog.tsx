import { useQueryClient } from '@tanstack/react-query';
import { Input, Modal, Typography } from 'antd';
import {
  ACCOUNT_DELETED_NOTICE_STATE,
  DATA_DELETION_DAYS,
  DELETE_ACCOUNT_CONFIRMATION,
  DELETE_CONFIRMATION_REQUIRED,
  SOMETHING_WENT_WRONG,
} from 'contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSessionStore } from 'shared-ui';
import { deleteAccount } from './auth-requests';
import { useSettingsNotice } from '../use-settings-notice';

/**
 * Asks the user to type DELETE, then deletes the account (the server signs them out everywhere and stops every
 * scheduled email) and leaves for the home page signed out, which confirms the deletion.
 */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const notice = useSettingsNotice();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [deleting, setDeleting] = useState(false);
  const confirmed = typed.trim() === DELETE_ACCOUNT_CONFIRMATION;

  const close = () => {
    setTyped('');
    onClose();
  };

  const confirm = async () => {
    if (!confirmed) return;
    setDeleting(true);
    try {
      const result = await deleteAccount();
      if (!result.ok) {
        notice.error(result.message ?? SOMETHING_WENT_WRONG);
        setDeleting(false);
        return;
      }
    } catch {
      notice.error(SOMETHING_WENT_WRONG);
      setDeleting(false);
      return;
    }
    // Nothing of the deleted account stays in memory; the session guard treats this like a sign-out (home, not login).
    queryClient.clear();
    useSessionStore.setState({ user: null, status: 'unauthenticated', signedOutByUser: true });
    navigate('/', { replace: true, state: { notice: ACCOUNT_DELETED_NOTICE_STATE } });
  };

  return (
    <Modal
      open={open}
      title="Delete your account?"
      okText="Delete Account"
      okButtonProps={{ danger: true, disabled: !confirmed, loading: deleting }}
      cancelButtonProps={{ disabled: deleting }}
      onOk={confirm}
      onCancel={close}
      destroyOnHidden
    >
      <Typography.Paragraph>
        You will be signed out everywhere and every scheduled email stops at once. Your profile, campaigns, contacts, sequences
        and email history are deleted within {DATA_DELETION_DAYS} days. This cannot be undone.
      </Typography.Paragraph>
      <label htmlFor="delete-account-confirmation" style={{ display: 'block', marginBottom: 8 }}>
        {DELETE_CONFIRMATION_REQUIRED}
      </label>
      <Input
        id="delete-account-confirmation"
        value={typed}
        autoComplete="off"
        placeholder={DELETE_ACCOUNT_CONFIRMATION}
        onChange={(event) => setTyped(event.target.value)}
        onPressEnter={confirm}
      />
    </Modal>
  );
}
