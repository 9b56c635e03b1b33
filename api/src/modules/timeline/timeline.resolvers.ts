import type { Resolvers } from 'contracts/resolvers-types';
import type { GraphQLContext } from '../../core/graphql-context.types';
import { currentUserId } from '../../core/current-user.util';
import { companyReplyTime, contactTimeline } from './timeline.service';

/** Contact.timeline and Contact.companyReplyTime: for one contact's page (two statements), not for lists. */
export const timelineResolvers: Resolvers<GraphQLContext> = {
  Contact: {
    timeline: (contact, _args, ctx) => contactTimeline(ctx.db, currentUserId(ctx), contact.id),
    companyReplyTime: (contact, _args, ctx) => companyReplyTime(ctx.db, currentUserId(ctx), contact.id),
  },
};
