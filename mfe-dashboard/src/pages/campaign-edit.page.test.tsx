import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CAMPAIGN_NOT_FOUND,
  SEQUENCE_NAME_REQUIRED,
  TRACK_OPENS_EXPLAINED,
  TRACK_OPENS_LABEL,
  failedToUpdateCampaign,
} from 'contracts';
import { createMockBackend, fixtureCampaigns, graphqlErrorHandler } from 'mocks';
import { renderDashboard, setupDashboardTests } from '../testing/render-dashboard';

// antd pages render slowly in jsdom on a small machine; this is headroom, not a timing goal.
jest.setTimeout(30_000);

// The campaign page shown after saving has an antd Table, which measures the scrollbar with
// getComputedStyle(element, '::-webkit-scrollbar'); jsdom lacks the pseudo-element form.
const jsdomGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => jsdomGetComputedStyle(element);

const { server } = setupDashboardTests();
const campaign = fixtureCampaigns[0]!;

function startBackend() {
  const backend = createMockBackend();
  server.use(...backend.handlers);
  return backend.state;
}

describe('campaign edit (/dashboard/campaigns/:id/edit)', () => {
  it('updates the campaign and returns to it, showing the new name', async () => {
    const state = startBackend();
    renderDashboard([`/dashboard/campaigns/${campaign.id}/edit`]);
    expect(await screen.findByRole('heading', { level: 1, name: campaign.name })).toBeInTheDocument();
    expect(screen.getByText('Edit your email campaign details')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Mail Sequence' })).toHaveAttribute(
      'href',
      `/dashboard/campaigns/${campaign.id}/email-sequences`,
    );

    const name = screen.getByRole('textbox', { name: 'Sequence Name' });
    await userEvent.clear(name);
    await userEvent.type(name, '  Follow up with Jordan (Acme)  ');
    await userEvent.click(screen.getByRole('switch', { name: 'Exclude Weekends' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update Campaign' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/dashboard/campaigns/${campaign.id}`));
    expect(await screen.findByText('Follow up with Jordan (Acme)', { selector: 'h1 *' })).toBeInTheDocument();
    const saved = state.data.campaigns.find((row) => row.id === campaign.id)!;
    expect(saved.name).toBe('Follow up with Jordan (Acme)');
    expect(saved.excludeWeekends).toBe(!campaign.excludeWeekends);
  });

  it('explains the open pixel beside its switch, and saves the choice', async () => {
    const state = startBackend();
    renderDashboard([`/dashboard/campaigns/${campaign.id}/edit`]);
    const tracking = await screen.findByRole('switch', { name: TRACK_OPENS_LABEL });
    expect(screen.getByText(TRACK_OPENS_EXPLAINED)).toBeInTheDocument();
    expect(tracking).toHaveAttribute('aria-checked', String(campaign.trackOpens));
    await userEvent.click(tracking);
    await userEvent.click(screen.getByRole('button', { name: 'Update Campaign' }));
    await waitFor(() =>
      expect(state.data.campaigns.find((row) => row.id === campaign.id)!.trackOpens).toBe(!campaign.trackOpens),
    );
  });

  it('starts a new sequence with open tracking off', async () => {
    const state = startBackend();
    renderDashboard(['/dashboard/campaigns/new']);
    expect(await screen.findByRole('switch', { name: TRACK_OPENS_LABEL })).toHaveAttribute('aria-checked', 'false');
    await userEvent.type(screen.getByRole('textbox', { name: 'Sequence Name' }), 'Nurse roles');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(state.data.campaigns.find((row) => row.name === 'Nurse roles')?.trackOpens).toBe(false));
  });

  it('picks any IANA zone from the searchable timezone picker, the spec zones listed first', async () => {
    const state = startBackend();
    renderDashboard([`/dashboard/campaigns/${campaign.id}/edit`]);
    const picker = await screen.findByRole('combobox', { name: 'Timezone' });
    await userEvent.click(picker);
    await userEvent.type(picker, 'Paris');
    await userEvent.click(await screen.findByText(/^Europe\/Paris \(UTC\+0[12]:00\)$/));
    await userEvent.click(screen.getByRole('button', { name: 'Update Campaign' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/dashboard/campaigns/${campaign.id}`));
    expect(state.data.campaigns.find((row) => row.id === campaign.id)!.timezone).toBe('Europe/Paris');
    // The toast says the settings were saved, and when the next email now goes when one is planned.
    expect(await screen.findByText(/^Sequence settings saved/)).toBeInTheDocument();
  });

  it('says under the picker which zone the sequence sends in and why', async () => {
    startBackend();
    renderDashboard([`/dashboard/campaigns/${campaign.id}/edit`]);
    const picker = await screen.findByRole('combobox', { name: 'Timezone' });
    expect(screen.getByTestId('send-zone-reason')).toHaveTextContent(/^9:00-17:00 in .+/);
    await userEvent.click(picker);
    await userEvent.type(picker, 'Tokyo');
    await userEvent.click(await screen.findByText(/^Asia\/Tokyo \(UTC\+09:00\)$/));
    expect(screen.getByTestId('send-zone-reason')).toHaveTextContent('9:00-17:00 in Asia/Tokyo, the zone you chose');
  });

  it('stops the name at 120 characters, the bound the api enforces', async () => {
    startBackend();
    renderDashboard([`/dashboard/campaigns/${campaign.id}/edit`]);
    const name = await screen.findByRole('textbox', { name: 'Sequence Name' });
    expect(name).toHaveAttribute('maxlength', '120');
    await userEvent.clear(name);
    await userEvent.paste('n'.repeat(125));
    expect(name).toHaveValue('n'.repeat(120));
  });

  it('keeps the user on the form when the name is empty', async () => {
    const state = startBackend();
    renderDashboard([`/dashboard/campaigns/${campaign.id}/edit`]);
    await userEvent.clear(await screen.findByRole('textbox', { name: 'Sequence Name' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update Campaign' }));
    expect(await screen.findByText(SEQUENCE_NAME_REQUIRED)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/dashboard/campaigns/${campaign.id}/edit`);
    expect(state.data.campaigns.find((row) => row.id === campaign.id)!.name).toBe(campaign.name);
  });

  it("says 'Failed to update campaign: {message}' and stays when the server refuses", async () => {
    startBackend();
    server.use(graphqlErrorHandler('mutation', 'UpdateCampaign', 'Database unavailable'));
    renderDashboard([`/dashboard/campaigns/${campaign.id}/edit`]);
    await userEvent.click(await screen.findByRole('button', { name: 'Update Campaign' }));
    expect(await screen.findByText(failedToUpdateCampaign('Database unavailable'))).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/dashboard/campaigns/${campaign.id}/edit`);
  });

  it("shows 'Campaign not found' for someone else's or a missing campaign", async () => {
    startBackend();
    renderDashboard(['/dashboard/campaigns/999/edit']);
    expect(await screen.findByText(CAMPAIGN_NOT_FOUND)).toBeInTheDocument();
  });
});
