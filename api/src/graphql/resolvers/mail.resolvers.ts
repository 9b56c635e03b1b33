import type { Resolvers } from 'contracts/resolvers-types';
import { mailPermission } from '../../modules/mail-permission/mail-permission.service';
import type { GraphQLContext } from '../context';
import { currentUserId } from '../current-user';

export const mailResolvers: Resolvers<GraphQLContext> = {
  Query: {
    mailPermission: (_parent, _args, ctx) => mailPermission(ctx.db, currentUserId(ctx)),
  },
};
