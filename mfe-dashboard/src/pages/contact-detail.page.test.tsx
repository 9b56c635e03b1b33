import { screen, within } from '@testing-library/react';
import {
  ERROR_LOADING_CONTACT,
  NO_EMAIL_HISTORY,
  contactStatusLabel,
  holidayMoveNote,
  holidayMoveReason,
  outOfOfficeMoveNote,
} from 'contracts';
import { createMockBackend, createMockData, fixtureContacts, fixtureEmails, graphqlErrorHandler } from 'mocks';
import { graphql } from 'msw';
import { gmailSearchUrl } from '../components/sent-email-url';
import { renderDashboard, setupDashboardTests } from '../testing/render-dashboard';

// antd pages render slowly in jsdom on a small machine; this is headroom, not a timing goal.
jest.setTimeout(30_000);

const { server, useBackend } = setupDashboardTests();
const jordan = fixtureContacts.find((contact) => contact.firstName === 'Jordan')!;
const jordanEmails = fixtureEmails.filter((email) => email.contactId === jordan.id);

describe('contact details (/dashboard/contacts/:id)', () => {
  it('shows View in Outlook for an Outlook user, to Outlook on the web, asking for the mailbox once', async () => {
    const backend = createMockBackend();
    backend.state.outlook = { address: 'sam.seeker@outlook.com', tier: 'SEND_ONLY', needsReconnect: false };
    let mailboxRequests = 0;
    server.use(
      graphql.query('MailConnection', () => {
        mailboxRequests += 1;
        return undefined; // answered by the mock backend below
      }),
      ...backend.handlers,
    );
    renderDashboard([`/dashboard/contacts/${jordan.id}`]);
    const sent = jordanEmails.filter((email) => email.sentAt);
    const links = await screen.findAllByRole('link', { name: /^View in Outlook/ });
    expect(links).toHaveLength(sent.length);
    expect(links[0]).toHaveAccessibleName(`View in Outlook: ${sent[0]!.subject}`);
    for (const link of links) expect(link).toHaveAttribute('href', 'https://outlook.live.com/mail/0/sentitems');
    expect(screen.queryByRole('link', { name: /Gmail/ })).not.toBeInTheDocument();
    expect(mailboxRequests).toBe(1);
  });

  it("'View in Outlook' opens the email itself when Outlook gave its link (a mailbox that may read headers)", async () => {
    const data = createMockData();
    const sent = data.emails.filter((email) => email.contactId === jordan.id && email.sentAt);
    const webLink = 'https://outlook.office365.com/owa/?ItemID=AAMkJordan1&exvsurl=1&viewmodel=ReadMessageItem';
    sent[0]!.outlookWebLink = webLink;
    const backend = createMockBackend({ data });
    backend.state.outlook = { address: 'sam.seeker@contoso.edu', tier: 'SEND_AND_DETECT_REPLIES', needsReconnect: false };
    server.use(...backend.handlers);
    renderDashboard([`/dashboard/contacts/${jordan.id}`]);
    const links = await screen.findAllByRole('link', { name: /^View in Outlook/ });
    const hrefs = links.map((link) => link.getAttribute('href'));
    expect(hrefs.filter((href) => href === webLink)).toHaveLength(1);
    expect(hrefs.filter((href) => href !== webLink)).toEqual(
      Array(sent.length - 1).fill('https://outlook.office.com/mail/sentitems'),
    );
  });

  it('shows the contact and its email history with View in Gmail for sent emails', async () => {
    useBackend();
    renderDashboard([`/dashboard/contacts/${jordan.id}`]);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Details' })).toBeInTheDocument();
    expect(await screen.findByText(jordan.email!)).toBeInTheDocument();
    const sent = jordanEmails.filter((email) => email.sentAt);
    expect(screen.getByText(contactStatusLabel(jordan.status, sent.length))).toBeInTheDocument();

    const history = await screen.findAllByRole('article', { name: /^Email \d:/ });
    expect(history).toHaveLength(jordanEmails.length);
    const gmailLinks = screen.getAllByRole('link', { name: /^View in Gmail/ });
    expect(gmailLinks).toHaveLength(sent.length);
    expect(gmailLinks[0]).toHaveAttribute('href', gmailSearchUrl(sent[0]!.subject, jordan.email));
    expect(gmailLinks[0]).toHaveAttribute('target', '_blank');
    // Contact details use the badge wording: an opened email reads 'Opened'.
    const opened = screen.getByRole('article', { name: /^Email 1:/ });
    expect(within(opened).getByText('Opened', { selector: '[data-status]' })).toBeInTheDocument();
    // Times read in the sequence's zone, with the zone named, as on the campaign page (not the browser's or UTC).
    expect(within(opened).getAllByText(/^Mon, Jun 2, 2025, 9:02 AM in New York\b/).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Follow up with Jordan' })).toHaveAttribute('href', '/dashboard/campaigns/101');
  });

  it('says why a follow-up was moved (out of office until a date), as a note, not an error', async () => {
    const data = createMockData();
    const waiting = data.emails.find((email) => email.contactId === jordan.id && !email.sentAt)!;
    waiting.errorMessage = outOfOfficeMoveNote('2025-06-16');
    useBackend({ data });
    renderDashboard([`/dashboard/contacts/${jordan.id}`]);
    const note = await screen.findByText('Moved: out of office until Mon, Jun 16. It goes once they are back.');
    expect(note).toHaveAttribute('role', 'note');
    expect(note).not.toHaveClass('db-state--error');
  });

  it("says why a follow-up was moved by a public holiday in the recipient's zone, as a note, not an error", async () => {
    const data = createMockData();
    const waiting = data.emails.find((email) => email.contactId === jordan.id && !email.sentAt)!;
    // What the api stores when the follow-up's due day (Thanksgiving in New York) is skipped.
    waiting.errorMessage = holidayMoveNote(
      new Date('2025-11-27T15:00:00Z'),
      'America/New_York',
      holidayMoveReason(['Thanksgiving Day'], 'the United States'),
    );
    useBackend({ data });
    renderDashboard([`/dashboard/contacts/${jordan.id}`]);
    const note = await screen.findByText('Moved from Thu, Nov 27: Thanksgiving Day (public holiday in the United States).');
    expect(note).toHaveAttribute('role', 'note');
    expect(note).not.toHaveClass('db-state--error');
    expect(within(note.closest('article')!).getByText('Scheduled for')).toBeInTheDocument();
  });

  it("says 'No email history found for this contact.' when nothing was sent or scheduled", async () => {
    useBackend();
    const quiet = fixtureContacts.find((contact) => !fixtureEmails.some((email) => email.contactId === contact.id))!;
    renderDashboard([`/dashboard/contacts/${quiet.id}`]);
    expect(await screen.findByText(NO_EMAIL_HISTORY)).toBeInTheDocument();
  });

  it("says 'Error loading contact details.' for an unknown contact or a failed query", async () => {
    useBackend();
    const { unmount } = renderDashboard(['/dashboard/contacts/999']);
    expect(await screen.findByText(ERROR_LOADING_CONTACT)).toBeInTheDocument();
    unmount();

    server.use(graphqlErrorHandler('query', 'GetSingleContact', 'Database unavailable'));
    renderDashboard([`/dashboard/contacts/${jordan.id}`]);
    expect(await screen.findByText(ERROR_LOADING_CONTACT)).toBeInTheDocument();
  });
});
