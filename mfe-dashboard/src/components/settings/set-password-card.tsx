import { Button, Card } from 'antd';
import { SOMETHING_WENT_WRONG, passwordSetLinkSent } from 'contracts';
import { useState } from 'react';
import { requestPasswordSetLink } from './auth-requests';
import { useSettingsNotice } from '../use-settings-notice';

/**
 * For an account that signs in only with Google: there is no current password to change, so instead of a form that
 * can only fail, a link to set one goes to the account's address (the password-reset flow, which proves the mailbox).
 */
export function SetPasswordCard({ email }: { email: string }) {
  const notice = useSettingsNotice();
  const [sending, setSending] = useState(false);

  const send = async () => {
    setSending(true);
    try {
      const result = await requestPasswordSetLink(email);
      if (result.ok) notice.success(passwordSetLinkSent(email));
      else notice.error(result.message ?? SOMETHING_WENT_WRONG);
    } catch {
      notice.error(SOMETHING_WENT_WRONG);
    } finally {
      setSending(false);
    }
  };

  return (
    <Card title="Set a password" className="db-section">
      <p className="db-muted">
        You sign in with Google. To also sign in with your email address and a password, set one: we will email you a link.
      </p>
      <Button type="primary" loading={sending} onClick={send}>
        Email me a link
      </Button>
    </Card>
  );
}
