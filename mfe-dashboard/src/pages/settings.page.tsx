import { Card, Result } from 'antd';
import { PageHeading, useSessionStore } from 'shared-ui';
import { AccountActionsCard } from '../components/settings/account-actions-card';
import { ChangePasswordForm } from '../components/settings/change-password-form';
import { GmailPermissionCard } from '../components/settings/gmail-permission-card';
import { NotificationPreferencesCard } from '../components/settings/notification-preferences-card';
import { ProfileCard } from '../components/settings/profile-card';
import { SetPasswordCard } from '../components/settings/set-password-card';

/**
 * /dashboard/settings (product.md §2): profile, password, Gmail permission, notifications and account actions. The
 * user comes from the session (get-session); it is also where Google sends the browser after the Gmail grant.
 */
export function SettingsPage() {
  const user = useSessionStore((state) => state.user);
  if (!user) return <Result status="warning" title="User not found" />;

  return (
    <div className="db-page db-page--narrow">
      <PageHeading title="Settings" subtitle="Manage your account and email permissions" />
      <ProfileCard user={user} />
      {user.hasPassword === false ? (
        <SetPasswordCard email={user.email} />
      ) : (
        <Card title="Change Password" className="db-section">
          <ChangePasswordForm />
        </Card>
      )}
      <GmailPermissionCard />
      <NotificationPreferencesCard emailVerified={user.emailVerified} />
      <AccountActionsCard />
    </div>
  );
}
