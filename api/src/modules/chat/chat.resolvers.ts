// The Reply Engine conversation kept per user (chatConversation, saveChatConversation, startNewChatConversation).
// The schema assembly already requires a session for all three; currentUserId keys every call by that user.
import { validateChatConversation } from 'contracts';
import type { Resolvers } from 'contracts/resolvers-types';
import { currentUserId } from '../../core/current-user.util';
import type { GraphQLContext } from '../../core/graphql-context.types';
import { badUserInput } from '../../core/graphql.errors';
import { deleteChatConversation, findChatConversation, saveChatConversation } from './chat-conversation.repository';

export const chatResolvers: Resolvers<GraphQLContext> = {
  Query: {
    chatConversation: (_parent, _args, ctx) => findChatConversation(ctx.db, currentUserId(ctx)),
  },
  Mutation: {
    saveChatConversation: (_parent, { data }, ctx) => {
      const userId = currentUserId(ctx);
      // Every bound is checked before anything is written: a refused save leaves the stored conversation as it was.
      const problem = validateChatConversation(data);
      if (problem) throw badUserInput(problem);
      return saveChatConversation(ctx.db, userId, data);
    },
    startNewChatConversation: async (_parent, _args, ctx) => {
      await deleteChatConversation(ctx.db, currentUserId(ctx));
      return true;
    },
  },
};
