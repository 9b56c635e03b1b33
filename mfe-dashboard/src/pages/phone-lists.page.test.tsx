// Every list on a phone (390 px): contacts become cards with their status and actions in view instead of a table that
// scrolls sideways; a bounced contact offers only Delete; a sequence never scheduled reads as a Draft to finish.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FINISH_SEQUENCE, SEQUENCE_IS_DRAFT } from 'contracts';
import { createMockBackend, createMockData, type MockHandlerOptions } from 'mocks';
import { restoreViewport, setPhoneViewport } from '../testing/phone-viewport';
import { renderDashboard, setupDashboardTests } from '../testing/render-dashboard';

// antd pages render slowly in jsdom on a small machine; this is headroom, not a timing goal.
jest.setTimeout(30_000);

const { server } = setupDashboardTests();

function startBackend(options: MockHandlerOptions = {}) {
  const backend = createMockBackend(options);
  server.use(...backend.handlers);
  return backend.state;
}

afterEach(() => restoreViewport());

describe('dashboard lists on a phone', () => {
  beforeEach(() => setPhoneViewport(390));

  it("shows a sequence's contacts as cards with status and Pause / Mark as replied / Delete in view", async () => {
    startBackend();
    renderDashboard(['/dashboard/campaigns/101']);
    const cards = await screen.findByRole('list', { name: 'Contacts' });
    const card = (await within(cards).findByText('Jordan Lee')).closest('li') as HTMLElement;
    expect(document.querySelector('.ant-table')).toBeNull();
    expect(within(card).getByText('jordan.lee@acme.example')).toBeInTheDocument();
    expect(card.querySelector('.sui-badge')).not.toBeNull();
    for (const name of ['Pause Jordan Lee', 'Mark as replied: Jordan Lee', 'Delete Jordan Lee'])
      expect(within(card).getByRole('button', { name })).toBeVisible();

    // The email history opens under the card.
    const history = within(card).getByRole('button', { name: 'Email history: Jordan Lee' });
    expect(history).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(history);
    expect(history).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows every contact as a card with its status and history link', async () => {
    startBackend();
    renderDashboard(['/dashboard/contacts']);
    const cards = await screen.findByRole('list', { name: 'Contacts' });
    const card = (await within(cards).findByText('priya.patel@globex.example')).closest('li') as HTMLElement;
    expect(document.querySelector('.ant-table')).toBeNull();
    expect(card.querySelector('.sui-badge')).not.toBeNull();
    expect(within(card).getByRole('link', { name: 'Follow-up sequence for Priya Patel' })).toHaveAttribute(
      'href',
      '/dashboard/campaigns/102',
    );
    expect(within(card).getByRole('link', { name: 'View History: Priya' })).toHaveAttribute('href', '/dashboard/contacts/202');
  });
});

describe('dashboard lists on a wide screen', () => {
  it('keeps the table', async () => {
    setPhoneViewport(1280);
    startBackend();
    renderDashboard(['/dashboard/campaigns/101']);
    expect((await screen.findByText('Jordan Lee')).closest('.ant-table')).not.toBeNull();
    expect(screen.queryByRole('list', { name: 'Contacts' })).not.toBeInTheDocument();
  });
});

describe('a bounced contact', () => {
  it('offers only Delete: no Pause, no Mark as replied', async () => {
    const data = createMockData();
    data.contacts = data.contacts.map((contact) =>
      contact.id === 201 ? { ...contact, status: 'ERROR', stopReason: 'BOUNCED', errorMessage: 'The address bounced.' } : contact,
    );
    startBackend({ data });
    renderDashboard(['/dashboard/campaigns/101']);
    const row = (await screen.findByText('Jordan Lee')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('button', { name: 'Delete Jordan Lee' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Pause Jordan Lee' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Mark as replied: Jordan Lee' })).not.toBeInTheDocument();
  });
});

describe('a sequence waiting to be finished (nothing scheduled yet)', () => {
  it('reads as a Draft in the list and on its page, which offers to finish it in the editor', async () => {
    startBackend();
    renderDashboard(['/dashboard/campaigns']);
    const card = await screen.findByRole('article', { name: 'Follow up with Hiring Manager' });
    expect(within(card).getByText('Draft')).toBeInTheDocument();
    const running = screen.getByRole('article', { name: 'Follow up with Jordan' });
    expect(within(running).getByText('Active')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('link', { name: 'Follow up with Hiring Manager' }));
    expect(await screen.findByText(SEQUENCE_IS_DRAFT)).toBeInTheDocument();
    expect(within(screen.getByRole('heading', { level: 1 })).getByText('Draft')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: FINISH_SEQUENCE }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/campaigns/103/email-sequences'));
  });

  it('says nothing of drafts on a running sequence', async () => {
    startBackend();
    renderDashboard(['/dashboard/campaigns/101']);
    expect(await screen.findByText('Follow up with Jordan', { selector: 'h1 *' })).toBeInTheDocument();
    expect(screen.queryByText(SEQUENCE_IS_DRAFT)).not.toBeInTheDocument();
  });
});
