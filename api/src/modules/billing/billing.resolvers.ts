import type { Resolvers } from 'contracts/resolvers-types';
import type { GraphQLContext } from '../../core/graphql-context.types';
import { currentUserId } from '../../core/current-user.util';
import { billingOverview } from './billing.service';

export const billingResolvers: Resolvers<GraphQLContext> = {
  Query: {
    billingOverview: (_parent, _args, ctx) => billingOverview(ctx.db, ctx.config, currentUserId(ctx)),
  },
};
