import { render, screen, waitFor, within } from '@testing-library/react';
import type { SearchSummaryQuery } from 'contracts';
import { SearchSummaryCard } from './search-summary-card';

const weeks = Array.from({ length: 12 }, (_, index) => ({
  weekStart: new Date(Date.UTC(2025, 2, 17) + index * 7 * 86_400_000).toISOString().slice(0, 10),
  emailsSent: index,
  replies: index % 3,
}));
const summary: SearchSummaryQuery['searchSummary'] = {
  funnel: { applications: 20, replies: 6, interviews: 3, offers: 1, withPosting: 4 },
  weekly: weeks,
};

describe('SearchSummaryCard', () => {
  it('shows the funnel at once and loads the chart afterwards, hidden from screen readers, beside its table', async () => {
    render(<SearchSummaryCard summary={summary} />);
    const funnel = screen.getByRole('list', { name: 'Your search funnel' });
    expect(
      within(funnel)
        .getAllByRole('listitem')
        .map((stage) => stage.textContent),
    ).toEqual([
      'Applications204 from a job posting',
      'Replies630% of applications',
      'Interviews315% of applications',
      'Offers15% of applications',
    ]);
    // The chart's code is its own chunk: the first render reserves its box while the chunk loads.
    expect(screen.getByTestId('weekly-chart-loading')).toBeInTheDocument();
    expect(screen.queryByTestId('weekly-chart')).not.toBeInTheDocument();
    const chart = await screen.findByTestId('weekly-chart');
    expect(chart).toHaveAttribute('aria-hidden', 'true');
    // Chartist draws one bar per week and series, each carrying its value.
    const bars = (series: string) =>
      [...chart.querySelectorAll(`.ct-series-${series} .ct-bar`)].map((bar) => Number(bar.getAttribute('ct:value')));
    await waitFor(() => expect(bars('a')).toEqual(weeks.map((week) => week.emailsSent)));
    expect(bars('b')).toEqual(weeks.map((week) => week.replies));

    const table = screen.getByRole('table', { name: 'Emails sent and replies, last 12 weeks' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Mar 17');
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => Number(cell.textContent)),
      ),
    ).toEqual(weeks.map((week) => [week.emailsSent, week.replies]));
  });
});
