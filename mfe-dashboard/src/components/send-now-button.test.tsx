// 'Send now' on the contact page (product.md §10): the confirmation names the recipient and what it skips, the
// toast says the email is on its way, and the server's refusals reach the user.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEND_NOW_SEQUENCE_PAUSED, sendNowQueued } from 'contracts';
import { createMockData, fixtureContacts } from 'mocks';
import { renderDashboard, setupDashboardTests } from '../testing/render-dashboard';

// antd pages render slowly in jsdom on a small machine; this is headroom, not a timing goal.
jest.setTimeout(30_000);

const { useBackend } = setupDashboardTests();
const jordan = fixtureContacts.find((contact) => contact.firstName === 'Jordan')!;

describe("'Send now'", () => {
  const sendNowButton = () => screen.findByRole('button', { name: 'Send the next email to Jordan Lee now' });

  it('asks first, naming the recipient and what it skips; confirmed, the email is due now and a toast says so', async () => {
    const data = createMockData();
    const next = data.emails.find((email) => email.contactId === jordan.id && email.status === 'SCHEDULED')!;
    useBackend({ data });
    renderDashboard([`/dashboard/contacts/${jordan.id}`]);
    // Beside the next email: when it is due, in the sequence's zone.
    expect(await screen.findByText(/^Next email due Tue, Jun 10, 2025, 9:00 AM in New York\b/)).toBeInTheDocument();

    await userEvent.click(await sendNowButton());
    const asked = await screen.findByRole('dialog', { name: 'Send now?' });
    expect(
      within(asked).getByText(
        "Send the next email to Jordan Lee <jordan.lee@acme.example> now? It skips the wait and the recipient's working hours (9:00-17:00). Daily limits still apply.",
      ),
    ).toBeInTheDocument();
    // Cancelling changes nothing.
    await userEvent.click(within(asked).getByRole('button', { name: 'Cancel' }));
    expect(next.scheduledFor).toBe('2025-06-10T13:00:00.000Z');

    await userEvent.click(await sendNowButton());
    const confirm = await screen.findByRole('dialog', { name: 'Send now?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText(sendNowQueued('Jordan Lee'))).toBeInTheDocument();
    expect(next.scheduledFor).not.toBe('2025-06-10T13:00:00.000Z');
  });

  it("shows the server's reason when it refuses (the sequence was paused meanwhile)", async () => {
    const data = createMockData();
    useBackend({ data });
    renderDashboard([`/dashboard/contacts/${jordan.id}`]);
    const button = await sendNowButton();
    data.campaigns.find((campaign) => campaign.id === jordan.campaignId)!.isActive = false;
    await userEvent.click(button);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Send now?' })).getByRole('button', { name: 'Send now' }),
    );
    expect(await screen.findByText(SEND_NOW_SEQUENCE_PAUSED)).toBeInTheDocument();
  });

  it('is not offered when nothing is waiting or the contact is not running', async () => {
    const data = createMockData();
    data.contacts.find((contact) => contact.id === jordan.id)!.isActive = false;
    useBackend({ data });
    renderDashboard([`/dashboard/contacts/${jordan.id}`]);
    expect(await screen.findByText(jordan.email!)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Send the next email/ })).not.toBeInTheDocument());
  });
});
