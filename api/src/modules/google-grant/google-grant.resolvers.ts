import { FAILED_TO_START_GOOGLE_AUTH } from 'contracts';
import type { Resolvers } from 'contracts/resolvers-types';
import { GoogleAuthNotConfiguredError, startGoogleAuthFlow } from '.';
import type { GraphQLContext } from '../../core/graphql-context';
import { currentUserId } from '../../core/current-user';

export const GOOGLE_AUTH_STARTED = 'Google Mail authorization started';

export const googleGrantResolvers: Resolvers<GraphQLContext> = {
  Mutation: {
    // The consent URL (gmail.send, offline) with a state bound to this user; the browser goes there next.
    startGoogleAuthFlow: async (_parent, _args, ctx) => {
      try {
        const { url } = await startGoogleAuthFlow({ db: ctx.db, config: ctx.config }, { userId: currentUserId(ctx) });
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
