import type { GraphQLContext } from './graphql-context.types';
import { unauthenticated } from './graphql.errors';

/** The signed-in user's id; root fields are already guarded, this keeps resolvers honest if one is not. */
export function currentUserId(ctx: GraphQLContext): string {
  if (!ctx.user) throw unauthenticated();
  return ctx.user.id;
}
