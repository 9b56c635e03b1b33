// GraphQL of the Google module: start the Gmail consent (startGoogleAuthFlow) and whether sending is allowed.
import { FAILED_TO_START_GOOGLE_AUTH } from 'contracts';
import type { Resolvers } from 'contracts/resolvers-types';
import { currentUserId } from '../../core/current-user.util';
import type { GraphQLContext } from '../../core/graphql-context.types';
import { startGoogleAuthFlow } from './grant/google-auth-flow.service';
import { GoogleAuthNotConfiguredError } from './grant/google-grant.errors';
import { mailPermission } from './grant/mail-permission.service';

export const GOOGLE_AUTH_STARTED = 'Google Mail authorization started';

export const googleResolvers: Resolvers<GraphQLContext> = {
  Query: {
    mailPermission: (_parent, _args, ctx) => mailPermission(ctx.db, currentUserId(ctx)),
  },
  Mutation: {
    // The consent URL (gmail.send, offline) with a state bound to this user; the browser goes there next.
    startGoogleAuthFlow: async (_parent, { returnTo, detectReplies }, ctx) => {
      try {
        const { url } = await startGoogleAuthFlow(
          { db: ctx.db, config: ctx.config },
          { userId: currentUserId(ctx), returnTo: returnTo ?? undefined, detectReplies: detectReplies ?? false },
        );
        return { success: true, message: GOOGLE_AUTH_STARTED, url };
      } catch (error) {
        if (error instanceof GoogleAuthNotConfiguredError) {
          ctx.logger.error('startGoogleAuthFlow: Google OAuth is not configured');
          return { success: false, message: FAILED_TO_START_GOOGLE_AUTH, url: null };
        }
        throw error;
      }
    },
  },
};
