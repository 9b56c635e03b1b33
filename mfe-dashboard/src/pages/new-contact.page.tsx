import { useState } from 'react';
import { Alert, Card } from 'antd';
import { useLocation, useSearchParams } from 'react-router-dom';
import {
  ADDING_CONTACT_USES_SEQUENCE,
  mailNotConnectedDraftNote,
  type AddContactMode,
  type TrimmedContactValues,
} from 'contracts';
import { PageHeading, useMailbox } from 'shared-ui';
import { SequenceQuotaNotice } from '../components/billing/sequence-quota-notice';
import { useSequenceQuota } from '../components/billing/use-sequence-quota';
import { ContactDetailsForm } from '../components/contact-form/contact-details-form';
import { useAddContact } from '../components/contact-form/use-add-contact';
import { parseId } from '../components/format';
import {
  clearAddContactPlace,
  readAddContactPlace,
  saveAddContactPlace,
  type AddContactPlace,
} from '../components/gmail/add-contact-place';
import { ConnectMailboxDialog } from '../components/gmail/connect-mailbox-dialog';
import { useMailGrantFailureNotice } from '../components/gmail/use-mail-grant-failure';
import { useMailPermission } from '../components/gmail/use-mail-permission';
import { WizardSteps } from '../components/wizard-steps';
import { JobPostingField } from '../components/job-posting/job-posting-field';
import type { PostingFill } from '../components/job-posting/use-job-posting-import';

/**
 * /dashboard/contacts/new: step 1 of the wizard. `?campaignId=` adds the contact to that campaign; without it the
 * campaign is created with the wizard defaults. Sending needs a mailbox (Gmail or Outlook), so without the grant the
 * connect-inbox dialog opens first: 'Connect Gmail' or 'Connect Outlook' keeps the typed contact in sessionStorage and
 * comes back here (same query) to restore it; 'Not now' lets the user go on and save the contact without a mailbox
 * (nothing is sent until one is connected).
 * The month's sequences left show up front; at zero nothing is created (the api only refuses at scheduling, step 3,
 * which would leave a 'Not Started' contact behind), so the quota is asked again right before saving.
 */
export function NewContactPage() {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const campaignId = parseId(searchParams.get('campaignId') ?? undefined);
  const { addContact, adding } = useAddContact(campaignId);
  const permission = useMailPermission();
  const mailbox = useMailbox();
  const [restored] = useState(() => readAddContactPlace(pathname, campaignId));
  const [pending, setPending] = useState<AddContactPlace | null>(null);
  const [goOnWithoutMailbox, setGoOnWithoutMailbox] = useState(false);
  // An imported posting (optional): its role and company go to the drafts, its zone guess to the new sequence.
  const [posting, setPosting] = useState<PostingFill | null>(null);
  const quota = useSequenceQuota();
  useMailGrantFailureNotice();

  const submit = async (mode: AddContactMode, values: TrimmedContactValues) => {
    if (!(await quota.ensureLeft())) return;
    if (!goOnWithoutMailbox && !(await permission.check())) {
      setPending({ campaignId, mode, values });
      return;
    }
    if (await addContact(mode, values, posting)) clearAddContactPlace(pathname);
  };

  const notNow = () => {
    setPending(null);
    setGoOnWithoutMailbox(true);
  };

  return (
    <div className="db-page db-page--narrow">
      <WizardSteps current={0} />
      <PageHeading title="Add Contact Details" subtitle="Who should receive your follow-ups?" />
      <SequenceQuotaNotice
        quota={quota}
        className="db-section contact-form__quota"
        note={campaignId !== null ? ADDING_CONTACT_USES_SEQUENCE : undefined}
      />
      {goOnWithoutMailbox ? (
        <Alert type="info" showIcon className="db-section" title={mailNotConnectedDraftNote(mailbox.provider)} />
      ) : null}
      <Card>
        <JobPostingField value={posting} onChange={setPosting} />
        <ContactDetailsForm
          initial={restored}
          submitting={adding}
          blocked={quota.blocked}
          onSubmit={(mode, values) => void submit(mode, values)}
        />
      </Card>
      <ConnectMailboxDialog
        open={pending !== null}
        onClose={notNow}
        beforeLeave={() => {
          if (pending) saveAddContactPlace(pathname, pending);
        }}
      />
    </div>
  );
}
