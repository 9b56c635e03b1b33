import { MINIMUM_AGE } from 'contracts';
import { BRAND_NAME } from '../data/site-links';
import { StaticPage } from '../components/static-page';
import { PAGE_DESCRIPTIONS } from '../data/page-descriptions';

export function TermsPage() {
  return (
    <StaticPage title="Terms of Service" description={PAGE_DESCRIPTIONS.terms} intro={`The rules for using ${BRAND_NAME}.`}>
      <h2>Your account</h2>
      <p>
        You must be at least {MINIMUM_AGE} years old. You are responsible for your account and for the emails sent on your behalf.
      </p>
      <h2>Acceptable use</h2>
      <p>
        Use the product for genuine, personal job-search follow-ups. Bulk unsolicited email, harassment or misleading content is
        not allowed and may lead to suspension.
      </p>
      <h2>Plans and billing</h2>
      <p>Paid plans renew monthly and can be cancelled at any time. There are no setup fees.</p>
      <h2>Gmail and Outlook</h2>
      <p>
        Sending requires a Gmail or Outlook mailbox and your permission to send from it. You can disconnect it at any time in
        Settings, and revoke that permission from your Google or Microsoft account.
      </p>
    </StaticPage>
  );
}
