import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FOLLOW_UPS_RESUMED, RESUME_FOLLOW_UPS } from 'contracts';
import { createMockData } from 'mocks';
import { renderDashboard, setupDashboardTests } from '../testing/render-dashboard';

// antd pages render slowly in jsdom on a small machine; this is headroom, not a timing goal.
jest.setTimeout(30_000);

const { useBackend } = setupDashboardTests();

describe('contact details: follow-ups paused because the user wrote by hand', () => {
  function pausedContact(pauseReason: string) {
    const data = createMockData();
    const contact = data.contacts.find((x) => x.status === 'IN_PROGRESS')!;
    Object.assign(contact, { isActive: false, pauseReason, wroteByHandAt: '2025-12-03T15:00:00Z' });
    return { data, contact };
  }

  it('says why, and resumes with one click', async () => {
    const { data, contact } = pausedContact('WROTE_BY_HAND');
    useBackend({ data });
    renderDashboard([`/dashboard/contacts/${contact.id}`]);
    const notice = `You wrote to ${contact.firstName} yourself on Dec 3, so the automatic follow-ups are paused.`;
    expect(await screen.findByText(notice)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: RESUME_FOLLOW_UPS }));
    expect(await screen.findByText(FOLLOW_UPS_RESUMED)).toBeInTheDocument();
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: RESUME_FOLLOW_UPS })).not.toBeInTheDocument();
  });

  it('says the user told us from the heads-up email (send-only)', async () => {
    const { data, contact } = pausedContact('WROTE_BY_HAND_TOLD');
    useBackend({ data });
    renderDashboard([`/dashboard/contacts/${contact.id}`]);
    expect(
      await screen.findByText(
        `You told us on Dec 3 that you wrote to ${contact.firstName} yourself, so the automatic follow-ups are paused.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: RESUME_FOLLOW_UPS })).toBeInTheDocument();
  });

  it('shows nothing of it for a contact the user paused themselves', async () => {
    const { data, contact } = pausedContact('WROTE_BY_HAND');
    contact.pauseReason = null;
    useBackend({ data });
    renderDashboard([`/dashboard/contacts/${contact.id}`]);
    expect(await screen.findByText(contact.email!)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: RESUME_FOLLOW_UPS })).not.toBeInTheDocument();
  });
});
