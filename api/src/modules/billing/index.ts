// Public face of the billing module: plans, the monthly sequence quota, billingOverview, checkout and Stripe's webhook.
export { billingResolvers } from './billing.resolvers';
export { stripeWebhookRoutes, STRIPE_WEBHOOK_PATH } from './stripe-webhook.routes';
export { cancelStripeSubscription } from './checkout.service';
export * from './sequence-quota.service';
