// Plan quota arithmetic of product.md §9, shared by the api (enforcement, billingOverview) and the mock backend.
import { ADD_ONS, PLANS, type Plan } from './constants';
import { REQUEST_RATE_LIMITS } from './request-limits.rules';

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

/** What a Checkout Session sells (the GraphQL CheckoutProduct enum, and Stripe's `metadata.product`). */
export const CHECKOUT_PRODUCTS = ['focused', 'relentless', 'addon_10', 'addon_25'] as const;
export type CheckoutProductId = (typeof CHECKOUT_PRODUCTS)[number];

/** The product sold under each checkout key (BillingOverview.checkout). */
export const CHECKOUT_PRODUCT_OF: Readonly<Record<CheckoutItem, CheckoutProductId>> = {
  focused: 'focused',
  relentless: 'relentless',
  addOn10: 'addon_10',
  addOn25: 'addon_25',
};

export function isCheckoutProduct(value: unknown): value is CheckoutProductId {
  return typeof value === 'string' && (CHECKOUT_PRODUCTS as readonly string[]).includes(value);
}

/** The plan a subscription product gives, or null for an add-on. */
export function planOfProduct(product: CheckoutProductId): Plan | null {
  return PLANS.find((plan) => plan.id === product && !plan.isFree) ?? null;
}

/** Sequences an add-on product adds to the month it is bought in (0 for a plan). */
export function addOnSequencesOf(product: CheckoutProductId): number {
  const match = /^addon_(\d+)$/.exec(product);
  return match ? (ADD_ONS.find((addOn) => addOn.sequences === Number(match[1]))?.sequences ?? 0) : 0;
}

/** How an invoice for the product reads in the invoice history. */
export function productDescription(product: CheckoutProductId): string {
  const plan = planOfProduct(product);
  return plan ? `${plan.name} plan (monthly)` : `${addOnSequencesOf(product)} additional sequences`;
}

export const CHECKOUT_UNAVAILABLE = 'Checkout is not available yet. Please try again later.';
export const PAYMENTS_UNAVAILABLE = 'Payments are unavailable right now. Please try again later.';
export const NO_BILLING_ACCOUNT = 'There is nothing to manage yet: your billing account starts with your first purchase.';
export const alreadyOnPlanMessage = (planName: string) => `You are already on the ${planName} plan.`;
/** A second subscription would bill twice: plan changes of a running subscription go through the portal. */
export const CHANGE_PLAN_IN_PORTAL = 'You already have a paid plan. Use "Manage subscription" to change or cancel it.';
export const CHECKOUT_SUCCESS_NOTICE = 'Thank you! Your payment went through; your plan updates in a moment.';
export const CHECKOUT_CANCELLED_NOTICE = 'Checkout was cancelled; nothing was charged.';
export const PAYMENT_FAILED_NOTICE = 'Your last payment failed. Update your payment method under "Manage subscription".';
export const CHECKOUTS_RATE_LIMITED = `You have opened ${REQUEST_RATE_LIMITS.checkouts.points} checkouts in the last hour. Try again later.`;
/** How long the billing page mentions a second paid plan that was cancelled (product.md §9). */
export const DUPLICATE_PLAN_NOTICE_DAYS = 30;
export const duplicatePlanCancelledNotice = (planName: string) =>
  `A second paid plan (${planName}) was started while your plan was running. We cancelled it at once so you are not billed twice.`;
