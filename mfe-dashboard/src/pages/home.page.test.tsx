import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shareOfApplicationsPercent } from 'contracts';
import { createMockData, fixtureCampaigns, fixtureContacts, fixtureEmails } from 'mocks';
import { configurePublicSite, resetPublicSite } from 'shared-ui/core';
import { renderDashboard, setupDashboardTests } from '../testing/render-dashboard';

// antd pages render slowly in jsdom on a small machine; this is headroom, not a timing goal.
jest.setTimeout(30_000);

const { useBackend } = setupDashboardTests();
// As the shell configures it from /runtime-config.json (DEMO_VIDEO_URL).
beforeEach(() => configurePublicSite({ demoVideoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }));
afterEach(() => resetPublicSite());

const figure = async (title: string) => (await screen.findByText(title)).nextElementSibling?.textContent;

describe('home (/dashboard/home)', () => {
  it('welcomes the user and shows the four figures of homeDashboard', async () => {
    useBackend();
    renderDashboard(['/dashboard/home']);
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText(/Welcome back, Alex/)).toBeInTheDocument();

    // The funnel's replies (one read model): the fixture's one reply, stopped with no outcome yet.
    const replied = fixtureContacts.filter((contact) => contact.status === 'RESPONDED').length;
    const responseRate = shareOfApplicationsPercent(replied, fixtureContacts.length);
    expect(await figure('Active Campaigns')).toBe(String(fixtureCampaigns.filter((c) => c.isActive).length));
    expect(await figure('Total Contacts')).toBe(String(fixtureContacts.length));
    expect(await figure('Emails Sent')).toBe(String(fixtureEmails.filter((email) => email.sentAt).length));
    expect(await figure('Response Rate')).toBe(`${responseRate}%`);
  });

  it('pictures the search: the funnel, and the weekly chart with the same figures in a table', async () => {
    // Priya's reply was an interview invite; Sam had an interview and the user marked the offer.
    const data = createMockData();
    const [, priya, sam] = data.contacts;
    Object.assign(priya!, { outcome: 'INTERVIEW_INVITE', stopReason: 'REPLIED' });
    Object.assign(sam!, {
      status: 'RESPONDED',
      stopReason: 'MARKED_REPLIED',
      outcome: 'OFFER',
      outcomeConfirmedAt: '2025-06-03T09:00:00.000Z',
    });
    useBackend({ data, now: () => new Date('2025-06-05T12:00:00.000Z') });
    renderDashboard(['/dashboard/home']);

    const funnel = await screen.findByRole('list', { name: 'Your search funnel' });
    const stage = (name: string) => within(funnel).getByText(name).nextSibling?.textContent;
    expect(stage('Applications')).toBe(String(data.contacts.length));
    expect(stage('Replies')).toBe('2');
    expect(stage('Interviews')).toBe('2');
    expect(stage('Offers')).toBe('1');

    const table = screen.getByRole('table', { name: 'Emails sent and replies, last 12 weeks' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(within(rows.at(-1)!).getByRole('rowheader')).toHaveTextContent('Jun 2');
    const figures = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => Number(cell.textContent)),
    );
    const sum = (column: number) => figures.reduce((total, row) => total + row[column]!, 0);
    expect(sum(0)).toBe(data.emails.filter((email) => email.sentAt).length);
    expect(sum(1)).toBe(2);

    // The chart (its own chunk) draws the same figures and is hidden from screen readers, who read the table.
    const chart = await screen.findByTestId('weekly-chart');
    expect(chart).toHaveAttribute('aria-hidden', 'true');
    const bars = (series: string) =>
      [...chart.querySelectorAll(`.ct-series-${series} .ct-bar`)].map((bar) => Number(bar.getAttribute('ct:value')));
    await waitFor(() => expect(bars('a')).toEqual(figures.map((row) => row[0])));
    expect(bars('b')).toEqual(figures.map((row) => row[1]));
  });

  it('lists the recent sequences newest first, links to all of them and begins outreach in the chat', async () => {
    useBackend();
    renderDashboard(['/dashboard/home']);
    const recent = await screen.findByRole('region', { name: 'Recent Sequences' });
    const newestFirst = [...fixtureCampaigns].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    const links = await within(recent).findAllByRole('link', { name: /^(?!View all)/ });
    expect(links.map((link) => link.textContent)).toEqual(newestFirst.map((campaign) => campaign.name));
    expect(links[0]).toHaveAttribute('href', `/dashboard/campaigns/${newestFirst[0]!.id}`);
    expect(within(recent).getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/dashboard/campaigns');

    // The video walkthrough notice sits at the bottom and opens outside the app (a video is configured here).
    const walkthrough = screen.getByRole('link', { name: 'Watch the walkthrough' });
    expect(walkthrough).toHaveAttribute('target', '_blank');
    expect(walkthrough).toHaveAttribute('rel', 'noopener noreferrer');

    await userEvent.click(screen.getByRole('button', { name: 'Begin outreach' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/chats');
  });

  it('leaves the walkthrough notice out when no video is configured', async () => {
    resetPublicSite();
    useBackend();
    renderDashboard(['/dashboard/home']);
    await screen.findByText('Recent Sequences');
    expect(screen.queryByRole('link', { name: 'Watch the walkthrough' })).not.toBeInTheDocument();
    expect(screen.queryByText('New here? Watch the video walkthrough')).not.toBeInTheDocument();
  });

  it('goes to the chat, replacing the history entry, when there are no campaigns', async () => {
    useBackend({ empty: true });
    renderDashboard(['/dashboard/campaigns', '/dashboard/home']);
    expect(await screen.findByRole('heading', { name: 'Chat remote' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/chats');
    // Replaced, not pushed: Back skips the home page and returns to where the user was before.
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/campaigns');
  });
});
