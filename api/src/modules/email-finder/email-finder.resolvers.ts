import { GraphQLError } from 'graphql';
import type { Resolvers } from 'contracts/resolvers-types';
import type { AppConfig } from '../../config/config';
import type { GraphQLContext } from '../../core/graphql-context.types';
import { currentUserId } from '../../core/current-user.util';
import { ErrorCode, badUserInput, notFound, rateLimited } from '../../core/graphql.errors';
import type { EmailFinder } from './email-finder.driver';
import { createEmailFinder } from './email-finder.factory';
import { EmailLookupError, lookUpEmail } from './email-lookup.service';
import { REQUEST_RATE_LIMITS } from 'contracts';

/** Lookups cost money at a real provider: at most this many per user per rolling minute. */
export const LOOKUPS_PER_MINUTE = REQUEST_RATE_LIMITS.linkedInLookups.points;

// One provider per loaded config (i.e. per app), not per request.
const finders = new WeakMap<AppConfig, EmailFinder>();
function finderFor(config: AppConfig): EmailFinder {
  let finder = finders.get(config);
  if (!finder) {
    finder = createEmailFinder(config.emailFinder);
    finders.set(config, finder);
  }
  return finder;
}

const toGraphQLError = (error: EmailLookupError): GraphQLError => {
  switch (error.kind) {
    case 'invalid':
      return badUserInput(error.message);
    case 'not-found':
      return notFound(error.message);
    case 'rate-limited':
    case 'provider-busy':
    case 'budget-spent':
      return rateLimited(error.message);
    case 'unavailable':
      return new GraphQLError(error.message, { extensions: { code: ErrorCode.Internal } });
  }
};

export const emailFinderResolvers: Resolvers<GraphQLContext> = {
  Mutation: {
    linkedInDetailsFetcher: async (_parent, { linkedInUrl }, ctx) => {
      try {
        return await lookUpEmail(
          {
            db: ctx.db,
            finder: finderFor(ctx.config),
            limiter: ctx.limits.linkedInLookup,
            logger: ctx.logger,
            settings: ctx.config.emailFinder,
          },
          currentUserId(ctx),
          linkedInUrl,
        );
      } catch (error) {
        if (error instanceof EmailLookupError) throw toGraphQLError(error);
        throw error;
      }
    },
  },
};
