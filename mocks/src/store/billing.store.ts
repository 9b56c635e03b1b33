// Billing: the overview, a checkout page and the billing portal.
import {
  CHANGE_PLAN_IN_PORTAL,
  CHECKOUT_ITEMS,
  CHECKOUT_PRODUCT_OF,
  CHECKOUT_UNAVAILABLE,
  NO_BILLING_ACCOUNT,
  alreadyOnPlanMessage,
  billingPeriod,
  planById,
  planOfProduct,
  sequencesTotal,
  type CheckoutProductId,
} from 'contracts';
import { MOCK_CHECKOUT_ORIGIN } from '../demo.fixtures';
import { badInput, sortRows } from './connection.util';
import type { StoreContext } from './store-context';

export function createBillingStore({ state, data }: StoreContext) {
  const query = {
    billingOverview() {
      const { billing } = data;
      const plan = planById(billing.planId);
      return {
        planName: plan.name,
        planSequences: plan.sequencesPerMonth,
        addOnSequences: billing.addOnSequences,
        sequencesTotal: sequencesTotal(plan, billing.addOnSequences),
        sequencesUsed: billing.sequencesUsed,
        period: billingPeriod(state.now()),
        invoices: sortRows(billing.invoices, null, { field: 'issuedAt', direction: 'desc' }).map((i) => ({ ...i })),
        renewsAt: planById(billing.planId).isFree ? null : billing.renewsAt,
        cancelsAt: planById(billing.planId).isFree ? null : billing.cancelsAt,
        paymentFailed: billing.paymentFailed,
        canManageBilling: billing.hasBillingAccount,
        cancelledDuplicatePlan: billing.cancelledDuplicatePlan,
        checkout: { ...billing.checkout },
      };
    },
  };

  const mutation = {
    // The mock hands out a checkout page URL; nothing changes until a test changes `data.billing` (as the webhook would).
    createCheckoutSession(args: { product: CheckoutProductId }) {
      const item = CHECKOUT_ITEMS.find((key) => CHECKOUT_PRODUCT_OF[key] === args.product);
      if (!item || !data.billing.checkout[item]) throw badInput(CHECKOUT_UNAVAILABLE);
      const plan = planOfProduct(args.product);
      if (plan && plan.id === data.billing.planId) throw badInput(alreadyOnPlanMessage(plan.name));
      if (plan && !planById(data.billing.planId).isFree) throw badInput(CHANGE_PLAN_IN_PORTAL);
      return { url: `${MOCK_CHECKOUT_ORIGIN}/c/pay/${args.product}` };
    },
    createBillingPortalSession() {
      if (!data.billing.hasBillingAccount) throw badInput(NO_BILLING_ACCOUNT);
      return { url: `${MOCK_CHECKOUT_ORIGIN}/p/session` };
    },
  };

  return { query, mutation };
}
