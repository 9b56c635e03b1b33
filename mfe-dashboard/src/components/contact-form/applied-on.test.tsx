// The wizard's contact step takes the day the user applied (optional; product.md §11, "One timeline per
// application"): it is saved with the contact and starts its timeline; a day in the future is refused in place.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPLIED_AT_INVALID, CONTACT_ADDED } from 'contracts';
import { createMockBackend } from 'mocks';
import { renderDashboard, setupDashboardTests } from '../../testing/render-dashboard';

// antd pages render slowly in jsdom on a small machine; this is headroom, not a timing goal.
jest.setTimeout(30_000);

const { server } = setupDashboardTests();

describe("'Applied on' in the contact step", () => {
  it('is optional, refuses a future day, and is saved with the contact', async () => {
    const backend = createMockBackend();
    server.use(...backend.handlers);
    const before = backend.state.data.contacts.length;
    renderDashboard(['/dashboard/contacts/new?campaignId=103']);
    await userEvent.type(screen.getByLabelText('Email'), 'morgan@acme.example');
    await userEvent.type(screen.getByLabelText('First Name'), 'Morgan');
    const applied = screen.getByLabelText('Applied on (optional)');
    expect(applied).toHaveAttribute('type', 'date');

    fireEvent.change(applied, { target: { value: '2999-01-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Next: Draft Emails' }));
    expect(await screen.findByText(APPLIED_AT_INVALID)).toBeInTheDocument();
    expect(backend.state.data.contacts).toHaveLength(before);

    fireEvent.change(applied, { target: { value: '2025-05-20' } });
    await userEvent.click(screen.getByRole('button', { name: 'Next: Draft Emails' }));
    expect(await screen.findByText(CONTACT_ADDED)).toBeInTheDocument();
    await waitFor(() => expect(backend.state.data.contacts).toHaveLength(before + 1));
    expect(backend.state.data.contacts.at(-1)).toMatchObject({ firstName: 'Morgan', appliedAt: '2025-05-20' });
  });
});
