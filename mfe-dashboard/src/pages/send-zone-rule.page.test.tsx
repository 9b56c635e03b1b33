// One zone rule on every screen (product.md §10): 'New Sequence' with a Tokyo browser starts in Tokyo, said to be the
// browser's zone (never a silent New York); adding yuki.tanaka@mercari.co.jp puts the sequence in the recipient's
// zone, and the settings form, the preview, the sequence page and its edit page all say 'guessed from mercari.co.jp'.
// A zone the user picked by hand stays, and every screen calls it 'the zone you chose'.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockBackend, type MockBackend } from 'mocks';
import { renderDashboard, setupDashboardTests } from '../testing/render-dashboard';

jest.setTimeout(120_000);

// The campaign page has an antd Table, which measures the scrollbar with a pseudo-element jsdom lacks.
const jsdomGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => jsdomGetComputedStyle(element);

const { server } = setupDashboardTests();

function useMockBackend(): MockBackend {
  const backend = createMockBackend();
  server.use(...backend.handlers);
  return backend;
}

let browserZone: jest.SpyInstance | undefined;
/** The browser reports `zone` as its own (Intl's resolved zone). */
function pinBrowserZone(zone: string) {
  const real = new Intl.DateTimeFormat('en-US').resolvedOptions();
  browserZone = jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ ...real, timeZone: zone });
}
afterEach(() => browserZone?.mockRestore());

const location = () => screen.getByTestId('location').textContent;
const zoneReason = () => screen.getByTestId('send-zone-reason');
const MERCARI = "9:00-17:00 in the recipient's zone, Asia/Tokyo, guessed from mercari.co.jp";

/** Step 1 with the zone as proposed (or `pick` typed into the picker), then the contact of step 2. */
async function newSequenceTo(backend: MockBackend, email: string, pick?: { search: string; option: RegExp }) {
  await userEvent.type(await screen.findByLabelText('Sequence Name'), 'Mercari platform role');
  if (pick) {
    const picker = screen.getByRole('combobox', { name: 'Timezone' });
    await userEvent.click(picker);
    await userEvent.type(picker, pick.search);
    await userEvent.click(await screen.findByText(pick.option));
  }
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(location()).toBe('/dashboard/contacts/new'));
  const campaign = backend.state.data.campaigns.find((row) => row.name === 'Mercari platform role')!;
  const saved = { timezone: campaign.timezone, timezoneSource: campaign.timezoneSource };

  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('First Name'), 'Yuki');
  await userEvent.click(screen.getByRole('button', { name: 'Next: Draft Emails' }));
  await waitFor(() => expect(location()).toBe(`/dashboard/campaigns/${campaign.id}/email-sequences`));
  await screen.findByRole('region', { name: 'Email 1' });
  return { campaign, saved };
}

async function openPreview() {
  await userEvent.click(screen.getByRole('button', { name: 'Preview & Schedule Sequence' }));
  expect(await screen.findByText('Preview and Confirm')).toBeInTheDocument();
  const emails = within(screen.getByRole('list', { name: 'Emails' }));
  const first = emails.getByRole('listitem', { name: 'Email 1' });
  await waitFor(() => expect(first).toHaveTextContent(/in Tokyo|Immediately/));
  return first;
}

describe('New Sequence: the zone rule, and every screen says where the zone came from', () => {
  it("starts in the Tokyo browser's zone and says so, never a silent New York", async () => {
    pinBrowserZone('Asia/Tokyo');
    useMockBackend();
    renderDashboard(['/dashboard/campaigns', '/dashboard/campaigns/new']);
    expect(await screen.findByTestId('send-zone-reason')).toHaveTextContent("9:00-17:00 in Asia/Tokyo, your browser's zone");
    expect(screen.getByText('Set Up Your Campaign Basics').closest('.db-page')).not.toHaveTextContent('New_York');
  });

  it('a contact at mercari.co.jp: the settings form, the preview, the sequence page and its edit page agree', async () => {
    pinBrowserZone('Asia/Tokyo');
    const backend = useMockBackend();
    const { unmount } = renderDashboard(['/dashboard/campaigns', '/dashboard/campaigns/new']);
    const { campaign, saved } = await newSequenceTo(backend, 'yuki.tanaka@mercari.co.jp');
    expect(saved).toEqual({ timezone: 'Asia/Tokyo', timezoneSource: 'BROWSER' });
    expect(campaign).toMatchObject({ timezone: 'Asia/Tokyo', timezoneSource: 'RECIPIENT_DOMAIN' });

    // Step 2's settings form, then the preview.
    await waitFor(() => expect(zoneReason()).toHaveTextContent(MERCARI));
    const first = await openPreview();
    expect(screen.getByText(MERCARI)).toBeInTheDocument();
    expect(first).not.toHaveTextContent('New York');
    unmount();

    // The sequence's page, and its edit page behind 'change'.
    renderDashboard([`/dashboard/campaigns/${campaign.id}`]);
    await waitFor(() => expect(screen.getByTestId('send-zone-summary')).toHaveTextContent(`${MERCARI}; change`));
    await userEvent.click(within(screen.getByTestId('send-zone-summary')).getByRole('link', { name: 'change' }));
    await waitFor(() => expect(zoneReason()).toHaveTextContent(MERCARI));
  });

  it("a Berlin browser's zone gives way to the recipient's: Preview gives Tokyo's time and the user's", async () => {
    pinBrowserZone('Europe/Berlin');
    const backend = useMockBackend();
    renderDashboard(['/dashboard/campaigns', '/dashboard/campaigns/new']);
    const { campaign, saved } = await newSequenceTo(backend, 'yuki.tanaka@mercari.co.jp');
    expect(saved).toEqual({ timezone: 'Europe/Berlin', timezoneSource: 'BROWSER' });
    expect(campaign).toMatchObject({ timezone: 'Asia/Tokyo', timezoneSource: 'RECIPIENT_DOMAIN' });
    await waitFor(() => expect(zoneReason()).toHaveTextContent(MERCARI));
    await openPreview();
    expect(screen.getByText(MERCARI)).toBeInTheDocument();
    expect(screen.getByLabelText('Send times')).toHaveTextContent(/in Tokyo \(.* your time\)/);
  });

  it('a zone picked by hand in step 1 stays when the contact is added, and is called the zone you chose', async () => {
    pinBrowserZone('Asia/Tokyo');
    const backend = useMockBackend();
    renderDashboard(['/dashboard/campaigns', '/dashboard/campaigns/new']);
    const { campaign } = await newSequenceTo(backend, 'yuki.tanaka@mercari.co.jp', {
      search: 'Sydney',
      option: /^Australia\/Sydney \(UTC\+1[01]:00\)$/,
    });
    expect(campaign).toMatchObject({ timezone: 'Australia/Sydney', timezoneSource: 'CHOSEN' });
    const chosen = '9:00-17:00 in Australia/Sydney, the zone you chose';
    await waitFor(() => expect(zoneReason()).toHaveTextContent(chosen));
    await userEvent.click(screen.getByRole('button', { name: 'Preview & Schedule Sequence' }));
    expect(await screen.findByText(chosen)).toBeInTheDocument();
  });
});
