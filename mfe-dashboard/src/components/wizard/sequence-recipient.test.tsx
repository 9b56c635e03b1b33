// 'Edit Mail Sequence' (the sequence on its own, no contact in the URL) against the mock api: the editor and the
// preview show the real recipient's first name and the user's name, never braces, the preview names the recipient,
// a chip says a name fills in at send time when there is no contact yet, and etiquette advice does not block sending.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockBackend, createMockData, fixtureUser } from 'mocks';
import { PREVIEW_NO_RECIPIENT, followUpTooSoonWarning } from 'contracts';
import { renderDashboard, setupDashboardTests } from '../../testing/render-dashboard';

// antd pages render slowly in jsdom on a small machine; this is headroom, not a timing goal.
jest.setTimeout(60_000);

const { server } = setupDashboardTests();

function openSequence(campaignId: number, search = '') {
  const backend = createMockBackend({ data: createMockData() });
  server.use(...backend.handlers);
  renderDashboard([{ pathname: `/dashboard/campaigns/${campaignId}/email-sequences`, search }]);
  return backend;
}

const emailCard = (n: number) =>
  within(screen.getByRole('list', { name: 'Emails' })).getByRole('listitem', { name: `Email ${n}` });

describe('the sequence on its own (Edit Mail Sequence)', () => {
  it("previews with the campaign's contact named and the names filled in, never raw braces", async () => {
    openSequence(101, '?step=preview');
    expect(await screen.findByText('Preview and Confirm')).toBeInTheDocument();
    expect(await screen.findByText('Jordan Lee <jordan.lee@acme.example>')).toBeInTheDocument();
    expect(screen.queryByText(/Every active contact/)).not.toBeInTheDocument();
    const first = await waitFor(() => emailCard(1));
    await waitFor(() =>
      expect([...first.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Jordan', fixtureUser.name]),
    );
    for (const n of [1, 2, 3]) expect(emailCard(n)).not.toHaveTextContent(/\{\{|\}\}|\[Your Name\]/);
  });

  it("shows the names in the editor's bodies, and gentle advice that does not stop the preview", async () => {
    openSequence(101);
    const body = within(await screen.findByRole('region', { name: 'Email 1' })).getByLabelText('Body') as HTMLTextAreaElement;
    await waitFor(() => expect(body.value).toMatch(/^Hi Jordan,/));
    expect(body.value).toContain(fixtureUser.name);
    expect(body.value).not.toMatch(/[{}]|\[Your Name\]/);
    const advice = screen.getByRole('list', { name: 'Suggestions before sending' });
    expect(within(advice).getByText(followUpTooSoonWarning(1, 2))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Preview & Schedule Sequence' }));
    expect(await screen.findByText('Preview and Confirm')).toBeInTheDocument();
  });

  it('says when there is no contact yet and shows a chip where the first name will go', async () => {
    const data = createMockData();
    const backend = createMockBackend({ data: { ...data, contacts: data.contacts.filter((c) => c.campaignId !== 101) } });
    server.use(...backend.handlers);
    renderDashboard([{ pathname: '/dashboard/campaigns/101/email-sequences', search: '?step=preview' }]);
    expect(await screen.findByText(PREVIEW_NO_RECIPIENT)).toBeInTheDocument();
    const first = await waitFor(() => emailCard(1));
    expect(within(first).getByText("(recipient's first name)")).toBeInTheDocument();
    expect(first).not.toHaveTextContent(/\{\{/);
  });
});
