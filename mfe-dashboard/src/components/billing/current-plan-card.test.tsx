// The billing page tells the user when the server cancelled a second paid plan (product.md §9, Billing).
import { screen } from '@testing-library/react';
import { duplicatePlanCancelledNotice } from 'contracts';
import { createMockData } from 'mocks';
import { renderDashboard, setupDashboardTests } from '../../testing/render-dashboard';

// antd pages render slowly in jsdom on a small machine; this is headroom, not a timing goal.
jest.setTimeout(30_000);

const { useBackend } = setupDashboardTests();

describe('current plan card', () => {
  it('says a second paid plan was cancelled so the user is not billed twice', async () => {
    const data = createMockData();
    data.billing.cancelledDuplicatePlan = 'Relentless';
    useBackend({ data });
    renderDashboard(['/dashboard/billing']);
    expect(await screen.findByText(duplicatePlanCancelledNotice('Relentless'))).toBeInTheDocument();
  });

  it('says nothing of it when no plan was cancelled', async () => {
    useBackend();
    renderDashboard(['/dashboard/billing']);
    expect((await screen.findAllByText('Current Plan')).length).toBeGreaterThan(0);
    expect(screen.queryByText(/A second paid plan/)).not.toBeInTheDocument();
  });
});
