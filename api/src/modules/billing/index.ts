// Public face of the billing module: plans, the monthly sequence quota, billingOverview.
export { billingResolvers } from './billing.resolvers';
export * from './sequence-quota.service';
