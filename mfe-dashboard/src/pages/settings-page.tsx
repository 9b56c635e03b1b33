import { Button, Card, Descriptions, Result, Tag } from 'antd';
import { PageHeading, useSessionStore } from 'shared-ui';
import { ChangePasswordForm } from '../components/change-password-form';
import { formatDate } from '../components/format';
import { GmailPermissionCard } from '../components/gmail-permission-card';

const NOTIFICATION_PREFERENCES = [
  { key: 'replies', label: 'Reply alerts', description: 'Know when a contact answers one of your emails.' },
  { key: 'sequence', label: 'Sequence updates', description: 'Hear when a sequence finishes or needs attention.' },
] as const;

/** /dashboard/settings: profile, password, Gmail permission, notifications and account actions (spec §2). */
export function SettingsPage() {
  const user = useSessionStore((state) => state.user);
  if (!user) return <Result status="warning" title="User not found" />;

  return (
    <div className="db-page db-page--narrow">
      <PageHeading title="Settings" subtitle="Manage your account and email permissions" />
      <Card title="Profile Information" className="db-section">
        <Descriptions
          column={1}
          items={[
            { key: 'name', label: 'Name', children: user.name },
            {
              key: 'email',
              label: 'Email',
              children: (
                <>
                  {user.email}{' '}
                  <Tag color={user.emailVerified ? 'green' : 'orange'}>{user.emailVerified ? 'Verified' : 'Unverified'}</Tag>
                </>
              ),
            },
            { key: 'id', label: 'Account ID', children: <code>{user.id}</code> },
            { key: 'created', label: 'Member since', children: formatDate(user.createdAt) },
          ]}
        />
      </Card>
      <Card title="Change Password" className="db-section">
        <ChangePasswordForm />
      </Card>
      <GmailPermissionCard />
      <Card title="Notification Preferences" className="db-section">
        <ul className="db-rows">
          {NOTIFICATION_PREFERENCES.map((preference) => (
            <li key={preference.key} className="db-row">
              <div>
                <strong>{preference.label}</strong>
                <p className="db-muted db-row__meta">{preference.description}</p>
              </div>
              <Tag color="green">Enabled</Tag>
            </li>
          ))}
        </ul>
      </Card>
      <Card title="Account Actions" className="db-section">
        <p className="db-muted">Download a copy of your data or permanently delete your account.</p>
        <div className="db-actions">
          {/* Spec §2: the behaviour of these two buttons is not defined yet. */}
          <Button disabled title="Coming soon">
            Export Data
          </Button>
          <Button danger disabled title="Coming soon">
            Delete Account
          </Button>
        </div>
      </Card>
    </div>
  );
}
