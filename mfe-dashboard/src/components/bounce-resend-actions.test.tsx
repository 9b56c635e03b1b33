// A bounce whose reason the headers cannot tell (product.md §11): the contact page says the address may be fine and
// offers 'Send again' and 'Fix the address and send'; each sends the bounced email once more, nothing goes unasked.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BOUNCED_REASON_UNKNOWN_LABEL,
  FIX_ADDRESS_AND_RESEND_LABEL,
  RESEND_BOUNCED_EMAIL_LABEL,
  bouncedEmailResent,
  bouncedReasonUnknown,
  validateEmailAddress,
} from 'contracts';
import { createMockData, fixtureContacts, type MockData } from 'mocks';
import { renderDashboard, setupDashboardTests } from '../testing/render-dashboard';

jest.setTimeout(30_000);

const { useBackend } = setupDashboardTests();
const jordan = fixtureContacts.find((contact) => contact.firstName === 'Jordan')!;

/** Jordan's first email came back with Gmail's failure notice, its reason unreadable. */
function bouncedData(): MockData {
  const data = createMockData();
  Object.assign(
    data.contacts.find((contact) => contact.id === jordan.id)!,
    {
      status: 'ERROR',
      stopReason: 'BOUNCED_REASON_UNKNOWN',
    },
  );
  const emails = data.emails.filter((email) => email.contactId === jordan.id);
  Object.assign(emails[0]!, { status: 'ERROR', errorMessage: bouncedReasonUnknown(jordan.email!) });
  data.emails = data.emails.filter((email) => email.contactId !== jordan.id || email === emails[0]);
  return data;
}

describe('a bounce whose reason is unknown', () => {
  it('says so, and Send again sends the bounced email once more to the same address', async () => {
    const data = bouncedData();
    useBackend({ data });
    renderDashboard([`/dashboard/contacts/${jordan.id}`]);
    const group = await screen.findByRole('group', { name: 'Bounced email' });
    expect(screen.getAllByText(BOUNCED_REASON_UNKNOWN_LABEL).length).toBeGreaterThan(0);
    await userEvent.click(within(group).getByRole('button', { name: RESEND_BOUNCED_EMAIL_LABEL }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: RESEND_BOUNCED_EMAIL_LABEL }));
    expect(await screen.findByText(bouncedEmailResent(jordan.email!))).toBeInTheDocument();
    const email = data.emails.find((row) => row.contactId === jordan.id)!;
    expect(email).toMatchObject({ status: 'SCHEDULED', errorMessage: null });
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Bounced email' })).not.toBeInTheDocument());
  });

  it('Fix the address and send checks the address, then sends to the corrected one', async () => {
    const data = bouncedData();
    useBackend({ data });
    renderDashboard([`/dashboard/contacts/${jordan.id}`]);
    const group = await screen.findByRole('group', { name: 'Bounced email' });
    await userEvent.click(within(group).getByRole('button', { name: FIX_ADDRESS_AND_RESEND_LABEL }));
    const input = within(group).getByLabelText('Correct address');
    await userEvent.clear(input);
    await userEvent.type(input, 'jordan.lee@');
    await userEvent.click(within(group).getByRole('button', { name: FIX_ADDRESS_AND_RESEND_LABEL }));
    expect(within(group).getByRole('alert')).toHaveTextContent(validateEmailAddress('jordan.lee@')!);
    expect(data.emails.find((row) => row.contactId === jordan.id)!.status).toBe('ERROR');

    await userEvent.clear(input);
    await userEvent.type(input, 'jordan.lee@acme.example');
    await userEvent.click(within(group).getByRole('button', { name: FIX_ADDRESS_AND_RESEND_LABEL }));
    expect(await screen.findByText(bouncedEmailResent('jordan.lee@acme.example'))).toBeInTheDocument();
    expect(data.contacts.find((contact) => contact.id === jordan.id)!.email).toBe('jordan.lee@acme.example');
    expect(data.emails.find((row) => row.contactId === jordan.id)!.status).toBe('SCHEDULED');
  });
});
