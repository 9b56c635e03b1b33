// The chat's saved conversation: read, replace, start over.
import { validateChatConversation } from 'contracts';
import type { ChatConversationRecord } from '../demo.fixtures';
import { badInput } from './connection.util';
import type { StoreContext } from './store-context';

export function createChatStore({ data, iso }: StoreContext) {
  let nextChatConversationId = 1;

  const query = {
    chatConversation() {
      return data.chatConversation ? structuredClone(data.chatConversation) : null;
    },
  };

  const mutation = {
    saveChatConversation(args: { data: Pick<ChatConversationRecord, 'step' | 'messages' | 'context'> }) {
      // Like the api: the same bounds and messages; the whole conversation is replaced, its id kept until cleared.
      const error = validateChatConversation(args.data);
      if (error) throw badInput(error);
      const record: ChatConversationRecord = {
        id: data.chatConversation?.id ?? nextChatConversationId++,
        step: args.data.step,
        messages: args.data.messages.map(({ id, role, content, timestamp }) => ({ id, role, content, timestamp })),
        context: args.data.context,
        updatedAt: iso(),
      };
      data.chatConversation = record;
      return structuredClone(record);
    },
    startNewChatConversation() {
      data.chatConversation = null;
      return true;
    },
  };

  return { query, mutation };
}
