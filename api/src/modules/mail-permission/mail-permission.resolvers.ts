import type { Resolvers } from 'contracts/resolvers-types';
import { mailPermission } from './mail-permission.service';
import type { GraphQLContext } from '../../core/graphql-context';
import { currentUserId } from '../../core/current-user';

export const mailResolvers: Resolvers<GraphQLContext> = {
  Query: {
    mailPermission: (_parent, _args, ctx) => mailPermission(ctx.db, currentUserId(ctx)),
  },
};
