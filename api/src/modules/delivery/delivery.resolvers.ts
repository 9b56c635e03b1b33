// GraphQL of the delivery module: sendTestEmail, through the process's one delivery module (handed in by the
// schema assembly, built once at start-up).
import type { Resolvers } from 'contracts/resolvers-types';
import { currentUserId } from '../../core/current-user.util';
import type { GraphQLContext } from '../../core/graphql-context.types';
import type { Delivery } from './delivery.factory';

export function createDeliveryResolvers(delivery: Delivery): Resolvers<GraphQLContext> {
  return {
    Mutation: {
      sendTestEmail: (_parent, { data }, ctx) =>
        delivery.sendTestEmail({
          userId: currentUserId(ctx),
          subject: data.subject,
          body: data.body,
          attachmentIds: data.attachments,
        }),
    },
  };
}
