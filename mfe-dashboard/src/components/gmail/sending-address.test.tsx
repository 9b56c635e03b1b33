// Issue 35: a Gmail account other than the sign-in address is said plainly at connect time (Settings › Email
// Permissions, where Google brings the user back) and on the preview the user confirms; the same address gives no
// warning, only the From line.
import { screen, waitFor, within } from '@testing-library/react';
import { FROM_LABEL, SETTINGS_ROUTE, otherSendingAddressNotice } from 'contracts';
import { createMockBackend, createMockData, fixtureUser } from 'mocks';
import { renderDashboard, setupDashboardTests } from '../../testing/render-dashboard';

// antd pages render slowly in jsdom on a small machine; this is headroom, not a timing goal.
jest.setTimeout(30_000);

const { server } = setupDashboardTests();
const OTHER_GMAIL = 'alex.jobs@gmail.com';
const WARNING = `Emails will be sent from ${OTHER_GMAIL}, not ${fixtureUser.email}, the address you signed in with.`;

/** The mock api with Gmail connected as `googleEmail` (the fixture user signed in as alex.morgan@example.com). */
function connectedAs(googleEmail: string) {
  const backend = createMockBackend({ data: createMockData() });
  backend.state.gmail = { googleEmail, tier: 'SEND_ONLY', needsReconnect: false };
  server.use(...backend.handlers);
}

const permissionsCard = async () =>
  (await screen.findByText('Email Permissions', { selector: '.ant-card-head-title' })).closest('.ant-card') as HTMLElement;

const openPreview = () =>
  renderDashboard([{ pathname: '/dashboard/campaigns/101/email-sequences', search: '?contactId=201&step=preview' }]);

describe('the sending address', () => {
  it('is the text the product shows', () => {
    expect(otherSendingAddressNotice(OTHER_GMAIL, fixtureUser.email)).toBe(WARNING);
  });

  it('Settings › Email Permissions says plainly that emails go from another address', async () => {
    connectedAs(OTHER_GMAIL);
    renderDashboard([SETTINGS_ROUTE]);
    const card = await permissionsCard();
    expect(await within(card).findByText(WARNING)).toBeInTheDocument();
    expect(within(card).getByText(OTHER_GMAIL)).toBeInTheDocument();
  });

  it('Settings › Email Permissions gives no warning when Gmail is the sign-in address', async () => {
    connectedAs(fixtureUser.email);
    renderDashboard([SETTINGS_ROUTE]);
    const card = await permissionsCard();
    expect(await within(card).findByText(fixtureUser.email)).toBeInTheDocument();
    expect(within(card).queryByText(/the address you signed in with/)).not.toBeInTheDocument();
  });

  it('the preview shows From: the other Gmail address, with the warning', async () => {
    connectedAs(OTHER_GMAIL);
    openPreview();
    expect(await screen.findByText('Preview and Confirm')).toBeInTheDocument();
    const line = `${FROM_LABEL} ${OTHER_GMAIL}`;
    expect(await screen.findByText((_, element) => element?.tagName === 'P' && element.textContent === line)).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(WARNING);
  });

  it('the preview shows From: the sign-in address without a warning when they are the same', async () => {
    connectedAs(fixtureUser.email);
    openPreview();
    const line = `${FROM_LABEL} ${fixtureUser.email}`;
    expect(await screen.findByText((_, element) => element?.tagName === 'P' && element.textContent === line)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/the address you signed in with/)).not.toBeInTheDocument());
  });
});
