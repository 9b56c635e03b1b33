import { dateTimeScalar } from 'contracts/server';
import type { Resolvers } from 'contracts/resolvers-types';
import { accessRequestResolvers } from '../modules/access-request/access-request.resolvers';
import { attachmentResolvers } from '../modules/attachment/attachment.resolvers';
import { billingResolvers } from '../modules/billing/billing.resolvers';
import { emailFinderResolvers } from '../modules/email-finder/email-finder.resolvers';
import type { GraphQLContext } from '../core/graphql-context';
import { campaignResolvers } from '../modules/campaign/campaign.resolvers';
import { contactResolvers } from '../modules/contact/contact.resolvers';
import { dashboardResolvers } from '../modules/dashboard/dashboard.resolvers';
import { deliveryResolvers } from '../modules/delivery/delivery.resolvers';
import { googleGrantResolvers } from '../modules/google-grant/google-grant.resolvers';
import { mailResolvers } from '../modules/mail-permission/mail-permission.resolvers';
import { scheduleResolvers } from '../modules/scheduling/scheduling.resolvers';
import { sequenceResolvers } from '../modules/sequence/sequence.resolvers';

/** Every domain's resolver map; root fields no domain implements yet answer NOT_IMPLEMENTED (see schema.ts). */
export const domainResolvers: Resolvers<GraphQLContext>[] = [
  { DateTime: dateTimeScalar },
  campaignResolvers,
  dashboardResolvers,
  mailResolvers,
  scheduleResolvers,
  deliveryResolvers,
  googleGrantResolvers,
  contactResolvers,
  sequenceResolvers,
  attachmentResolvers,
  billingResolvers,
  emailFinderResolvers,
  accessRequestResolvers,
];
