import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AUTH_BASE_PATH,
  AUTH_PATHS,
  CAMPAIGN_ACTIVATED,
  CAMPAIGN_DELETED,
  CAMPAIGN_NOT_FOUND,
  CAMPAIGN_PAUSED,
  CONTACT_DELETED,
  FAILED_TO_DELETE_CONTACT,
  CONNECT_OUTLOOK,
  GMAIL_SEND_SCOPE,
  failedToUpdateCampaignStatus,
  formatSendingResumeTime,
  gmailDailyLimitReached,
  holidayMoveNote,
  holidayMoveReason,
  mailboxDailyLimitReached,
  mailConnectTitle,
} from 'contracts';
import { createMockBackend, createMockData, graphqlErrorHandler, type MockHandlerOptions } from 'mocks';
import { graphql, http, HttpResponse } from 'msw';
import { renderDashboard, setupDashboardTests } from '../testing/render-dashboard';

// antd pages render slowly in jsdom on a small machine; this is headroom, not a timing goal.
jest.setTimeout(30_000);

// antd's Modal measures the scrollbar with getComputedStyle(element, '::-webkit-scrollbar'), which jsdom lacks.
const jsdomGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => jsdomGetComputedStyle(element);

const { server } = setupDashboardTests();

/** A fresh mock backend whose state the test can read after the page's mutations. */
function startBackend(options: MockHandlerOptions = {}) {
  const backend = createMockBackend(options);
  server.use(...backend.handlers);
  return backend.state;
}

/** The time shown next to a label ('Sent', 'Opened', ...) in one history entry, or null when it is not shown. */
const timeOf = (entry: HTMLElement, label: string) =>
  within(entry).queryByText(label, { selector: 'dt' })?.nextElementSibling?.textContent ?? null;
const heading = () => screen.getByRole('heading', { level: 1 });
const jordanRow = async () => (await screen.findByText('Jordan Lee')).closest('tr') as HTMLElement;

describe("campaign detail: Gmail's daily sending limit", () => {
  it('says when sending resumes while Gmail limits the account, and nothing otherwise', async () => {
    const data = createMockData();
    const resumesAt = '2026-11-27T18:00:00.000Z';
    data.campaigns = data.campaigns.map((campaign) =>
      campaign.id === 101 ? { ...campaign, gmailSendingPausedUntil: resumesAt } : campaign,
    );
    startBackend({ data });
    renderDashboard(['/dashboard/campaigns/101']);
    const timezone = data.campaigns.find((campaign) => campaign.id === 101)!.timezone;
    expect(
      await screen.findByText(gmailDailyLimitReached(formatSendingResumeTime(new Date(resumesAt), timezone))),
    ).toBeInTheDocument();
  });

  it("names Outlook's limit for an Outlook user", async () => {
    const data = createMockData();
    const resumesAt = '2026-11-27T18:00:00.000Z';
    data.campaigns = data.campaigns.map((campaign) =>
      campaign.id === 101 ? { ...campaign, gmailSendingPausedUntil: resumesAt } : campaign,
    );
    const state = startBackend({ data });
    state.outlook = { address: 'sam.seeker@outlook.com', tier: 'SEND_ONLY', needsReconnect: false };
    renderDashboard(['/dashboard/campaigns/101']);
    const timezone = data.campaigns.find((campaign) => campaign.id === 101)!.timezone;
    const resumes = formatSendingResumeTime(new Date(resumesAt), timezone);
    expect(await screen.findByText(mailboxDailyLimitReached('OUTLOOK', resumes))).toBeInTheDocument();
    expect(screen.getByText(`Outlook's daily sending limit reached; sending resumes at ${resumes}`)).toBeInTheDocument();
  });

  it('shows no limit notice for an account Gmail does not limit', async () => {
    startBackend();
    renderDashboard(['/dashboard/campaigns/101']);
    expect(await screen.findByText('Follow up with Jordan', { selector: 'h1 *' })).toBeInTheDocument();
    expect(screen.queryByText(/daily sending limit/)).not.toBeInTheDocument();
  });
});

describe('campaign detail: header and pause toggle', () => {
  it('pauses an active campaign after the confirmation, toasts and updates the badge', async () => {
    const state = startBackend();
    renderDashboard(['/dashboard/campaigns/101']);
    expect(await screen.findByText('Follow up with Jordan', { selector: 'h1 *' })).toBeInTheDocument();
    expect(within(heading()).getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Mail Sequence' })).toHaveAttribute(
      'href',
      '/dashboard/campaigns/101/email-sequences',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause Follow up' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pause sequence' }));

    expect(await screen.findByText(CAMPAIGN_PAUSED)).toBeInTheDocument();
    await waitFor(() => expect(within(heading()).getByText('Paused')).toBeInTheDocument());
    // Ready for the next click: enabled, and no spinner left in it (its name would read 'loading Activate').
    const activate = screen.getByRole('button', { name: 'Activate' });
    await waitFor(() => expect(activate).toBeEnabled());
    expect(within(activate).queryByRole('img', { name: 'loading' })).not.toBeInTheDocument();
    expect(state.data.campaigns.find((campaign) => campaign.id === 101)?.isActive).toBe(false);
  });

  it('deletes the campaign after a confirmation that says what happens, and goes back to the list without it', async () => {
    const state = startBackend();
    renderDashboard(['/dashboard/campaigns/101']);
    expect(await screen.findByText('Follow up with Jordan', { selector: 'h1 *' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const asked = await screen.findByRole('dialog', { name: 'Delete Follow up with Jordan?' });
    expect(within(asked).getByText(/Scheduled emails of this sequence are cancelled at once/)).toBeInTheDocument();
    await userEvent.click(within(asked).getByRole('button', { name: 'Cancel' }));
    expect(state.data.campaigns.some((campaign) => campaign.id === 101)).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Follow up with Jordan?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete sequence' }));
    expect(await screen.findByText(CAMPAIGN_DELETED)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sequences' })).toBeInTheDocument();
    expect(state.data.campaigns.some((campaign) => campaign.id === 101)).toBe(false);
    expect(screen.queryByText('Follow up with Jordan')).not.toBeInTheDocument();
  });

  it('activates a paused campaign with the Activate Follow up confirmation', async () => {
    const data = createMockData();
    data.campaigns = data.campaigns.map((campaign) => (campaign.id === 102 ? { ...campaign, isActive: false } : campaign));
    const state = startBackend({ data });
    renderDashboard(['/dashboard/campaigns/102']);
    await userEvent.click(await screen.findByRole('button', { name: 'Activate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activate Follow up' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Activate sequence' }));

    expect(await screen.findByText(CAMPAIGN_ACTIVATED)).toBeInTheDocument();
    await waitFor(() => expect(within(heading()).getByText('Active')).toBeInTheDocument());
    expect(state.data.campaigns.find((campaign) => campaign.id === 102)?.isActive).toBe(true);
  });

  it('leaves the campaign as it was when the confirmation is cancelled', async () => {
    const state = startBackend();
    renderDashboard(['/dashboard/campaigns/101']);
    await userEvent.click(await screen.findByRole('button', { name: 'Pause' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(within(heading()).getByText('Active')).toBeInTheDocument();
    expect(state.data.campaigns.find((campaign) => campaign.id === 101)?.isActive).toBe(true);
  });

  it("says 'Failed to update campaign status: {message}' when the server refuses", async () => {
    startBackend();
    server.use(graphqlErrorHandler('mutation', 'UpdateCampaign', 'Database unavailable'));
    renderDashboard(['/dashboard/campaigns/101']);
    await userEvent.click(await screen.findByRole('button', { name: 'Pause' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pause sequence' }));
    expect(await screen.findByText(failedToUpdateCampaignStatus('Database unavailable'))).toBeInTheDocument();
    expect(within(heading()).getByText('Active')).toBeInTheDocument();
  });

  it("shows 'Campaign not found' with a way back for an unknown or malformed id", async () => {
    startBackend();
    renderDashboard(['/dashboard/campaigns/999']);
    expect(await screen.findByText(CAMPAIGN_NOT_FOUND)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Sequences' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/campaigns');
  });

  it("shows 'Campaign not found' for an id that is not a number", () => {
    startBackend();
    renderDashboard(['/dashboard/campaigns/abc']);
    expect(screen.getByText(CAMPAIGN_NOT_FOUND)).toBeInTheDocument();
  });
});

describe('campaign detail: mailbox banner', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('shows the red banner for a revoked Gmail, in the Gmail words, and connects back to this campaign', async () => {
    const state = startBackend({ hasGmailPermission: false });
    state.gmail = { googleEmail: 'alex.morgan@example.com', tier: 'SEND_ONLY', needsReconnect: true };
    const socialBodies: unknown[] = [];
    server.use(
      http.post(`*${AUTH_BASE_PATH}${AUTH_PATHS.signInSocial}`, async ({ request }) => {
        socialBodies.push(await request.json());
        return HttpResponse.json({ url: 'http://localhost/#google-consent', redirect: true });
      }),
    );
    renderDashboard(['/dashboard/campaigns/101']);
    const banner = (await screen.findByText('Gmail is not connected')).closest('[role="alert"]') as HTMLElement;
    expect(banner).toHaveTextContent("Emails of this sequence can't be sent until you connect your Gmail account.");
    await userEvent.click(within(banner).getByRole('button', { name: 'Connect Gmail' }));
    // The connect dialog offers the tiers first (Send only by default).
    const dialog = await screen.findByRole('dialog', { name: 'Connect your Gmail inbox' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Connect Gmail' }));
    await waitFor(() => expect(window.location.hash).toBe('#google-consent'));
    expect(socialBodies).toEqual([{ provider: 'google', callbackURL: '/dashboard/campaigns/101', scopes: [GMAIL_SEND_SCOPE] }]);
  });

  it('speaks of "your mailbox" before any was connected, and offers Gmail and Outlook', async () => {
    startBackend({ hasGmailPermission: false });
    renderDashboard(['/dashboard/campaigns/101']);
    const banner = (await screen.findByText('Your mailbox is not connected')).closest('[role="alert"]') as HTMLElement;
    expect(banner).toHaveTextContent("Emails of this sequence can't be sent until you connect your mailbox.");
    await userEvent.click(within(banner).getByRole('button', { name: 'Connect your mailbox' }));
    const dialog = await screen.findByRole('dialog', { name: mailConnectTitle(null) });
    expect(within(dialog).getByRole('button', { name: 'Connect Gmail' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: CONNECT_OUTLOOK })).toBeEnabled();
  });

  it("says 'Reconnect Outlook to resume' for a lost Outlook grant, and Microsoft comes back to this campaign", async () => {
    const state = startBackend({ hasGmailPermission: false });
    state.outlook = { address: 'sam.seeker@outlook.com', tier: 'SEND_ONLY', needsReconnect: true };
    const calls: unknown[] = [];
    server.use(
      graphql.mutation('StartOutlookConnection', ({ variables }) => {
        calls.push(variables);
        const started = { success: true, message: 'started', url: 'http://localhost/#microsoft-consent' };
        return HttpResponse.json({ data: { startOutlookConnection: started } });
      }),
    );
    renderDashboard(['/dashboard/campaigns/101']);
    const banner = (await screen.findByText('Reconnect Outlook to resume')).closest('[role="alert"]') as HTMLElement;
    expect(banner).not.toHaveTextContent(/Gmail/);
    await userEvent.click(within(banner).getByRole('button', { name: CONNECT_OUTLOOK }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect your Outlook inbox' });
    await userEvent.click(within(dialog).getByRole('button', { name: CONNECT_OUTLOOK }));
    await waitFor(() => expect(window.location.hash).toBe('#microsoft-consent'));
    expect(calls).toEqual([{ detectReplies: false, returnTo: '/dashboard/campaigns/101' }]);
  });

  it('shows no banner when Gmail is connected', async () => {
    startBackend({ hasGmailPermission: true });
    renderDashboard(['/dashboard/campaigns/101']);
    await jordanRow();
    expect(screen.queryByText('Gmail is not connected')).not.toBeInTheDocument();
  });
});

describe('campaign detail: contacts table', () => {
  it('lists the contacts with the §2 columns and expands a row to its email history in the campaign zone', async () => {
    startBackend();
    renderDashboard(['/dashboard/campaigns/101']);
    const row = await jordanRow();
    for (const column of ['Contact Name', 'Email Address', 'Emails Sent', 'Status', 'Last Activity']) {
      expect(screen.getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    expect(within(row).getByText('jordan.lee@acme.example')).toBeInTheDocument();
    // Two emails sent: the initial mail and follow up #1.
    expect(within(row).getByText('Follow up #1')).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: /expand row/i }));
    const history = await screen.findByRole('article', { name: /^Email 1:/ });
    // Campaign 101 runs on America/New_York: 13:02 UTC is 9:02 AM there (the user's clock follows in brackets).
    expect(within(history).getByText('Delivered')).toBeInTheDocument();
    expect(timeOf(history, 'Sent')).toMatch(/^Mon, Jun 2, 2025, 9:02 AM in New York\b/);
    expect(timeOf(history, 'Opened')).toMatch(/^Mon, Jun 2, 2025, 11:40 AM in New York\b/);
    const scheduled = screen.getByRole('article', { name: /^Email 3:/ });
    expect(within(scheduled).getByText('Scheduled')).toBeInTheDocument();
    expect(timeOf(scheduled, 'Scheduled for')).toMatch(/^Tue, Jun 10, 2025, 9:00 AM in New York\b/);
    expect(timeOf(scheduled, 'Sent')).toBeNull();
  });

  it("says on a scheduled email why it was moved (a public holiday in the recipient's zone), as a note", async () => {
    const data = createMockData();
    const waiting = data.emails.find((email) => email.campaignId === 101 && email.contactId === 201 && !email.sentAt)!;
    waiting.errorMessage = holidayMoveNote(
      new Date('2025-06-09T13:00:00Z'),
      'America/New_York',
      holidayMoveReason(['Juneteenth'], 'the United States'),
    );
    startBackend({ data });
    renderDashboard(['/dashboard/campaigns/101']);
    await userEvent.click(within(await jordanRow()).getByRole('button', { name: /expand row/i }));
    const note = await screen.findByText('Moved from Mon, Jun 9: Juneteenth (public holiday in the United States).');
    expect(note).toHaveAttribute('role', 'note');
    expect(note).not.toHaveClass('db-state--error');
  });

  it('pauses a contact and marks one as replied, showing the new state in the table', async () => {
    const state = startBackend();
    renderDashboard(['/dashboard/campaigns/101']);
    const row = await jordanRow();

    await userEvent.click(within(row).getByRole('button', { name: 'Pause Jordan Lee' }));
    expect(await within(row).findByRole('button', { name: 'Resume Jordan Lee' })).toBeInTheDocument();
    expect(within(row).getByText('Paused')).toBeInTheDocument();
    expect(state.data.contacts.find((contact) => contact.id === 201)?.isActive).toBe(false);

    await userEvent.click(within(row).getByRole('button', { name: 'Resume Jordan Lee' }));
    await waitFor(() => expect(within(row).queryByText('Paused')).not.toBeInTheDocument());
    expect(state.data.contacts.find((contact) => contact.id === 201)?.isActive).toBe(true);

    await userEvent.click(within(row).getByRole('button', { name: 'Mark as replied: Jordan Lee' }));
    // It asks first: cancelling changes nothing.
    const asked = await screen.findByRole('dialog', { name: 'Mark Jordan Lee as replied?' });
    expect(within(asked).getByText(/No more emails will be sent in this sequence\./)).toBeInTheDocument();
    await userEvent.click(within(asked).getByRole('button', { name: 'Cancel' }));
    expect(state.data.contacts.find((contact) => contact.id === 201)?.status).not.toBe('RESPONDED');

    await userEvent.click(within(row).getByRole('button', { name: 'Mark as replied: Jordan Lee' }));
    const confirm = await screen.findByRole('dialog', { name: 'Mark Jordan Lee as replied?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Mark as replied' }));
    expect(await within(row).findByText('Responded')).toBeInTheDocument();
    expect(state.data.contacts.find((contact) => contact.id === 201)?.status).toBe('RESPONDED');
    await userEvent.click(within(row).getByRole('button', { name: /expand/i }));
    expect(
      await screen.findByText('You marked Jordan as replied. No more emails will be sent in this sequence.'),
    ).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: /collapse/i }));

    // Until the next would-be send it can be taken back.
    await userEvent.click(within(row).getByRole('button', { name: 'Undo mark as replied: Jordan Lee' }));
    expect(await within(row).findByRole('button', { name: 'Mark as replied: Jordan Lee' })).toBeEnabled();
    expect(within(row).queryByText('Responded')).not.toBeInTheDocument();
    expect(state.data.contacts.find((contact) => contact.id === 201)?.status).toBe('IN_PROGRESS');
  }, 90_000);

  it('deletes a contact after confirming, then offers to add the first contact to this campaign', async () => {
    const state = startBackend();
    renderDashboard(['/dashboard/campaigns/101']);
    await userEvent.click(within(await jordanRow()).getByRole('button', { name: 'Delete Jordan Lee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Jordan Lee?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(CONTACT_DELETED)).toBeInTheDocument();
    expect(await screen.findByText('Add Your First Contact')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Contact' })).toHaveAttribute('href', '/dashboard/contacts/new?campaignId=101');
    expect(state.data.contacts.some((contact) => contact.id === 201)).toBe(false);
  });

  it("says 'Failed to delete contact' and keeps the row when deletion fails", async () => {
    startBackend();
    server.use(graphqlErrorHandler('mutation', 'DeleteContact', 'Database unavailable'));
    renderDashboard(['/dashboard/campaigns/101']);
    await userEvent.click(within(await jordanRow()).getByRole('button', { name: 'Delete Jordan Lee' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(FAILED_TO_DELETE_CONTACT)).toBeInTheDocument();
    expect(screen.getByText('Jordan Lee')).toBeInTheDocument();
  });

  it('pages through the contacts 10 at a time', async () => {
    const data = createMockData();
    for (let index = 1; index <= 12; index += 1) {
      data.contacts.push({
        ...data.contacts[0]!,
        id: 500 + index,
        firstName: `Extra${index}`,
        lastName: 'Person',
        email: `extra${index}@example.com`,
        // Newer than Jordan, so Jordan (the oldest) ends up on the second page.
        createdAt: `2025-06-03T10:${String(index).padStart(2, '0')}:00.000Z`,
      });
    }
    startBackend({ data });
    renderDashboard(['/dashboard/campaigns/101']);
    expect(await screen.findByText('Showing 1–10 of 13 contacts')).toBeInTheDocument();
    expect(screen.getByText('Extra12 Person')).toBeInTheDocument();
    expect(screen.queryByText('Jordan Lee')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Jordan Lee')).toBeInTheDocument();
    expect(screen.getByText('Showing 11–13 of 13 contacts')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Extra12 Person')).toBeInTheDocument();
  });
});

describe('campaign detail: the zone it sends in and why', () => {
  it("says the window, the zone and why, links to change it, and says when the recipient's next email goes", async () => {
    const data = createMockData();
    data.campaigns = data.campaigns.map((campaign) =>
      campaign.id === 101 ? { ...campaign, timezone: 'Europe/Berlin' } : campaign,
    );
    const jordan = data.contacts.find((contact) => contact.campaignId === 101 && contact.firstName === 'Jordan')!;
    jordan.email = 'jordan.lee@globex.de';
    data.billing.scheduledContactIds.push(jordan.id);
    startBackend({ data });
    renderDashboard(['/dashboard/campaigns/101']);
    const summary = await screen.findByTestId('send-zone-summary');
    await waitFor(() =>
      expect(summary).toHaveTextContent("9:00-17:00 in the recipient's zone, Europe/Berlin, guessed from globex.de; change"),
    );
    expect(within(summary).getByRole('link', { name: 'change' })).toHaveAttribute('href', '/dashboard/campaigns/101/edit');
    expect(summary).toHaveTextContent(/Next email: .*in Berlin/);
  });
});
