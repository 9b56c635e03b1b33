import { ANALYTICS_RETENTION_DAYS, DATA_DELETION_DAYS, MINIMUM_AGE } from 'contracts';
import { BRAND_NAME } from '../data/site-links';
import { StaticPage } from '../components/static-page';
import { PAGE_DESCRIPTIONS } from '../data/page-descriptions';

export function PrivacyPage() {
  return (
    <StaticPage
      title="Privacy Policy"
      description={PAGE_DESCRIPTIONS.privacy}
      intro={`How ${BRAND_NAME} collects, uses and protects your data.`}
    >
      <h2>What we collect</h2>
      <p>
        Your account details (name and email address), the contacts you add, the emails you write and the delivery events of those
        emails (sent, replied, and opened only for a sequence where you turned open tracking on: it is off by default). On the
        candidate review demo pages we record which buttons are used (view resume, dismiss, save, unsubscribe, download), with the
        candidate shown and your account if you are signed in, and delete these events after {ANALYTICS_RETENTION_DAYS} days.
      </p>
      <h2>How we use it</h2>
      <p>Only to send the follow-up sequences you set up and to show you their progress.</p>
      <h2>Security and deletion</h2>
      <p>
        Two kinds of data are encrypted by the application itself, with AES-256-GCM and keys kept apart from the database: your
        mailbox access (the tokens Google or Microsoft gives us) and the text we read from the resumes you upload. A copy of the
        database alone does not reveal them. The rest (your account details, the contacts you add, the emails you write and their
        delivery history) and the files you upload are not encrypted field by field: they are kept in a database and a file store
        that run on encrypted disks, and only the service can reach them.
      </p>
      <p>
        You can delete any file you uploaded from your attachment library at any time: it is removed from our storage at once, and
        from any email not sent yet that carried it. You can delete your campaigns or your whole account at any time. When you
        delete your account, your uploaded files are deleted at once; campaign data and everything else is deleted within{' '}
        {DATA_DELETION_DAYS} days after the campaign or the account is deleted.
      </p>
      <h2>Children</h2>
      <p>The product is not intended for anyone under {MINIMUM_AGE}.</p>
      <section id="google-limited-use" className="mk-anchor">
        <h2>Google API Services: Limited Use</h2>
        <p>
          You choose how much of Gmail we may use. By default we request only the Gmail send permission (gmail.send), so that your
          follow-ups are sent from your own account; we never see your inbox. If you choose Send + detect replies, we also request
          gmail.metadata: we read only message headers (sender, recipients, subject, date) of the threads we sent and of new mail,
          to stop a sequence when someone replies. We never read message content. You can switch back to Send only or disconnect
          Gmail at any time in Settings, and the access is revoked at Google. Our use and transfer of information received from
          Google APIs adheres to the{' '}
          <a href="https://developers.google.com/terms/api-services-user-data-policy" target="_blank" rel="noopener noreferrer">
            Google API Services User Data Policy
          </a>
          , including the Limited Use requirements. We do not sell that data, use it for advertising, or let humans read it.
        </p>
      </section>
      <section id="microsoft-permissions" className="mk-anchor">
        <h2>Outlook and Microsoft accounts</h2>
        <p>
          For an Outlook mailbox (Outlook.com, Hotmail, Live, or a school or work Microsoft 365 account) we ask Microsoft for the
          same two choices. By default: Mail.Send, to send your follow-ups from your own mailbox, and offline_access, so they go
          out while you are away; we never see your inbox. With Send + detect replies, also Mail.ReadBasic: message properties
          without any body, preview or attachment (sender, recipients, subject, date), to stop a sequence when someone replies. We
          never ask for Mail.Read and never read message content. openid, email and profile only tell us the address you
          connected, and Sign in with Microsoft asks for nothing else. A school or work account may need its administrator to
          approve the app.
        </p>
        <p>
          When you disconnect Outlook in Settings, we forget its tokens at once and nothing is sent or read from then on.
          Microsoft has no way for us to revoke one token, so the app stays listed in your Microsoft account until you remove it
          there: the app permissions of account.microsoft.com for a personal account, or My Apps for a school or work one.
          Switching back to Send only in Settings works the same way: we stop reading your mailbox at once and keep only sending,
          while Microsoft lists Mail.ReadBasic until you remove the app there; we no longer use it.
        </p>
      </section>
    </StaticPage>
  );
}
