import { GraphQLError } from 'graphql';
import type { Resolvers } from 'contracts/resolvers-types';
import type { GraphQLContext } from '../../core/graphql-context.types';
import { currentUserId } from '../../core/current-user.util';
import { badUserInput, ErrorCode, rateLimited, unauthenticated } from '../../core/graphql.errors';
import { BillingError } from './billing.errors';
import { billingOverview } from './billing.service';
import { createBillingPortalSession, createCheckoutSession } from './checkout.service';

/** BillingError -> the GraphQL error the client shows (BAD_USER_INPUT, or INTERNAL with a plain message). */
async function redirect(call: () => Promise<string>) {
  try {
    return { url: await call() };
  } catch (error) {
    if (!(error instanceof BillingError)) throw error;
    if (error.kind === 'input') throw badUserInput(error.message);
    if (error.kind === 'rateLimited') throw rateLimited(error.message);
    throw new GraphQLError(error.message, { extensions: { code: ErrorCode.Internal } });
  }
}

export const billingResolvers: Resolvers<GraphQLContext> = {
  Query: {
    billingOverview: (_parent, _args, ctx) => billingOverview(ctx.db, ctx.config, currentUserId(ctx)),
  },
  Mutation: {
    createCheckoutSession: (_parent, { product }, ctx) => {
      if (!ctx.user) throw unauthenticated();
      const user = ctx.user;
      const deps = { db: ctx.db, config: ctx.config, logger: ctx.logger, limit: ctx.limits.checkout };
      return redirect(() => createCheckoutSession(deps, user, product));
    },
    createBillingPortalSession: (_parent, _args, ctx) =>
      redirect(() => createBillingPortalSession({ db: ctx.db, config: ctx.config, logger: ctx.logger }, currentUserId(ctx))),
  },
};
