import { screen, within } from '@testing-library/react';
import { createMockData } from 'mocks';
import { renderDashboard, setupDashboardTests } from '../testing/render-dashboard';

// antd pages render slowly in jsdom on a small machine; this is headroom, not a timing goal.
jest.setTimeout(30_000);

const { useBackend } = setupDashboardTests();

// Issue 35: the home page showed 'Response Rate 100%' above the funnel's 'Replies 1 - 50%'.
describe('home: Response Rate and the funnel say the same', () => {
  it('1 of 2 applications replied: 50% in the figure and in the funnel', async () => {
    const data = createMockData();
    const [first, second] = data.contacts;
    // One real answer; one sequence stopped by a departure notice, which is no answer from the company.
    Object.assign(first!, { status: 'RESPONDED', stopReason: 'REPLIED', outcome: null, outcomeProposed: null });
    Object.assign(second!, { status: 'RESPONDED', stopReason: 'REPLIED', outcome: 'LEFT_COMPANY', outcomeProposed: null });
    data.contacts = [first!, second!];
    useBackend({ data });
    renderDashboard(['/dashboard/home']);

    const funnel = await screen.findByRole('list', { name: 'Your search funnel' });
    const replies = within(funnel).getByText('Replies').parentElement!;
    expect(replies).toHaveTextContent('Replies150% of applications');
    const rate = (await screen.findByText('Response Rate')).nextElementSibling;
    expect(rate).toHaveTextContent('50%');
  });
});
