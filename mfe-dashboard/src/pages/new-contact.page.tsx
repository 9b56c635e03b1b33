import { useState } from 'react';
import { Card } from 'antd';
import { useSearchParams } from 'react-router-dom';
import type { AddContactMode, TrimmedContactValues } from 'contracts';
import { PageHeading } from 'shared-ui';
import { ContactDetailsForm } from '../components/contact-form/contact-details-form';
import { useAddContact } from '../components/contact-form/use-add-contact';
import { parseId } from '../components/format';
import { ConnectGmailDialog } from '../components/gmail/connect-gmail-dialog';
import { useGmailGrantFailureNotice } from '../components/gmail/use-gmail-grant-failure';
import { useMailPermission } from '../components/gmail/use-mail-permission';
import { WizardSteps } from '../components/wizard-steps';

/**
 * /dashboard/contacts/new: step 1 of the wizard. `?campaignId=` adds the contact to that campaign; without it the
 * campaign is created with the wizard defaults. Sending needs Gmail, so without the grant the connect-inbox dialog
 * opens instead of saving.
 */
export function NewContactPage() {
  const [searchParams] = useSearchParams();
  const campaignId = parseId(searchParams.get('campaignId') ?? undefined);
  const { addContact, adding } = useAddContact(campaignId);
  const permission = useMailPermission();
  const [connectOpen, setConnectOpen] = useState(false);
  useGmailGrantFailureNotice();

  const submit = async (mode: AddContactMode, values: TrimmedContactValues) => {
    if (!(await permission.check())) {
      setConnectOpen(true);
      return;
    }
    await addContact(mode, values);
  };

  return (
    <div className="db-page db-page--narrow">
      <WizardSteps current={0} />
      <PageHeading title="Add Contact Details" subtitle="Who should receive your follow-ups?" />
      <Card>
        <ContactDetailsForm submitting={adding} onSubmit={(mode, values) => void submit(mode, values)} />
      </Card>
      <ConnectGmailDialog open={connectOpen} onClose={() => setConnectOpen(false)} />
    </div>
  );
}
