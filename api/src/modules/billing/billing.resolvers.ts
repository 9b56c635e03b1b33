import type { Resolvers } from 'contracts/resolvers-types';
import type { GraphQLContext } from '../../graphql/context';
import { currentUserId } from '../../graphql/current-user';
import { billingOverview } from './billing.service';

export const billingResolvers: Resolvers<GraphQLContext> = {
  Query: {
    billingOverview: (_parent, _args, ctx) => billingOverview(ctx.db, ctx.config, currentUserId(ctx)),
  },
};
