export {
  startStripeStandIn,
  DEVSTACK_STRIPE_SECRET_KEY,
  type StripeStandIn,
  type StripeStandInOptions,
  type WebhookDelivery,
} from './stripe-stand-in';
export { DEVSTACK_PRICES } from './stripe-catalog';
