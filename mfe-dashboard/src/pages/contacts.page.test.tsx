import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_SIZES, contactBadgeLabel } from 'contracts';
import { fixtureContacts, fixtureEmails } from 'mocks';
import { graphql } from 'msw';
import { renderDashboard, setupDashboardTests } from '../testing/render-dashboard';

// antd pages render slowly in jsdom on a small machine; this is headroom, not a timing goal.
jest.setTimeout(30_000);

// antd's Table measures the scrollbar with getComputedStyle(element, '::-webkit-scrollbar'), which jsdom lacks.
const jsdomGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => jsdomGetComputedStyle(element);

const { server, useBackend } = setupDashboardTests();

/** The variables of every contacts request the page sends (the mock backend still answers them). */
function recordContactRequests() {
  const sent: Array<Record<string, unknown>> = [];
  server.use(
    graphql.query('GetContactsForCampaign', ({ variables }) => {
      sent.push(variables);
    }),
  );
  return sent;
}

const rowOf = (email: string) => screen.getByText(email).closest('tr') as HTMLElement;
const shownEmails = () =>
  screen
    .queryAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[0]?.textContent);

describe('contacts list (/dashboard/contacts)', () => {
  it('lists every contact with its badge and a View History link, 100 per page', async () => {
    useBackend();
    const sent = recordContactRequests();
    renderDashboard(['/dashboard/contacts']);
    const jordan = fixtureContacts.find((contact) => contact.firstName === 'Jordan')!;
    await screen.findByText(jordan.email!);
    expect(sent[0]).toMatchObject({ pagination: { first: PAGE_SIZES.contactsList } });

    for (const column of ['Email', 'First Name', 'Emails Sent', 'Last Activity', 'Status']) {
      expect(screen.getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    for (const contact of fixtureContacts.filter((row) => row.email)) {
      const sentCount = fixtureEmails.filter((email) => email.contactId === contact.id && email.sentAt).length;
      const row = rowOf(contact.email!);
      expect(within(row).getByText(contact.firstName)).toBeInTheDocument();
      expect(within(row).getByText(contactBadgeLabel(contact.status, sentCount))).toBeInTheDocument();
      expect(within(row).getByRole('link', { name: /View History/ })).toHaveAttribute(
        'href',
        `/dashboard/contacts/${contact.id}`,
      );
    }
  });

  it('sends the search box text as the contacts filter and shows only the matches', async () => {
    useBackend();
    const sent = recordContactRequests();
    renderDashboard(['/dashboard/contacts']);
    await screen.findByText('jordan.lee@acme.example');
    expect(shownEmails()).toHaveLength(fixtureContacts.length);

    await userEvent.type(screen.getByPlaceholderText('Search contacts or campaigns...'), 'priya');
    await waitFor(() => expect(shownEmails()).toEqual(['priya.patel@globex.example']));
    expect(sent.at(-1)).toMatchObject({ filter: { search: 'priya' } });

    await userEvent.clear(screen.getByPlaceholderText('Search contacts or campaigns...'));
    await waitFor(() => expect(shownEmails()).toHaveLength(fixtureContacts.length));
  });

  it('says nothing matches when the search finds no one', async () => {
    useBackend();
    renderDashboard(['/dashboard/contacts']);
    await screen.findByText('jordan.lee@acme.example');
    await userEvent.type(screen.getByPlaceholderText('Search contacts or campaigns...'), 'nobody-at-all');
    expect(await screen.findByText('No contacts match your search.')).toBeInTheDocument();
  });

  it("offers 'Add Your First Contact' when there are no contacts", async () => {
    useBackend({ empty: true });
    renderDashboard(['/dashboard/contacts']);
    expect(await screen.findByText('Add Your First Contact')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Add Contact' });
    expect(links.every((link) => link.getAttribute('href') === '/dashboard/contacts/new')).toBe(true);
  });
});
