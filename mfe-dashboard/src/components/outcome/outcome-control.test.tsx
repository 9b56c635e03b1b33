// What a reply means, in one click (product.md §11): the contact page proposes the outcome the headers suggested with
// 'Confirm', any outcome can be set (an interview with its date and time), and the sequence page's rows show the
// outcome as a badge, with 'Confirm' for a proposed one; each row leads to the contact's page.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INTERVIEW_DATE_OUT_OF_RANGE, outcomeProposalText, replyOutcomeSaved } from 'contracts';
import { createMockData, fixtureContacts } from 'mocks';
import { renderDashboard, setupDashboardTests } from '../../testing/render-dashboard';

// antd pages render slowly in jsdom on a small machine; this is headroom, not a timing goal.
jest.setTimeout(30_000);

const { useBackend } = setupDashboardTests();
const priya = fixtureContacts.find((contact) => contact.firstName === 'Priya')!;
const jordan = fixtureContacts.find((contact) => contact.firstName === 'Jordan')!;

/** A `datetime-local` value `days` from now on the browser's clock, at 14:30. */
function localInputIn(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T14:30`;
}

function withProposal(outcome: 'INTERVIEW_INVITE' | 'NOT_MOVING_FORWARD' = 'INTERVIEW_INVITE') {
  const data = createMockData();
  const contact = data.contacts.find((x) => x.id === priya.id)!;
  Object.assign(contact, {
    outcomeProposed: outcome,
    replyOutcomes: [
      {
        id: 1,
        outcome,
        source: 'DETECTED',
        occurredAt: '2025-05-30T17:15:00.000Z',
        threadId: '18f1b7d2e3f40512',
        returnDate: null,
        interviewAt: null,
      },
    ],
  });
  return { data, contact };
}

describe('the outcome control on the contact page', () => {
  it('proposes the detected outcome and confirms it in one click; the timeline shows it', async () => {
    const { data, contact } = withProposal();
    useBackend({ data });
    renderDashboard([`/dashboard/contacts/${priya.id}`]);
    const proposal = await screen.findByRole('group', { name: 'Proposed outcome' });
    expect(within(proposal).getByText(outcomeProposalText('INTERVIEW_INVITE'))).toBeInTheDocument();
    expect(within(proposal).getByText('Looks like: Interview invite — confirm?')).toBeInTheDocument();
    // An interview's date and time may come with the confirmation (optional).
    const nextMonth = localInputIn(30);
    await userEvent.type(within(proposal).getByLabelText('Interview date and time (optional)'), nextMonth);
    await userEvent.click(within(proposal).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText(replyOutcomeSaved('INTERVIEW_INVITE'))).toBeInTheDocument();
    expect(contact.outcome).toBe('INTERVIEW_INVITE');
    expect(contact.interviewAt).toBe(new Date(nextMonth).toISOString());
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Proposed outcome' })).not.toBeInTheDocument());
    const timeline = screen.getByRole('list', { name: 'Application timeline' });
    expect(await within(timeline).findByText('Outcome: Interview invite')).toBeInTheDocument();
    expect(within(timeline).getByText('Reply: Interview invite')).toBeInTheDocument();
  });

  it('refuses an interview date far off with a clear message, and saves nothing', async () => {
    const { data, contact } = withProposal();
    useBackend({ data });
    renderDashboard([`/dashboard/contacts/${priya.id}`]);
    const proposal = await screen.findByRole('group', { name: 'Proposed outcome' });
    await userEvent.type(within(proposal).getByLabelText('Interview date and time (optional)'), '9999-12-31T10:00');
    await userEvent.click(within(proposal).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText(INTERVIEW_DATE_OUT_OF_RANGE)).toBeInTheDocument();
    expect([contact.outcome ?? null, contact.interviewAt ?? null]).toEqual([null, null]);
    expect(within(proposal).getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
  });

  it('sets any outcome from the picker, with no proposal; the date input is there only for an interview', async () => {
    const data = createMockData();
    const contact = data.contacts.find((x) => x.id === jordan.id)!;
    useBackend({ data });
    renderDashboard([`/dashboard/contacts/${jordan.id}`]);
    const picker = await screen.findByLabelText('Set the outcome');
    const options = within(picker)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Choose…',
      'Interview invite',
      'Not moving forward',
      'Application received',
      'Out of office',
      'Left the company',
      'Other reply',
      'Offer',
    ]);
    expect(screen.getByRole('button', { name: 'Save outcome' })).toBeDisabled();
    await userEvent.selectOptions(picker, 'Interview invite');
    expect(screen.getByLabelText('Interview date and time (optional)')).toBeInTheDocument();
    await userEvent.selectOptions(picker, 'Not moving forward');
    expect(screen.queryByLabelText('Interview date and time (optional)')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save outcome' }));

    expect(await screen.findByText(replyOutcomeSaved('NOT_MOVING_FORWARD'))).toBeInTheDocument();
    expect(contact).toMatchObject({ outcome: 'NOT_MOVING_FORWARD', status: 'RESPONDED' });
    expect(await screen.findByText('Outcome:')).toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: 'Application timeline' });
    expect(await within(timeline).findByText('Outcome: Not moving forward')).toBeInTheDocument();
  });
});

describe("the outcome on the sequence page's rows", () => {
  it('shows a proposed outcome with Confirm, then the badge; the name leads to the contact page', async () => {
    const { data, contact } = withProposal('NOT_MOVING_FORWARD');
    useBackend({ data });
    renderDashboard([`/dashboard/campaigns/${priya.campaignId}`]);
    const row = await screen.findByRole('row', { name: /Priya Patel/ });
    expect(within(row).getByRole('link', { name: 'Priya Patel' })).toHaveAttribute('href', `/dashboard/contacts/${priya.id}`);
    expect(within(row).getByText('Not moving forward?')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Confirm Not moving forward for Priya' }));
    expect(await screen.findByText(replyOutcomeSaved('NOT_MOVING_FORWARD'))).toBeInTheDocument();
    expect(contact.outcome).toBe('NOT_MOVING_FORWARD');
    await waitFor(() =>
      expect(within(screen.getByRole('row', { name: /Priya Patel/ })).queryByRole('button', { name: /^Confirm/ })).toBeNull(),
    );
    expect(within(screen.getByRole('row', { name: /Priya Patel/ })).getByText('Not moving forward')).toBeInTheDocument();
  });
});
