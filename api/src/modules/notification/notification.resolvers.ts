// GraphQL of Notification Preferences: read and update the signed-in user's own switches (root fields are guarded
// for a session; the user id comes from it, never from the arguments).
import type { Resolvers } from 'contracts/resolvers-types';
import { currentUserId } from '../../core/current-user.util';
import type { GraphQLContext } from '../../core/graphql-context.types';
import { unauthenticated } from '../../core/graphql.errors';
import { notificationPreferences, updateNotificationPreferences } from './notification-preferences.service';

export const notificationResolvers: Resolvers<GraphQLContext> = {
  Query: {
    notificationPreferences: async (_parent, _args, ctx) =>
      (await notificationPreferences(ctx.db, currentUserId(ctx))) ?? Promise.reject(unauthenticated()),
  },
  Mutation: {
    updateNotificationPreferences: async (_parent, { data }, ctx) =>
      (await updateNotificationPreferences(ctx.db, currentUserId(ctx), data)) ?? Promise.reject(unauthenticated()),
  },
};
