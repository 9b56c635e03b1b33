// Plan quota arithmetic of spec §9, shared by the api (enforcement, billingOverview) and the mock backend.
import { ADD_ONS, PLANS, type Plan } from './constants';

export type PlanId = Plan['id'];
/** Everyone starts on the free plan until a subscription says otherwise. */
export const DEFAULT_PLAN_ID: PlanId = 'starter';

export function planById(id: string | null | undefined): Plan {
  return PLANS.find((plan) => plan.id === id) ?? PLANS.find((plan) => plan.id === DEFAULT_PLAN_ID)!;
}

/** The calendar month (UTC) a usage figure belongs to: 'YYYY-MM'. */
export function billingPeriod(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/** Sequences available this month: the plan's allowance plus add-ons bought for the month. */
export function sequencesTotal(plan: Plan, addOnSequences: number): number {
  return plan.sequencesPerMonth + Math.max(0, addOnSequences);
}

/** Keys of the checkout links (BillingOverview.checkout) for each purchasable item. */
export const CHECKOUT_ITEMS = ['focused', 'relentless', 'addOn10', 'addOn25'] as const;
export type CheckoutItem = (typeof CHECKOUT_ITEMS)[number];

/** The checkout key of an add-on package (ADD_ONS sequences 10 -> 'addOn10'). */
export function addOnCheckoutItem(sequences: number): CheckoutItem | null {
  const key = `addOn${sequences}`;
  return ADD_ONS.some((addOn) => addOn.sequences === sequences) && (CHECKOUT_ITEMS as readonly string[]).includes(key)
    ? (key as CheckoutItem)
    : null;
}
