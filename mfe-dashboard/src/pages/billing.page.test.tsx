import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import {
  ADD_ONS,
  CHECKOUT_SUCCESS_NOTICE,
  CHECKOUT_UNAVAILABLE,
  NO_INVOICES_YET,
  PAYMENT_FAILED_NOTICE,
  PLANS,
  emailLookupAllowance,
  usageText,
} from 'contracts';
import { createMockData, fixtureInvoices } from 'mocks';
import { renderDashboard, setupDashboardTests } from '../testing/render-dashboard';

// antd pages render slowly in jsdom on a small machine; this is headroom, not a timing goal.
jest.setTimeout(30_000);

// antd's Table measures the scrollbar with getComputedStyle(element, '::-webkit-scrollbar'), which jsdom lacks.
const jsdomGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => jsdomGetComputedStyle(element);

const { server, useBackend } = setupDashboardTests();

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

  describe('checkout', () => {
    // jsdom navigates only within the page: a checkout URL that differs by its hash shows where the browser went.
    const checkoutAsked: unknown[] = [];
    afterEach(() => {
      window.history.replaceState(null, '', '/');
      checkoutAsked.length = 0;
    });
    const checkoutAnswers = () =>
      graphql.mutation('CreateCheckoutSession', ({ variables }) => {
        checkoutAsked.push(variables.product);
        return HttpResponse.json({ data: { createCheckoutSession: { url: `http://localhost/#stripe-${variables.product}` } } });
      });

    it('preselects the 25-sequence add-on and sends the browser to the checkout of the chosen one', async () => {
      useBackend();
      server.use(checkoutAnswers());
      renderDashboard(['/dashboard/billing']);
      const [small, popular] = ADD_ONS;
      const addOns = (await screen.findByText('Buy Additional Sequences')).closest('.ant-card') as HTMLElement;
      const popularRadio = within(addOns).getByRole('radio', { name: new RegExp(`^${popular!.sequences} sequences`) });
      expect(popularRadio).toBeChecked();
      expect(within(popularRadio.closest('label')!).getByText('Most Popular')).toBeInTheDocument();

      await userEvent.click(within(addOns).getByRole('radio', { name: new RegExp(`^${small!.sequences} sequences`) }));
      await userEvent.click(
        within(addOns).getByRole('button', { name: `Buy ${small!.sequences} sequences for ${small!.price}` }),
      );
      await waitFor(() => expect(window.location.hash).toBe('#stripe-addon_10'));
      expect(checkoutAsked).toEqual(['addon_10']);
    });

    it('upgrades to a paid plan through its checkout', async () => {
      useBackend();
      server.use(checkoutAnswers());
      renderDashboard(['/dashboard/billing']);
      await screen.findByText('Plans');
      expect(within(planCard('Focused')).getByText('Most Popular')).toBeInTheDocument();
      await userEvent.click(within(planCard('Relentless')).getByRole('button', { name: 'Upgrade to Relentless' }));
      await waitFor(() => expect(window.location.hash).toBe('#stripe-relentless'));
    });
  });

  it('shows the renewal date of a paid plan, the way to manage it, and says when it cancels', async () => {
    const data = createMockData();
    data.billing = { ...data.billing, planId: 'focused', renewsAt: '2025-07-14T10:20:00.000Z', hasBillingAccount: true };
    useBackend({ data });
    const { unmount } = renderDashboard(['/dashboard/billing']);
    const current = (await screen.findByText('Renews on Jul 14, 2025')).closest('.ant-card') as HTMLElement;
    expect(within(current).getByText('Focused')).toBeInTheDocument();
    expect(within(current).getByRole('button', { name: 'Manage subscription' })).toBeInTheDocument();
    expect(screen.queryByText(/Cancels on/)).not.toBeInTheDocument();
    unmount();

    data.billing = { ...data.billing, cancelsAt: '2025-07-14T10:20:00.000Z', paymentFailed: true };
    useBackend({ data });
    renderDashboard(['/dashboard/billing']);
    expect(await screen.findByText('Cancels on Jul 14, 2025')).toBeInTheDocument();
    expect(screen.queryByText(/Renews on/)).not.toBeInTheDocument();
    expect(screen.getByText(PAYMENT_FAILED_NOTICE)).toBeInTheDocument();
  });

  it('thanks the user back from a paid checkout', async () => {
    useBackend();
    renderDashboard([{ pathname: '/dashboard/billing', search: '?checkout=success' }]);
    expect(await screen.findByText(CHECKOUT_SUCCESS_NOTICE)).toBeInTheDocument();
  });

  it("shows each plan's lookup allowance and no sending speed or support tier the product does not have", async () => {
    useBackend();
    renderDashboard(['/dashboard/billing']);
    await screen.findByText('Plans');
    for (const plan of PLANS) {
      expect(within(planCard(plan.name)).queryByText(/speed|support/i)).toBeNull();
      expect(within(planCard(plan.name)).getByText(emailLookupAllowance(plan))).toBeInTheDocument();
    }
  });

  it('lists the invoices, or says there are none yet', async () => {
    useBackend();
    const { unmount } = renderDashboard(['/dashboard/billing']);
    const [invoice] = fixtureInvoices;
    const row = (await screen.findByText(invoice!.description)).closest('tr') as HTMLElement;
    expect(within(row).getByText(`$${(invoice!.amountCents / 100).toFixed(2)}`)).toBeInTheDocument();
    // Stripe's hosted invoice page, in a new tab.
    expectNewTab(within(row).getByRole('link', { name: 'View invoice' }), invoice!.url!);
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

  it('disables a purchase, saying why, when the deployment does not sell it', async () => {
    const data = createMockData();
    data.billing.checkout = { ...data.billing.checkout, addOn25: false, relentless: false };
    useBackend({ data });
    renderDashboard(['/dashboard/billing']);
    const addOns = (await screen.findByText('Buy Additional Sequences')).closest('.ant-card') as HTMLElement;
    const buy = within(addOns).getByRole('button', { name: /^Buy/ });
    expect(buy).toBeDisabled();
    expect(buy).toHaveAccessibleDescription(CHECKOUT_UNAVAILABLE);
    expect(within(planCard('Relentless')).getByRole('button', { name: 'Upgrade to Relentless' })).toBeDisabled();
    expect(within(planCard('Focused')).getByRole('button', { name: 'Upgrade to Focused' })).toBeEnabled();
  });
});
