import type { Resolvers } from 'contracts/resolvers-types';
import { homeDashboard } from '../../modules/dashboard/dashboard.service';
import type { GraphQLContext } from '../context';
import { currentUserId } from '../current-user';

export const dashboardResolvers: Resolvers<GraphQLContext> = {
  Query: {
    homeDashboard: (_parent, _args, ctx) => homeDashboard(ctx.db, currentUserId(ctx)),
  },
};
