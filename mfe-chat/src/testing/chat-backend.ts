// Test backend for the chat: the schema-executing mock API of 'mocks' for every operation, plus an in-memory
// conversation for ChatConversation / SaveChatConversation / StartNewChatConversation (overrides, so the tests
// do not depend on the default handlers being there) and a log of the operations in the order they were sent.
import { graphql, HttpResponse, type RequestHandler } from 'msw';
import type { ChatConversationQuery, SaveChatConversationInput } from 'contracts';
import { createMockBackend, type MockBackend, type MockHandlerOptions } from 'mocks';

type ServerConversation = NonNullable<ChatConversationQuery['chatConversation']>;

export interface ChatServerState {
  conversation: ServerConversation | null;
  saves: SaveChatConversationInput[];
  startNewCalls: number;
  /** Operation names in the order the chat sent them (filled by the harness, whatever handler answers). */
  operations: string[];
}

export interface ChatBackend {
  api: MockBackend;
  chat: ChatServerState;
  handlers: RequestHandler[];
}

/** A saved conversation as the server would answer it (step, messages as [role, content], context object). */
export function savedConversation(
  step: number,
  messages: Array<['bot' | 'user', string]>,
  context: object = {},
): ServerConversation {
  return {
    id: 1,
    step,
    messages: messages.map(([role, content], index) => ({
      id: `saved-${index}`,
      role,
      content,
      timestamp: new Date(Date.UTC(2025, 5, 2, 10, index)).toISOString(),
    })),
    context: JSON.stringify(context),
    updatedAt: new Date(Date.UTC(2025, 5, 2, 10, 30)).toISOString(),
  };
}

export function createChatBackend(options: MockHandlerOptions & { conversation?: ServerConversation | null } = {}): ChatBackend {
  const api = createMockBackend({ ...options, now: options.now ?? (() => new Date('2025-06-02T13:00:00Z')) });
  const chat: ChatServerState = { conversation: options.conversation ?? null, saves: [], startNewCalls: 0, operations: [] };
  const handlers: RequestHandler[] = [
    graphql.query('ChatConversation', () => HttpResponse.json({ data: { chatConversation: chat.conversation } })),
    graphql.mutation<object, { data: SaveChatConversationInput }>('SaveChatConversation', ({ variables }) => {
      chat.saves.push(variables.data);
      const { step, messages, context } = variables.data;
      const updatedAt = new Date().toISOString();
      chat.conversation = { id: 1, step, context, updatedAt, messages: messages.map((m) => ({ ...m })) };
      return HttpResponse.json({ data: { saveChatConversation: { id: 1, step, updatedAt } } });
    }),
    graphql.mutation('StartNewChatConversation', () => {
      chat.startNewCalls += 1;
      chat.conversation = null;
      return HttpResponse.json({ data: { startNewChatConversation: true } });
    }),
    ...api.handlers,
  ];
  return { api, chat, handlers };
}
