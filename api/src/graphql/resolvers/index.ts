import { dateTimeScalar } from 'contracts/server';
import type { Resolvers } from 'contracts/resolvers-types';
import { accessRequestResolvers } from '../../modules/access-request/access-request.resolvers';
import { attachmentResolvers } from '../../modules/attachment/attachment.resolvers';
import { billingResolvers } from '../../modules/billing/billing.resolvers';
import { emailFinderResolvers } from '../../modules/email-finder/email-finder.resolvers';
import type { GraphQLContext } from '../context';
import { campaignResolvers } from './campaign.resolvers';
import { contactResolvers } from './contact.resolvers';
import { dashboardResolvers } from './dashboard.resolvers';
import { deliveryResolvers } from './delivery.resolvers';
import { googleGrantResolvers } from './google-grant.resolvers';
import { mailResolvers } from './mail.resolvers';
import { scheduleResolvers } from './schedule.resolvers';
import { sequenceResolvers } from './sequence.resolvers';

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
