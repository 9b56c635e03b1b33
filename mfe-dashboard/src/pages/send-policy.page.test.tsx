// The user shapes a sequence's sending policy (issue 36 item 4): its hours and the recipient's work week on the
// sequence's settings, the "Sends: ..." line that says the whole policy, and the sequence's page that repeats it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEND_WINDOW_TOO_NARROW } from 'contracts';
import { createMockBackend, fixtureCampaigns } from 'mocks';
import { renderDashboard, setupDashboardTests } from '../testing/render-dashboard';

// antd pages render slowly in jsdom on a small machine; this is headroom, not a timing goal.
jest.setTimeout(30_000);

const jsdomGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => jsdomGetComputedStyle(element);

const { server } = setupDashboardTests();
const campaign = fixtureCampaigns[0]!;

function startBackend() {
  const backend = createMockBackend();
  server.use(...backend.handlers);
  return backend.state;
}

/** Picks `option` in the antd Select labelled `label`. */
async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  const shown = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' });
  await userEvent.click(shown[shown.length - 1]!);
}

describe("a sequence's sending hours and the recipient's work week", () => {
  it("starts at 9:00-17:00 in the zone's week, and saves the hours and week the user picks", async () => {
    const state = startBackend();
    renderDashboard([`/dashboard/campaigns/${campaign.id}/edit`]);
    const sends = await screen.findByTestId('sends-line');
    expect(sends).toHaveTextContent(new RegExp(`^Sends: 9:00-17:00, .+, in ${campaign.timezone}`));
    expect(screen.getByRole('combobox', { name: "Recipient's work week" }).closest('.ant-select')).toHaveTextContent(
      /^As in the recipient's country \(Monday to Friday\)$/,
    );

    await choose('Sending hours from', '10:00');
    await choose('Sending hours to', '16:00');
    await choose("Recipient's work week", 'Sunday to Thursday');
    expect(screen.getByTestId('sends-line')).toHaveTextContent(/^Sends: 10:00-16:00, Sunday to Thursday, in /);
    expect(screen.getByTestId('send-zone-reason')).toHaveTextContent(/^10:00-16:00 in /);
    await userEvent.click(screen.getByRole('button', { name: 'Update Campaign' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/dashboard/campaigns/${campaign.id}`));
    const saved = state.data.campaigns.find((row) => row.id === campaign.id)!;
    expect(saved).toMatchObject({ sendWindowStart: 600, sendWindowEnd: 960, workWeek: 'SUN_THU' });
    // The sequence's page says the same policy.
    const summary = await screen.findByTestId('send-zone-summary');
    expect(within(summary).getByTestId('sends-line')).toHaveTextContent(/^Sends: 10:00-16:00, /);
  });

  it("refuses hours under 2 hours wide with the rule's words, and saves nothing", async () => {
    const state = startBackend();
    renderDashboard([`/dashboard/campaigns/${campaign.id}/edit`]);
    await screen.findByTestId('sends-line');
    await choose('Sending hours from', '10:00');
    await choose('Sending hours to', '11:00');
    await userEvent.click(screen.getByRole('button', { name: 'Update Campaign' }));
    expect(await screen.findByText(SEND_WINDOW_TOO_NARROW)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/dashboard/campaigns/${campaign.id}/edit`);
    expect(state.data.campaigns.find((row) => row.id === campaign.id)!.sendWindowStart).toBeUndefined();
  });

  it("names a Riyadh recipient's own week while nobody picked one", async () => {
    startBackend();
    renderDashboard([`/dashboard/campaigns/${campaign.id}/edit`]);
    const picker = await screen.findByRole('combobox', { name: 'Timezone' });
    await userEvent.click(picker);
    await userEvent.type(picker, 'Riyadh');
    await userEvent.click(await screen.findByText(/^Asia\/Riyadh \(UTC\+03:00\)$/));
    expect(screen.getByTestId('sends-line')).toHaveTextContent(
      campaign.excludeWeekends
        ? 'Sends: 9:00-17:00, Sunday to Thursday, in Asia/Riyadh'
        : 'Sends: 9:00-17:00, every day, in Asia/Riyadh',
    );
    expect(screen.getByRole('combobox', { name: "Recipient's work week" }).closest('.ant-select')).toHaveTextContent(
      "As in the recipient's country (Sunday to Thursday)",
    );
  });
});
