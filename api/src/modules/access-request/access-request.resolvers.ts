import { TOO_MANY_ATTEMPTS } from 'contracts';
import type { Resolvers } from 'contracts/resolvers-types';
import type { GraphQLContext } from '../../core/graphql-context.types';
import { rateLimited } from '../../core/graphql.errors';
import { raiseAccessRequest } from './access-request.service';

export const accessRequestResolvers: Resolvers<GraphQLContext> = {
  Mutation: {
    // Per address: plenty for people, a wall for scripts filling the table.
    raiseAccessRequest: async (_parent, { email }, ctx) => {
      if (!(await ctx.limits.accessRequest.take(ctx.clientIp ?? 'unknown')).allowed) {
        throw rateLimited(TOO_MANY_ATTEMPTS);
      }
      return raiseAccessRequest(ctx.db, email);
    },
  },
};
