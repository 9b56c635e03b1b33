import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADD_ONS, NO_INVOICES_YET, PLANS, usageText } from 'contracts';
import { createMockData, fixtureCheckoutLinks, fixtureInvoices } from 'mocks';
import { CHECKOUT_UNAVAILABLE } from '../components/billing/checkout-link-button';
import { renderDashboard, setupDashboardTests } from '../testing/render-dashboard';

// antd pages render slowly in jsdom on a small machine; this is headroom, not a timing goal.
jest.setTimeout(30_000);

// antd's Table measures the scrollbar with getComputedStyle(element, '::-webkit-scrollbar'), which jsdom lacks.
const jsdomGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => jsdomGetComputedStyle(element);

const { useBackend } = setupDashboardTests();

const card = (title: string) => screen.getByText(title, { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement;
const planCard = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('.ant-card') as HTMLElement;
const expectNewTab = (link: HTMLElement, href: string) => {
  expect(link).toHaveAttribute('href', href);
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
};

describe('billing (/dashboard/billing)', () => {
  it('shows the current plan with its usage and the usage text', async () => {
    useBackend();
    renderDashboard(['/dashboard/billing']);
    const data = createMockData();
    const used = data.billing.sequencesUsed;
    const total = PLANS.find((plan) => plan.id === data.billing.planId)!.sequencesPerMonth;

    await screen.findByText(`${used} of ${total} sequences used`);
    const current = card('Current Plan');
    expect(within(current).getByText('Starter')).toBeInTheDocument();
    expect(within(current).getByText(usageText(used, total))).toBeInTheDocument();
    expect(within(planCard('Starter')).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  });

  it('preselects the 25-sequence add-on and opens the chosen checkout in a new tab', async () => {
    useBackend();
    renderDashboard(['/dashboard/billing']);
    const [small, popular] = ADD_ONS;
    const addOns = (await screen.findByText('Buy Additional Sequences')).closest('.ant-card') as HTMLElement;
    const popularRadio = within(addOns).getByRole('radio', { name: new RegExp(`^${popular!.sequences} sequences`) });
    expect(popularRadio).toBeChecked();
    expect(within(popularRadio.closest('label')!).getByText('Most Popular')).toBeInTheDocument();
    expectNewTab(within(addOns).getByRole('link', { name: /^Buy/ }), fixtureCheckoutLinks.addOn25!);

    await userEvent.click(within(addOns).getByRole('radio', { name: new RegExp(`^${small!.sequences} sequences`) }));
    expectNewTab(
      within(addOns).getByRole('link', { name: `Buy ${small!.sequences} sequences for ${small!.price}` }),
      fixtureCheckoutLinks.addOn10!,
    );
  });

  it('offers the paid plans through their checkout links', async () => {
    useBackend();
    renderDashboard(['/dashboard/billing']);
    await screen.findByText('Plans');
    expectNewTab(within(planCard('Focused')).getByRole('link', { name: 'Upgrade to Focused' }), fixtureCheckoutLinks.focused!);
    expectNewTab(
      within(planCard('Relentless')).getByRole('link', { name: 'Upgrade to Relentless' }),
      fixtureCheckoutLinks.relentless!,
    );
    expect(within(planCard('Focused')).getByText('Most Popular')).toBeInTheDocument();
  });

  it('lists the invoices, or says there are none yet', async () => {
    useBackend();
    const { unmount } = renderDashboard(['/dashboard/billing']);
    const [invoice] = fixtureInvoices;
    const row = (await screen.findByText(invoice!.description)).closest('tr') as HTMLElement;
    expect(within(row).getByText(`$${(invoice!.amountCents / 100).toFixed(2)}`)).toBeInTheDocument();
    expectNewTab(within(row).getByRole('link', { name: 'View receipt' }), invoice!.url!);
    unmount();

    useBackend({ empty: true });
    renderDashboard(['/dashboard/billing']);
    expect(await screen.findByText(NO_INVOICES_YET)).toBeInTheDocument();
  });

  it('says when every sequence of the month is used, on a paid plan with add-ons', async () => {
    const data = createMockData();
    data.billing = { ...data.billing, planId: 'focused', addOnSequences: 10, sequencesUsed: 30 };
    useBackend({ data });
    renderDashboard(['/dashboard/billing']);
    expect(await screen.findByText('30 of 30 sequences used')).toBeInTheDocument();
    expect(screen.getByText(usageText(30, 30))).toBeInTheDocument();
    expect(within(planCard('Focused')).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(within(planCard('Starter')).queryByRole('button', { name: 'Current Plan' })).not.toBeInTheDocument();
  });

  it('disables a purchase, saying why, when its checkout link is not configured', async () => {
    const data = createMockData();
    data.billing.checkout = { ...data.billing.checkout, addOn25: null, relentless: null };
    useBackend({ data });
    renderDashboard(['/dashboard/billing']);
    const addOns = (await screen.findByText('Buy Additional Sequences')).closest('.ant-card') as HTMLElement;
    const buy = within(addOns).getByRole('button', { name: /^Buy/ });
    expect(buy).toBeDisabled();
    expect(buy).toHaveAccessibleDescription(CHECKOUT_UNAVAILABLE);
    expect(within(planCard('Relentless')).getByRole('button', { name: 'Upgrade to Relentless' })).toBeDisabled();
    expect(within(planCard('Focused')).getByRole('link', { name: 'Upgrade to Focused' })).toBeInTheDocument();
  });
});
