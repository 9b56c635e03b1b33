import { Button, Card, Descriptions, Input, Space, Tag } from 'antd';
import {
  AUTH_REDIRECT_ERRORS,
  NAME_MAX_LENGTH,
  NAME_SAVED,
  SOMETHING_WENT_WRONG,
  VERIFICATION_LINK_INVALID,
  validateDisplayName,
  type SessionUser,
} from 'contracts';
import { useCallback, useState } from 'react';
import { useSessionStore } from 'shared-ui';
import { formatDate } from '../format';
import { resendVerificationEmail, updateUserName } from './auth-requests';
import { useRedirectError } from 'shared-ui/core';
import { useSettingsNotice } from '../use-settings-notice';

export const verificationEmailSent = (email: string) => `We sent a new verification link to ${email}.`;

/** The api's display-name rule (contracts): not blank, no line break or link, at most NAME_MAX_LENGTH. */
const nameProblem = (name: string): string | null => validateDisplayName(name);

/** The name with an Edit button; saving goes through update-user and refreshes the session user everywhere. */
function EditableName({ user }: { user: SessionUser }) {
  const notice = useSettingsNotice();
  const setUser = useSessionStore((state) => state.setUser);
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const name = draft ?? '';
    const problem = nameProblem(name);
    if (problem) {
      notice.error(problem);
      return;
    }
    setSaving(true);
    try {
      const result = await updateUserName(name.trim());
      if (result.ok) {
        // The top bar's avatar and menu read the same store.
        setUser(result.user);
        setDraft(null);
        notice.success(NAME_SAVED);
      } else {
        notice.error(result.message ?? SOMETHING_WENT_WRONG);
      }
    } catch {
      notice.error(SOMETHING_WENT_WRONG);
    } finally {
      setSaving(false);
    }
  };

  if (draft === null) {
    return (
      <Space wrap>
        <span>{user.name}</span>
        <Button size="small" onClick={() => setDraft(user.name)}>
          Edit name
        </Button>
      </Space>
    );
  }
  return (
    <Space wrap>
      <Input
        aria-label="Name"
        value={draft}
        maxLength={NAME_MAX_LENGTH}
        autoComplete="name"
        // The field appears because the user pressed Edit: focus follows their action, it is not a surprise.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        onChange={(event) => setDraft(event.target.value)}
        onPressEnter={save}
      />
      <Button type="primary" size="small" loading={saving} onClick={save}>
        Save
      </Button>
      <Button size="small" disabled={saving} onClick={() => setDraft(null)}>
        Cancel
      </Button>
    </Space>
  );
}

/** Verified / Unverified, with a fresh link on demand (the emailed one lasts a day). */
function EmailWithStatus({ user }: { user: SessionUser }) {
  const notice = useSettingsNotice();
  const [sending, setSending] = useState(false);

  const resend = async () => {
    setSending(true);
    try {
      const result = await resendVerificationEmail();
      if (result.ok) notice.success(verificationEmailSent(user.email));
      else notice.error(result.message ?? SOMETHING_WENT_WRONG);
    } catch {
      notice.error(SOMETHING_WENT_WRONG);
    } finally {
      setSending(false);
    }
  };

  return (
    <Space wrap>
      <span>{user.email}</span>
      <Tag color={user.emailVerified ? 'green' : 'orange'}>{user.emailVerified ? 'Verified' : 'Unverified'}</Tag>
      {user.emailVerified ? null : (
        <Button type="link" size="small" loading={sending} onClick={resend}>
          Resend verification email
        </Button>
      )}
    </Space>
  );
}

/** Settings › Profile Information: name (editable), email with its status, account ID and creation date. */
export function ProfileCard({ user }: { user: SessionUser }) {
  const notice = useSettingsNotice();
  // A bad or expired verification link lands here with ?error=verify-email.
  const showBadLink = useCallback(() => notice.error(VERIFICATION_LINK_INVALID), [notice]);
  useRedirectError(AUTH_REDIRECT_ERRORS.verifyEmail, showBadLink);

  return (
    <Card title="Profile Information" className="db-section">
      <Descriptions
        column={1}
        items={[
          { key: 'name', label: 'Name', children: <EditableName user={user} /> },
          { key: 'email', label: 'Email', children: <EmailWithStatus user={user} /> },
          { key: 'id', label: 'Account ID', children: <code>{user.id}</code> },
          { key: 'created', label: 'Member since', children: formatDate(user.createdAt) },
        ]}
      />
    </Card>
  );
}
