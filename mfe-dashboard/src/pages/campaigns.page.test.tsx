import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_SIZES, TEXT_LIMITS, UPGRADE_FOR_SEQUENCES } from 'contracts';
import { createMockData, fixtureCampaigns, fixtureEmails } from 'mocks';
import { graphql } from 'msw';
import { renderDashboard, setupDashboardTests } from '../testing/render-dashboard';

// antd pages render slowly in jsdom on a small machine; this is headroom, not a timing goal.
jest.setTimeout(30_000);

const { server, useBackend } = setupDashboardTests();

/** The variables of every GetAllCampaigns request the page sends (the mock backend still answers them). */
function recordListRequests() {
  const sent: Array<Record<string, unknown>> = [];
  server.use(
    graphql.query('GetAllCampaigns', ({ variables }) => {
      sent.push(variables);
      // No answer here: MSW falls through to the mock backend's handler.
    }),
  );
  return sent;
}

const cardTitles = () => screen.queryAllByRole('heading', { level: 2 }).map((title) => title.textContent);
const byName = (name: string) => fixtureCampaigns.find((campaign) => campaign.name.includes(name))!;

describe('sequences list (/dashboard/campaigns)', () => {
  it('sends the search text to the server and shows only the matching sequences', async () => {
    useBackend();
    const sent = recordListRequests();
    renderDashboard(['/dashboard/campaigns']);
    await screen.findByText(byName('Jordan').name, { selector: 'h2 a' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search campaigns' }), 'priya');
    await waitFor(() => expect(cardTitles()).toEqual([byName('Priya').name]));
    expect(sent.at(-1)).toMatchObject({ filter: { search: 'priya' } });
  });

  it('takes no more search text than the api accepts', async () => {
    useBackend();
    renderDashboard(['/dashboard/campaigns']);
    const search = await screen.findByRole('searchbox', { name: 'Search campaigns' });
    expect(search).toHaveAttribute('maxLength', String(TEXT_LIMITS.search));
  });

  it('sends the status filter to the server and shows only paused sequences', async () => {
    useBackend();
    const sent = recordListRequests();
    renderDashboard(['/dashboard/campaigns']);
    await screen.findByText(byName('Jordan').name, { selector: 'h2 a' });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status filter' }), 'Paused');
    const paused = fixtureCampaigns.filter((campaign) => !campaign.isActive).map((campaign) => campaign.name);
    await waitFor(() => expect(cardTitles()).toEqual(paused));
    expect(sent.at(-1)).toMatchObject({ filter: { isActive: false } });
  });

  it('says so when nothing matches the search (instead of the first-sequence empty state)', async () => {
    useBackend();
    renderDashboard(['/dashboard/campaigns']);
    await screen.findByText(byName('Jordan').name, { selector: 'h2 a' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search campaigns' }), 'no such sequence');
    expect(await screen.findByText('No sequences match your search.')).toBeInTheDocument();
    expect(screen.queryByText('Follow Up. Get Seen.')).not.toBeInTheDocument();
  });

  it('shows 20 sequences per page, most recent activity first, with real (approximate) opens', async () => {
    const data = createMockData();
    for (let index = 1; index <= 22; index += 1) {
      data.campaigns.push({
        ...data.campaigns[2]!,
        id: 600 + index,
        name: `Sequence ${index}`,
        updatedAt: `2025-06-${String(5 + Math.floor(index / 2)).padStart(2, '0')}T0${index % 2}:00:00.000Z`,
      });
    }
    useBackend({ data });
    const sent = recordListRequests();
    renderDashboard(['/dashboard/campaigns']);

    expect(await screen.findByText('Showing 1–20 of 25 sequences')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      pagination: { first: PAGE_SIZES.campaigns },
      sort: { field: 'updatedAt', direction: 'desc' },
    });
    const newestFirst = [...data.campaigns].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)).map((c) => c.name);
    expect(cardTitles()).toEqual(newestFirst.slice(0, 20));

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(cardTitles()).toEqual(newestFirst.slice(20)));
    expect(screen.getByText('Showing 21–25 of 25 sequences')).toBeInTheDocument();

    // Jordan's sequence is on the second page: Opens counts opened emails, not sent ones, and says it is approximate.
    const jordan = byName('Jordan');
    const sentCount = fixtureEmails.filter((email) => email.campaignId === jordan.id && email.sentAt).length;
    const openedCount = fixtureEmails.filter((email) => email.campaignId === jordan.id && email.openedAt).length;
    expect(openedCount).toBeLessThan(sentCount);
    const card = screen.getByRole('article', { name: jordan.name });
    expect(within(card).getByTestId(`Emails Sent-${jordan.id}`)).toHaveTextContent(String(sentCount));
    expect(within(card).getByTestId(`Opens-${jordan.id}`)).toHaveTextContent(String(openedCount));
    expect(within(card).getByText(/^Opens \(approximate\)\. /)).toBeInTheDocument();
  });
});

describe("sequences list: the month's quota up front", () => {
  it("shows the sequences left next to 'New Sequence', which opens the campaign form", async () => {
    useBackend();
    renderDashboard(['/dashboard/campaigns']);
    expect(await screen.findByText('2 of 3 sequences left this month')).toBeInTheDocument();
    const start = screen.getByRole('button', { name: 'New Sequence' });
    expect(start).toBeEnabled();
    await userEvent.click(start);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/campaigns/new'));
  });

  it("blocks 'New Sequence' at zero with the usage text and the way to billing", async () => {
    const data = createMockData();
    data.billing.sequencesUsed = 3;
    const campaignsBefore = data.campaigns.length;
    useBackend({ data });
    renderDashboard(['/dashboard/campaigns']);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("You've used all sequences this month");
    expect(within(alert).getByRole('link', { name: UPGRADE_FOR_SEQUENCES })).toHaveAttribute('href', '/dashboard/billing');
    expect(screen.getByRole('button', { name: 'New Sequence' })).toBeDisabled();
    expect(data.campaigns).toHaveLength(campaignsBefore);
  });

  it('asks again on click: a sequence used meanwhile elsewhere blocks the start instead of opening the form', async () => {
    const data = createMockData();
    useBackend({ data });
    renderDashboard(['/dashboard/campaigns']);
    await screen.findByText('2 of 3 sequences left this month');
    data.billing.sequencesUsed = 3; // the last two went in another tab
    await userEvent.click(screen.getByRole('button', { name: 'New Sequence' }));

    expect(await screen.findByRole('alert')).toHaveTextContent("You've used all sequences this month");
    expect(screen.getByRole('button', { name: 'New Sequence' })).toBeDisabled();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/campaigns$/);
  });
});
