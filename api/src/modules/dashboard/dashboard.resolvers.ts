import type { Resolvers } from 'contracts/resolvers-types';
import { homeDashboard } from './dashboard.service';
import type { GraphQLContext } from '../../core/graphql-context.types';
import { currentUserId } from '../../core/current-user.util';

export const dashboardResolvers: Resolvers<GraphQLContext> = {
  Query: {
    homeDashboard: (_parent, _args, ctx) => homeDashboard(ctx.db, currentUserId(ctx)),
  },
};
