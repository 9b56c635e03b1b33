import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import {
  ADDING_CONTACT_USES_SEQUENCE,
  AUTH_BASE_PATH,
  AUTH_PATHS,
  CONNECT_GMAIL,
  CONTACT_ADDED,
  EMAIL_CONFIDENCE_LABELS,
  CONNECT_OUTLOOK,
  GMAIL_CONNECT_TITLE,
  OUTLOOK_CONNECT_FAILURES,
  GMAIL_TIERS,
  NOT_NOW,
  ENRICH_LINKEDIN_FIRST,
  FIRST_NAME_REQUIRED,
  GMAIL_SEND_SCOPE,
  INVALID_EMAIL_ADDRESS,
  applicantTrackingAddressRefused,
  noReplyAddressRefused,
  INVALID_LINKEDIN_URL,
  LINKEDIN_EMAIL_NOT_FOUND,
  UPGRADE_FOR_SEQUENCES,
  mailConnectIntro,
  mailConnectTitle,
  mailNotConnectedDraftNote,
} from 'contracts';
import { createMockBackend, type MockBackend, type MockHandlerOptions } from 'mocks';
import { renderDashboard, setupDashboardTests } from '../testing/render-dashboard';

// antd pages render slowly in jsdom on a small machine; this is headroom, not a timing goal.
jest.setTimeout(30_000);

// antd's Modal measures the scrollbar with getComputedStyle(element, '::-webkit-scrollbar'), which jsdom lacks.
const jsdomGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => jsdomGetComputedStyle(element);

const { server } = setupDashboardTests();

function useMockBackend(options: MockHandlerOptions = {}): MockBackend {
  const backend = createMockBackend(options);
  server.use(...backend.handlers);
  return backend;
}

const button = (name: string) => screen.getByRole('button', { name });
/** The dialog's title before any mailbox was connected ('Connect your mailbox'). */
const NO_MAILBOX_TITLE = mailConnectTitle(null);
const toasts = () => [...document.querySelectorAll('.sui-toast')].map((notice) => notice.textContent);

async function expectWizardOpenedFor(backend: MockBackend, campaignId: number) {
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(`/dashboard/campaigns/${campaignId}/email-sequences`),
  );
  const contact = backend.state.data.contacts.at(-1)!;
  expect(screen.getByTestId('location-search')).toHaveTextContent(`?contactId=${contact.id}&step=sequence`);
  return contact;
}

describe('add contact (/dashboard/contacts/new)', () => {
  it('adds a typed contact to a new campaign named after them and opens the sequence wizard', async () => {
    const backend = useMockBackend();
    const campaignsBefore = backend.state.data.campaigns.length;
    renderDashboard(['/dashboard/contacts/new']);
    expect(screen.getByText('Add Contact Details', { selector: 'h1' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');

    await userEvent.type(screen.getByLabelText('Email'), '  morgan@acme.example ');
    await userEvent.click(button('Next: Draft Emails'));
    expect(await screen.findByText(FIRST_NAME_REQUIRED)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('First Name'), 'Morgan');
    await userEvent.click(button('Next: Draft Emails'));
    expect(await screen.findByText(CONTACT_ADDED)).toBeInTheDocument();

    const campaign = backend.state.data.campaigns.at(-1)!;
    expect(backend.state.data.campaigns).toHaveLength(campaignsBefore + 1);
    expect(campaign).toMatchObject({
      name: 'Follow up with Morgan',
      excludeWeekends: true,
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    const contact = await expectWizardOpenedFor(backend, campaign.id);
    expect(contact).toMatchObject({ campaignId: campaign.id, email: 'morgan@acme.example', firstName: 'Morgan' });
    expect(await screen.findByRole('region', { name: 'Email 1' })).toBeInTheDocument();
    expect(screen.getByText('Write Your Email Sequence', { selector: 'h1' })).toBeInTheDocument();
  });

  it('mirrors the api bounds: names and address stop at their length, an address that is not one is refused', async () => {
    const backend = useMockBackend();
    const contactsBefore = backend.state.data.contacts.length;
    renderDashboard(['/dashboard/contacts/new?campaignId=103']);
    expect(screen.getByLabelText('Email')).toHaveAttribute('maxlength', '254');
    expect(screen.getByLabelText('First Name')).toHaveAttribute('maxlength', '100');
    expect(screen.getByLabelText('Last Name (optional)')).toHaveAttribute('maxlength', '100');

    await userEvent.click(screen.getByLabelText('First Name'));
    await userEvent.paste('F'.repeat(104));
    expect(screen.getByLabelText('First Name')).toHaveValue('F'.repeat(100));
    await userEvent.type(screen.getByLabelText('Email'), 'morgan@acme');
    await userEvent.click(button('Next: Draft Emails'));
    expect(await screen.findByText(INVALID_EMAIL_ADDRESS)).toBeInTheDocument();
    expect(backend.state.data.contacts).toHaveLength(contactsBefore);

    await userEvent.click(screen.getByText('LinkedIn URL'));
    expect(screen.getByLabelText('LinkedIn Profile URL')).toHaveAttribute('maxlength', '2048');
    await userEvent.type(screen.getByLabelText('LinkedIn Profile URL'), 'javascript:alert(1)//linkedin.com/in/x');
    await userEvent.click(button('Find Email'));
    expect(await screen.findByText(INVALID_LINKEDIN_URL)).toBeInTheDocument();
  });

  it('refuses a no-reply or applicant-tracking address with a clear message, adding nothing', async () => {
    const backend = useMockBackend();
    const contactsBefore = backend.state.data.contacts.length;
    renderDashboard(['/dashboard/contacts/new?campaignId=103']);
    await userEvent.type(screen.getByLabelText('First Name'), 'Sam');
    await userEvent.type(screen.getByLabelText('Email'), 'no-reply@initech.example');
    await userEvent.click(button('Next: Draft Emails'));
    expect((await screen.findAllByText(noReplyAddressRefused('no-reply@initech.example'))).length).toBeGreaterThan(0);
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'jobs@initech.greenhouse.io');
    await userEvent.click(button('Next: Draft Emails'));
    expect((await screen.findAllByText(applicantTrackingAddressRefused('jobs@initech.greenhouse.io'))).length).toBeGreaterThan(0);
    expect(backend.state.data.contacts).toHaveLength(contactsBefore);
  });

  it('adds the contact to the campaign named by ?campaignId', async () => {
    const backend = useMockBackend();
    const campaignsBefore = backend.state.data.campaigns.length;
    renderDashboard(['/dashboard/contacts/new?campaignId=103']);
    await userEvent.type(screen.getByLabelText('Email'), 'sam@initech.example');
    await userEvent.type(screen.getByLabelText('First Name'), 'Sam');
    await userEvent.type(screen.getByLabelText('Last Name (optional)'), 'Rivera');
    await userEvent.click(button('Next: Draft Emails'));

    const contact = await expectWizardOpenedFor(backend, 103);
    expect(contact).toMatchObject({ campaignId: 103, firstName: 'Sam', lastName: 'Rivera' });
    expect(backend.state.data.campaigns).toHaveLength(campaignsBefore);
  });

  it('finds the email of a LinkedIn profile and adds the contact with it', async () => {
    const backend = useMockBackend();
    renderDashboard(['/dashboard/contacts/new?campaignId=101']);
    await userEvent.click(screen.getByText('LinkedIn URL'));

    const findEmail = button('Find Email');
    expect(findEmail).toBeDisabled();
    // Only the URL is needed: the lookup fills the names.
    await userEvent.type(screen.getByLabelText('LinkedIn Profile URL'), 'https://www.linkedin.com/feed/jane');
    expect(findEmail).toBeEnabled();
    await userEvent.click(findEmail);
    expect(await screen.findByText(INVALID_LINKEDIN_URL)).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveValue('');

    // Without a found email the contact cannot be added yet.
    await userEvent.clear(screen.getByLabelText('LinkedIn Profile URL'));
    await userEvent.type(screen.getByLabelText('LinkedIn Profile URL'), 'linkedin.com/in/jane-recruiter?trk=feed');
    await userEvent.type(screen.getByLabelText('First Name'), 'J');
    await userEvent.click(button('Next: Draft Emails'));
    expect(await screen.findByText(ENRICH_LINKEDIN_FIRST)).toBeInTheDocument();

    await userEvent.click(findEmail);
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('jane.recruiter@example.com'));
    expect(screen.getByText(EMAIL_CONFIDENCE_LABELS.VERIFIED)).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveValue('Jane');
    expect(screen.getByLabelText('Last Name (optional)')).toHaveValue('Recruiter');

    await userEvent.click(button('Next: Draft Emails'));
    const contact = await expectWizardOpenedFor(backend, 101);
    expect(contact).toMatchObject({
      email: 'jane.recruiter@example.com',
      firstName: 'Jane',
      lastName: 'Recruiter',
      linkedInUrl: 'https://www.linkedin.com/in/jane-recruiter',
    });
  });

  it('says inline that a typed address is not a LinkedIn profile URL as soon as the field is left', async () => {
    useMockBackend();
    renderDashboard(['/dashboard/contacts/new']);
    await userEvent.click(screen.getByText('LinkedIn URL'));
    await userEvent.type(screen.getByLabelText('LinkedIn Profile URL'), 'www.linkedin.com/feed/');
    await userEvent.click(screen.getByLabelText('First Name'));
    expect(await screen.findByText(INVALID_LINKEDIN_URL)).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('LinkedIn Profile URL'));
    await userEvent.type(screen.getByLabelText('LinkedIn Profile URL'), 'linkedin.com/in/jordan-lee');
    await userEvent.click(screen.getByLabelText('First Name'));
    await waitFor(() => expect(screen.queryByText(INVALID_LINKEDIN_URL)).not.toBeInTheDocument());
  });

  it('keeps what was typed when no email is found, says so inline (never as a toast) and offers manual entry', async () => {
    const backend = useMockBackend();
    renderDashboard(['/dashboard/contacts/new?campaignId=101']);
    await userEvent.click(screen.getByText('LinkedIn URL'));
    await userEvent.type(screen.getByLabelText('LinkedIn Profile URL'), 'https://www.linkedin.com/in/nobody-knows');
    await userEvent.type(screen.getByLabelText('First Name'), 'Nobody');
    await userEvent.type(screen.getByLabelText('Last Name (optional)'), 'Knows');
    expect(screen.queryByRole('button', { name: 'Enter the email manually' })).not.toBeInTheDocument();
    await userEvent.click(button('Find Email'));

    expect(await screen.findByText(LINKEDIN_EMAIL_NOT_FOUND)).toBeInTheDocument();
    expect(screen.getByLabelText('LinkedIn Profile URL')).toHaveValue('https://www.linkedin.com/in/nobody-knows');
    expect(screen.getByLabelText('First Name')).toHaveValue('Nobody');
    expect(screen.getByLabelText('Last Name (optional)')).toHaveValue('Knows');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(toasts()).toEqual([]);

    await userEvent.click(button('Enter the email manually'));
    expect(screen.getByRole('radio', { name: 'Manual Entry' })).toBeChecked();
    expect(screen.getByLabelText('LinkedIn Profile URL (optional)')).toHaveValue('https://www.linkedin.com/in/nobody-knows');
    expect(screen.getByLabelText('First Name')).toHaveValue('Nobody');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('readonly');
    await userEvent.type(screen.getByLabelText('Email'), 'nobody@knows.example');
    await userEvent.click(button('Next: Draft Emails'));

    const contact = await expectWizardOpenedFor(backend, 101);
    expect(contact).toMatchObject({
      email: 'nobody@knows.example',
      firstName: 'Nobody',
      lastName: 'Knows',
      linkedInUrl: 'https://www.linkedin.com/in/nobody-knows',
    });
  });

  it('looks up the whole slug of a Unicode or percent-encoded profile URL', async () => {
    useMockBackend();
    const asked: string[] = [];
    server.use(
      graphql.mutation<object, { linkedInUrl: string }>('GetLinkedInDetails', ({ variables }) => {
        asked.push(variables.linkedInUrl);
        return HttpResponse.json({ data: null, errors: [{ message: LINKEDIN_EMAIL_NOT_FOUND }] });
      }),
    );
    renderDashboard(['/dashboard/contacts/new?campaignId=101']);
    await userEvent.click(screen.getByText('LinkedIn URL'));
    const field = screen.getByLabelText('LinkedIn Profile URL');
    await userEvent.type(field, 'https://de.linkedin.com/in/müller-anna?trk=x');
    await userEvent.click(button('Find Email'));
    await waitFor(() => expect(asked).toEqual(['https://www.linkedin.com/in/m%C3%BCller-anna']));
    await userEvent.clear(field);
    await userEvent.type(field, 'https://www.linkedin.com/in/jos%C3%A9-garcia/details/experience/');
    await userEvent.click(button('Find Email'));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]).toBe('https://www.linkedin.com/in/jos%C3%A9-garcia');
  });

  it('says when a found address is only a guess, so it is checked before sending', async () => {
    useMockBackend();
    server.use(
      graphql.mutation(
        'GetLinkedInDetails',
        () =>
          HttpResponse.json({
            data: {
              linkedInDetailsFetcher: { email: 'sam.rivera@initech.example', name: 'Sam Rivera', emailConfidence: 'GUESSED' },
            },
          }),
        { once: true },
      ),
    );
    renderDashboard(['/dashboard/contacts/new?campaignId=101']);
    await userEvent.click(screen.getByText('LinkedIn URL'));
    await userEvent.type(screen.getByLabelText('LinkedIn Profile URL'), 'linkedin.com/in/sam-rivera');
    await userEvent.click(button('Find Email'));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('sam.rivera@initech.example'));
    expect(screen.getByText(EMAIL_CONFIDENCE_LABELS.GUESSED)).toBeInTheDocument();
    expect(screen.queryByText(EMAIL_CONFIDENCE_LABELS.VERIFIED)).not.toBeInTheDocument();
    // Screen readers hear it with the address.
    expect(screen.getByText(`Email found: sam.rivera@initech.example (${EMAIL_CONFIDENCE_LABELS.GUESSED})`)).toBeInTheDocument();

    // Another profile that finds nothing takes the label away with the address.
    await userEvent.clear(screen.getByLabelText('LinkedIn Profile URL'));
    await userEvent.type(screen.getByLabelText('LinkedIn Profile URL'), 'linkedin.com/in/not-found');
    await userEvent.click(button('Find Email'));
    expect(await screen.findByText(LINKEDIN_EMAIL_NOT_FOUND)).toBeInTheDocument();
    expect(screen.queryByText(EMAIL_CONFIDENCE_LABELS.GUESSED)).not.toBeInTheDocument();
  });

  it('fills the first and last name from the profile when none was typed', async () => {
    useMockBackend();
    renderDashboard(['/dashboard/contacts/new?campaignId=101']);
    await userEvent.click(screen.getByText('LinkedIn URL'));
    await userEvent.type(screen.getByLabelText('LinkedIn Profile URL'), 'linkedin.com/in/jordan-lee');
    await userEvent.click(button('Find Email'));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('jordan.lee@acme.example'));
    expect(screen.getByLabelText('First Name')).toHaveValue('Jordan');
    expect(screen.getByLabelText('Last Name (optional)')).toHaveValue('Lee');
    expect(screen.queryByText(FIRST_NAME_REQUIRED)).not.toBeInTheDocument();
  });

  it('opens the connect-inbox dialog instead of saving when Gmail is not connected', async () => {
    const backend = useMockBackend({ hasGmailPermission: false });
    // A Gmail user whose grant was revoked: the spec's Gmail words, exactly.
    backend.state.gmail = { googleEmail: 'alex.morgan@example.com', tier: 'SEND_ONLY', needsReconnect: true };
    const contactsBefore = backend.state.data.contacts.length;
    const socialBodies: unknown[] = [];
    server.use(
      http.post(`*${AUTH_BASE_PATH}${AUTH_PATHS.signInSocial}`, async ({ request }) => {
        socialBodies.push(await request.json());
        return HttpResponse.json({ url: 'http://localhost/#google-consent', redirect: true });
      }),
    );
    renderDashboard(['/dashboard/contacts/new?campaignId=101']);
    await userEvent.type(screen.getByLabelText('Email'), 'morgan@acme.example');
    await userEvent.type(screen.getByLabelText('First Name'), 'Morgan');
    await userEvent.click(button('Next: Draft Emails'));

    expect(await screen.findByRole('dialog', { name: GMAIL_CONNECT_TITLE })).toBeInTheDocument();
    expect(screen.getByText('Connect your Gmail inbox')).toBeInTheDocument();
    expect(backend.state.data.contacts).toHaveLength(contactsBefore);

    await userEvent.click(button('Connect Gmail'));
    await waitFor(() => expect(window.location.hash).toBe('#google-consent'));
    window.history.replaceState(null, '', '/');
    window.sessionStorage.clear();
    expect(socialBodies).toEqual([
      { provider: 'google', callbackURL: '/dashboard/contacts/new?campaignId=101', scopes: [GMAIL_SEND_SCOPE] },
    ]);
  });
});

describe("add contact: the month's quota up front", () => {
  it('shows the sequences left this month above the form', async () => {
    useMockBackend();
    renderDashboard(['/dashboard/contacts/new']);
    expect(await screen.findByText('2 of 3 sequences left this month')).toBeInTheDocument();
    expect(button('Next: Draft Emails')).toBeEnabled();
  });

  it('says that adding a contact to an existing sequence uses one of the month', async () => {
    useMockBackend();
    renderDashboard(['/dashboard/contacts/new?campaignId=101']);
    expect(await screen.findByText(`${ADDING_CONTACT_USES_SEQUENCE} 2 of 3 sequences left this month.`)).toBeInTheDocument();
  });

  it('blocks step 1 at zero with the usage text and the way to billing: no campaign, no contact', async () => {
    const backend = useMockBackend();
    backend.state.data.billing.sequencesUsed = 3;
    const campaignsBefore = backend.state.data.campaigns.length;
    const contactsBefore = backend.state.data.contacts.length;
    renderDashboard(['/dashboard/contacts/new']);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("You've used all sequences this month");
    expect(within(alert).getByRole('link', { name: UPGRADE_FOR_SEQUENCES })).toHaveAttribute('href', '/dashboard/billing');

    await userEvent.type(screen.getByLabelText('Email'), 'morgan@acme.example');
    await userEvent.type(screen.getByLabelText('First Name'), 'Morgan');
    expect(button('Next: Draft Emails')).toBeDisabled();
    expect(backend.state.data.campaigns).toHaveLength(campaignsBefore);
    expect(backend.state.data.contacts).toHaveLength(contactsBefore);
  });

  it('asks again right before saving: a sequence used meanwhile leaves nothing half-created', async () => {
    const backend = useMockBackend();
    const campaignsBefore = backend.state.data.campaigns.length;
    const contactsBefore = backend.state.data.contacts.length;
    renderDashboard(['/dashboard/contacts/new']);
    await screen.findByText('2 of 3 sequences left this month');
    await userEvent.type(screen.getByLabelText('Email'), 'morgan@acme.example');
    await userEvent.type(screen.getByLabelText('First Name'), 'Morgan');
    backend.state.data.billing.sequencesUsed = 3; // the chat scheduled two meanwhile
    await userEvent.click(button('Next: Draft Emails'));

    expect(await screen.findByRole('alert')).toHaveTextContent("You've used all sequences this month");
    expect(button('Next: Draft Emails')).toBeDisabled();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/contacts/new');
    expect(backend.state.data.campaigns).toHaveLength(campaignsBefore);
    expect(backend.state.data.contacts).toHaveLength(contactsBefore);
    expect(toasts()).toEqual([]);
  });
});

describe('add contact: connecting a mailbox keeps the typed contact', () => {
  const CONSENT_URL = 'http://localhost/#google-consent';
  let startFlowVariables: unknown[] = [];
  beforeEach(() => {
    startFlowVariables = [];
    window.sessionStorage.clear();
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    window.sessionStorage.clear();
  });

  const startFlowAnswers = () =>
    graphql.mutation('StartGoogleAuthFlow', ({ variables }) => {
      startFlowVariables.push(variables);
      return HttpResponse.json({ data: { startGoogleAuthFlow: { success: true, message: 'started', url: CONSENT_URL } } });
    });

  async function typeContactAndSubmit() {
    await userEvent.type(screen.getByLabelText('Email'), 'morgan@acme.example');
    await userEvent.type(screen.getByLabelText('First Name'), 'Morgan');
    await userEvent.type(screen.getByLabelText('Last Name (optional)'), 'Lee');
    await userEvent.click(button('Next: Draft Emails'));
    return screen.findByRole('dialog', { name: NO_MAILBOX_TITLE });
  }

  it('explains both tiers, Send only chosen, and passes this page and the choice to startGoogleAuthFlow', async () => {
    useMockBackend({ hasGmailPermission: false });
    server.use(startFlowAnswers());
    renderDashboard(['/dashboard/contacts/new?campaignId=101']);
    const dialog = await typeContactAndSubmit();
    // No mailbox yet: the dialog speaks of "your mailbox" and offers both.
    expect(within(dialog).getByText(mailConnectIntro(null))).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: CONNECT_OUTLOOK })).toBeEnabled();
    for (const tier of Object.values(GMAIL_TIERS)) expect(within(dialog).getByText(tier.description)).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: new RegExp(`^${GMAIL_TIERS.SEND_ONLY.label}`) })).toBeChecked();

    await userEvent.click(within(dialog).getByRole('button', { name: CONNECT_GMAIL }));
    await waitFor(() => expect(window.location.hash).toBe('#google-consent'));
    expect(startFlowVariables).toEqual([{ returnTo: '/dashboard/contacts/new?campaignId=101', detectReplies: false }]);
  });

  it("asks for reply detection when the user picks 'Send + detect replies'", async () => {
    useMockBackend({ hasGmailPermission: false });
    server.use(startFlowAnswers());
    renderDashboard(['/dashboard/contacts/new?campaignId=101']);
    const dialog = await typeContactAndSubmit();
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Send \+ detect replies/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: CONNECT_GMAIL }));
    await waitFor(() =>
      expect(startFlowVariables).toEqual([{ returnTo: '/dashboard/contacts/new?campaignId=101', detectReplies: true }]),
    );
  });

  it('restores the typed contact when Google brings the user back, and forgets it once the contact is added', async () => {
    const backend = useMockBackend({ hasGmailPermission: false });
    server.use(startFlowAnswers());
    const view = renderDashboard(['/dashboard/contacts/new?campaignId=101']);
    const dialog = await typeContactAndSubmit();
    await userEvent.click(within(dialog).getByRole('button', { name: CONNECT_GMAIL }));
    await waitFor(() => expect(window.location.hash).toBe('#google-consent'));

    // Google's consent is a full-page trip: the page mounts again, now with the grant.
    view.unmount();
    backend.state.hasGmailPermission = true;
    const back = renderDashboard(['/dashboard/contacts/new?campaignId=101']);
    expect(screen.getByLabelText('Email')).toHaveValue('morgan@acme.example');
    expect(screen.getByLabelText('First Name')).toHaveValue('Morgan');
    expect(screen.getByLabelText('Last Name (optional)')).toHaveValue('Lee');

    await userEvent.click(button('Next: Draft Emails'));
    const contact = await expectWizardOpenedFor(backend, 101);
    expect(contact).toMatchObject({ email: 'morgan@acme.example', firstName: 'Morgan', lastName: 'Lee' });
    back.unmount();
    renderDashboard(['/dashboard/contacts/new?campaignId=101']);
    expect(screen.getByLabelText('First Name')).toHaveValue('');
  });

  it('restores a LinkedIn contact with the email Find Email found, for the same campaign only', async () => {
    const backend = useMockBackend({ hasGmailPermission: false });
    server.use(startFlowAnswers());
    const view = renderDashboard(['/dashboard/contacts/new?campaignId=101']);
    await userEvent.click(screen.getByText('LinkedIn URL'));
    await userEvent.type(screen.getByLabelText('LinkedIn Profile URL'), 'linkedin.com/in/jane-recruiter');
    await userEvent.type(screen.getByLabelText('First Name'), 'J');
    await userEvent.click(button('Find Email'));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('jane.recruiter@example.com'));
    await userEvent.click(button('Next: Draft Emails'));
    const dialog = await screen.findByRole('dialog', { name: NO_MAILBOX_TITLE });
    await userEvent.click(within(dialog).getByRole('button', { name: CONNECT_GMAIL }));
    await waitFor(() => expect(window.location.hash).toBe('#google-consent'));
    view.unmount();
    backend.state.hasGmailPermission = true;

    const other = renderDashboard(['/dashboard/contacts/new?campaignId=103']);
    expect(screen.getByLabelText('First Name')).toHaveValue('');
    other.unmount();
    renderDashboard(['/dashboard/contacts/new?campaignId=101']);
    expect(screen.getByLabelText('LinkedIn Profile URL')).toHaveValue('linkedin.com/in/jane-recruiter');
    expect(screen.getByLabelText('Email')).toHaveValue('jane.recruiter@example.com');
    expect(screen.getByLabelText('First Name')).toHaveValue('Jane');
  });

  it("'Not now' closes the dialog and lets the user go on: the contact is saved without Gmail", async () => {
    const backend = useMockBackend({ hasGmailPermission: false });
    const contactsBefore = backend.state.data.contacts.length;
    renderDashboard(['/dashboard/contacts/new?campaignId=101']);
    const dialog = await typeContactAndSubmit();
    await userEvent.click(within(dialog).getByRole('button', { name: NOT_NOW }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: NO_MAILBOX_TITLE })).not.toBeInTheDocument());
    expect(backend.state.data.contacts).toHaveLength(contactsBefore);
    expect(screen.getByText(mailNotConnectedDraftNote(null))).toBeInTheDocument();

    await userEvent.click(button('Next: Draft Emails'));
    const contact = await expectWizardOpenedFor(backend, 101);
    expect(contact).toMatchObject({ email: 'morgan@acme.example', firstName: 'Morgan' });
    expect(backend.state.hasGmailPermission).toBe(false);
  });
});

describe('add contact: an Outlook user', () => {
  const CONSENT_URL = 'http://localhost/#microsoft-consent';
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    window.sessionStorage.clear();
  });

  function outlookUser() {
    const backend = createMockBackend({ hasGmailPermission: false });
    backend.state.outlook = { address: 'sam.seeker@outlook.com', tier: 'SEND_ONLY', needsReconnect: true };
    server.use(...backend.handlers);
    return backend;
  }

  it("names Outlook, offers 'Connect Outlook' first, and comes back to this page with the typed contact", async () => {
    const backend = outlookUser();
    const calls: unknown[] = [];
    server.use(
      graphql.mutation('StartOutlookConnection', ({ variables }) => {
        calls.push(variables);
        return HttpResponse.json({ data: { startOutlookConnection: { success: true, message: 'started', url: CONSENT_URL } } });
      }),
    );
    const view = renderDashboard(['/dashboard/contacts/new?campaignId=101']);
    await userEvent.type(screen.getByLabelText('Email'), 'morgan@acme.example');
    await userEvent.type(screen.getByLabelText('First Name'), 'Morgan');
    await userEvent.click(button('Next: Draft Emails'));
    const dialog = await screen.findByRole('dialog', { name: 'Connect your Outlook inbox' });
    expect(within(dialog).getByText(mailConnectIntro('OUTLOOK'))).toBeInTheDocument();
    expect(within(dialog).queryByText(/Gmail account/)).not.toBeInTheDocument();
    const connect = within(dialog)
      .getAllByRole('button')
      .filter((b) => /^Connect /.test(b.textContent ?? ''));
    expect(connect.map((b) => b.textContent)).toEqual([CONNECT_OUTLOOK, CONNECT_GMAIL]);

    await userEvent.click(within(dialog).getByRole('radio', { name: /^Send \+ detect replies/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: CONNECT_OUTLOOK }));
    await waitFor(() => expect(window.location.hash).toBe('#microsoft-consent'));
    expect(calls).toEqual([{ detectReplies: true, returnTo: '/dashboard/contacts/new?campaignId=101' }]);

    // Microsoft's consent is a full-page trip too: the typed contact is there on the way back.
    view.unmount();
    backend.state.outlook = { address: 'sam.seeker@outlook.com', tier: 'SEND_AND_DETECT_REPLIES', needsReconnect: false };
    backend.state.hasGmailPermission = true;
    renderDashboard(['/dashboard/contacts/new?campaignId=101']);
    expect(screen.getByLabelText('Email')).toHaveValue('morgan@acme.example');
    expect(screen.getByLabelText('First Name')).toHaveValue('Morgan');
  });

  it('says in place why Outlook was not connected when Microsoft sends the user back with ?error=outlook', async () => {
    outlookUser();
    renderDashboard(['/dashboard/contacts/new?campaignId=101&error=outlook&reason=consent-refused']);
    await waitFor(() => expect(toasts().join(' ')).toContain(OUTLOOK_CONNECT_FAILURES['consent-refused']));
    expect(screen.getByTestId('location-search')).toHaveTextContent('?campaignId=101&reason=consent-refused');
  });

  it("'Not now' says Outlook is not connected yet", async () => {
    outlookUser();
    renderDashboard(['/dashboard/contacts/new?campaignId=101']);
    await userEvent.type(screen.getByLabelText('Email'), 'morgan@acme.example');
    await userEvent.type(screen.getByLabelText('First Name'), 'Morgan');
    await userEvent.click(button('Next: Draft Emails'));
    const dialog = await screen.findByRole('dialog', { name: 'Connect your Outlook inbox' });
    await userEvent.click(within(dialog).getByRole('button', { name: NOT_NOW }));
    expect(await screen.findByText(mailNotConnectedDraftNote('OUTLOOK'))).toBeInTheDocument();
    expect(screen.queryByText(/Gmail/)).not.toBeInTheDocument();
  });
});
