import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CAMPAIGN_CREATED, ERROR_LOADING_CAMPAIGNS, LOADING_CAMPAIGNS, SEQUENCE_NAME_REQUIRED, WIZARD_STEPS } from 'contracts';
import { fixtureCampaigns, fixtureContacts, fixtureEmails, graphqlErrorHandler } from 'mocks';
import { useSessionStore } from 'shared-ui';
import { renderDashboard, setupDashboardTests } from './testing/render-dashboard';

// antd pages render slowly in jsdom on a small machine; this is headroom, not a timing goal.
jest.setTimeout(30_000);

const { server, useBackend } = setupDashboardTests();

const sentEmailsOf = (campaignId: number) =>
  fixtureEmails.filter((email) => email.campaignId === campaignId && email.sentAt !== null).length;
const contactsOf = (campaignId: number) => fixtureContacts.filter((contact) => contact.campaignId === campaignId).length;

describe('dashboard routing', () => {
  it('shows the not-found page for an unknown dashboard path', () => {
    useBackend();
    renderDashboard(['/dashboard/no-such-page']);
    expect(screen.getByText('Oops! Page not found', { selector: 'h1' })).toBeInTheDocument();
    expect(screen.getByText('Return to Home').closest('a')).toHaveAttribute('href', '/');
  });
});

describe('sequences list (/dashboard/campaigns)', () => {
  it('lists every fixture campaign with its contacts, emails sent and opens', async () => {
    useBackend();
    renderDashboard(['/dashboard/campaigns']);
    expect(screen.getByText('Sequences', { selector: 'h1' })).toBeInTheDocument();
    expect(screen.getByText('Manage your follow-up email sequences')).toBeInTheDocument();
    expect(screen.getByText(LOADING_CAMPAIGNS)).toBeInTheDocument();

    for (const campaign of fixtureCampaigns) {
      await screen.findByText(campaign.name, { selector: 'h2 a' });
      const card = screen.getByRole('article', { name: campaign.name });
      const contacts = contactsOf(campaign.id);
      const sent = sentEmailsOf(campaign.id);
      // Plurals agree with the count: '1 contact', '2 contacts'.
      const noun = contacts === 1 ? 'contact' : 'contacts';
      expect(within(card).getByText(new RegExp(`^${contacts} ${noun} • Last activity: `))).toBeInTheDocument();
      expect(within(card).getByTestId(`Contacts-${campaign.id}`)).toHaveTextContent(String(contacts));
      expect(within(card).getByTestId(`Emails Sent-${campaign.id}`)).toHaveTextContent(String(sent));
      // Opens counts opened emails (issue 15), not the emailsSent value the spec's original screen showed.
      const opened = fixtureEmails.filter((email) => email.campaignId === campaign.id && email.openedAt).length;
      expect(within(card).getByTestId(`Opens-${campaign.id}`)).toHaveTextContent(String(opened));
      // A sequence nobody was ever scheduled in (103: its contact has no address yet) is a Draft.
      const scheduled = fixtureEmails.some((email) => email.campaignId === campaign.id);
      expect(within(card).getByText(!scheduled ? 'Draft' : campaign.isActive ? 'Active' : 'Paused')).toBeInTheDocument();
    }
    expect(screen.getByPlaceholderText('Search campaigns...')).toBeInTheDocument();
  });

  it('opens a campaign when its card is clicked', async () => {
    useBackend();
    renderDashboard(['/dashboard/campaigns']);
    const [first] = fixtureCampaigns;
    await userEvent.click(await screen.findByRole('link', { name: first!.name }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/dashboard/campaigns/${first!.id}`);
    expect(await screen.findByText(first!.name, { selector: 'h1 *' })).toBeInTheDocument();
  });

  it('shows the empty state when there are no campaigns', async () => {
    useBackend({ empty: true });
    renderDashboard(['/dashboard/campaigns']);
    expect(await screen.findByText('Follow Up. Get Seen.')).toBeInTheDocument();
    expect(
      screen.getByText("Start by adding your first contact, then we'll help you draft the perfect follow-up sequence."),
    ).toBeInTheDocument();
  });

  it('says the list could not be loaded when the query fails', async () => {
    useBackend();
    server.use(graphqlErrorHandler('query', 'GetAllCampaigns', 'Database unavailable'));
    renderDashboard(['/dashboard/campaigns']);
    expect(await screen.findByText(ERROR_LOADING_CAMPAIGNS)).toBeInTheDocument();
  });
});

describe('settings (/dashboard/settings)', () => {
  it('shows Authorized when Gmail permission exists', async () => {
    useBackend({ hasGmailPermission: true });
    renderDashboard(['/dashboard/settings']);
    const sections = ['Profile Information', 'Email Permissions', 'Notification Preferences', 'Account Actions'];
    for (const section of [...sections, 'Change Password']) {
      expect(screen.getAllByText(section, { selector: '.ant-card-head-title' })).toHaveLength(1);
    }
    // Text queries: role queries over the whole settings page are very slow in jsdom.
    expect((await screen.findByText('Authorized')).closest('button')).toBeDisabled();
    expect(screen.queryByText('Authorize Google Mail')).not.toBeInTheDocument();
  });

  it('offers Authorize Google Mail without Gmail permission', async () => {
    useBackend({ hasGmailPermission: false });
    renderDashboard(['/dashboard/settings']);
    expect((await screen.findByText('Authorize Google Mail')).closest('button')).toBeEnabled();
    expect(screen.queryByText('Authorized')).not.toBeInTheDocument();
  });

  it('says User not found without a session', () => {
    useBackend();
    useSessionStore.setState({ user: null, status: 'unauthenticated' });
    renderDashboard(['/dashboard/settings']);
    expect(screen.getByText('User not found')).toBeInTheDocument();
  });
});

describe('campaign creation (/dashboard/campaigns/new)', () => {
  it('requires a name, then creates the campaign and moves on to its contact (step 1 of the flow)', async () => {
    useBackend();
    renderDashboard(['/dashboard/campaigns/new']);
    expect(screen.getByText('Set Up Your Campaign Basics', { selector: 'h1' })).toBeInTheDocument();
    expect(screen.getByText("Don't send emails on weekends")).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Exclude Weekends' })).toBeChecked();

    const continueButton = screen.getByText('Continue').closest('button') as HTMLButtonElement;
    await userEvent.click(continueButton);
    expect(await screen.findByText(SEQUENCE_NAME_REQUIRED)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Sequence Name'), 'Follow up with Morgan');
    await userEvent.click(continueButton);
    expect(await screen.findByText(CAMPAIGN_CREATED)).toBeInTheDocument();
    // Issue 15's one flow: the basics, then the contact, then the drafts.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/contacts\/new$/));
    expect(screen.getByTestId('location-search')).toHaveTextContent(/^\?campaignId=\d+$/);
    expect(await screen.findByText('Add Contact Details')).toBeInTheDocument();
    for (const step of WIZARD_STEPS) expect(screen.getAllByText(step).length).toBeGreaterThan(0);
  });
});
