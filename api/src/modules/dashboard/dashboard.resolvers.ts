import type { Resolvers } from 'contracts/resolvers-types';
import { homeDashboard } from './dashboard.service';
import { searchSummary, SearchSummaryInputError } from './search-summary.service';
import type { GraphQLContext } from '../../core/graphql-context.types';
import { currentUserId } from '../../core/current-user.util';
import { badUserInput } from '../../core/graphql.errors';

export const dashboardResolvers: Resolvers<GraphQLContext> = {
  Query: {
    homeDashboard: (_parent, _args, ctx) => homeDashboard(ctx.db, currentUserId(ctx)),
    searchSummary: async (_parent, { timeZone }, ctx) => {
      try {
        return await searchSummary(ctx.db, { userId: currentUserId(ctx), timeZone });
      } catch (error) {
        if (error instanceof SearchSummaryInputError) throw badUserInput(error.message);
        throw error;
      }
    },
  },
};
