// States that cannot apply offer no actions (product.md §11): a draft sequence (nothing ever scheduled) shows no
// Pause, Resume, Mark as replied or Send now, on the sequence page or the contact page; a bounced contact shows
// 'Bounced' and no 'Bounced? Confirm' beside it.
import { screen, within } from '@testing-library/react';
import { SEQUENCE_IS_DRAFT } from 'contracts';
import { createMockBackend, createMockData, type MockData } from 'mocks';
import { renderDashboard, setupDashboardTests } from '../testing/render-dashboard';

jest.setTimeout(30_000);

const { server } = setupDashboardTests();
const JORDAN = 201;

function startBackend(data: MockData) {
  server.use(...createMockBackend({ data }).handlers);
}

/** Jordan's sequence (101) before anything was scheduled: no email of it exists, so it is a draft. */
function draftData(): MockData {
  const data = createMockData();
  data.emails = data.emails.filter((email) => email.campaignId !== 101);
  Object.assign(
    data.contacts.find((contact) => contact.id === JORDAN)!,
    { emailsSent: 0 },
  );
  return data;
}

const sendingActions = /^(Pause|Resume|Activate|Send now)\b|^Mark as replied/;

describe('actions that cannot apply are not offered', () => {
  it('a draft sequence page offers no Pause, Resume or Mark as replied', async () => {
    startBackend(draftData());
    renderDashboard(['/dashboard/campaigns/101']);
    expect(await screen.findByText(SEQUENCE_IS_DRAFT)).toBeInTheDocument();
    const row = (await screen.findByRole('link', { name: 'Jordan Lee' })).closest('tr')!;
    expect(within(row).getByRole('button', { name: 'Delete Jordan Lee' })).toBeInTheDocument();
    const names = screen.getAllByRole('button').map((button) => button.textContent ?? '');
    expect(names.filter((name) => sendingActions.test(name.trim()))).toEqual([]);
  });

  it("a draft sequence's contact page offers no Send now or Resume", async () => {
    startBackend(draftData());
    renderDashboard([`/dashboard/contacts/${JORDAN}`]);
    expect(await screen.findByText('Email History')).toBeInTheDocument();
    expect(await screen.findByText('jordan.lee@acme.example')).toBeInTheDocument();
    const names = screen.getAllByRole('button').map((button) => button.textContent ?? '');
    expect(names.filter((name) => sendingActions.test(name.trim()))).toEqual([]);
  });

  it("a running sequence's page still offers them", async () => {
    startBackend(createMockData());
    renderDashboard(['/dashboard/campaigns/101']);
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Mark as replied: Jordan Lee' })).toBeInTheDocument();
  });

  it("a bounced contact shows 'Bounced' and no 'Bounced? Confirm'", async () => {
    const data = createMockData();
    Object.assign(
      data.contacts.find((contact) => contact.id === JORDAN)!,
      {
        status: 'ERROR',
        stopReason: 'BOUNCED',
        outcome: null,
        outcomeProposed: 'BOUNCED',
      },
    );
    startBackend(data);
    renderDashboard(['/dashboard/campaigns/101']);
    const row = (await screen.findByRole('link', { name: 'Jordan Lee' })).closest('tr')!;
    expect(within(row).getByText('Bounced')).toBeInTheDocument();
    expect(within(row).queryByText('Bounced?')).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Confirm/ })).not.toBeInTheDocument();
  });

  it("a bounced contact's page asks no 'Looks like: Bounced — confirm?'", async () => {
    const data = createMockData();
    Object.assign(
      data.contacts.find((contact) => contact.id === JORDAN)!,
      {
        status: 'ERROR',
        stopReason: 'BOUNCED',
        outcome: null,
        outcomeProposed: 'BOUNCED',
      },
    );
    startBackend(data);
    renderDashboard([`/dashboard/contacts/${JORDAN}`]);
    expect(await screen.findByText('Reply outcome')).toBeInTheDocument();
    expect(await screen.findAllByText('Bounced')).not.toHaveLength(0);
    expect(screen.queryByText(/Looks like: Bounced/)).not.toBeInTheDocument();
  });
});
