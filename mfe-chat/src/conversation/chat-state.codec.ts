// Converts the chat state to and from the server's copy (ChatConversation / SaveChatConversationInput) within the
// server's bounds (contracts CHAT_CONVERSATION_LIMITS). Restoring is forgiving: a context the chat cannot read
// falls back to defaults rather than locking the user out.
import {
  CHAT_CONVERSATION_LIMITS,
  parseChatContext,
  type ChatConversationQuery,
  type SaveChatConversationInput,
} from 'contracts';
import { INITIAL_CONTEXT, INITIAL_STATE, type ChatContext, type ChatState, type ChatStep } from './chat.types';

/** Half a surrogate pair, which the server cannot store (a pasted oddity must not stop saving); NUL likewise. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const savable = (text: string) => text.split('\u0000').join('').replace(LONE_SURROGATE, '');

type ServerConversation = NonNullable<ChatConversationQuery['chatConversation']>;

export function toStep(value: number): ChatStep {
  return value >= 0 && value <= 4 && Number.isInteger(value) ? (value as ChatStep) : 0;
}

/** The saved context over the defaults; an unreadable one restores the messages only. */
export function parseContext(json: string): ChatContext {
  return { ...INITIAL_CONTEXT, ...((parseChatContext(json) ?? {}) as Partial<ChatContext>) };
}

export function restoreState(conversation: ServerConversation | null | undefined): ChatState {
  if (!conversation) return INITIAL_STATE;
  const step = toStep(conversation.step);
  return {
    step,
    messages: conversation.messages.map((message) => ({
      id: message.id,
      role: message.role,
      content: message.content,
      timestamp: Date.parse(message.timestamp) || Date.now(),
    })),
    context: parseContext(conversation.context),
  };
}

export function toSaveInput(state: ChatState): SaveChatConversationInput {
  return {
    step: state.step,
    messages: state.messages.slice(-CHAT_CONVERSATION_LIMITS.maxMessages).map((message) => ({
      id: message.id,
      role: message.role,
      content: savable(message.content).slice(0, CHAT_CONVERSATION_LIMITS.contentMaxChars),
      timestamp: new Date(message.timestamp).toISOString(),
    })),
    context: JSON.stringify(state.context),
  };
}
