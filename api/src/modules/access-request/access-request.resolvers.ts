import { TOO_MANY_ATTEMPTS } from 'contracts';
import type { Resolvers } from 'contracts/resolvers-types';
import type { GraphQLContext } from '../../core/graphql-context.types';
import { rateLimited } from '../../core/graphql.errors';
import { SlidingWindowLimiter } from '../../core/sliding-window-limiter.util';
import { raiseAccessRequest } from './access-request.service';

/** Requests per IP per rolling 15 minutes: plenty for people, a wall for scripts filling the table. */
export const ACCESS_REQUESTS_PER_IP = 10;
const WINDOW_MS = 15 * 60_000;

const limiters = new WeakMap<object, SlidingWindowLimiter>();
const limiterFor = (ctx: GraphQLContext) => {
  let limiter = limiters.get(ctx.config);
  if (!limiter) {
    limiter = new SlidingWindowLimiter(ACCESS_REQUESTS_PER_IP, WINDOW_MS);
    limiters.set(ctx.config, limiter);
  }
  return limiter;
};

export const accessRequestResolvers: Resolvers<GraphQLContext> = {
  Mutation: {
    raiseAccessRequest: (_parent, { email }, ctx) => {
      if (!limiterFor(ctx).take(ctx.clientIp ?? 'unknown')) {
        throw rateLimited(TOO_MANY_ATTEMPTS);
      }
      return raiseAccessRequest(ctx.db, email);
    },
  },
};
