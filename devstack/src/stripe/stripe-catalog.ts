// The stand-in's prices (the products of the app's plans and add-ons) and Stripe's object shapes it answers with.
import { randomBytes } from 'node:crypto';

export interface StandInPrice {
  id: string;
  productName: string;
  unitAmount: number;
  /** Monthly for plans; null for one-time prices. */
  recurring: { interval: 'month'; interval_count: 1 } | null;
}

/** Price ids `npm start` gives the api (STRIPE_PRICE_*), keyed by the app's product names. */
export const DEVSTACK_PRICES = {
  focused: {
    id: 'price_devstack_focused',
    productName: 'Focused plan',
    unitAmount: 499,
    recurring: { interval: 'month', interval_count: 1 },
  },
  relentless: {
    id: 'price_devstack_relentless',
    productName: 'Relentless plan',
    unitAmount: 999,
    recurring: { interval: 'month', interval_count: 1 },
  },
  addon_10: { id: 'price_devstack_addon_10', productName: '10 additional sequences', unitAmount: 299, recurring: null },
  addon_25: { id: 'price_devstack_addon_25', productName: '25 additional sequences', unitAmount: 599, recurring: null },
} as const satisfies Record<string, StandInPrice>;

/** Stripe-looking ids: a prefix and random characters (cs_test_..., sub_..., in_...). */
export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** One calendar month later (Stripe's monthly billing anchor), in Unix seconds. */
export function oneMonthLater(seconds: number): number {
  const date = new Date(seconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}

export function priceObject(price: StandInPrice) {
  return {
    id: price.id,
    object: 'price',
    active: true,
    currency: 'usd',
    livemode: false,
    metadata: {},
    nickname: null,
    product: `prod_${price.id.replace(/^price_/, '')}`,
    recurring: price.recurring ? { ...price.recurring, usage_type: 'licensed' } : null,
    type: price.recurring ? 'recurring' : 'one_time',
    unit_amount: price.unitAmount,
  };
}

/** Stripe's error body: `{ error: { type, message, code?, param? } }`. */
export function stripeError(message: string, extra: { code?: string; param?: string; type?: string } = {}) {
  return {
    error: {
      type: extra.type ?? 'invalid_request_error',
      message,
      ...(extra.code ? { code: extra.code } : {}),
      ...(extra.param ? { param: extra.param } : {}),
    },
  };
}
